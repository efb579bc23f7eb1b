import LayoutCore

/// `aspectRatio(_:contentMode:)`: changes the proposal, reports the child's answer
/// [R: OSUI-AR `spaceOffered`; O: OBJC-AR, FG-AR], Documentation/Facts/SwiftUI.md#aspect-ratio.
struct AspectRatio: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  /// Width / height, or `nil` to take the ratio from the child's ideal size.
  let ratio: Double?
  let contentMode: ContentMode

  var nodeName: String { "aspectRatio" }

  /// The box of the ratio that fits or fills `proposal`.
  func childProposal(_ proposal: ProposedViewSize, context: LayoutContext) -> ProposedViewSize {
    // nil×nil passes through untouched, so `.fixedSize()` around it yields the child's ideal.
    if proposal.width == nil, proposal.height == nil { return proposal }
    var unit =
      ratio.map { Size(width: $0, height: 1) }
      ?? contentSize(.unspecified, context: context)
    if unit.width == unit.height { unit = Size(width: 1, height: 1) }
    // The scale that fits each proposed dimension; a nil dimension (or 0 proposed for a 0
    // ratio side) does not constrain: ∞.
    func scale(_ axis: Axis) -> Double {
      guard let proposed = proposal[axis], !(unit[axis] == 0 && proposed == 0) else {
        return .infinity
      }
      return proposed / unit[axis]
    }
    let scales = (scale(.horizontal), scale(.vertical))
    let factor = contentMode == .fit ? min(scales.0, scales.1) : max(scales.0, scales.1)
    // A zero ratio side stays 0 even at an infinite scale (0·∞ would be NaN).
    func length(_ axis: Axis) -> Double { unit[axis] == 0 ? 0 : unit[axis] * factor }
    return ProposedViewSize(width: length(.horizontal), height: length(.vertical))
  }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    contentSize(childProposal(proposal, context: context), context: context)
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    alignedChild(
      in: size, proposal: childProposal(proposal, context: context), alignment: .center,
      context: context)
  }
}

extension LayoutNode {
  /// Proposes the largest (`.fit`) or smallest (`.fill`) box of `ratio` (width / height) that
  /// fits in or covers the proposal, and reports the child's answer.
  ///
  /// Rules (Documentation/Facts/SwiftUI.md#aspect-ratio): only the *proposal* changes — the
  /// reported size is the child's, which need not have the ratio [O: FG-AR gotcha]. With `ratio`
  /// `nil` the child's ideal size gives the ratio [O: FG-AR, OBJC-AR]. A `nil×nil` proposal passes
  /// through unchanged; a single `nil` or ∞ dimension does not constrain, so `.fit` uses the other
  /// dimension and `.fill` proposes ∞×∞ [R: OSUI-AR].
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some LayoutNode {
    AspectRatio(content: self, ratio: ratio, contentMode: contentMode)
  }

  /// ``aspectRatio(_:contentMode:)`` with the ratio `size.width / size.height`.
  public func aspectRatio(_ size: Size, contentMode: ContentMode) -> some LayoutNode {
    aspectRatio(size.width / size.height, contentMode: contentMode)
  }

  /// `aspectRatio(nil, contentMode: .fit)`.
  public func scaledToFit() -> some LayoutNode { aspectRatio(contentMode: .fit) }

  /// `aspectRatio(nil, contentMode: .fill)`.
  public func scaledToFill() -> some LayoutNode { aspectRatio(contentMode: .fill) }
}
