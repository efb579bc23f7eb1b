import Cassowary
import LayoutCore

extension View {
  /// The value of a dimension of ``intrinsicContentSize`` that the view has no natural size in
  /// (`UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: Double = -1

  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the smallest size
  /// (`UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the largest size
  /// (`UIView.layoutFittingExpandedSize`): a large finite size, so a view without an upper bound
  /// reports it rather than infinity.
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// Tells the layout that ``intrinsicContentSize`` changed; the next layout pass reads it again
  /// and changes the constants of the hugging and compression constraints in place.
  public func invalidateIntrinsicContentSize() {
    setNeedsUpdateSystemConstraints()
    superview?.subviewDidChange(self, .intrinsicSize)
  }

  /// How strongly the view resists growing beyond its intrinsic size along `axis`; 250 by
  /// default.
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    setNeedsUpdateSystemConstraints()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by
  /// default.
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    setNeedsUpdateSystemConstraints()
  }

  /// The smallest size the view's constraints allow: ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with ``Cassowary/Priority/fittingSizeLevel`` on both axes.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are pulled toward
  /// `targetSize` at the given priorities (`UIView.systemLayoutSizeFitting`).
  ///
  /// Solves the constraints of the view's subtree (not those to views outside it, nor the view's
  /// own frame constraints) in a scratch solver with `width == target.width @ horizontal` and
  /// `height == target.height @ vertical` added
  /// (Documentation/Facts/AutoLayout.md#systemlayoutsizefitting). Frames do not change. Required
  /// constraints that conflict are left out.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical,
      includingBroken: false)
  }

  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
  /// optionally with the subtree's constraints that the window's last layout broke: those that
  /// only conflicted with the view's own frame constraints (a self-sizing cell's content laid
  /// out at a fixed height) hold again once the frame is left out, as they do in UIKit, which
  /// sizes such a view before giving it a frame.
  package func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority, includingBroken: Bool
  ) -> Size {
    var constraints: [Constraint] = []
    forEachInSubtree { view in
      if view.needsSystemConstraintUpdate { view.updateSystemConstraints() }
      view.installedConstraints.forEach { constraint in
        guard includingBroken || !constraint.isBroken else { return }
        if constraint.kind == .autoresizing, constraint.firstItem === self { return }
        guard let expression = constraint.solverExpression() else { return }
        constraints.append(
          Constraint(expression, constraint.relation, priority: constraint.priority))
      }
    }
    constraints.append((width == targetSize.width).withPriority(horizontal))
    constraints.append((height == targetSize.height).withPriority(vertical))
    var solver = Solver()
    do {
      try solver.add(constraints)
    } catch {
      for constraint in constraints { try? solver.add(constraint) }
    }
    return Size(width: solver.value(of: width), height: solver.value(of: height))
  }
}
