import AutoLayout
import LayoutCore
import Testing

// Found by LeakSanitizer while fuzzing (Fuzz/RESULTS.md, finding 4): windows were never freed.
@Suite("Lifetimes")
struct LeakTests {
  @Test("A window with no subviews is freed when released")
  func emptyWindowIsFreed() {
    weak var weakWindow: Window?
    do {
      let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
      weakWindow = window
    }
    // The engine's work lists held the window strongly until its first layout pass.
    #expect(weakWindow == nil)
  }

  @Test("A view outside any window is freed when released")
  func plainViewIsFreed() {
    weak var weakView: View?
    do {
      let parent = View()
      parent.addSubview(View())
      weakView = parent
    }
    #expect(weakView == nil)
  }
}
