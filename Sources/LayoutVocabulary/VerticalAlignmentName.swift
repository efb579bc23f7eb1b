/// A SwiftUI `VerticalAlignment`, by the name a `body:` file writes (`HStack(alignment:)`,
/// `GridRow(alignment:)`).
public enum VerticalAlignmentName: String, Hashable, Sendable, CaseIterable {
  /// `.top`.
  case top
  /// `.center`.
  case center
  /// `.bottom`.
  case bottom
  /// `.firstTextBaseline`.
  case firstTextBaseline
  /// `.lastTextBaseline`.
  case lastTextBaseline
}
