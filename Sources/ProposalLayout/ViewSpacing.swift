import LayoutCore

/// A view's preferred distances to its neighbours, per edge, from which stacks compute their
/// default gaps [D: AppleDocs-ViewSpacing; R: OSUI-SPACING].
///
/// An edge without a preference gets the platform default. This model keeps SwiftUI's
/// category-less preferences only; text-metric categories (baseline-to-baseline spacing) are
/// not modelled, so `Text` uses the default like any other view
/// (Documentation/Facts/SwiftUI.md#test-stand-ins).
public struct ViewSpacing: Hashable, Sendable {
  /// The gap between two views that state no preference: 8 on iOS and macOS, on both axes
  /// [R: OSUI-GLUE `defaultSpacing`].
  public static let defaultDistance: Double = 8

  // One field per edge, not an array indexed by edge: stacks read these for every pair of
  // children, and an array was a heap allocation (and a retain per copy) for four numbers.
  // `nil` is "no preference".
  private var top: Double?
  private var leading: Double?
  private var bottom: Double?
  private var trailing: Double?

  /// No preference on any edge.
  public init() {}

  /// A preference of 0 on every edge: what a ``Spacer`` publishes, so the gap next to it is 0.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates preferences for the given edges; `nil` means no preference.
  public init(
    top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
    trailing: Double? = nil
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The preference on `edge`, or `nil` if there is none.
  public subscript(edge: Edge) -> Double? {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// Merges `other`'s preferences on `edges` into these, keeping the larger of two.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    // The four edges written out: `Edge.allCases` made an array at every call.
    func merge(_ mine: inout Double?, _ theirs: Double?, on edge: Edge.Set) {
      guard edges.contains(edge) else { return }
      switch (mine, theirs) {
      case (let a?, let b?): mine = max(a, b)
      case (nil, let b): mine = b
      case (_?, nil): break
      }
    }
    merge(&top, other.top, on: .top)
    merge(&leading, other.leading, on: .leading)
    merge(&bottom, other.bottom, on: .bottom)
    merge(&trailing, other.trailing, on: .trailing)
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The gap between this view and `next`, which follows it along `axis` (left to right or
  /// top to bottom).
  ///
  /// The larger of the two abutting preferences; the platform default if neither view has one
  /// [R: OSUI-SPACING `distance(to:along:)`].
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    switch (self[Edge.end(of: axis)], next[Edge.start(of: axis)]) {
    case (let mine?, let theirs?): max(mine, theirs)
    case (let mine?, nil): mine
    case (nil, let theirs?): theirs
    case (nil, nil): Self.defaultDistance
    }
  }
}
