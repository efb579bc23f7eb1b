import AutoLayout
import InterfaceBuilder
import LayoutCore

extension StoryboardWindow {
  /// Warnings at the elements Plumb lays out differently from UIKit in this window: custom views
  /// whose size the app's code decides, controls Plumb cannot size as UIKit does, what
  /// applying variations change that Plumb does not model, bars without a source and what cells
  /// hold that Plumb does not lay out.
  func notModelledFindings() -> [Finding] {
    componentFindings() + sizeDecidedByCodeFindings() + unmodelledContentFindings()
      + variationFindings() + chromeFindings() + cellFindings() + codeInferenceFindings()
  }

  /// What Plumb read in the app's code, said at the view it applies to, so the user sees why a
  /// heuristic over the app's sources changed the check: at a table whose rows self-size
  /// (``InterfaceBuilder/IBScene/inferredRowSizing``), the statement — the table's layout is
  /// modelled, so the warning leaves its findings verdicts; at a view whose class's own code
  /// sets whether it is hidden (``InterfaceBuilder/IBScene/viewsHiddenByCode``), the statement —
  /// Plumb lays it out as shown, but whether UIKit shows it is the app's code's, so what is found
  /// about it and the views inside it is partly checked, with the statement as the reason.
  private func codeInferenceFindings() -> [Finding] {
    built.flatMap { model, _ -> [Finding] in
      let at = "`\(model.displayName)` (line \(model.line)): "
      let off = " (turn off with --disable-code-inference or `codeInference: false`)"
      var findings: [Finding] = []
      if let evidence = scene.inferredRowSizing[model.id] {
        var finding = Finding(
          kind: .notModelled, severity: .warning, items: [model.displayName],
          message:
            at + "rows self-size: \(evidence); read from the app's code, so its cells are laid "
            + "out at their content's height" + off)
        finding.leavesItemsModelled = true
        findings.append(finding)
      }
      if let reason = scene.viewsHiddenByCode[model.id] {
        var finding = Finding(
          kind: .notModelled, severity: .warning, items: [model.displayName],
          message: at + "\(reason); laid out as shown, read from the app's code" + off)
        finding.partlyCheckedReason = reason
        findings.append(finding)
      }
      return findings
    }
  }

  /// Who places the scene's root, when it is not a screen of its own: a xib's component view is
  /// on no screen until the app's code adds it to a superview (``IBScene/isComponentXib``), a
  /// collection view cell xib is where its collection view's layout puts it
  /// (``IBScene/isStandaloneCollectionCell``), a self-sizing collection view cell is as big as
  /// its content and where its layout puts it (``IBCellPlacement/sizesToContent``), and a Today
  /// widget's view is where Notification Center puts it. Said in the report; nil for a screen.
  private var placedBy: String? {
    if scene.settings.isTodayWidget {
      return "is a Today widget's view: Notification Center sizes and places it (its width the "
        + "widget area's, its height the controller's preferred content size)"
    }
    if scene.isStandaloneCollectionCell {
      return "is placed by its collection view's layout: a xib's collection view cell, sized and "
        + "placed by the layout (or the app's code) of the collection view that shows it"
    }
    if scene.placement?.sizesToContent == true {
      return "sizes itself: its flow layout's estimated item size is automatic, so UIKit asks "
        + "the cell for its size (its content's fitting size) and the layout places it"
    }
    if scene.isComponentXib {
      return "is placed by the app's code: a xib's view that is neither a view controller's "
        + "view nor a cell, on no screen until the app adds it to a superview"
    }
    return nil
  }

  /// Whether the scene is a screen: not placed by something else (``placedBy``). A scene that
  /// is not is laid out alone at its design size, its views' places on the screen are not
  /// checked, and the root says so.
  var isScreen: Bool { placedBy == nil }

  /// The warning at the root of a scene that is no screen (``placedBy``) that its place on a
  /// screen is not checked. Its own layout is modelled, so what is found inside it stays a
  /// verdict (``Finding/leavesItemsModelled``).
  private func componentFindings() -> [Finding] {
    guard let placed = placedBy, let root = built.first?.model else { return [] }
    let size = root.frame.map { " (\(InterfaceBuilderDevice.describe($0.size)) pt)" } ?? ""
    // The root's model is the scene as laid out: at the project file's size when it gives one.
    let which = scene.componentSize.map { "the size \($0.origin) gives it" } ?? "its design size"
    var finding = Finding(
      kind: .notModelled, severity: .warning, items: [root.displayName],
      message:
        "`\(root.displayName)` (line \(root.line)) \(placed); checked at \(which)\(size), "
        + "screen edges not checked")
    finding.leavesItemsModelled = true
    return [finding]
  }

