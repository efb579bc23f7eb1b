import AutoLayout
import LayoutCore

/// A source built into a live Auto Layout window and laid out — a layout file or an Interface
/// Builder scene — read into the neutral screen (``describing(_:checking:)``) for the shared
/// checks, and asked what only its solver knows (`Findings.swift`: conflicts, ambiguity).
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
  /// A constraint as the source wrote it, with its line; nil for Auto Layout's own.
  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint?
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
  /// A constraint as the constraint list (``LayoutResult/constraints``) gives it: by default
  /// as the source wrote it (``sourceConstraint(of:)``), else as an equation in its names.
  func listedConstraint(_ constraint: LayoutConstraint) -> Finding.SourceConstraint
  /// The name of a guide the source does not name itself, or nil to use its identifier.
  func unnamedGuideName(_ guide: LayoutGuide) -> String?
  /// Whether the window is a screen, so that its views' places on it are checked (off the
  /// screen, outside the safe area or the display, under the keyboard): false for a view the
  /// app's code places, laid out alone.
  var isScreen: Bool { get }
}

extension BuiltWindow {
  func notModelledFindings() -> [Finding] { [] }
  var isScreen: Bool { true }
  func listedConstraint(_ constraint: LayoutConstraint) -> Finding.SourceConstraint {
    sourceConstraint(of: constraint) ?? Finding.SourceConstraint(line: 0, text: written(constraint))
  }
  func unnamedGuideName(_ guide: LayoutGuide) -> String? { nil }

  /// The layout as a frame tree, views named as findings name them (``names``), with each
  /// label's text: a storyboard's and code's (a layout file also shows its views' own text).
  func frameTree() -> FrameTree {
    window.frameTree(
      naming: { $0 === self.window ? "window" : self.names[ObjectIdentifier($0)] },
      text: { ($0 as? Label)?.text })
  }
}

extension DocumentWindow: BuiltWindow {
  var checkedGuideNames: Set<String> { Set(document.guides.map(\.name)) }
  /// A layout file has no design-time frames.
  func misplacedFindings() -> [Finding] { [] }
  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint? {
    lines[ObjectIdentifier(constraint)].map {
      Finding.SourceConstraint(line: $0.location.line, text: $0.text)
    }
  }
}

extension BuiltWindow {
  /// The items of ``views`` (the adapter's, in the same order, then its guides) with what the
  /// window knows of each view written into the neutral screen: its parent's index, whether it
  /// is hidden (itself or through an ancestor: parents come first, so one pass), its role by
  /// its class where the adapter said no more, its intrinsic size, the size its text needs, a
  /// scroll view's open content axes, and — when `checking` and `placing` — the constraints that
  /// place it (the checks find those of the items their findings are about without them,
  /// ``placing()``).
  func describing(_ items: [LaidOutItem], checking: Bool, placing: Bool = true) -> [LaidOutItem] {
    var items = items
    var index: [ObjectIdentifier: Int] = [:]
    for (i, (_, view)) in views.enumerated() {
      index[ObjectIdentifier(view)] = i
      var item = items[i]
      item.parentIndex = view.superview.flatMap { index[ObjectIdentifier($0)] }
      item.isHidden = view.isHidden || (item.parentIndex.map { items[$0].isHidden } ?? false)
      if item.role == .view {
        switch view {
        case is Label: item.role = .label
        case is StackView: item.role = .stack
        case is ScrollView: item.role = .scrollView
        default: break
        }
      }
      let intrinsic = view.intrinsicContentSize
      func length(_ axis: Axis) -> Double? {
        intrinsic[axis] == View.noIntrinsicMetric ? nil : intrinsic[axis]
      }
      item.intrinsicSize = LaidOutItem.IntrinsicSize(
        width: length(.horizontal), height: length(.vertical))
      if let label = view as? Label {
        item.textFit = LaidOutItem.TextFit(needs: intrinsic, pointSize: label.pointSize)
        // A label measured in a font whose advances Plumb has (not a test's custom measurer),
        // where the adapter said nothing more of its font.
        if item.textFont == nil, label.customMeasurer == nil,
          let measurer = label.measurer as? FontMetricsTextMeasurer
        {
          item.textFont = LaidOutItem.TextFont(text: label.text, measurer: measurer)
        }
      }
      if checking {
        // A scroll view without subviews has no content for constraints to size: its content
        // size is its `contentSize` property, zero until the app's code sets it
        // (Documentation/Facts/ScrollViews.md#a-scroll-view-without-content), not an open layout.
        if let scroll = view as? ScrollView, !scroll.subviews.isEmpty {
          item.openScrollAxes = Axis.allCases.filter { scroll.contentFit(along: $0) == .ambiguous }
        }
        if placing {
          item.horizontalConstraints = responsible(for: view, axes: [.horizontal])
          item.verticalConstraints = responsible(for: view, axes: [.vertical])
        }
      }
      items[i] = item
    }
    return items
  }

  /// The constraints that place each of ``views`` along an axis, as ``describing(_:checking:placing:)``
  /// writes them into the items, worked out the first time a check asks and kept for the
  /// next: a screen's findings are about a few of its views, and writing the constraints of
  /// every view into its item, in every scenario, cost more than the checks themselves. The
  /// items after the views (the guides) have none.
  func placing() -> ScreenChecks.Placing {
    let views = self.views.map(\.view)
    let known = PlacingMemo()
    return { i, axis in
      guard i < views.count else { return [] }
      let key = 2 * i + (axis == .horizontal ? 0 : 1)
      if let constraints = known.lists[key] { return constraints }
      let constraints = self.responsible(for: views[i], axes: [axis])
      known.lists[key] = constraints
      return constraints
    }
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

/// The constraint lists ``BuiltWindow/placing()`` has worked out, by item and axis: the one
/// window's, on the one thread checking it.
private final class PlacingMemo {
  var lists: [Int: [Finding.SourceConstraint]] = [:]
}
