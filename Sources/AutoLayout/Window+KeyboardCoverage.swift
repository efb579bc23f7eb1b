import LayoutCore

extension Window {
  /// The docked keyboard's rectangle in window coordinates — the bottom `height` points of the
  /// window — or `nil` while it is hidden.
  public var keyboardFrame: Rect? {
    guard case .docked(let height) = keyboardState else { return nil }
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// The visible leaf views (views without subviews, not hidden, not inside a hidden view) that
  /// the docked keyboard overlaps by more than `tolerance` points in both directions, as of the
  /// last layout pass, in tree order; empty while the keyboard is hidden.
  ///
  /// Leaves only: a container that reaches under the keyboard — a full-screen scroll view, say —
  /// is not a finding; the controls inside it are.
  public func viewsCoveredByKeyboard(tolerance: Double = 1e-6) -> [View] {
    guard let keyboard = keyboardFrame else { return [] }
    var covered: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      guard view.subviews.isEmpty else {
        pending.append(contentsOf: view.subviews.reversed())
        continue
      }
      let frame = view.windowFrame
      let overlapX = min(frame.maxX, keyboard.maxX) - max(frame.minX, keyboard.minX)
      let overlapY = min(frame.maxY, keyboard.maxY) - max(frame.minY, keyboard.minY)
      if overlapX > tolerance, overlapY > tolerance, view !== self { covered.append(view) }
    }
    return covered
  }
}