  /// What the scene's bars have that Plumb lays out without a source (a prompt, a tab bar's
  /// height on an iPad), at the root view.
  private func chromeFindings() -> [Finding] {
    // A container controller's own scene (a navigation controller's) has no view to name: its
    // child's scene says it.
    guard let root = scene.view(scene.rootViewID) else { return [] }
    return (chrome?.notModelled ?? []).map {
      Finding(
        kind: .notModelled, severity: .warning, items: [root.displayName],
        message: "`\(scene.name)`: \($0)")
    }
  }

  /// Segmented controls whose segments Plumb cannot size and whose width the constraints leave
  /// open, and buttons with an iOS 15 configuration, sized as buttons without one. Each is named
  /// at the element, so a size that differs from UIKit's is never a silent stand-in. (Text Plumb
  /// cannot measure is named by the check every source shares, from each view's
  /// ``LaidOutItem/textFont``.)
  private func unmodelledContentFindings() -> [Finding] {
    built.flatMap { model, view -> [Finding] in
      var findings: [Finding] = []
      if model.kind.elementName == "segmentedControl",
        view.intrinsicContentSize.width == View.noIntrinsicMetric,
        view.frame.width <= 0 || view.hasAmbiguousLayout
      {
        findings.append(
          Finding(
            kind: .notModelled, severity: .warning, items: [model.displayName],
            message:
              "`\(model.displayName)` (line \(model.line)): the segments' widths are not "
              + "known (no segments, or an image without a size in the file's resources), so "
              + "the constraints alone decide the control's width "
              + "(\(Self.describe(view.frame)) here)"))
      }
      // A configuration's default insets are known at the default text size only; one that
      // sets its own size, insets, fonts or image is not modelled
      // (Documentation/Facts/Controls.md#button-configuration).
      if model.hasButtonConfiguration {
        let atDefaultTextSize = window.traitCollection.preferredContentSizeCategory == .large
        if !model.buttonConfigurationUsesDefaults {
          findings.append(
            Finding(
              kind: .notModelled, severity: .warning, items: [model.displayName],
              message:
                "`\(model.displayName)` (line \(model.line)): the button's configuration "
                + "(UIButton.Configuration) sets its size, insets, fonts or image, which are "
                + "not modelled; it is sized as a button without one"))
        } else if !atDefaultTextSize {
          findings.append(
            Finding(
              kind: .notModelled, severity: .warning, items: [model.displayName],
              message:
                "`\(model.displayName)` (line \(model.line)): the button configuration's "
                + "default insets at this text size are not modelled; it is sized with those of "
                + "the default text size (7 pt above and below, 12 at the sides)"))
        }
      }
      return findings
    }
  }

  /// A view of a custom class with neither a placeholder intrinsic size nor a designable's: its
  /// `intrinsicContentSize` is the app's code, which Plumb cannot run. Named when it matters —
  /// when the constraints leave its size open or squeeze it to nothing (or less) — rather than
  /// laid out as a silent 0 × 0.
  private func sizeDecidedByCodeFindings() -> [Finding] {
    built.compactMap { model, view in
      guard model.kind == .view, let customClass = model.customClass,
        model.designIntrinsicSize == nil, model.parentID != nil,
        view.frame.width <= 0 || view.frame.height <= 0 || view.hasAmbiguousLayout
      else { return nil }
      return Finding(
        kind: .notModelled, severity: .warning, items: [model.displayName],
        message:
          "`\(model.displayName)` (line \(model.line)): size decided by the app's code — "
          + "\(customClass) has no placeholder intrinsic size and no designable size in the "
          + "document, so Plumb lays it out without an intrinsic size "
          + "(\(Self.describe(view.frame)) here)")
    }
  }

  /// What an applying variation changes that Plumb does not lay out (a font, an attribute it
  /// does not read), at the view or constraint that holds it.
  private func variationFindings() -> [Finding] {
    applicableVariations.filter { !$0.notModelled.isEmpty && !$0.condition.isDefault }.map {
      variation in
      // A constraint's variation is named at the constraint and its first view.
      let held = scene.constraints.first { $0.id == variation.ownerID }
      let view = scene.view(held?.firstItem ?? variation.ownerID)
      let name = held.map { "constraint \($0.id)" } ?? view?.displayName ?? variation.ownerID
      return Finding(
        kind: .notModelled, severity: .warning,
        items: view.map { [$0.displayName] } ?? [],
        message:
          "`\(name)`: the size-class variation on line \(variation.line) changes "
          + variation.notModelled.joined(separator: ", ")
          + ", which Plumb does not model; the base value is laid out",
        constraints: held.map { [Finding.SourceConstraint(line: $0.line, text: Self.describe($0))] }
          ?? [])
    }
  }
}
