import AspectFit
import AutoLayout
import Cassowary
import DeviceCatalog
import LayoutCore
import LayoutFile

/// A view whose intrinsic content size comes from the file.
final class FileView: View {
  let intrinsic: Size
  let text: String?

  init(name: String, intrinsic: Size, text: String?) {
    self.intrinsic = intrinsic
    self.text = text
    super.init(identifier: name)
  }

  override var intrinsicContentSize: Size { intrinsic }
}

/// A layout document built into a window for one scenario and laid out: the live objects the
/// pipeline reads its result from. Not `Sendable` (it holds the window): one per thread.
final class DocumentWindow {
  let document: LayoutDocument
  /// The document's equations, parsed once for every scenario (``ParsedDocument``).
  private let equations: [Result<Equation, LayoutFileError>]
  let window: Window
  /// The file's views, in file order (parents before children).
  private(set) var views: [(name: String, view: View)] = []
  /// The file's guides, then the system guides the constraints used, by the names the file
  /// gives them (`safeArea`, `player.safeArea`).
  private(set) var guides: [(name: String, guide: LayoutGuide)] = []
  /// Each report Auto Layout made while laying the window out.
  private(set) var diagnostics: [LayoutDiagnostic] = []
  /// The file line each constraint came from.
  private(set) var lines: [ObjectIdentifier: LayoutDocument.ConstraintLine] = [:]

  /// The file's name of each view and guide (system guides by the names the file uses).
  private(set) var names: [ObjectIdentifier: String] = [:]
  private var viewsByName: [String: View] = [:]
  private var guidesByName: [String: LayoutGuide] = [:]
  private var usedGuideNames: Set<String> = []
  /// The file's views this window installs, in file order (``views``' entries).
  private(set) var installedSpecs: [LayoutDocument.ViewSpec] = []
  /// The file's views this window's size classes leave out.
  private(set) var uninstalled: Set<String> = []

  /// Builds `parsed`'s document in a window for `scenario` and lays it out.
  ///
  /// - Throws: ``LayoutFile/LayoutFileError`` pointing into the file for unknown names,
  ///   malformed equations and Visual Format strings, and constraints Auto Layout refuses to
  ///   activate. Conflicts between constraints are not errors: they depend on the device, so
  ///   they are kept in ``diagnostics`` for the check.
  init(_ parsed: ParsedDocument, environment: ScenarioEnvironment) throws(LayoutFileError) {
    let document = parsed.document
    self.document = document
    equations = parsed.equations
    window = environment.makeWindow()
    viewsByName["window"] = window
    if let containers = document.containers {
      // `in:` puts the view controller in containers: the window stands for its root view,
      // laid out in the frame and with the safe area the bars give it (``ControllerChrome``).
      let chrome = ControllerChrome(containers, environment: environment)
      window.screen = Screen(
        size: chrome.rootFrame.size, scale: window.screen.scale,
        safeAreaInsets: chrome.rootSafeAreaInsets)
    }
    if document.rootIsViewController { window.layoutMargins = environment.rootViewMargins }
    window.diagnosticsHandler = { [weak self] in self?.diagnostics.append($0) }
    if let ratio = document.aspectFitRatio {
      do {
        try window.safeAreaAspectFitLayoutGuide.setAspectRatio(ratio)
      } catch {
        throw document.error(
          at: SourceLocation(line: 0, column: 0), "invalid aspect ratio \(ratio)",
          hint: "use a ratio in (0, 100]")
      }
    }
    try addViews()
    try addGuides()
    try activateConstraints()
    PhaseClock.during(.solve) { window.layoutIfNeeded() }
  }

  private func addViews() throws(LayoutFileError) {
    for spec in document.views {
      // Interface Builder's size-class variations: a view not installed for this window's size
      // classes is left out with its subviews, and constraints that name it with it.
      guard !uninstalled.contains(spec.parent), installs(spec.when) else {
        uninstalled.insert(spec.name)
        continue
      }
      let view = makeView(spec)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.backgroundColor = spec.color
      // The reader checked that parents come first.
      guard let parent = viewsByName[spec.parent] else {
        throw document.error(
          at: spec.location, "unknown parent `\(spec.parent)`",
          hint: "declare the parent above its subviews")
      }
      if let stack = parent as? StackView {
        stack.addArrangedSubview(view)
        if let gap = spec.spacingAfter {
          do {
            try stack.setCustomSpacing(gap, after: view)
          } catch {
            throw document.error(
              at: spec.location, "\(error)", hint: "write a number of points ≥ 0")
          }
        }
      } else {
        parent.addSubview(view)
      }
      configure(view, spec)
      viewsByName[spec.name] = view
      names[ObjectIdentifier(view)] = spec.name
      views.append((spec.name, view))
      installedSpecs.append(spec)
    }
  }

