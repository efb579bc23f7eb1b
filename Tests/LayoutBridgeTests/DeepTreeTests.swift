import AutoLayout
import LayoutBridge
import LayoutCore
import ProposalLayout
import Testing

@Test("A hosting view measures, lays out and rounds a proposal tree 100,000 levels deep")
func hostingViewHostsADeepTree() {
  // 100,000 paddings of 1 around a 10×10 leaf: ideal size 10 + 2 × 100,000 per axis, with the
  // leaf 100,000 pt in from the top-left corner.
  let depth = 100_000
  var root: any LayoutNode = Color.red.named("leaf").frame(width: 10, height: 10)
  for _ in 0..<depth { root = root.padding(1) }
  let side = 10 + 2 * Double(depth)
  let window = Window(screen: Screen(size: Size(width: 400, height: 300)))
  let host = HostingView(rootNode: root, identifier: "host")
  window.addSubview(host)
  host.translatesAutoresizingMaskIntoConstraints = false
  LayoutConstraint.activate([
    host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    host.topAnchor.constraint(equalTo: window.topAnchor),
  ])
  window.layoutIfNeeded()
  #expect(host.frame == Rect(x: 0, y: 0, width: side, height: side))
  // The hosted tree hangs below the view; follow it down to the leaf.
  var node = host.hostedFrameTree()
  var origin = Point.zero
  while let child = node.children.first {
    origin = Point(x: origin.x + child.frame.minX, y: origin.y + child.frame.minY)
    node = child
  }
  #expect(node.name == "leaf")
  #expect(origin == Point(x: Double(depth), y: Double(depth)))
}
