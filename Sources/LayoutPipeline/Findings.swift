import AutoLayout
import DeviceCatalog
import LayoutCore

extension DocumentWindow {
  /// The conflicts Auto Layout reported while laying the window out, with the file lines of the
  /// constraints involved.
  func conflictFindings() -> [Finding] {
    diagnostics.compactMap { diagnostic in
      switch diagnostic {
      case .unsatisfiableConstraints(let report):
        let involved = report.conflictingConstraints
        return Finding(
          kind: .unsatisfiable, items: itemNames(in: involved), message: report.description,
          lines: involved.compactMap { lines[ObjectIdentifier($0)]?.location.line })
      case .activationFailed(let error):
        return Finding(kind: .unsatisfiable, items: [], message: "[LayoutConstraints] \(error)")
      case .priorityChangeReverted:
        return nil
      }
    }
  }

  /// The file's names of the views and guides that `constraints` relate, in first-seen order.
  private func itemNames(in constraints: [LayoutConstraint]) -> [String] {
    var names: [ObjectIdentifier: String] = [:]
    for (name, view) in views { names[ObjectIdentifier(view)] = name }
    for (name, guide) in guides { names[ObjectIdentifier(guide)] = name }
    var seen = Set<String>()
    return constraints.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { item in
      item.flatMap { names[ObjectIdentifier($0)] }
    }.filter { seen.insert($0).inserted }
  }

  /// The file's views and guides whose layout is ambiguous.
  func ambiguityFindings() -> [Finding] {
    let fileGuides = Set(document.guides.map(\.name))
    let ambiguous =
      views.filter { $0.view.hasAmbiguousLayout }.map(\.name)
      + guides.filter { fileGuides.contains($0.name) && $0.guide.hasAmbiguousLayout }.map(\.name)
    return ambiguous.map {
      Finding(kind: .ambiguous, items: [$0], message: "the constraints do not fix the frame of `\($0)`")
    }
  }

  /// Views outside the safe area (unless they may be) or the display shape.
  func placementFindings(_ items: [LaidOutItem], on screen: DeviceScreen) -> [Finding] {
    // From the screen, not the window's guide: the guide is made (and laid out) only when used.
    let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeAreaInsets)
    // Half a pixel of slack: frames are snapped to the pixel grid.
    let slack = 0.5 / screen.scale
    var findings: [Finding] = []
    for item in items where item.kind == .view {
      if !item.ignoresSafeArea, !safe.contains(item.frame, tolerance: slack) {
        findings.append(
          Finding(kind: .outsideSafeArea, items: [item.name], message: "`\(item.name)` leaves the safe area"))
      }
    }
    for item in items where item.kind == .view {
      if item.frame.width > 0, item.frame.height > 0, !screen.shape.containsPixels(touching: item.frame) {
        findings.append(
          Finding(
            kind: .outsideDisplay, items: [item.name],
            message: "`\(item.name)` reaches under the display's corners or sensor housing"))
      }
    }
    return findings
  }
}
