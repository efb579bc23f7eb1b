import DeviceCatalog
import LayoutCore
import SVGRendering
import Testing

@Test("A frame tree 100,000 levels deep renders, one rectangle and label per view")
func deepTreeRenders() {
  // A window with a chain of 100,000 views, each 0.001 pt right of its parent.
  var tree = FrameTree(name: "leaf", frame: Rect(x: 0.001, y: 0, width: 10, height: 10))
  for _ in 1..<100_000 {
    tree = FrameTree(
      name: "v", frame: Rect(x: 0.001, y: 0, width: 10, height: 10), children: [tree])
  }
  tree = FrameTree(
    name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [tree])
  let svg = SVGRenderer(screen: Device.iPhone14.screen(.portrait)).render(tree)
  let lines = svg.split(separator: "\n")
  #expect(lines.filter { $0.hasPrefix("<rect class=\"view\"") }.count == 100_000)
  #expect(lines.filter { $0.hasPrefix("<text class=\"label\"") }.count == 100_000)
  // The leaf is 100,000 × 0.001 = 100 pt right of the window.
  #expect(
    lines.contains {
      $0.hasPrefix("<text class=\"label\" x=\"105\"") && $0.hasSuffix(">leaf 10×10</text>")
    })
}
