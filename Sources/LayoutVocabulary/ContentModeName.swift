/// SwiftUI's `ContentMode` (`aspectRatio(_:contentMode:)`).
public enum ContentModeName: String, Hashable, Sendable, CaseIterable {
  /// `.fit`: the largest size of the ratio inside the proposal.
  case fit
  /// `.fill`: the smallest size of the ratio that covers the proposal.
  case fill
}
