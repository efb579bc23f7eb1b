/// A SwiftUI two-dimensional `Alignment`, by the name a `body:` file writes (`ZStack`, `frame`,
/// `background`, `overlay`).
public enum AlignmentName: String, Hashable, Sendable, CaseIterable {
  /// `.center`.
  case center
  /// `.leading`.
  case leading
  /// `.trailing`.
  case trailing
  /// `.top`.
  case top
  /// `.bottom`.
  case bottom
  /// `.topLeading`.
  case topLeading
  /// `.topTrailing`.
  case topTrailing
  /// `.bottomLeading`.
  case bottomLeading
  /// `.bottomTrailing`.
  case bottomTrailing
}
