/// A SwiftUI `HorizontalAlignment`, by the name a `body:` file writes (`VStack(alignment:)`,
/// `gridColumnAlignment`).
public enum HorizontalAlignmentName: String, Hashable, Sendable, CaseIterable {
  /// `.leading`.
  case leading
  /// `.center`.
  case center
  /// `.trailing`.
  case trailing
}
