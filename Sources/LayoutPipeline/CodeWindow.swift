import AutoLayout
import LayoutCore

/// A screen built in Swift with Auto Layout's own API (views, anchors, constraints) in the
/// scenario's window, read into the neutral screen for the shared checks: the adapter for code,
/// as ``DocumentWindow`` is for layout files.
///
/// Views are named by their `identifier`, or — without one — by `Type-index` among their
/// siblings after their parent's name (`card.Label-1`), so two scenarios name the same view the
/// same way. Code has no file lines: the constraints a finding names carry line 0 and UIKit's
/// description as their text; the constraint list gives them as address-free equations.
final class CodeWindow: BuiltWindow {
  let window: Window
  private(set) var views: [(name: String, view: View)] = []
  /// Code declares no guides of its own to report; system guides are not items.
  let guides: [(name: String, guide: LayoutGuide)] = []
  private(set) var diagnostics: [LayoutDiagnostic] = []
  private(set) var names: [ObjectIdentifier: String] = [:]
  /// The views the caller said fill the window on purpose (a view controller's root view):
  /// not checked for leaving the safe area or for the display's corners covering them, as a
  /// storyboard scene's root view is not.
  private var fillingWindow: Set<ObjectIdentifier> = []
  var checkedGuideNames: Set<String> { [] }

  /// Makes the scenario's window, lets `build` add views and constraints to it, and lays it out.
  /// `fillsWindow` picks the views that cover the whole window on purpose.
  ///
  /// - Throws: what `build` throws.
  init<Failure: Error>(
    environment: ScenarioEnvironment, build: (Window) throws(Failure) -> Void,
    fillsWindow: (View) -> Bool = { _ in false }
  ) throws(Failure) {
    window = environment.makeWindow()
    window.diagnosticsHandler = { [weak self] in self?.diagnostics.append($0) }
    try build(window)
    PhaseClock.during(.solve) { window.layoutIfNeeded() }
    // Parents before children, with an explicit queue: no recursion the hierarchy's depth drives.
    var queue: [(view: View, parent: String?)] = window.subviews.map { ($0, nil) }
    var next = 0
    while next < queue.count {
      let (view, parent) = queue[next]
      next += 1
      let siblings = view.superview?.subviews ?? []
      let index = siblings.firstIndex { $0 === view } ?? 0
      let own = "\(type(of: view))-\(index)"
      let name = view.identifier ?? parent.map { "\($0).\(own)" } ?? own
      views.append((name, view))
      names[ObjectIdentifier(view)] = name
      if fillsWindow(view) { fillingWindow.insert(ObjectIdentifier(view)) }
      queue += view.subviews.map { ($0, name) }
    }
  }

  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint? {
    Finding.SourceConstraint(line: 0, text: constraint.description)
  }

  /// The constraint list gives code's constraints as equations in the views' names
  /// (`handleLabel.top == nameLabel.bottom + 8`), not as UIKit describes them: a description
  /// holds object addresses, which differ from run to run.
  func listedConstraint(_ constraint: LayoutConstraint) -> Finding.SourceConstraint {
    Finding.SourceConstraint(line: 0, text: written(constraint))
  }

  /// A system guide by its owner's name and the property code reaches it by
  /// (`view.safeAreaLayoutGuide`); another guide by its owner's name and its identifier.
  func unnamedGuideName(_ guide: LayoutGuide) -> String? {
    guard let owner = guide.owningView else { return nil }
    let ownerName = owner === window ? "window" : names[ObjectIdentifier(owner)]
    guard let ownerName else { return nil }
    let identifier = guide.identifier ?? "LayoutGuide"
    return "\(ownerName).\(Self.guideProperties[identifier] ?? identifier)"
  }

  /// UIKit's identifier of each system guide, and the property that returns it.
  private static let guideProperties = [
    "UIViewLayoutMarginsGuide": "layoutMarginsGuide",
    "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide",
    "UIViewReadableContentGuide": "readableContentGuide",
    "UIKeyboardLayoutGuide": "keyboardLayoutGuide",
    "UIScrollView-contentLayoutGuide": "contentLayoutGuide",
    "UIScrollView-frameLayoutGuide": "frameLayoutGuide",
  ]

  /// Every view, parents first, with window-coordinate frames
  /// (``BuiltWindow/windowFrames()``). Code says nothing of leaving the safe area or
  /// overlapping on purpose, so every view is checked for both, but for the views the caller
  /// said fill the window, which are not checked for the safe area or the display's corners.
  func items() -> [LaidOutItem] {
    let frames = windowFrames()
    return views.map { name, view in
      let fills = fillingWindow.contains(ObjectIdentifier(view))
      return LaidOutItem(
        name: name, kind: .view, frame: frames[ObjectIdentifier(view)] ?? view.frame,
        color: nil, parent: view.superview.flatMap { names[ObjectIdentifier($0)] } ?? "window",
        ignoresSafeArea: fills, allowsClipping: fills,
        text: (view as? Label)?.text)
    }
  }

  /// Code has no design-time frames.
  func misplacedFindings() -> [Finding] { [] }
}

extension Pipeline {
  /// Lays out a screen `build` makes in each scenario's window, one scenario after another (a
  /// view is not `Sendable`, so `build` runs on the caller's thread), with the shared checks
  /// when `options.check`. The results' source is `name`; they have no title (one screen).
  /// `fillsWindow` picks the views that cover the whole window on purpose, as a view
  /// controller's root view does: they are not checked for leaving the safe area.
  ///
  /// - Throws: ``ScenarioError`` for a scenario the device cannot show; what `build` throws.
  package static func check(
    building build: (Window) throws -> Void, named name: String, in scenarios: [Scenario],
    options: Options = Options(check: true), fillsWindow: (View) -> Bool = { _ in false }
  ) throws -> [LayoutResult] {
    try scenarios.map { scenario in
      let environment = try scenario.resolved()
      let built = try CodeWindow(
        environment: environment, build: build, fillsWindow: fillsWindow)
      var result = built.layoutResult(
        source: name, title: nil, environment: environment, options: options, systemName: name)
      result.isCode = true
      return result
    }
  }
}
