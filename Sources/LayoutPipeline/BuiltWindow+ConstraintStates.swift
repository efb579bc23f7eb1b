import AutoLayout
import LayoutCore
import LayoutFile

extension BuiltWindow {
  /// Every constraint installed in the laid-out window, as the source wrote it, with whether
  /// the frames meet it; then, for a layout file, the lines this scenario leaves inactive.
  func constraintStates() -> [ConstraintState] {
    let frames = windowFrames()
    var broken = Set<ObjectIdentifier>()
    for case .unsatisfiableConstraints(let report) in diagnostics {
      broken.insert(ObjectIdentifier(report.brokenConstraint))
    }
    let scale = window.screen.scale
    var states: [ConstraintState] = []
    // Each active constraint is installed on exactly one view (its items' nearest common
    // ancestor), so visiting every view once lists each constraint once.
    for view in [window] + views.map(\.view) {
      for constraint in view.constraints {
        let written = listedConstraint(constraint)
        let miss = shortfall(of: constraint, frames: frames, scale: scale)
        let status: ConstraintState.Status =
          broken.contains(ObjectIdentifier(constraint))
          ? .broken : (miss ?? 0) > 0 ? .unsatisfied : .satisfied
        states.append(
          ConstraintState(
            line: written.line, text: written.text,
            items: [constraint.firstItem, constraint.secondItem].compactMap { $0.map(itemName) },
            status: status, shortfall: miss ?? 0))
      }
    }
    return states + ((self as? DocumentWindow)?.inactiveConstraintStates() ?? [])
  }

  /// The source's name of an item: `window`, a view's or guide's name, else its identifier.
  private func itemName(_ item: LayoutItem) -> String {
    item === window
      ? "window" : names[ObjectIdentifier(item)] ?? item.identifier ?? "\(type(of: item))"
  }

  /// By how many points the laid-out frames miss `constraint`, 0 if they meet it, or `nil` if
  /// an item has no frame here.
  ///
  /// The constraint says `first RELATION m × second + c`; the residual is
  /// `r = first − (m × second + c)`, missed by |r| for `==`, by r for `<=` and by −r for `>=`.
  /// Frames are rounded to the pixel grid, so each side may be off by up to one pixel per unit
  /// of its factor (an edge by half a pixel, a size — two rounded edges — by a whole one): a
  /// miss of at most `(1 + |m|)` pixels, plus 10⁻⁹ pt for the arithmetic, counts as met.
  private func shortfall(
    of constraint: LayoutConstraint, frames: [ObjectIdentifier: Rect], scale: Double
  ) -> Double? {
    guard let firstItem = constraint.firstItem,
      let first = value(of: constraint.firstAttribute, of: firstItem, frames: frames)
    else { return nil }
    var right = constraint.constant
    if let secondItem = constraint.secondItem {
      guard let second = value(of: constraint.secondAttribute, of: secondItem, frames: frames)
      else { return nil }
      right += constraint.multiplier * second
    }
    var residual = first - right
    // A multiplier applies to positions in the container's coordinates, not the window's
    // (Documentation/Facts/AutoLayout.md#position-multipliers).
    if let origin = constraint.containerOriginWeight,
      let frame = frames[ObjectIdentifier(origin.container)]
    {
      residual -= origin.weight * (origin.axis == .horizontal ? frame.minX : frame.minY)
    }
    let miss: Double
    switch constraint.relation {
    case .equal: miss = abs(residual)
    case .lessThanOrEqual: miss = max(0, residual)
    case .greaterThanOrEqual: miss = max(0, -residual)
    }
    let beyond = PixelTolerance(scale: scale).isBeyondRounding(
      length: miss, factor: 1 + abs(constraint.multiplier))
    return beyond ? miss : 0
  }

  /// An attribute's value in window coordinates, as Auto Layout's solver defines it: in a
  /// right-to-left layout leading is −maxX and trailing −minX, so that `leading + 8` moves
  /// towards the centre either way; a margin attribute is the edge of the view's margins
  /// guide; a baseline is the view's baseline offset from its top or bottom (the bottom for
  /// views without text).
  private func value(
    of attribute: LayoutConstraint.Attribute, of item: LayoutItem, frames: [ObjectIdentifier: Rect]
  ) -> Double? {
    let view = item as? View
    let owner = view ?? (item as? LayoutGuide)?.owningView
    guard let owner, let ownerFrame = frames[ObjectIdentifier(owner)] else { return nil }
    let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var frame = ownerFrame
    if let guide = item as? LayoutGuide {
      frame = guide.layoutFrame.offsetBy(dx: ownerFrame.minX, dy: ownerFrame.minY)
    }
    switch attribute {
    case .notAnAttribute: return 0
    case .left: return frame.minX
    case .right: return frame.maxX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .width: return frame.width
    case .height: return frame.height
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .leading: return rightToLeft ? -frame.maxX : frame.minX
    case .trailing: return rightToLeft ? -frame.minX : frame.maxX
    case .firstBaseline, .lastBaseline:
      if attribute == .firstBaseline, let offset = view?.firstBaselineOffsetFromTop {
        return frame.minY + offset
      }
      return frame.maxY - (view?.lastBaselineOffsetFromBottom ?? 0)
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      guard let view else { return nil }
      var plain = attribute
      switch attribute {
      case .leftMargin: plain = .left
      case .rightMargin: plain = .right
      case .topMargin: plain = .top
      case .bottomMargin: plain = .bottom
      case .leadingMargin: plain = .leading
      case .trailingMargin: plain = .trailing
      case .centerXWithinMargins: plain = .centerX
      default: plain = .centerY
      }
      return value(of: plain, of: view.layoutMarginsGuide, frames: frames)
    }
  }
}

extension DocumentWindow {
  /// The file's constraint lines this window does not install: their `when:` size classes do
  /// not match, or they name a view those size classes leave out.
  func inactiveConstraintStates() -> [ConstraintState] {
    var states: [ConstraintState] = []
    for line in document.equations {
      // Every equation parsed when the window was built; a line that did not cannot be here.
      guard let equation = try? document.equation(on: line) else { continue }
      let paths = [equation.first.item] + (equation.second.map { [$0.item] } ?? [])
      let off =
        !installs(line.when) || paths.contains { $0.first.map(uninstalled.contains) ?? false }
      guard off else { continue }
      states.append(
        ConstraintState(
          line: line.location.line, text: line.text, items: paths.map(Self.itemName),
          status: .inactive))
    }
    for line in document.visualFormats where !installs(line.when) || namesUninstalledView(line.text)
    {
      states.append(
        ConstraintState(
          line: line.location.line, text: line.text,
          items: Self.viewNames(inVisualFormat: line.text), status: .inactive))
    }
    return states
  }

  /// The name an anchor path gives its item, as the window names items: `player`,
  /// `player.safeArea`, and a window guide by its own name (`safeArea`, `window.safeArea`).
  static func itemName(_ path: [String]) -> String {
    guard path.count > 1 else { return path.first ?? "window" }
    return path[0] == "window" ? path[1] : path.joined(separator: ".")
  }

  /// The views a Visual Format string names (`[name]`, `[name(…)]`), in order, once each.
  static func viewNames(inVisualFormat format: String) -> [String] {
    var names: [String] = []
    var rest = format[...]
    while let open = rest.firstIndex(of: "[") {
      let after = rest[rest.index(after: open)...]
      let end = after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? after.endIndex
      let name = String(after[..<end])
      if !name.isEmpty, !names.contains(name) { names.append(name) }
      rest = after[end...]
    }
    return names
  }
}
