import AutoLayout
import LayoutCore
import Testing

/// The names of the views whose `layoutSubviews()` ran, in order.
private final class LayoutLog {
  var names: [String] = []
}

/// A view that logs its `layoutSubviews()` calls and runs `hook` at the first one.
private final class HookedView: View {
  let name: String
  let log: LayoutLog
  var hook: (() -> Void)?

  init(_ name: String, log: LayoutLog) {
    self.name = name
    self.log = log
    super.init(identifier: name)
  }

  override func layoutSubviews() {
    log.names.append(name)
    let hook = self.hook
    self.hook = nil
    hook?()
  }
}

/// The layout pass calls `layoutSubviews()` on the views whose frames it wrote, after writing all
/// of them; an override may change the hierarchy or run a layout pass of its own.
@Suite("layoutSubviews() overrides during the layout pass")
struct LayoutSubviewsTests {
  /// Pins `view` inside `container` at a fixed rectangle; returns the leading edge's constraint.
  @discardableResult
  func pin(_ view: View, in container: View, _ rect: Rect) -> LayoutConstraint {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    let leading = view.leadingAnchor.constraint(
      equalTo: container.leadingAnchor, constant: rect.minX)
    LayoutConstraint.activate([
      leading,
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: rect.minY),
      view.widthAnchor.constraint(equalToConstant: rect.width),
      view.heightAnchor.constraint(equalToConstant: rect.height),
    ])
    return leading
  }

  @Test("An override may remove, and free, views the pass has yet to visit, and run a nested pass")
  func overrideRemovesLaterViews() {
    let log = LayoutLog()
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), identifier: "window")
    let remover = HookedView("remover", log: log)
    let removerLeading = pin(remover, in: window, Rect(x: 0, y: 0, width: 100, height: 50))
    weak var removed: View?
    weak var removedChild: View?
    // Whether the removed view was still alive after its removal, to the end of the hook: the
    // pass has yet to visit it, so it must outlive the pass's loop.
    var aliveAfterRemoval = false
    do {
      // Held by the tree alone: removing it frees it unless the pass holds it.
      let doomed = HookedView("doomed", log: log)
      let child = HookedView("doomed.child", log: log)
      let doomedLeading = pin(doomed, in: window, Rect(x: 0, y: 60, width: 100, height: 50))
      pin(child, in: doomed, Rect(x: 5, y: 5, width: 20, height: 20))
      removed = doomed
      removedChild = child
      // The first pass holds every view entering the window; a later one only visits the views
      // whose values change, in the order of their variables in the solver: the remover's
      // first, as its constraints came first.
      window.layoutIfNeeded()
      log.names = []
      removerLeading.constant = 10
      doomedLeading.constant = 10
      remover.hook = { [weak doomed, unowned window] in
        doomed?.removeFromSuperview()
        window.layoutIfNeeded()
        aliveAfterRemoval = removed != nil && removedChild != nil
      }
    }
    window.layoutIfNeeded()
    // The removed views left the window before their turn: their overrides do not run, and
    // nothing holds them once the pass is over.
    #expect(log.names == ["remover"])
    #expect(aliveAfterRemoval)
    #expect(removed == nil)
    #expect(removedChild == nil)
    expectFrame(remover.frame, Rect(x: 10, y: 0, width: 100, height: 50))
  }
}
