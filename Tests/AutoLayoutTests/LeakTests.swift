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

  @Test("A laid-out window is freed when released, with its views")
  func laidOutWindowIsFreed() {
    weak var weakWindow: Window?
    weak var weakView: View?
    do {
      let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
      view.widthAnchor.constraint(equalToConstant: 20).isActive = true
      view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      window.layoutIfNeeded()
      #expect(view.frame == Rect(x: 10, y: 10, width: 20, height: 20))
      weakWindow = window
      weakView = view
    }
    // The engine files the views whose frames it writes by their variables' positions; an
    // entry holding the window would keep the window, its engine and every view alive.
    #expect(weakWindow == nil)
    #expect(weakView == nil)
  }

  @Test("A view removed from a laid-out window is freed when released")
  func removedViewIsFreed() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    weak var weakView: View?
    do {
      let view = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
      window.addSubview(view)
      window.layoutIfNeeded()
      #expect(view.frame == Rect(x: 5, y: 5, width: 30, height: 30))
      view.removeFromSuperview()
      window.layoutIfNeeded()
      weakView = view
    }
    #expect(weakView == nil)
  }
}
