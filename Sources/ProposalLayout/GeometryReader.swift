import LayoutCore

/// What a ``GeometryReader``'s content knows about its container.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size (unrounded).
  public let size: Size
  /// The reader's frame in the root's coordinate space.
  let globalFrame: Rect
  /// The origins of the named coordinate spaces around the reader, in the root's space.
  let coordinateSpaces: [String: Point]
  /// How far the reader's frame reaches into the unsafe region past each edge; zero
  /// everywhere when the tree is laid out without a safe area.
  ///
  /// "The safe area inset of the container view"
  /// (https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets).
  public let safeAreaInsets: EdgeInsets

  /// A proxy for a reader of `size` at the root's origin, outside any safe area.
  init(size: Size) {
    self.init(
      size: size, globalFrame: Rect(origin: .zero, size: size), coordinateSpaces: [:],
      safeAreaInsets: .zero)
  }

  init(size: Size, globalFrame: Rect, coordinateSpaces: [String: Point], safeAreaInsets: EdgeInsets)
  {
    self.size = size
    self.globalFrame = globalFrame
    self.coordinateSpaces = coordinateSpaces
    self.safeAreaInsets = safeAreaInsets
  }

  /// The reader's frame in `space` ("frame(in:)",
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6mkvb):
  /// `.local` has origin zero, `.global` is the root's space, `.named` the space of the nearest
  /// enclosing ``LayoutNode/coordinateSpace(_:)`` of that name. A name no enclosing node
  /// declares gives the global frame, as SwiftUI falls back to.
  public func frame(in space: CoordinateSpace) -> Rect {
    switch space {
    case .local:
      return Rect(origin: .zero, size: size)
    case .global:
      return globalFrame
    case .named(let name):
      guard let origin = coordinateSpaces[name] else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }
}

/// A container that takes its whole proposal and builds its content from the resulting size.
///
/// "Always accepts the proposed size" [O: FG-GR]; a `nil` dimension becomes 10, as objc.io's
/// and SwiftCrossUI's reimplementations and an observed ScrollView report have it [O: PIE]
/// (OpenSwiftUI uses 0 — unverified, Documentation/Facts/SwiftUI.md#geometryreader). Each child is
/// proposed the reader's size and placed at the top-left corner [O: FG-GR; R: OSUI-GR].
public struct GeometryReader: LayoutNode {
  private let content: @Sendable (GeometryProxy) -> [any LayoutNode]

  /// Creates a reader whose content is built from its size.
  public init(
    @LayoutNodeBuilder content: @escaping @Sendable (GeometryProxy) -> [any LayoutNode]
  ) {
    self.content = content
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    withSufficientStack {
      let childProposal = ProposedViewSize(frame.size)
      let global = frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
      let proxy = GeometryProxy(
        size: frame.size, globalFrame: global, coordinateSpaces: context.coordinateSpaces,
        safeAreaInsets: context.safeArea?.insets(of: global) ?? .zero)
      let children = content(proxy).enumerated().map { index, child in
        let childContext = context.placed(at: frame.origin).forChild(index, stackAxis: nil)
        return child.place(
          in: Rect(origin: .zero, size: child.sizeThatFits(childProposal, context: childContext)),
          proposal: childProposal, context: childContext)
      }
      return FrameTree(name: "GeometryReader", frame: frame, children: children)
    }
  }
}