  private func addGuides() throws(LayoutFileError) {
    for spec in document.guides {
      guard let owner = viewsByName[spec.owner] else {
        throw document.error(
          at: spec.location, "unknown owner `\(spec.owner)`", hint: "use `window` or a view's name")
      }
      let guide = LayoutGuide(identifier: spec.name)
      owner.addLayoutGuide(guide)
      guidesByName[spec.name] = guide
      names[ObjectIdentifier(guide)] = spec.name
      guides.append((spec.name, guide))
    }
  }

  /// The item a constraint's anchor path names: a view, a file guide, or a system guide
  /// (`safeArea`, `player.layoutMargins`, `keyboard`, `scroll.contentLayout`); `nil` for a view
  /// not installed for this window's size classes.
  private func item(_ path: [String], in line: LayoutDocument.ConstraintLine, offset: Int)
    throws(LayoutFileError) -> LayoutItem?
  {
    func error(_ message: String, _ hint: String, at column: Int = offset) -> LayoutFileError {
      document.error(at: line.location, offset: column, message, hint: hint)
    }
    var view: View = window
    var rest = path[...]
    if let first = rest.first, first != "window" || path.count == 1 {
      if let guide = guidesByName[first] {
        guard path.count == 1 else {
          throw error("guide `\(first)` has no guides of its own", "write `\(first).ATTRIBUTE`")
        }
        return guide
      }
      if let found = viewsByName[first] {
        view = found
        rest = rest.dropFirst()
      } else if uninstalled.contains(first) {
        return nil
      } else if !reservedNames.contains(first) {
        // Only on this error path: the list is as long as the file.
        let known =
          ["window"] + document.views.map(\.name) + document.guides.map(\.name) + systemGuideNames
        throw error(
          "unknown item `\(first)`",
          suggestion(for: first, among: known)
            ?? "declare it under `views:` or `guides:`, or use \(reservedNames.sorted().joined(separator: ", "))"
        )
      }
    } else {
      rest = rest.dropFirst()
    }
    guard let guideName = rest.first else { return view }
    guard rest.count == 1 else {
      throw error(
        "`\(path.joined(separator: "."))` names too much",
        "write ITEM.ATTRIBUTE or VIEW.GUIDE.ATTRIBUTE")
    }
    let guide: LayoutGuide
    switch guideName {
    case "safeArea": guide = view.safeAreaLayoutGuide
    case "layoutMargins": guide = view.layoutMarginsGuide
    case "readableContent": guide = view.readableContentGuide
    case "aspectFit":
      guard view === window else {
        throw error("only the window has an aspect-fit guide", "write `aspectFit.ATTRIBUTE`")
      }
      guide = window.safeAreaAspectFitLayoutGuide.layoutGuide
    case "keyboard": guide = view.keyboardLayoutGuide
    case "contentLayout", "frameLayout":
      guard let scroll = view as? ScrollView else {
        throw error(
          "only a scroll view has a `\(guideName)` guide",
          "declare `\(path[0])` with `scroll: true`",
          at: offset + path.joined(separator: ".").count - guideName.count)
      }
      guide = guideName == "contentLayout" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
    default:
      throw error(
        "unknown guide `\(guideName)`",
        suggestion(for: guideName, among: systemGuideNames)
          ?? "a view's guides are safeArea, layoutMargins, readableContent and keyboard; a scroll view's also contentLayout and frameLayout",
        at: offset + path.joined(separator: ".").count - guideName.count)
    }
    let name = view === window ? guideName : "\(path[0]).\(guideName)"
    if usedGuideNames.insert(name).inserted {
      guides.append((name, guide))
      names[ObjectIdentifier(guide)] = name
    }
    return guide
  }

  private let systemGuideNames = [
    "safeArea", "layoutMargins", "readableContent", "aspectFit", "keyboard", "contentLayout",
    "frameLayout",
  ]

