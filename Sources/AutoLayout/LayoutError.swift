/// Why a constraint could not be activated. Each case carries the offending constraint.
///
/// `Error` must be `Sendable`, but constraints, like views, are unsynchronised reference types
/// (UIKit confines them to the main thread). The conformance is unchecked: inspect the carried
/// constraint on the thread that made it.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
  /// The constraint's items are in different view hierarchies
  /// (Documentation/Facts/AutoLayout.md#no-common-ancestor).
  case noCommonAncestor(LayoutConstraint)
  /// A layout guide in the constraint has not been added to a view.
  case guideWithoutOwningView(LayoutConstraint)
  /// One of the constraint's items has been deallocated.
  case deallocatedItem(LayoutConstraint)
  /// The constraint relates leading/trailing to left/right
  /// (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods).
  case mixedDirectionalAttributes(LayoutConstraint)
  /// The constraint relates attributes of different axes, or a position to a length (only
  /// possible through the item-and-attribute initialiser; anchors rule it out at compile time).
  case incompatibleAttributes(LayoutConstraint)
  /// The multiplier or the constant is infinite or not a number.
  case nonFiniteValue(LayoutConstraint)
  /// The priority lies outside `1...1000`.
  case invalidPriority(LayoutConstraint)

  /// The constraint the error is about.
  public var constraint: LayoutConstraint {
    switch self {
    case .noCommonAncestor(let c), .guideWithoutOwningView(let c), .deallocatedItem(let c),
      .mixedDirectionalAttributes(let c), .incompatibleAttributes(let c), .nonFiniteValue(let c),
      .invalidPriority(let c):
      return c
    }
  }

  public var description: String {
    let anchors = "\(constraint.firstAnchorDescription) and \(constraint.secondAnchorDescription)"
    switch self {
    case .noCommonAncestor:
      // UIKit's wording (Documentation/Facts/AutoLayout.md#no-common-ancestor), followed by the
      // constraint.
      return "Unable to activate constraint with anchors \(anchors) because they have no common "
        + "ancestor.  Does the constraint or its anchors reference items in different view "
        + "hierarchies?  That's illegal. \(constraint)"
    case .guideWithoutOwningView:
      return "Unable to activate constraint \(constraint): a layout guide in it has no owning "
        + "view. Add the guide to a view with addLayoutGuide(_:) first."
    case .deallocatedItem:
      return "Unable to activate constraint \(constraint): one of its items has been deallocated."
    case .mixedDirectionalAttributes:
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither. \(constraint)"
    case .incompatibleAttributes:
      return "A constraint cannot be made between \(anchors) because their units are not "
        + "compatible. \(constraint)"
    case .nonFiniteValue:
      return "Unable to activate constraint \(constraint): its multiplier and constant must be "
        + "finite, not \(constraint.multiplier) and \(constraint.constant)."
    case .invalidPriority:
      return "It's illegal to set priority:\(constraint.priority). Priorities must be greater "
        + "than 0 and less or equal to 1000. \(constraint)"
    }
  }
}
