import LayoutCore

/// A bitmap image, known by its pixel size.
///
/// A plain image has its natural point size (`pixelSize / scale`) and ignores the proposal
/// [O: NETSPLIT-SIZES, FG-IS; R: OSUI-IMG]. A ``resizable()`` image takes the proposal per
/// dimension, with `nil →` its natural size [R: OSUI-IMG]. Combine it with
/// ``LayoutNode/aspectRatio(_:contentMode:)-(Double?,_)`` to keep its proportions.
public struct Image: LayoutNode, Hashable {
  /// The image's name; it becomes the frame-tree node's name.
  public let name: String
  /// The bitmap's size in pixels.
  public let pixelSize: Size
  /// Pixels per point.
  public let scale: Double
  /// Whether the image stretches to its proposal.
  public private(set) var isResizable = false

  /// Creates an image of `pixelSize` pixels at `scale` pixels per point.
  ///
  /// A `scale` that is not positive and finite is treated as 1.
  public init(_ name: String, pixelSize: Size, scale: Double = 1) {
    self.name = name
    self.pixelSize = pixelSize
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// The size in points.
  public var naturalSize: Size {
    Size(width: pixelSize.width / scale, height: pixelSize.height / scale)
  }

  /// The same image, stretching to its proposal.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: name, frame: frame)
  }
}
