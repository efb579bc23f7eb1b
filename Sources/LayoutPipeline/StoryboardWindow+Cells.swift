import AutoLayout
import InterfaceBuilder
import LayoutCore

/// Cells, headers and footers of table and collection views, laid out as scenes of their own at
/// the size their container gives them.
extension StoryboardWindow {
  /// Builds `scene` for `environment`; a cell scene at the size its container has there.
  ///
  /// A cell's width is its table's, so the scene holding the table is laid out first in the same
  /// scenario (and, for a table inside a cell, the scene holding that cell before it): the chain
  /// of hosts is walked in a loop, outermost first, each host laid out at the size the previous
  /// one gives it. The outermost, if embedded in a container view, is laid out in it
  /// (``containerFrame(of:in:file:environment:hosts:)``). The outermost host and its own hosts
  /// are taken from `hosts` where another scene of the scenario laid them out already.
  convenience init(
    _ scene: IBScene, of document: IBDocument, file: String, environment: ScenarioEnvironment,
    hosts: HostLayouts = HostLayouts()
  ) throws(IBError) {
    var chain: [IBScene] = []
    var outermost = scene
    while let host = outermost.placement?.host.first {
      chain.append(outermost)
      outermost = host
    }
    // The outermost controller, if embedded, fills its container as its host lays it out.
    let containerFrame = try Self.containerFrame(
      of: outermost, in: document, file: file, environment: environment, hosts: hosts)
    guard !chain.isEmpty else {
      try self.init(
        scene, of: document, file: file, environment: environment, cellSize: nil,
        containerFrame: containerFrame)
      return
    }
    let layOutHost = { () throws(IBError) in
      try StoryboardWindow(
        outermost, of: document, file: file, environment: environment, cellSize: nil,
        containerFrame: containerFrame)
    }
    // A table's scene is the host of each of its prototype cells: at run time it is laid out
    // once per scenario for all of them. The canvas draws each scene on its own terms, so
    // there nothing is shared (as ``HostLayouts`` says).
    var host =
      environment.isInterfaceBuilderCanvas
      ? try layOutHost() : try hosts.window(of: outermost, in: containerFrame, layOut: layOutHost)
    var size = Size.zero
    var fitted: Double?
    for (index, cell) in chain.reversed().enumerated() {
      size = host.size(of: cell)
      fitted = nil
      if cell.placement?.isSelfSizing == true {
        // A self-sizing row is as tall as its content at the row's width: the cell is laid out
        // once at its saved height to find it, then at the row's height.
        let probe = try StoryboardWindow(
          cell, of: document, file: file, environment: environment, cellSize: size)
        fitted = probe.fittingRowHeight()
        if let fitted { size.height = fitted }
      }
      guard index < chain.count - 1 else { break }
      host = try StoryboardWindow(
        cell, of: document, file: file, environment: environment, cellSize: size)
    }
    try self.init(scene, of: document, file: file, environment: environment, cellSize: size)
    fittedRowHeight = fitted
  }

