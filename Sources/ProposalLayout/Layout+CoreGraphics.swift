import Foundation
import LayoutCore

// The defaults that let a `Layout` be written with either LayoutCore's geometry or
// Foundation's CG types (which swift-corelibs-foundation provides on Linux). The library calls
// the `Size`/`Rect` forms; each default converts and calls the other form. A layout that
// implements neither would send the two defaults round in a circle, so the `Size`/`Rect`
// defaults record that they are running for their type, and the CG defaults stop with a
// message when they find their own type recorded: that can only happen when both forms are
// the defaults.

extension Layout {
  /// Converts the CG form's answer.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> Size
  {
    let answer: CGSize = LayoutBridging.whileBridging(Self.self) {
      sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return Size(answer)
  }

  /// Converts to the `Size` form's answer.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    LayoutBridging.requireImplemented(Self.self, "sizeThatFits(proposal:subviews:cache:)")
    let answer: Size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    return CGSize(answer)
  }

  /// Calls the CG form with `bounds` converted.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    LayoutBridging.whileBridging(Self.self) {
      placeSubviews(in: CGRect(bounds), proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Calls the `Rect` form with `bounds` converted.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    LayoutBridging.requireImplemented(Self.self, "placeSubviews(in:proposal:subviews:cache:)")
    placeSubviews(in: Rect(bounds), proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// The layout types whose `Size`/`Rect` defaults are running on this task.
enum LayoutBridging {
  @TaskLocal static var running: Set<ObjectIdentifier> = []

  static func whileBridging<R>(_ type: Any.Type, _ body: () -> R) -> R {
    var types = running
    types.insert(ObjectIdentifier(type))
    return $running.withValue(types, operation: body)
  }

  /// Stops when `type`'s `Size`/`Rect` default is running: then this CG default was called by
  /// it, so the type implements neither form. A programming error, like a missing
  /// requirement, that no input can cause.
  static func requireImplemented(_ type: Any.Type, _ method: String) {
    if running.contains(ObjectIdentifier(type)) {
      preconditionFailure(
        "\(type) conforms to Layout but implements neither form of \(method): implement "
          + "the one with Size/Rect or the one with CGSize/CGRect")
    }
  }
}
