import AutoLayout
import LayoutCore
import Testing

@Suite("Deep trees")
struct DeepTreeTests {
  /// Every layout-pass walk is iterative: a chain 100,000 views deep lays out, reports its
  /// frames and deallocates without overflowing the stack.
  @Test("A 100,000-level chain of views lays out without recursion")
  func deepChain() {
    let depth = 100_000
    let window = Window(screen: Screen(size: Size(width: 400_000, height: 400_000), scale: 1))
    var parent: View = window
    var leaf = window as View
    for _ in 0..<depth {
      // Frame-based views: each sits 1 pt inside its parent on every side.
      let child = View(
        frame: Rect(x: 1, y: 1, width: parent.frame.width - 2, height: parent.frame.height - 2))
      parent.addSubview(child)
      parent = child
      leaf = child
    }
    window.layoutIfNeeded()
    let inset = Double(depth)
    expectFrame(
      leaf.frame, Rect(x: 1, y: 1, width: 400_000 - 2 * inset, height: 400_000 - 2 * inset))
  }
}