  /// The height UIKit gives a self-sizing row (automatic row height) laid out at this window's
  /// width: the content view's fitting height — the least its constraints allow at its width,
  /// `systemLayoutSizeFitting` with the width required and the height at `fittingSizeLevel` —
  /// plus the separator's room below it as the saved frames give it
  /// (Documentation/Facts/Cells.md#self-sizing-rows). Nil for a cell that does not size itself,
  /// and for content whose constraints leave its height at zero, for which UIKit falls back to
  /// a standard height instead.
  func fittingRowHeight() -> Double? {
    guard scene.placement?.isSelfSizing == true, let id = scene.cellContentViewID,
      let content = built.first(where: { $0.model.id == id })?.view,
      let root = scene.view(scene.rootViewID)?.frame, let saved = savedFrames[id]
    else { return nil }
    let fitted = content.systemLayoutSizeFitting(
      Size(width: content.frame.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel, includingBroken: true)
    let scale = PixelTolerance(scale: window.screen.scale)
    guard fitted.height > scale.halfPixel else { return nil }
    let separator = max(0, root.height - saved.maxY)
    // The row lies on the pixel grid, as every frame in a window does.
    return (fitted.height * scale.scale).rounded() / scale.scale + separator
  }

  /// What Plumb does not lay out as UIKit would in a table, collection view or cell, as
  /// warnings at the elements: views of a table beside its cells (not laid out), a xib's table
  /// view cell (laid out in a table assumed as wide as the window), a self-sizing row whose
  /// constraints give it no height (laid out at its saved height instead), and the views a
  /// cell's built-in style places (kept at their saved frames).
  func cellFindings() -> [Finding] {
    var findings = scene.unlaidContainerViews.compactMap { unlaid -> Finding? in
      guard let container = built.first(where: { $0.model.id == unlaid.containerID })?.model
      else { return nil }
      return Finding(
        kind: .notModelled, severity: .warning, items: [container.displayName],
        message:
          "\(unlaid.element) (line \(unlaid.line)) of `\(container.displayName)` is not laid out: "
          + "Plumb lays out a table's or collection view's cells, headers and footers only")
    }
    if let size = standaloneCellSize, let root = built.first?.model {
      findings.append(
        Finding(
          kind: .notModelled, severity: .warning, items: [root.displayName],
          message:
            "`\(root.displayName)` (line \(root.line)) is a table view cell in no table: Plumb "
            + "lays it out as a row of a table as wide as the window, "
            + "\(formatted(size.width, decimals: 3)) × \(formatted(size.height, decimals: 3)) pt "
            + "(its saved height), its content view inside the safe area; the app's table "
            + "decides both"))
    }
    guard let placement = scene.placement, let root = built.first?.model else { return findings }
    if placement.isSelfSizing && fittedRowHeight == nil {
      let height = formatted(root.frame?.height ?? 0, decimals: 3)
      // A built-in style's labels size the row by the style's rules, which Plumb does not
      // model; other content without a height makes UIKit fall back to a standard height.
      let why =
        placement.style == nil
        ? "the content view's constraints do not give it a height, where UIKit falls back to a "
          + "standard height"
        : "its height comes from the labels its style \(placement.style ?? "") places, which "
          + "Plumb does not model"
      findings.append(
        Finding(
          kind: .notModelled, severity: .warning, items: [root.displayName],
          message:
            "`\(root.displayName)` (line \(root.line)): its table sizes rows to fit their content "
            + "(automatic row height), but \(why); Plumb lays the cell out at its saved height, "
            + "\(height) pt"))
    }
    for (model, _) in built where placement.styleViewIDs.contains(model.id) {
      findings.append(
        Finding(
          kind: .notModelled, severity: .warning, items: [model.displayName],
          message:
            "`\(model.displayName)` (line \(model.line)) is placed by the cell's style "
            + "\(placement.style ?? "")\(placement.style == nil ? "" : ", ")which Plumb does not "
            + "model; it keeps its saved frame, moved with the content view as its autoresizing "
            + "mask says"))
    }
    return findings
  }

  /// A table view cell's content view's layout margins when the file sets none: 11 pt above
  /// and below, and at the sides the system minimum margins a view controller's root has (16
  /// or 20 pt), which the content view takes from its table
  /// (Documentation/Facts/Cells.md#content-view-margins).
  ///
  /// An accessory of width `accessory` moves the content view's trailing edge that far inside
  /// the cell, and a view that preserves its superview's margins keeps only the part of the
  /// superview's margin that reaches into it, never less than its own 8-pt margin:
  /// `right = max(8, cellMargin − accessory)` — 8 pt beside a 26.5-pt disclosure indicator
  /// (Documentation/Facts/Cells.md#accessory-and-margins). A xib's cell, in no table, keeps a
  /// view's default 8-pt margins (nil here).
  static func cellContentMargins(
    _ model: IBView, _ rootMargins: EdgeInsets, accessory: Double, inTable: Bool
  ) -> EdgeInsets? {
    guard inTable, model.kind == .other("tableViewCellContentView") else { return nil }
    let ownMargin = 8.0
    return EdgeInsets(
      top: 11, left: rootMargins.left, bottom: 11,
      right: max(ownMargin, rootMargins.right - accessory))
  }

  /// The size this window, the host of `cell`'s container, gives `cell`: a table's cells,
  /// header and footer are as wide as the table and keep their saved height; anything else, and
  /// a cell whose container this scenario's size classes leave out, keeps its saved size.
  func size(of cell: IBScene) -> Size {
    let saved = cell.view(cell.rootViewID)?.frame?.size ?? .zero
    guard let placement = cell.placement, placement.role.followsContainerWidth,
      let container = built.first(where: { $0.model.id == placement.containerID })?.view
    else { return saved }
    // An inset-grouped table's cells are narrower than the table by its margins: the saved
    // difference between the two widths is kept.
    let inset = placement.host.first?.view(placement.containerID)?.frame.map {
      max(0, $0.width - saved.width)
    }
    return Size(width: max(0, container.frame.width - (inset ?? 0)), height: saved.height)
  }
}

extension StoryboardWindow {
  /// How far a table's cell at `minX`, `width` wide, reaches into the window's side insets:
  /// what `insetsContentViewsToSafeArea` insets its content view by, "to make the content fit
  /// within the safe area" (Documentation/Facts/Cells.md#table-and-collection-view-cells):
  /// `left = clamp(insets.left − minX, 0, insets.left)`, `right = clamp(minX + width −
  /// (windowWidth − insets.right), 0, insets.right)` — the whole inset for a cell as wide as
  /// the window, less for an inset-grouped table's narrower cell. (A cell wider than the
  /// window, from a host laid out at a freeform size, is not inset by what lies beyond it.)
  static func outsideSafeArea(
    minX: Double, width: Double, windowWidth: Double, insets: EdgeInsets
  ) -> (left: Double, right: Double) {
    (
      min(insets.left, max(0, insets.left - minX)),
      min(insets.right, max(0, minX + width - (windowWidth - insets.right)))
    )
  }
}

extension IBScene {
  /// Where a cell, header or footer scene's root is put in the window: a table's at the
  /// table's left edge, which Plumb puts at the window's, plus the cell's own saved inset in
  /// the table (an inset-grouped table's margin); a collection view's at the safe area's left.
  func cellMinX(in insets: EdgeInsets) -> Double {
    guard placement?.role.followsContainerWidth ?? true else { return insets.left }
    return view(rootViewID)?.frame?.minX ?? 0
  }

