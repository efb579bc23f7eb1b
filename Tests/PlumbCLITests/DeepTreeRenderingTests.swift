import DeviceCatalog
import LayoutCore
import SVGRendering
import Testing

@Test("A frame tree 100,000 levels deep renders: every view drawn, labels that do not fit listed")
func deepTreeRenders() {
  // A window with a chain of 100,000 views, each 0.001 pt right of its parent.
  var tree = FrameTree(name: "leaf", frame: Rect(x: 0.001, y: 0, width: 10, height: 10))
  for _ in 1..<100_000 {
    tree = FrameTree(
      name: "v", frame: Rect(x: 0.001, y: 0, width: 10, height: 10), children: [tree])
  }
  tree = FrameTree(
    name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [tree])
  var renderer = SVGRenderer(device: Device.iPhone14.screen(.portrait))
  renderer.legendLimit = 40
  let svg = renderer.render(tree)
  let lines = svg.split(separator: "\n")
  #expect(lines.filter { $0.hasPrefix("<rect class=\"outline\"") }.count == 100_000)
  // The leaf is 100,000 × 0.001 = 100 pt right of the window.
  #expect(
    lines.contains {
      $0.hasPrefix("<rect class=\"outline\" x=\"100\" y=\"0\" width=\"10\" height=\"10\"")
    })
  // A 10 pt box has no room for an 11 pt label: every label goes to the legend, which lists
  // 40 and counts the other 99,960.
  #expect(!lines.contains { $0.hasPrefix("<text class=\"label\"") })
  #expect(lines.filter { $0.hasPrefix("<text class=\"legend\"") }.count == 41)
  #expect(lines.contains { $0.hasSuffix(">… and 99960 more labels</text>") })
}
