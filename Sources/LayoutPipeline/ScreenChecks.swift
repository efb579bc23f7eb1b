import DeviceCatalog
import LayoutCore

/// The checks every kind of source shares, written once over the neutral laid-out screen — its
/// items (``LaidOutItem``: frames in window coordinates, roles, text, intrinsic sizes, the
/// constraints that place each one) and the resolved scenario: a constraint file, a SwiftUI
/// body and a storyboard get the same findings, in the same words, with the same tolerance
/// (``ScenarioEnvironment/tolerance``). They read values only, so no check can move a view.
/// What only a solver knows — conflicts, ambiguity — the constraint adapters add themselves.
package enum ScreenChecks {
  /// How a layout system's frames and advice differ: the one thing a check asks of the source
  /// beyond its items.
  package struct Conventions: Sendable {
    /// Whether frames are snapped to the pixel grid (Auto Layout's are; SwiftUI's are compared
    /// unrounded), which decides how short a text's frame may be before it is truncated.
    var framesSnapToPixels: Bool
    /// What to do about a view under the keyboard.
    var keyboardHint: String
    /// How to say that an overlap is meant.
    var overlapHint: String
    /// Whether a scroll view keeps its content out from under the keyboard by itself (SwiftUI
    /// insets it by the keyboard's safe area; a UIKit scroll view must end above the keyboard;
    /// Documentation/Facts/Layering.md#deliberate-layering).
    var scrollViewsAvoidKeyboard = false
    /// The framework whose layout the source's is, as a finding names it (a size "may differ
    /// from UIKit's").
    var framework = "UIKit"

    /// Auto Layout: a layout file's views and constraints, an Interface Builder scene.
    package static let autoLayout = Conventions(
      framesSnapToPixels: true, keyboardHint: "tie the content's bottom to `keyboard.top`",
      overlapHint: "mark one `overlaps: true` if that is meant")
    /// SwiftUI's proposal layout.
    package static let swiftUI = Conventions(
      framesSnapToPixels: false,
      keyboardHint:
        "SwiftUI keeps views above it in the keyboard's safe area unless they ignore it or overflow",
      overlapHint: "put them in a `ZStack` if that is meant", scrollViewsAvoidKeyboard: true,
      framework: "SwiftUI")
  }

  /// The constraints that place item `item` along `axis`, as the source wrote them: what a
  /// finding about the item names as responsible.
  package typealias Placing = (_ item: Int, _ axis: Axis) -> [Finding.SourceConstraint]

  /// Every shared finding of `items` in `environment`, in a fixed order: text Plumb cannot
  /// measure as iOS does, sizes, placement, truncated text, overlaps, views outside their
  /// superview, views under the keyboard, open scroll content.
  ///
  /// A finding's responsible constraints are the items' own (``LaidOutItem/constraints(along:)``)
  /// unless `placing` gives them: an adapter that can work them out for the few items a finding
  /// is about need not write them into every item of every scenario.
  package static func findings(
    _ items: [LaidOutItem], in environment: ScenarioEnvironment, conventions: Conventions,
    placing: Placing? = nil
  ) -> [Finding] {
    let screen = Screen(items, bounds: environment.bounds, placing: placing)
    return unmeasuredText(items, conventions) + sizes(screen, environment.tolerance)
      + screen.views.flatMap { i in
        screen.inScrollView[i] || !items[i].draws ? [] : placement(of: i, in: screen, environment)
      }
      + truncation(screen, environment.tolerance, conventions)
      + overlaps(screen, conventions) + outsideSuperview(screen)
      + underKeyboard(screen, in: environment, conventions)
      + openScrollContent(screen)
  }

  /// The items with what the checks ask of their ancestry, worked out once, parents first.
  struct Screen {
    let items: [LaidOutItem]
    /// The indices of the views, in the source's order.
    let views: [Int]
    /// Each item's children, in the source's order.
    let children: [[Int]]
    /// Whether each item is inside a scroll view.
    let inScrollView: [Bool]

    /// The window's bounds: what a top-level view's superview covers.
    let bounds: Rect
    /// The constraints that place each item along each axis.
    let placing: Placing

    init(_ items: [LaidOutItem], bounds: Rect, placing: Placing? = nil) {
      self.items = items
      self.bounds = bounds
      self.placing = placing ?? { items[$0].constraints(along: $1) }
      views = items.indices.filter { items[$0].kind == .view }
      var children = [[Int]](repeating: [], count: items.count)
      for i in views { if let parent = items[i].parentIndex { children[parent].append(i) } }
      self.children = children
      // Parents come before their children in every adapter's items; an index that does not
      // (it cannot) is read as not inside a scroll view.
      var inScrollView = [Bool](repeating: false, count: items.count)
      for i in views {
        guard let parent = items[i].parentIndex, parent < i else { continue }
        inScrollView[i] = items[parent].role == .scrollView || inScrollView[parent]
      }
      self.inScrollView = inScrollView
    }

    /// The views in tree order: depth first, each view's children in the source's order.
    var treeOrder: [Int] {
      var order: [Int] = []
      var pending = views.filter { items[$0].parentIndex == nil }.reversed() as [Int]
      while let i = pending.popLast() {
        order.append(i)
        pending.append(contentsOf: children[i].reversed())
      }
      return order
    }

    /// The constraints that place `indices` along `axes`, each once, the source's lines first
    /// in line order: a constraint between two of them is one cause, not one per item.
    func responsible(_ indices: [Int], axes: [Axis]) -> [Finding.SourceConstraint] {
      ScreenChecks.responsible(indices.flatMap { i in axes.flatMap { placing(i, $0) } })
    }
  }

  /// `all` (each item's constraints along each axis in turn), each once, the source's lines
  /// first in line order (Auto Layout's own after them, as met).
  static func responsible(_ all: [Finding.SourceConstraint]) -> [Finding.SourceConstraint] {
    var seen = Set<Finding.SourceConstraint>()
    func order(_ c: Finding.SourceConstraint) -> Int { c.line == 0 ? Int.max : c.line }
    return all.filter { seen.insert($0).inserted }.sorted { order($0) < order($1) }
  }

  // MARK: Sizes

  /// Views with a negative width or height, and views squeezed below their intrinsic size (an
  /// error for text, which then truncates; a warning for other content, unless the view draws
  /// it scaled to its frame, as an aspect-fit image view does). Labels have their own finding,
  /// `truncated`, which knows how their text wraps.
  static func sizes(_ screen: Screen, _ tolerance: PixelTolerance) -> [Finding] {
    // Half a pixel of slack: frames are snapped to the pixel grid.
    let slack = tolerance.halfPixel
    var findings: [Finding] = []
    for i in screen.views {
      let item = screen.items[i]
      let name = item.name
      let size = item.frame.size
      for axis in Axis.allCases where size[axis] < -slack {
        findings.append(
          Finding(
            kind: .negativeSize, items: [name],
            message: "`\(name)` is \(pt(size[axis])) pt \(axis == .horizontal ? "wide" : "tall")",
            constraints: screen.responsible([i], axes: [axis]), amount: -size[axis]))
      }
      guard item.role != .label, !item.scalesContent, let intrinsic = item.intrinsicSize else {
        continue
      }
      for axis in Axis.allCases where size[axis] >= -slack {
        guard let wanted = intrinsic[axis], wanted - size[axis] > slack else { continue }
        let missing = wanted - size[axis]
        let dimension = axis == .horizontal ? "width" : "height"
        findings.append(
          Finding(
            kind: .compressed, severity: item.text == nil ? .warning : .error, items: [name],
            message:
              "`\(name)` is \(pt(missing)) pt below its intrinsic \(dimension) "
              + "(\(pt(size[axis])) of \(pt(wanted)))"
              + (item.text == nil ? "" : ": its text is truncated"),
            constraints: screen.responsible([i], axes: [axis]), amount: missing))
      }
    }
    return findings
  }

  // MARK: Placement

  /// The screen's item `i`, when shown, entirely off the screen, outside the safe area (unless it may be), or under
  /// the display's corners or sensor housing by more than a pixel (only items outside the safe
  /// area can be: it is Apple's guarantee of an unobscured region). A scroll view's content is
  /// not checked: it is clipped to the scroll view and scrolled into view, so the scroll view's
  /// own frame is what must respect the safe area and the display. An item a scroll view
  /// outside the screen's items moves (a cell's view, ``LaidOutItem/scrollsAlong``) is judged
  /// where scrolling brings it most into view along those axes
  /// (``scrolledIntoView(_:along:in:)``); across them, where it is.
  static func placement(of i: Int, in screen: Screen, _ environment: ScenarioEnvironment)
    -> [Finding]
  {
    let item = screen.items[i]
    let frame = scrolledIntoView(
      item.alignmentRect, along: item.scrollsAlong, in: environment.safeArea)
    guard frame.width > 0, frame.height > 0 else { return [] }
    let tolerance = environment.tolerance
    let responsible = { (axes: [Axis]) in screen.responsible([i], axes: axes) }
    if !frame.intersects(environment.bounds) {
      return [
        Finding(
          kind: .offScreen, items: [item.name],
          message:
            "`\(item.name)` is entirely off the screen, at (\(pt(frame.minX)), \(pt(frame.minY)))",
          constraints: responsible(Axis.allCases))
      ]
    }
    let beyond = overshoot(of: frame, beyond: environment.safeArea).filter {
      tolerance.isBeyondRounding(position: $0.amount)
    }
    guard !beyond.isEmpty else { return [] }
    let edges = beyond.map(\.edge)
    var findings: [Finding] = []
    if !item.ignoresSafeArea {
      let worst = beyond.map(\.amount).max() ?? 0
      findings.append(
        Finding(
          kind: .outsideSafeArea, items: [item.name],
          message:
            "`\(item.name)` leaves the safe area by \(pt(worst)) pt at the "
            + edges.map(\.rawValue).joined(separator: ", "),
          constraints: responsible(axes(of: edges)), amount: worst, edges: edges))
    }
    if !item.allowsClipping, let depth = displayClippingDepth(of: frame, on: environment.screen),
      depth > tolerance.pixel
    {
      findings.append(
        Finding(
          kind: .outsideDisplay, items: [item.name],
          message:
            "the display's corners or sensor housing cover `\(item.name)` \(pt(depth)) pt deep",
          constraints: responsible(axes(of: edges)), amount: depth, edges: edges))
    }
    return findings
  }

  /// `frame` moved along `axes` to where scrolling shows the most of it inside `region` (the
  /// safe area, where a scroll view's adjusted content inset lets content rest,
  /// Documentation/Facts/ScrollViews.md#content-reached-by-scrolling): along each axis, a
  /// frame that fits is moved the least that puts it inside,
  /// `min' = clamp(min, region.min, region.max − length)`; a longer one is seen a part at a
  /// time as it scrolls by, so it is judged over the region's whole extent.
  static func scrolledIntoView(_ frame: Rect, along axes: [Axis], in region: Rect) -> Rect {
    var origin = frame.origin
    var size = frame.size
    for axis in axes {
      let (low, high) = (region.min(axis), region.max(axis))
      if size[axis] <= high - low {
        origin[axis] = min(max(origin[axis], low), high - size[axis])
      } else {
        origin[axis] = low
        size[axis] = high - low
      }
    }
    return Rect(origin: origin, size: size)
  }

  // MARK: Text

  /// Text whose frame is smaller than the text needs at its width by more than rounding
  /// explains — SwiftUI and UIKit then cut it short with an ellipsis. Snapped frames may be a
  /// whole pixel short (both edges rounded, ``PixelTolerance/isBeyondRounding(length:factor:)``);
  /// unrounded ones half a pixel.
  static func truncation(
    _ screen: Screen, _ tolerance: PixelTolerance, _ conventions: Conventions
  ) -> [Finding] {
    screen.views.compactMap { i in
      let item = screen.items[i]
      guard !item.isHidden, let fit = item.textFit else { return nil }
      let size = item.frame.size
      let axes = Axis.allCases.filter { axis in
        let short = fit.needs[axis] - size[axis]
        return conventions.framesSnapToPixels
          ? tolerance.isBeyondRounding(length: short) : tolerance.isBeyondRounding(position: short)
      }
      guard !axes.isEmpty else { return nil }
      let needed = fit.needs
      return Finding(
        kind: .truncated, items: [item.name],
        message:
          "`\(item.name)` is \(pt(size.width)) × \(pt(size.height)) pt but its text needs "
          + "\(pt(needed.width)) × \(pt(needed.height)) at \(pt(fit.pointSize)) pt: "
          + "the text is truncated",
        constraints: screen.responsible([i], axes: axes),
        amount: max(needed.height - size.height, needed.width - size.width))
    }
  }

  // MARK: Siblings and superviews

  /// Half a pixel at the largest scale (``PixelTolerance/finest``): whether two siblings
  /// overlap, or a view leaves its superview, must not depend on the device.
  static var siblingSlack: Double { PixelTolerance.finest.halfPixel }

  /// Each pair of shown siblings whose frames intersect by more than the slack both ways —
  /// within their superview's bounds when it clips them — where one of the two shows content
  /// (``showsContent(_:)``), unless the layering is deliberate
  /// (``isDeliberateLayering(_:over:in:)``). Plain views and pictures are layered on purpose
  /// too often — a letterbox behind a player, a backdrop — to call every overlap of theirs a
  /// mistake. Pairwise within each superview, each pair once: a screen's views have a few
  /// dozen siblings at most.
  static func overlaps(_ screen: Screen, _ conventions: Conventions) -> [Finding] {
    var findings: [Finding] = []
    var byParent: [Int?: [Int]] = [:]
    var parents: [Int?] = []
    for i in screen.views {
      let item = screen.items[i]
      guard !item.isHidden, !item.mayOverlap, item.alignmentRect.width > 0,
        item.alignmentRect.height > 0
      else { continue }
      if byParent[item.parentIndex] == nil { parents.append(item.parentIndex) }
      byParent[item.parentIndex, default: []].append(i)
    }
    for parent in parents {
      let siblings = byParent[parent] ?? []
      let clip = parent.flatMap { screen.items[$0].clipsToBounds ? screen.items[$0].frame : nil }
      for (position, back) in siblings.enumerated() {
        for front in siblings[(position + 1)...] {
          let (a, b) = (screen.items[back].alignmentRect, screen.items[front].alignmentRect)
          // Within a clipping superview only what it shows can overlap.
          let width =
            min(a.maxX, b.maxX, clip?.maxX ?? .infinity)
            - max(a.minX, b.minX, clip?.minX ?? -.infinity)
          let height =
            min(a.maxY, b.maxY, clip?.maxY ?? .infinity)
            - max(a.minY, b.minY, clip?.minY ?? -.infinity)
          guard width > siblingSlack, height > siblingSlack,
            showsContent(screen.items[back]) || showsContent(screen.items[front]),
            !isDeliberateLayering(back, over: front, in: screen)
          else { continue }
          let (nameA, nameB) = (screen.items[back].name, screen.items[front].name)
          let axes: [Axis] = width < height ? [.horizontal] : [.vertical]
          var finding = Finding(
            kind: .overlapping, items: [nameA, nameB],
            message:
              "`\(nameA)` and `\(nameB)` overlap by \(pt(width)) × \(pt(height)) pt; "
              + conventions.overlapHint,
            constraints: screen.responsible([back, front], axes: axes),
            amount: min(width, height))
          finding.markDeliberate(
            deliberateOverlap(back, front, depth: min(width, height), in: screen))
          findings.append(finding)
        }
      }
    }
    return findings
  }

  /// Why an overlap `depth` points deep of `back` and its later sibling `front`, which hides
  /// content, is nonetheless the design's: the view in front draws nothing (a tap target laid
  /// over its label, Documentation/Facts/Layering.md#buttons-that-draw-nothing), or the frames
  /// Xcode saved for the design device overlap as deeply, as a seam (``seamDepth``) or one
  /// inside the other — the layering the designer made on the canvas
  /// (Documentation/Facts/Layering.md#layering-the-designer-saw). An overlap deeper than the
  /// saved one by more than ``savedFrameTolerance`` is not the design's: nil.
  static func deliberateOverlap(_ back: Int, _ front: Int, depth: Double, in screen: Screen)
    -> String?
  {
    let (behind, above) = (screen.items[back], screen.items[front])
    if above.role == .tapTarget {
      return "`\(above.name)` draws nothing (an untitled button without image or background): "
        + "a tap target laid over `\(behind.name)`, hiding none of it"
    }
    guard let a = behind.savedAlignmentRect, let b = above.savedAlignmentRect else { return nil }
    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    // A seam or one inside the other: an overlap the designer made, not one the canvas shows
    // by accident (a title running under a button, as saved, is still a fault).
    guard width > siblingSlack, height > siblingSlack,
      min(width, height) <= seamDepth || a.contains(b, tolerance: siblingSlack)
        || b.contains(a, tolerance: siblingSlack),
      depth <= min(width, height) + savedFrameTolerance
    else { return nil }
    return "Xcode's saved frames overlap by \(pt(width)) × \(pt(height)) pt on the design "
      + "device: the layering the designer saw on the canvas"
  }

  /// How far a finding may go beyond what the saved frames show and still be the design's:
  /// half a point, the difference Xcode's misplaced-view warning allows between a saved frame
  /// and the solved one.
  static let savedFrameTolerance = 0.5

  /// The deepest saved overlap or bleed read as a seam (a hairline over a join, a separator's
  /// width), plus the sibling slack: one point.
  static var seamDepth: Double { 1 + siblingSlack }

  /// Whether an item shows text or controls, arranges other views, or draws a shape the
  /// source asked for: what a user would miss if a sibling covered it.
  static func showsContent(_ item: LaidOutItem) -> Bool {
    item.text != nil
      || [.label, .button, .tapTarget, .textField, .control, .shape, .stack, .scrollView].contains(
        item.role)
  }

  /// Whether `back`, drawn behind its later sibling `front`, is layered under it on purpose,
  /// as Interface Builder's own designs layer views
  /// (Documentation/Facts/Layering.md#deliberate-layering):
  /// - a bar (content passes under navigation bars, tab bars and toolbars);
  /// - a background: a view, image, shape or list behind its siblings that covers its
  ///   superview (or the screen, at the top), or that the source lets leave the safe area;
  /// - a backdrop: a plain view, image or shape behind a sibling it entirely contains (a card
  ///   behind its contents, a photo behind its caption).
  static func isDeliberateLayering(_ back: Int, over front: Int, in screen: Screen) -> Bool {
    let (behind, above) = (screen.items[back], screen.items[front])
    if behind.role == .bar || above.role == .bar { return true }
    guard [.view, .image, .shape, .list].contains(behind.role) else { return false }
    if behind.ignoresSafeArea && behind.text == nil { return true }
    let superview = behind.parentIndex.map { screen.items[$0].frame } ?? screen.bounds
    if behind.frame.contains(superview, tolerance: siblingSlack) { return true }
    return behind.role != .list && behind.text == nil
      && behind.frame.contains(above.frame, tolerance: siblingSlack)
  }

  /// Views that reach outside their superview's bounds (not the window's: the safe-area and
  /// display checks cover those; not a scroll view's: its content is meant to be larger; not
  /// the band of a scroll, table or collection view inside its adjusted content inset, where
  /// its content does not rest and only its background draws — a table pinned above the safe
  /// area shows its first row below it, while one whose rows rest past the screen hides them,
  /// Documentation/Facts/ScrollViews.md#adjusted-content-inset; not a
  /// background the source lets run under the display's edges over a superview that covers the
  /// screen: what it draws past that superview is past the screen, cut off by the window —
  /// Documentation/Facts/Layering.md#backgrounds-beyond-the-root-view).
  static func outsideSuperview(_ screen: Screen) -> [Finding] {
    screen.views.compactMap { i in
      let item = screen.items[i]
      guard !item.isHidden, let p = item.parentIndex, screen.items[p].role != .scrollView,
        item.alignmentRect.width > 0, item.alignmentRect.height > 0
      else { return nil }
      let parent = screen.items[p]
      // A scroll, table or collection view is judged by where its content rests instead: its
      // rows past the screen are hidden, not a background cut off.
      let scrolls = item.role == .list || item.role == .scrollView
      if item.allowsClipping, item.text == nil, !scrolls,
        parent.frame.contains(screen.bounds, tolerance: siblingSlack)
      {
        return nil
      }
      let content = item.alignmentRect.inset(by: item.contentInsets)
      let beyond = overshoot(of: content, beyond: parent.frame).filter {
        $0.amount > siblingSlack
      }
      guard let worst = beyond.map(\.amount).max() else { return nil }
      let edges = beyond.map(\.edge)
      var finding = Finding(
        kind: .outsideSuperview, items: [item.name],
        message:
          "`\(item.name)` reaches \(pt(worst)) pt outside `\(parent.name)` at the "
          + edges.map(\.rawValue).joined(separator: ", "),
        constraints: screen.responsible([i], axes: axes(of: edges)), amount: worst, edges: edges)
      finding.markDeliberate(savedOvershoot(of: item, beyond: parent, as: beyond))
      return finding
    }
  }

  /// Why `item` reaching past `parent` by `beyond` is the design's: the frames Xcode saved for
  /// the design device reach as far past the same edges (within ``savedFrameTolerance``), by a
  /// seam's depth at most (``seamDepth``) — a bleed the designer made on the canvas
  /// (Documentation/Facts/Layering.md#layering-the-designer-saw); nil otherwise.
  static func savedOvershoot(
    of item: LaidOutItem, beyond parent: LaidOutItem,
    as beyond: [(edge: Finding.Edge, amount: Double)]
  ) -> String? {
    guard let saved = item.savedAlignmentRect, let bounds = parent.savedFrame else { return nil }
    let design = overshoot(
      of: saved, beyond: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
    var said: [String] = []
    for (edge, amount) in beyond {
      guard let was = design.first(where: { $0.edge == edge })?.amount, was > siblingSlack,
        was <= seamDepth, amount <= was + savedFrameTolerance
      else { return nil }
      said.append("\(pt(was)) pt at the \(edge.rawValue)")
    }
    return "Xcode's saved frames put it outside `\(parent.name)` by "
      + said.joined(separator: ", ") + " on the design device: a bleed the designer saw on "
      + "the canvas"
  }

  // MARK: Keyboard

  /// The shown views the docked keyboard covers by more than half a pixel both ways, in tree
  /// order: leaves (a container reaching under the keyboard is not a finding; the controls
  /// inside it are) and whatever shows content. Not backgrounds (they may leave the safe
  /// area), scroll views and lists (empty here or not, their content scrolls into view), or
  /// the content of a scroll view that ends above the keyboard (or, in SwiftUI, of any scroll
  /// view), which the user scrolls into view.
  static func underKeyboard(
    _ screen: Screen, in environment: ScenarioEnvironment, _ conventions: Conventions
  ) -> [Finding] {
    guard let keyboard = environment.keyboardFrame else { return [] }
    let tolerance = environment.tolerance
    let contentRoles: Set<LaidOutItem.Role> = [
      .label, .button, .textField, .image, .control, .shape,
    ]
    return screen.treeOrder.compactMap { i in
      let item = screen.items[i]
      let frame = item.alignmentRect
      guard !item.isHidden, item.draws, !item.ignoresSafeArea,
        item.role != .list, item.role != .scrollView,
        screen.children[i].isEmpty || contentRoles.contains(item.role),
        min(frame.maxX, keyboard.maxX) - max(frame.minX, keyboard.minX) > tolerance.halfPixel,
        min(frame.maxY, keyboard.maxY) - max(frame.minY, keyboard.minY) > tolerance.halfPixel
      else { return nil }
      var ancestor = item.parentIndex
      while let a = ancestor {
        if screen.items[a].role == .scrollView,
          conventions.scrollViewsAvoidKeyboard
            || !tolerance.isBeyondRounding(position: screen.items[a].frame.maxY - keyboard.minY)
        {
          return nil
        }
        ancestor = screen.items[a].parentIndex
      }
      let depth = min(frame.maxY - keyboard.minY, frame.height)
      guard tolerance.isBeyondRounding(position: depth) else { return nil }
      return Finding(
        kind: .underKeyboard, items: [item.name],
        message:
          "the keyboard covers `\(item.name)` \(pt(depth)) pt deep; \(conventions.keyboardHint)",
        constraints: screen.responsible([i], axes: [.vertical]), amount: depth, edges: [.bottom])
    }
  }

  // MARK: Scroll views

  /// Scroll views whose content size the constraints leave open along an axis.
  static func openScrollContent(_ screen: Screen) -> [Finding] {
    screen.views.flatMap { i -> [Finding] in
      let item = screen.items[i]
      let name = item.name
      return item.openScrollAxes.map { axis in
        let length = axis == .horizontal ? "width" : "height"
        let edges = axis == .horizontal ? "leading and trailing" : "top and bottom"
        return Finding(
          kind: .ambiguousScrollContent, items: [name],
          message:
            "the constraints do not fix the content \(length) of scroll view `\(name)`: tie its "
            + "content to both \(edges) edges of `\(name).contentLayout`, or its \(length) to "
            + "`\(name).frameLayout`",
          constraints: screen.responsible([i], axes: [axis]))
      }
    }
  }

  // MARK: Geometry

  /// How far `frame` reaches past each edge of `region`.
  static func overshoot(of frame: Rect, beyond region: Rect) -> [(
    edge: Finding.Edge, amount: Double
  )] {
    [
      (.top, region.minY - frame.minY), (.left, region.minX - frame.minX),
      (.bottom, frame.maxY - region.maxY), (.right, frame.maxX - region.maxX),
    ]
  }

  /// The axes `edges` lie across.
  static func axes(of edges: [Finding.Edge]) -> [Axis] {
    Axis.allCases.filter { axis in
      edges.contains { ($0 == .left || $0 == .right) == (axis == .horizontal) }
    }
  }

  /// A length as findings write it: at most three decimals.
  private static func pt(_ value: Double) -> String { formatted(value, decimals: 3) }
}