  /// Whether the scene is a table view cell that is a xib's top-level view: in no table in the
  /// file, shown by the app in one (Documentation/Facts/Cells.md#a-cell-xib-in-a-table).
  var isStandaloneTableCell: Bool {
    controllerKind == .xib && placement == nil
      && view(rootViewID)?.kind == .other("tableViewCell")
  }

  /// Whether the scene is a collection view cell or reusable view that is a xib's top-level
  /// view: in no collection view in the file; the collection view that shows it places and
  /// sizes it by its layout's attributes
  /// (Documentation/Facts/Cells.md#a-cell-xib-in-a-collection-view).
  var isStandaloneCollectionCell: Bool {
    guard controllerKind == .xib, placement == nil, let root = view(rootViewID) else {
      return false
    }
    return root.kind == .other("collectionViewCell")
      || root.kind == .other("collectionReusableView")
  }

  /// The IB id of a cell's content view: the one its placement names, or a xib's top-level
  /// table view cell's `tableViewCellContentView` (older Xcodes wrote a plain `view` there).
  var cellContentViewID: String? {
    if let placement { return placement.contentViewID }
    guard isStandaloneTableCell else { return nil }
    let children = views.filter { $0.parentID == rootViewID }
    return
      (children.first { $0.kind == .other("tableViewCellContentView") }
      ?? children.first { $0.kind == .view })?.id
  }

  /// The room a cell's accessory takes at its trailing side, as the saved frames give it: the
  /// cell's saved width less its content view's trailing edge (0 for anything but a cell).
  var accessoryRoom: Double {
    guard let root = view(rootViewID)?.frame, let content = cellContentViewID,
      let saved = view(content)?.frame
    else { return 0 }
    return max(0, root.width - saved.maxX)
  }

  /// The cell scene with its root at `size` and its content view filling it as UIKit's cell
  /// does: the cell's bounds less the room of the accessory (at the trailing side) and of the
  /// separator (at the bottom), both as the saved frames give them — the difference between
  /// the cell's saved size and its content view's — and, for a table cell as wide as the
  /// window, less the safe area at the sides (`insetsContentViewsToSafeArea`,
  /// Documentation/Facts/Cells.md#content-view).
  func layingOutCell(at size: Size, sideInsets: (left: Double, right: Double)) -> IBScene {
    var scene = resizingRoot(to: size)
    guard let root = view(rootViewID)?.frame,
      let content = cellContentViewID,
      let index = scene.views.firstIndex(where: { $0.id == content }),
      let saved = scene.views[index].frame
    else { return scene }
    let accessory = accessoryRoom
    let separator = max(0, root.height - saved.maxY)
    scene.views[index].frame = Rect(origin: Point(x: sideInsets.left, y: 0), size: saved.size)
    scene.views[index].translatesAutoresizingMaskIntoConstraints = true
    scene.views[index].autoresizingMask = IBAutoresizingMask()
    // What the content view holds by its autoresizing mask follows it.
    return scene.resizingView(
      scene.views[index].id,
      to: Size(
        width: max(0, size.width - sideInsets.left - sideInsets.right - accessory),
        height: max(0, size.height - separator)))
  }
}
