import LayoutCore

/// Why a stack view refused a change. The stack view is left exactly as it was.
///
/// Like ``LayoutError``, it carries views (unsynchronised reference types), so the `Sendable`
/// conformance is unchecked: inspect the carried views on the thread that made them.
public enum StackViewError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
  /// A spacing was infinite or not a number. Negative spacings are fine: UIKit's documentation
  /// of `spacing` says "Use negative values to allow overlap".
  case nonFiniteSpacing(Double)
  /// The view is not one of the stack view's arranged subviews.
  case notArranged(View)
  /// The insertion index lies outside `0...arrangedSubviews.count`.
  case indexOutOfRange(index: Int, count: Int)
  /// The view cannot be arranged in this stack view: it is the stack view itself or one of its
  /// ancestors.
  case cannotArrange(View)

  public var description: String {
    switch self {
    case .nonFiniteSpacing(let value):
      return "Stack view spacing must be finite, not \(formatted(value))."
    case .notArranged(let view):
      return "\(view.debugName) is not an arranged subview of this stack view."
    case .indexOutOfRange(let index, let count):
      return "Index \(index) is out of bounds for a stack view with \(count) arranged subviews "
        + "(allowed: 0...\(count))."
    case .cannotArrange(let view):
      return "\(view.debugName) cannot be arranged in this stack view: it is the stack view or "
        + "one of its ancestors."
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.nonFiniteSpacing(let a), .nonFiniteSpacing(let b)): return a.isNaN ? b.isNaN : a == b
    case (.notArranged(let a), .notArranged(let b)), (.cannotArrange(let a), .cannotArrange(let b)):
      return a === b
    case (.indexOutOfRange(let a, let m), .indexOutOfRange(let b, let n)): return a == b && m == n
    default: return false
    }
  }
}
