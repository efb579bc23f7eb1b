import LayoutCore

/// `containerRelativeFrame`: a fixed frame whose lengths on some axes are computed from the
/// nearest container's size.
struct ContainerRelativeFrame: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let axes: Axis.Set
  let alignment: Alignment
  /// The frame's length on an axis from the container's length on it.
  let length: @Sendable (Double, Axis) -> Double

  var nodeName: String { "containerRelativeFrame" }

  /// The fixed length on `axis`, or `nil` when the axis is not framed or the container's
  /// length on it is unknown (the modifier then leaves that axis to the child).
  private func fixedLength(_ axis: Axis, context: LayoutContext) -> Double? {
    guard axes.holds(axis), let containerLength = context.container[axis] else { return nil }
    let value = length(containerLength, axis)
    // As for `frame`, a negative or non-finite length is ignored.
    return value >= 0 && value.isFinite ? value : nil
  }

  func childProposal(_ proposal: ProposedViewSize, context: LayoutContext) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.allCases {
      if let fixed = fixedLength(axis, context: context) { result[axis] = fixed }
    }
    return result
  }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    let child = contentSize(childProposal(proposal, context: context), context: context)
    var size = child
    for axis in Axis.allCases {
      if let fixed = fixedLength(axis, context: context) { size[axis] = fixed }
    }
    return size
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    alignedChild(
      in: size, proposal: childProposal(proposal, context: context), alignment: alignment,
      context: context)
  }
}

extension LayoutNode {
  /// Frames this node at the full length of the nearest container on `axes`; see
  /// ``containerRelativeFrame(_:alignment:_:)``.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some LayoutNode
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Frames this node at `span` of `count` equal parts of the nearest container on `axes`,
  /// with `spacing` between parts.
  ///
  /// A part is `(L − spacing·(count − 1)) / count` for a container length `L`, and the frame
  /// covers `span` parts and the `span − 1` gaps between them:
  /// `part·span + spacing·(span − 1)` — so `count` frames of span 1 with `spacing` between
  /// them fill the container exactly ("containerRelativeFrame(_:count:span:spacing:
  /// alignment:)", https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)).
  /// A `count` below 1 is taken as 1, and `span` is kept between 1 and `count`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
  ) -> some LayoutNode {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let part = (length - spacing * Double(count - 1)) / Double(count)
      return part * Double(span) + spacing * Double(span - 1)
    }
  }

  /// Frames this node on `axes` at the length `length` computes from the nearest container's
  /// length on each axis, and aligns the node in the frame.
  ///
  /// The container is the window — the root's proposal — or the nearest enclosing
  /// ``ScrollView``, whose proposal its content sees; Apple lists the screen or window and
  /// scroll views among the containers, and "the size provided … is the size of a container …
  /// subtracting any safe area insets" ("containerRelativeFrame(_:alignment:)",
  /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)).
  /// On other axes, and where the container's length is unknown (a `nil` proposal), the frame
  /// takes the node's own length, as `frame(width:)` does for the dimension it leaves out.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping @Sendable (Double, Axis) -> Double
  ) -> some LayoutNode {
    ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
  }
}
