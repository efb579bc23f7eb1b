import LayoutCore

/// The kinds of safe-area inset a view can ignore ("SafeAreaRegions",
/// https://developer.apple.com/documentation/swiftui/safearearegions).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The insets of the device and its containers: status bar, home indicator, bars.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The software keyboard's inset. Plumb lays out with the keyboard hidden, so ignoring
  /// only this region changes nothing.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea`: the node is sized as usual, then its frame grows, on the chosen edges
/// that touch the safe area's edge, out to the unsafe region's outer edge.
struct IgnoresSafeArea: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let regions: SafeAreaRegions
  let edges: Edge.Set

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      guard let safeArea = context.safeArea, regions.contains(.container) else {
        return content.place(in: frame, proposal: proposal, context: context.forContent())
      }
      let absolute = frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
      let grown = safeArea.expanding(absolute, edges: edges)
      // Back into the parent's space; the content is proposed the grown size.
      let local = grown.offsetBy(dx: -context.origin.x, dy: -context.origin.y)
      let inner = context.forContent()
      let grownProposal = ProposedViewSize(local.size)
      let size = content.sizeThatFits(grownProposal, context: inner)
      return content.place(
        in: Rect(origin: local.origin, size: size), proposal: grownProposal, context: inner)
    }
  }
}

extension LayoutNode {
  /// Lets this node extend out of the safe area on `edges`.
  ///
  /// The node is sized and placed as usual; then, on each of `edges` where its frame touches
  /// the safe area's edge, the frame grows out to the window's edge (or the edge of the
  /// region a `safeAreaInset` or `safeAreaPadding` added), and the node is proposed the grown
  /// size ("ignoresSafeArea(_:edges:)": "expands the view's frame into the safe area",
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
  /// Outside ``layout(inWindowOf:safeAreaInsets:context:)`` there is no safe area and nothing
  /// changes.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some LayoutNode
  {
    IgnoresSafeArea(content: self, regions: regions, edges: edges)
  }
}
