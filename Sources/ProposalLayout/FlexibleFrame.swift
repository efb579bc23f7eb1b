import LayoutCore

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// [D: AppleDocs-frame-flex; R: OSUI-FRAME `_FlexFrameLayout`],
/// Documentation/Facts/SwiftUI.md#flexible-frame.
struct FlexibleFrame: UnaryLayoutModifier {
  /// The limits of one axis, normalised.
  struct Limits {
    var min: Double?
    var ideal: Double?
    var max: Double?

    /// Normalises as SwiftUI's initializer does [R+O: OSUI-FRAME-DUALTEST]:
    /// `min' = max(min, 0)`, `ideal' = max(min' ?? 0, ideal)`, `max' = max(ideal' ?? 0, max)`,
    /// each only if given. `max'` is not raised to `min'` when `ideal` is nil, so
    /// contradictory limits (`min > max`) survive and are handled where used.
    init(min: Double?, ideal: Double?, max: Double?) {
      self.min = min.map { Swift.max($0, 0) }
      self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
      self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
    }

    /// Both limits given and consistent (`min <= max`).
    var hasBothLimits: Bool {
      guard let min, let max else { return false }
      return min <= max
    }

    func clamp(_ value: Double) -> Double {
      Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }
  }

  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let width: Limits
  let height: Limits
  let alignment: Alignment

  var nodeName: String { "frame" }

  func limits(_ axis: Axis) -> Limits { axis == .horizontal ? width : height }

  /// The proposal, clamped to the limits, with `nil` replaced by the ideal length.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = ProposedViewSize.unspecified
    for axis in Axis.allCases {
      result[axis] = (proposal[axis] ?? limits(axis).ideal).map(limits(axis).clamp)
    }
    return result
  }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    // First the lengths that do not depend on the child: a proposed length clamped to both
    // limits, or the ideal length for a nil proposal.
    var decided: [Axis: Double] = [:]
    for axis in Axis.allCases {
      let limits = limits(axis)
      if let proposed = proposal[axis] {
        if limits.hasBothLimits { decided[axis] = limits.clamp(proposed) }
      } else if let ideal = limits.ideal {
        decided[axis] = ideal
      }
    }
    if let width = decided[.horizontal], let height = decided[.vertical] {
      return Size(width: width, height: height)
    }
    let childProposal = childProposal(proposal)
    let child = contentSize(childProposal, context: context)
    var size = Size.zero
    for axis in Axis.allCases {
      if let length = decided[axis] {
        size[axis] = length
        continue
      }
      let limits = limits(axis)
      let offered = childProposal[axis]
      switch (limits.min, limits.max) {
      case (_?, _?) where limits.hasBothLimits:
        size[axis] = limits.clamp(child[axis])
      case (let min?, nil):
        // At least min; no wider than the (clamped) proposal unless the child is.
        size[axis] = Swift.max(Swift.min(offered ?? .infinity, child[axis]), min)
      case (nil, let max?):
        // At most max; at least the proposal, more if the child is wider [O: FG-FF].
        size[axis] = Swift.min(Swift.max(offered ?? -.infinity, child[axis]), max)
      default:
        size[axis] = child[axis]
      }
    }
    return size
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    // The child is proposed the frame's final size, except on an axis with no ideal length
    // whose own proposal was nil and whose size lies strictly between the limits: there nil is
    // proposed again, keeping the child at its ideal size [R: OSUI-FRAME
    // `childPlacementProposal`, iOS 17 / macOS 14 link semantics].
    var placementProposal = ProposedViewSize(size)
    for axis in Axis.allCases {
      let limits = limits(axis)
      if limits.ideal == nil, proposal[axis] == nil,
        size[axis] > (limits.min ?? -.infinity), size[axis] < (limits.max ?? .infinity)
      {
        placementProposal[axis] = nil
      }
    }
    return alignedChild(
      in: size, proposal: placementProposal, alignment: alignment, context: context)
  }
}

extension LayoutNode {
  /// Limits this node's size per dimension, and gives it ideal lengths.
  ///
  /// Apple's contract [D: AppleDocs-frame-flex]: the child is proposed the frame's proposal
  /// limited by the constraints, with ideal lengths replacing unspecified dimensions. With
  /// neither limit in a dimension the frame adopts the child's length; with both it adopts
  /// the proposal clamped to them (`minWidth: 0, maxWidth: .infinity` accepts any proposal);
  /// with `max` only it is at least the proposal (`maxWidth: .infinity` fills the proposal,
  /// growing past it for a wider child) and at most `max`; with `min` only it is at least
  /// `min`. Ideal lengths are used only for `nil` proposals. Negative limits are raised to 0,
  /// and `ideal`/`max` to the limit before them [R: OSUI-FRAME].
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some LayoutNode {
    FlexibleFrame(
      content: self,
      width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
      height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
      alignment: alignment)
  }
}
