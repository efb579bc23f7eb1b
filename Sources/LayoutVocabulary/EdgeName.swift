/// A SwiftUI `Edge`, by the name a `body:` file writes (`safeAreaInset(edge:)`, the edges of
/// `padding` and `ignoresSafeArea`).
public enum EdgeName: String, Hashable, Sendable, CaseIterable {
  /// `.top`.
  case top
  /// `.leading`.
  case leading
  /// `.bottom`.
  case bottom
  /// `.trailing`.
  case trailing

  /// The axis the edge lies across: `top` and `bottom` bound the vertical axis.
  public var isVertical: Bool { self == .top || self == .bottom }
}
