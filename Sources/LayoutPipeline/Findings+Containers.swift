import AutoLayout
import LayoutCore
import LayoutFile

/// The checks that stack views, labels, scroll views and the keyboard bring: truncated text,
/// overlapping siblings, views outside their superview, views under the keyboard, and scroll
/// content whose size the constraints leave open — for a layout file and an Interface Builder
/// scene alike.
extension BuiltWindow {
  /// Half a pixel at the largest scale (``PixelTolerance/finest``): frames are snapped to the
  /// pixel grid, so smaller overlaps and overhangs are rounding, not layout, on any device.
  static var containerSlack: Double { PixelTolerance.finest.halfPixel }

  func containerFindings(_ items: [LaidOutItem], in environment: ScenarioEnvironment) -> [Finding] {
    var frames: [ObjectIdentifier: Rect] = [:]
    for (item, (_, view)) in zip(items.lazy.filter { $0.kind == .view }, views) {
      frames[ObjectIdentifier(view)] = item.alignmentRect
    }
    let hidden = ancestry.hidden
    return truncationFindings(hidden, environment.tolerance) + overlapFindings(frames, hidden)
      + superviewFindings(frames, hidden) + keyboardFindings(items, frames, in: environment)
      + scrollFindings()
  }

  /// Whether `view` shows text or arranges other views.
  private func isContent(_ view: View) -> Bool {
    view is Label || view is StackView || view is ScrollView || showsText(view)
  }

  /// Labels cut short (`isTruncated`) by more than rounding explains: both edges of a frame
  /// are snapped to the pixel grid, each by up to half a pixel, so a frame can come out a whole
  /// pixel smaller than its unrounded size (``PixelTolerance/isBeyondRounding(length:factor:)``).
  private func truncationFindings(_ hidden: Set<ObjectIdentifier>, _ tolerance: PixelTolerance)
    -> [Finding]
  {
    views.compactMap { name, view in
      guard let label = view as? Label, !hidden.contains(ObjectIdentifier(label)), label.isTruncated
      else { return nil }
      let needed = label.intrinsicContentSize
      let size = label.frame.size
      let axes = Axis.allCases.filter { tolerance.isBeyondRounding(length: needed[$0] - size[$0]) }
      guard !axes.isEmpty else { return nil }
      return ScreenChecks.truncated(
        name, size: size, needs: needed, pointSize: label.pointSize,
        constraints: responsible(for: label, axes: axes))
    }
  }

  /// Each pair of shown siblings whose frames overlap by more than the slack both ways, where
  /// one of the two holds text or is a container (a label, a view with `text`, a stack or a
  /// scroll view): plain coloured views are layered on purpose too often — a letterbox behind a
  /// player, a backdrop — to call every overlap of theirs a mistake. Pairwise within each
  /// superview: a screen's views have a few dozen siblings at most.
  private func overlapFindings(_ frames: [ObjectIdentifier: Rect], _ hidden: Set<ObjectIdentifier>)
    -> [Finding]
  {
    var findings: [Finding] = []
    let allowed = mayOverlapNames
    var byParent: [ObjectIdentifier: [(String, View, Rect)]] = [:]
    var parents: [ObjectIdentifier] = []
    for (name, view) in views
    where !hidden.contains(ObjectIdentifier(view)) && !allowed.contains(name) {
      guard let parent = view.superview, let frame = frames[ObjectIdentifier(view)],
        frame.width > 0, frame.height > 0
      else { continue }
      let key = ObjectIdentifier(parent)
      if byParent[key] == nil { parents.append(key) }
      byParent[key, default: []].append((name, view, frame))
    }
    for key in parents {
      let siblings = byParent[key] ?? []
      // Pairs with at least one content view only: O(content × siblings), so 100,000 plain
      // siblings cost nothing here.
      let content = siblings.indices.filter { isContent(siblings[$0].1) }
      let isContentIndex = Set(content)
      for i in content {
        // Each pair once: two content views from the first of them only.
        for j in siblings.indices where j != i && !(isContentIndex.contains(j) && j < i) {
          let (a, viewA, frameA) = siblings[min(i, j)]
          let (b, viewB, frameB) = siblings[max(i, j)]
          let width = min(frameA.maxX, frameB.maxX) - max(frameA.minX, frameB.minX)
          let height = min(frameA.maxY, frameB.maxY) - max(frameA.minY, frameB.minY)
          guard width > Self.containerSlack, height > Self.containerSlack else { continue }
          let axes: [Axis] = width < height ? [.horizontal] : [.vertical]
          findings.append(
            Finding(
              kind: .overlapping, items: [a, b],
              message:
                "`\(a)` and `\(b)` overlap by \(formatted(width, decimals: 3)) × \(formatted(height, decimals: 3)) pt; mark one `overlaps: true` if that is meant",
              constraints: responsible(for: [viewA, viewB], axes: axes),
              amount: min(width, height)))
        }
      }
    }
    return findings
  }