  private func activateConstraints() throws(LayoutFileError) {
    var constraints: [(LayoutConstraint, LayoutDocument.ConstraintLine)] = []
    // One per equation, at least one per Visual Format line: room for them all at once rather
    // than regrowing the array and (below) the dictionary a dozen times in every scenario.
    constraints.reserveCapacity(document.equations.count + document.visualFormats.count)
    for (line, parsed) in zip(document.equations, equations) {
      // A malformed line fails here, in line order, as if it were parsed now.
      let equation = try parsed.get()
      guard installs(line.when),
        let first = try item(equation.first.item, in: line, offset: equation.first.offset)
      else { continue }
      var second: LayoutItem?
      if let reference = equation.second {
        // A constraint naming an uninstalled view is uninstalled with it, as in Interface Builder.
        guard let found = try item(reference.item, in: line, offset: reference.offset) else {
          continue
        }
        second = found
      }
      guard first !== second || equation.first.attribute != equation.second?.attribute else {
        throw document.error(
          at: line.location, offset: equation.first.offset, "the anchor is related to itself",
          hint: "relate it to another anchor")
      }
      let constraint = LayoutConstraint(
        item: first, attribute: LayoutConstraint.Attribute(equation.first.attribute),
        relatedBy: Relation(equation.relation), toItem: second,
        attribute: equation.second.map { LayoutConstraint.Attribute($0.attribute) }
          ?? .notAnAttribute,
        multiplier: equation.second == nil ? 0 : equation.multiplier, constant: equation.constant)
      constraint.priority = LayoutPriority(rawValue: Float(equation.priority))
      constraints.append((constraint, line))
    }
    let viewDictionary = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.view) })
    for line in document.visualFormats where installs(line.when) && !namesUninstalledView(line.text)
    {
      let made: [LayoutConstraint]
      do {
        made = try LayoutConstraint.constraints(withVisualFormat: line.text, views: viewDictionary)
      } catch {
        throw document.error(
          at: line.location, offset: error.offset, error.message, hint: error.hint)
      }
      for constraint in made {
        // The equations' limit (LayoutFile's InputLimits) for the format's sizes and gaps.
        guard InputLimits.isPlausible(constraint.constant) else {
          let (message, hint) = InputLimits.magnitudeMessage("`\(constraint.constant)`")
          throw document.error(at: line.location, message, hint: hint)
        }
        constraints.append((constraint, line))
      }
    }
    lines.reserveCapacity(constraints.count)
    for (constraint, line) in constraints {
      constraint.identifier = "line \(line.location.line)"
      lines[ObjectIdentifier(constraint)] = line
      do {
        try LayoutConstraint.activateChecked([constraint])
      } catch {
        let (message, hint) = Self.wording(of: error)
        throw document.error(
          at: line.location, "Auto Layout refuses this constraint: \(message)", hint: hint)
      }
    }
  }

  /// What a refused activation means in a layout file: UIKit's reason, without the object
  /// descriptions (addresses, class names) its log adds.
  private static func wording(of error: LayoutError) -> (String, String) {
    switch error {
    case .noCommonAncestor:
      return (
        "its items have no common ancestor",
        "relate views in one window; a view's subviews are declared with `parent:`"
      )
    case .guideWithoutOwningView:
      return ("a layout guide in it has no owning view", "give the guide an owner under `guides:`")
    case .deallocatedItem:
      return ("one of its items no longer exists", "relate views and guides the file declares")
    case .mixedDirectionalAttributes:
      return (
        "it relates leading or trailing to left or right",
        "use leading/trailing on both sides, or left/right on both"
      )
    case .incompatibleAttributes:
      return (
        "its anchors measure different things",
        "relate horizontal positions to horizontal positions, vertical to vertical, and sizes to sizes"
      )
    case .nonFiniteValue:
      return (
        "its multiplier and constant must be finite numbers", "write numbers such as `8` or `1e3`"
      )
    case .invalidPriority:
      return ("its priority is not in (0, 1000]", "write a priority from 1 to 1000, e.g. `@750`")
    }
  }

  /// The layout as a frame tree: the window with its views nested as in the file, each view's
  /// guides after its subviews, named as the file names them.
  func frameTree() -> FrameTree {
    window.frameTree(
      naming: { $0 === self.window ? "window" : self.names[ObjectIdentifier($0)] },
      text: { ($0 as? FileView)?.text ?? ($0 as? Label)?.text })
  }

  /// Every view and guide, in file order (views first), with window-coordinate frames.
  ///
  /// Frames from ``BuiltWindow/windowFrames()``: one pass, linear at any depth.
  func items() -> [LaidOutItem] {
    let frames = windowFrames()
    func origin(of view: View) -> Point { frames[ObjectIdentifier(view)]?.origin ?? .zero }
    var result: [LaidOutItem] = []
    result.reserveCapacity(views.count + guides.count)
    for (spec, (name, view)) in zip(installedSpecs, views) {
      let frame = frames[ObjectIdentifier(view)] ?? view.frame
      var item = LaidOutItem(
        name: name, kind: .view, frame: frame, color: spec.color, parent: spec.parent,
        ignoresSafeArea: spec.ignoresSafeArea, allowsClipping: spec.allowsClipping,
        text: (view as? Label)?.text ?? spec.text, mayOverlap: spec.overlaps)
      item.line = spec.location.line > 0 ? spec.location.line : nil
      result.append(item)
    }
    for (name, guide) in guides {
      let owner = guide.owningView ?? window
      let o = origin(of: owner)
      result.append(
        LaidOutItem(
          name: name, kind: .guide, frame: guide.layoutFrame.offsetBy(dx: o.x, dy: o.y), color: nil,
          parent: owner === window ? "window" : owner.identifier ?? "window", ignoresSafeArea: true,
          allowsClipping: true, text: nil, role: .guide))
    }
    return result
  }
}
