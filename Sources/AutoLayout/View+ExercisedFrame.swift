import LayoutCore

extension View {
  /// The frame, in window coordinates, that ``exerciseAmbiguityInLayout()`` would move the view
  /// to, worked out on a copy of the window's solver: the layout is left exactly as it is. `nil`
  /// when the view's layout is not ambiguous.
  ///
  /// For a check that shows two frames the constraints allow without moving anything that it,
  /// or a check after it, reads. The same pull as the exercise (100 probes' length in the free
  /// direction, at the lowest priority), and the same rounding of each edge to the display's
  /// pixels as a layout pass (Documentation/Facts/AutoLayout.md#pixel-rounding).
  public var exercisedFrame: Rect? {
    guard let engine = window?.engine, let variable = firstAmbiguousVariable() else { return nil }
    let preferred = -(engine.exercisedDirections[variable.id] ?? -1)
    guard let direction = engine.freeDirection(of: variable, preferring: preferred) else {
      return nil
    }
    var probe = engine.solver
    do {
      if !probe.hasEditVariable(variable) {
        try probe.addEditVariable(variable, priority: LayoutEngine.probePriority)
      }
      let current = probe.value(of: variable)
      try probe.suggestValue(current + direction * 100 * LayoutEngine.ambiguityProbe, for: variable)
    } catch {
      return nil
    }
    let screen = engine.window.screen
    let x = probe.value(of: minX)
    let y = probe.value(of: minY)
    let left = screen.roundedToPixels(x)
    let top = screen.roundedToPixels(y)
    let right = screen.roundedToPixels(x + probe.value(of: width))
    let bottom = screen.roundedToPixels(y + probe.value(of: height))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
