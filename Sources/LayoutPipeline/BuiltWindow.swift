import AutoLayout
import LayoutCore

/// A source built into a live window and laid out, as the checks in `Findings.swift` see it —
/// whichever front end built it (a layout file or an Interface Builder scene), so that both
/// share one set of findings.
protocol BuiltWindow: AnyObject {
  /// The window.
  var window: Window { get }
  /// The source's views in source order, parents before children, with their names.
  var views: [(name: String, view: View)] { get }
  /// The source's guides and the system guides its constraints used, with their names.
  var guides: [(name: String, guide: LayoutGuide)] { get }
  /// Each report Auto Layout made while laying the window out.
  var diagnostics: [LayoutDiagnostic] { get }
  /// The source's name of each view and guide.
  var names: [ObjectIdentifier: String] { get }
  /// The names of the guides the source declares itself (checked for ambiguity).
  var checkedGuideNames: Set<String> { get }
  /// The text each view of ``views`` shows, in the same order (nil for views without text).
  var viewTexts: [String?] { get }
  /// A constraint as the source wrote it, with its line; nil for Auto Layout's own.
  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint?
  /// The views the source allows to overlap their siblings.
  var mayOverlapNames: Set<String> { get }
  /// The backgrounds: views the keyboard may cover, as it covers everything behind it.
  var backgroundNames: Set<String> { get }
  /// Whether `view` (not a label) shows text, which makes it content for the overlap check.
  func showsText(_ view: View) -> Bool
  /// Every view, then every guide, with its frame in window coordinates.
  func items() -> [LaidOutItem]
  /// The layout as a frame tree, named as the source names its views.
  func frameTree() -> FrameTree
  /// The views whose design-time frame differs from the solved one (Interface Builder's
  /// "misplaced view"); none for sources without design-time frames.
  func misplacedFindings() -> [Finding]
  /// What the source holds that Plumb does not lay out as UIKit would, as warnings at the
  /// elements; none for sources Plumb models entirely.
  func notModelledFindings() -> [Finding]
}

extension BuiltWindow {
  func notModelledFindings() -> [Finding] { [] }
}

extension DocumentWindow: BuiltWindow {
  var checkedGuideNames: Set<String> { Set(document.guides.map(\.name)) }
  var viewTexts: [String?] { installedSpecs.map(\.text) }
  var mayOverlapNames: Set<String> { Set(installedSpecs.filter(\.overlaps).map(\.name)) }
  var backgroundNames: Set<String> { Set(installedSpecs.filter(\.ignoresSafeArea).map(\.name)) }
  func showsText(_ view: View) -> Bool { (view as? FileView)?.text != nil }
  /// A layout file has no design-time frames.
  func misplacedFindings() -> [Finding] { [] }
  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint? {
    lines[ObjectIdentifier(constraint)].map {
      Finding.SourceConstraint(line: $0.location.line, text: $0.text)
    }
  }
}

extension BuiltWindow {
  /// Which views are hidden (themselves or through an ancestor) and which are inside a scroll
  /// view, in one pass over ``views`` (parents come first), so that asking costs O(1) at any
  /// depth instead of a walk up the ancestors.
  var ancestry: (hidden: Set<ObjectIdentifier>, scrollContent: Set<ObjectIdentifier>) {
    var hidden = Set<ObjectIdentifier>()
    var scrollContent = Set<ObjectIdentifier>()
    for (_, view) in views {
      let id = ObjectIdentifier(view)
      guard let parent = view.superview else { continue }
      let parentID = ObjectIdentifier(parent)
      if view.isHidden || hidden.contains(parentID) { hidden.insert(id) }
      if parent is ScrollView || scrollContent.contains(parentID) { scrollContent.insert(id) }
    }
    return (hidden, scrollContent)
  }

  /// Every view's frame in window coordinates, in one pass (parents come before children in
  /// ``views``), so the cost does not grow with depth: the one way a view's frame is taken to
  /// the window, for the items, the constraint states and the ambiguity evidence.
  func windowFrames() -> [ObjectIdentifier: Rect] {
    var frames: [ObjectIdentifier: Rect] = [ObjectIdentifier(window): window.frame]
    for (_, view) in views {
      let origin = view.superview.flatMap { frames[ObjectIdentifier($0)]?.origin } ?? .zero
      frames[ObjectIdentifier(view)] = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    }
    return frames
  }
}