  /// Views that reach outside their superview's bounds (not the window's: the safe-area and
  /// display checks cover those; not a scroll view's: its content is meant to be larger).
  private func superviewFindings(
    _ frames: [ObjectIdentifier: Rect], _ hidden: Set<ObjectIdentifier>
  ) -> [Finding] {
    views.compactMap { name, view in
      guard !hidden.contains(ObjectIdentifier(view)), let parent = view.superview,
        parent !== window, !(parent is ScrollView),
        let frame = frames[ObjectIdentifier(view)], let bounds = frames[ObjectIdentifier(parent)],
        frame.width > 0, frame.height > 0
      else { return nil }
      let beyond = ScreenChecks.overshoot(of: frame, beyond: bounds).filter {
        $0.amount > Self.containerSlack
      }
      guard let worst = beyond.map(\.amount).max() else { return nil }
      let parentName = names[ObjectIdentifier(parent)] ?? "its superview"
      let edges = beyond.map(\.edge)
      return Finding(
        kind: .outsideSuperview, items: [name],
        message:
          "`\(name)` reaches \(formatted(worst, decimals: 3)) pt outside `\(parentName)` at the \(edges.map(\.rawValue).joined(separator: ", "))",
        constraints: responsible(for: view, axes: ScreenChecks.axes(of: edges)), amount: worst,
        edges: edges)
    }
  }

  /// The leaf views the docked keyboard covers (`Window.viewsCoveredByKeyboard()`), except
  /// backgrounds (`ignoresSafeArea`) and content of a scroll view that ends above the keyboard,
  /// which the user scrolls into view (``ScreenChecks/underKeyboard(_:keyboard:tolerance:hint:responsible:)``).
  private func keyboardFindings(
    _ items: [LaidOutItem], _ frames: [ObjectIdentifier: Rect], in environment: ScenarioEnvironment
  ) -> [Finding] {
    guard let keyboard = environment.keyboardFrame else { return [] }
    let tolerance = environment.tolerance
    let backgrounds = backgroundNames
    var byView: [ObjectIdentifier: LaidOutItem] = [:]
    for (item, (_, view)) in zip(items.lazy.filter { $0.kind == .view }, views) {
      byView[ObjectIdentifier(view)] = item
    }
    return window.viewsCoveredByKeyboard(tolerance: tolerance.halfPixel).compactMap { view in
      guard let item = byView[ObjectIdentifier(view)], !backgrounds.contains(item.name) else {
        return nil
      }
      var ancestor = view.superview
      while let current = ancestor, current !== window {
        if current is ScrollView, let frame = frames[ObjectIdentifier(current)],
          !tolerance.isBeyondRounding(position: frame.maxY - keyboard.minY)
        {
          return nil
        }
        ancestor = current.superview
      }
      return ScreenChecks.underKeyboard(
        item, keyboard: keyboard, tolerance: tolerance,
        hint: "tie the content's bottom to `keyboard.top`"
      ) { responsible(for: view, axes: $0) }
    }
  }

  private func scrollFindings() -> [Finding] {
    views.flatMap { name, view -> [Finding] in
      guard let scroll = view as? ScrollView else { return [] }
      return Axis.allCases.compactMap { axis in
        guard scroll.contentFit(along: axis) == .ambiguous else { return nil }
        let length = axis == .horizontal ? "width" : "height"
        return Finding(
          kind: .ambiguousScrollContent, items: [name],
          message:
            "the constraints do not fix the content \(length) of scroll view `\(name)`: tie its content to both \(axis == .horizontal ? "leading and trailing" : "top and bottom") edges of `\(name).contentLayout`, or its \(length) to `\(name).frameLayout`",
          constraints: responsible(for: scroll, axes: [axis]))
      }
    }
  }
}
