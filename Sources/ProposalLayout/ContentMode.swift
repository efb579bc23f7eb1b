/// How ``LayoutNode/aspectRatio(_:contentMode:)-(Double?,_)`` fits its ratio to a proposal.
public enum ContentMode: Hashable, Sendable {
  /// The largest box of the ratio inside the proposal.
  case fit
  /// The smallest box of the ratio that covers the proposal.
  case fill
}
