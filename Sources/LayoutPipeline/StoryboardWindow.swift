import AutoLayout
import Cassowary
import DeviceCatalog
import InterfaceBuilder
import LayoutCore
import LayoutFile
import LayoutVocabulary

/// A view whose intrinsic content size the document gives (a switch, an image, a button's title
/// and insets), standing in for the UIKit control. Its solved rectangle is the control's
/// alignment rectangle; UIKit's frame reaches `alignmentInsets` beyond it.
final class SizedView: View {
  let intrinsic: Size
  let alignmentInsets: EdgeInsets

  init(intrinsic: Size, alignmentInsets: EdgeInsets = .zero, identifier: String) {
    self.intrinsic = intrinsic
    self.alignmentInsets = alignmentInsets
    super.init(identifier: identifier)
  }

  override var intrinsicContentSize: Size { intrinsic }

}

/// An Interface Builder scene built into a window for one scenario and laid out, with UIKit's
/// semantics: the root view fills the window, views keep their design frames unless
/// `translatesAutoresizingMaskIntoConstraints` is off, stack views arrange their subviews, and
/// the constraints installed for the window's size classes are active. Not `Sendable`.
final class StoryboardWindow: BuiltWindow {
  let scene: IBScene
  let file: String
  let window: Window
  /// The bars and size the scene's controller is given; nil for a xib's top-level view.
  let chrome: ControllerChrome?
  private(set) var views: [(name: String, view: View)] = []
  private(set) var guides: [(name: String, guide: LayoutGuide)] = []
  private(set) var diagnostics: [LayoutDiagnostic] = []
  private(set) var names: [ObjectIdentifier: String] = [:]
  private(set) var viewTexts: [String?] = []
  /// The scene's views that are installed, in scene order, with their model.
  private(set) var built: [(model: IBView, view: View)] = []
  private var viewsByID: [String: View] = [:]
  private var written: [ObjectIdentifier: IBConstraint] = [:]
  /// Each view's frame as the document saved it, by IB id: before the root is resized to the
  /// window and the views its autoresizing mask moves follow it.
  let savedFrames: [String: Rect]
  /// The scene's size-class variations that apply in this window, in the order they apply.
  let applicableVariations: [IBVariation]
  /// For a xib's top-level table view cell at run time, the size it is laid out at: a row of a
  /// table as wide as the window (Documentation/Facts/Cells.md#a-cell-xib-in-a-table).
  let standaloneCellSize: Size?
  /// Whether the scene is a xib's top-level view laid out at its design size (a cell, a
  /// component, any xib on Interface Builder's canvas), not at the window's.
  let keepsDesignSize: Bool
  /// For a self-sizing row, the height its content fits at the row's width
  /// (``fittingRowHeight()``), found once before this window was laid out at it; nil for other
  /// scenes and for content whose constraints give it no height.
  var fittedRowHeight: Double?
  /// The pixels per point labels further round their height up to
  /// (``ScenarioEnvironment/labelHeightRoundingScale``).
  private let labelHeightRoundingScale: Double?

  /// Interface Builder's guides are system guides; none is the scene's own to check.
  var checkedGuideNames: Set<String> { [] }

  /// Builds `scene` of `document` for `scenario` and lays it out; a cell scene at `cellSize`
  /// (see the convenience initializer, which finds it).
  ///
  /// - Throws: ``IBError`` when Auto Layout refuses a constraint (items without a common
  ///   ancestor, an x attribute related to a y attribute), naming the constraint and its line.
  init(
    _ scene: IBScene, of document: IBDocument, file: String, environment: ScenarioEnvironment,
    cellSize: Size?, containerFrame: Rect? = nil
  ) throws(IBError) {
    self.file = file
    labelHeightRoundingScale = environment.labelHeightRoundingScale
    window = environment.makeWindow()
    // A controller's bars grow the safe area its view is given, and may move the view below
    // them; a freeform controller lays out at its own size (``ControllerChrome``).
    chrome = ControllerChrome(
      scene, of: document, environment: environment, containerFrame: containerFrame)
    if let chrome {
      Self.drawOnScreen(window, size: chrome.screenSize, insets: chrome.safeAreaInsets)
    }
    // Interface Builder draws a xib's component view as its design device's screen: the
    // canvas's simulated insets fall inside the view's own bounds, wherever it sits. Followed
    // where the saving Xcode's canvas is in the table (``InterfaceBuilderCanvas/rows``)
    // (Documentation/Facts/InterfaceBuilder.md#a-xibs-top-level-view).
    if environment.isInterfaceBuilderCanvas, scene.isComponentXib,
      InterfaceBuilderCanvas.row(for: document) != nil,
      let size = scene.view(scene.rootViewID)?.frame?.size
    {
      Self.drawOnScreen(window, size: size, insets: environment.screen.safeAreaInsets)
    }
    let traits = window.traitCollection
    let classes = SizeClassPair(
      horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
    // Constants, `hidden` and stack spacing as the size classes' variations set them.
    // A view controller's root fills the window, and the views kept by their autoresizing
    // masks follow it; a xib's root keeps its design size.
    let resolved = scene.applyingVariations(for: classes)
    // A xib's top-level view keeps its design size, except a view controller's view at run
    // time, which UIKit sizes to the window (``IBScene/isSizedToWindowAtRunTime``).
    keepsDesignSize =
      scene.controllerKind == .xib
      && (environment.isInterfaceBuilderCanvas || !scene.isSizedToWindowAtRunTime)
    let insets = environment.screen.safeAreaInsets
    // A xib's table view cell is in no table: at run time, a row of one as wide as the window,
    // at its saved height; on Interface Builder's canvas, its design size.
    savedFrames = Dictionary(
      scene.views.compactMap { view in view.frame.map { (view.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    let windowWidth = window.bounds.width
    standaloneCellSize =
      scene.isStandaloneTableCell && !environment.isInterfaceBuilderCanvas
      ? scene.view(scene.rootViewID)?.frame.map { Size(width: windowWidth, height: $0.height) }
      : nil
    if let size = cellSize ?? standaloneCellSize {
      // A table's cell insets its content view by the part of it outside the safe area.
      let sides =
        scene.placement?.role.followsContainerWidth ?? true
        ? Self.outsideSafeArea(
          minX: scene.cellMinX(in: insets), width: size.width, windowWidth: windowWidth,
          insets: insets) : (left: 0, right: 0)
      self.scene = resolved.layingOutCell(at: size, sideInsets: sides)
    } else if keepsDesignSize {
      // A component at run time is as big as the project file says the app's code makes it,
      // else its design size.
      self.scene =
        environment.isInterfaceBuilderCanvas
        ? resolved : resolved.sizedAsShown(on: window.bounds.size, insets: insets)
    } else {
      self.scene = resolved.resizingRoot(to: chrome?.rootFrame.size ?? window.bounds.size)
    }
    // A xib's top-level view keeps its own width, which decides its side margins.
    let xibRootWidth =
      keepsDesignSize && scene.placement == nil
      ? self.scene.view(scene.rootViewID)?.frame?.width : nil
    applicableVariations = scene.applicableVariations(for: classes)
    window.diagnosticsHandler = { [weak self] in self?.diagnostics.append($0) }
    addViews(
      document, installed: self.scene.installedViewIDs(for: classes),
      safeArea: environment.screen.safeAreaInsets,
      rootMargins: environment.rootViewMargins(
        laidOutWidth: chrome?.rootFrame.width ?? xibRootWidth ?? window.bounds.width),
      accessory: scene.accessoryRoom)
    // Interface Builder's canvas keeps the placeholder constraints the build removes.
    try activate(
      self.scene.activeConstraints(
        for: classes, includingPlaceholders: environment.isInterfaceBuilderCanvas))
    PhaseClock.during(.solve) { window.layoutIfNeeded() }
  }

  // MARK: Views

  private func addViews(
    _ document: IBDocument, installed: Set<String>, safeArea insets: EdgeInsets,
    rootMargins: EdgeInsets, accessory: Double
  ) {
    for model in scene.views where installed.contains(model.id) {
      let view = makeView(model, document)
      view.isHidden = model.isHidden
      view.setContentHuggingPriority(
        LayoutPriority(rawValue: Float(model.huggingPriority.horizontal)), for: .horizontal)
      view.setContentHuggingPriority(
        LayoutPriority(rawValue: Float(model.huggingPriority.vertical)), for: .vertical)
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: Float(model.compressionResistancePriority.horizontal)),
        for: .horizontal)
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: Float(model.compressionResistancePriority.vertical)),
        for: .vertical)
      if let margins = model.layoutMargins
        ?? Self.cellContentMargins(
          model, rootMargins, accessory: accessory, inTable: scene.placement != nil)
      {
        view.directionalLayoutMargins = DirectionalEdgeInsets(
          top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
      }
      view.insetsLayoutMarginsFromSafeArea = model.insetsLayoutMarginsFromSafeArea
      if let parentID = model.parentID, let parent = viewsByID[parentID] {
        // A view keeps its design frame through its autoresizing mask unless IB turned that off.
        view.translatesAutoresizingMaskIntoConstraints =
          model.translatesAutoresizingMaskIntoConstraints
        // Loading a nib gives every view its saved frame before Auto Layout runs; a view under
        // constraints keeps it only until layout, but a fill-proportionally stack measures
        // views without an intrinsic size by it.
        if let frame = model.frame { view.frame = frame }
        if let stack = parent as? StackView {
          stack.addArrangedSubview(view)
        } else {
          parent.addSubview(view)
        }
      } else {
        // The root view: UIKit sizes a view controller's view to the window it fills. A xib's
        // top-level view (a cell, a card) keeps its own, often freeform, design size; it is put
        // at the safe area's top left corner, where an app would show it. A xib saved at the
        // screen's size is a screen: at (0, 0), its subviews following the safe area as in a
        // view controller's view, not offset by it a second time.
        if scene.placement != nil || standaloneCellSize != nil, let frame = model.frame {
          // A cell, header or footer: at the top of the safe area, where its table's first row
          // would be.
          view.frame = Rect(
            x: scene.cellMinX(in: insets), y: insets.top, width: frame.width, height: frame.height)
        } else if keepsDesignSize, let frame = model.frame, frame.size != window.bounds.size {
          view.frame = Rect(x: insets.left, y: insets.top, width: frame.width, height: frame.height)
        } else {
          view.frame = chrome?.rootFrame ?? window.bounds
        }
        view.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(view)
        let xibViewWithMargins = scene.controllerKind == .xib && model.layoutMargins != nil
        if scene.placement == nil && !Self.cellElements.contains(model.kind.elementName)
          && !xibViewWithMargins
        {
          // A view controller's root view respects the system minimum layout margins at its
          // sides (`viewRespectsSystemMinimumLayoutMargins`, on by default): the file's own
          // margins where larger, else 16 or 20 pt beside the safe area
          // (Documentation/Facts/Devices.md#root-view-margins). Above and below, the safe area.
          // Interface Builder lays a xib's top-level view (not a cell) without margins of its
          // own out as a view controller's view too
          // (Documentation/Facts/InterfaceBuilder.md#a-xibs-top-level-view).
          let own = model.layoutMargins ?? EdgeInsets.zero
          view.layoutMargins = EdgeInsets(
            top: own.top, left: max(own.left, rootMargins.left), bottom: own.bottom,
            right: max(own.right, rootMargins.right))
        }
      }
      let name = model.displayName
      viewsByID[model.id] = view
      names[ObjectIdentifier(view)] = name
      views.append((name, view))
      viewTexts.append(model.kind == .label || model.kind == .textField ? model.text : nil)
      built.append((model, view))
    }
  }

  /// Gives `window` a screen of `size` with `insets` (a controller's own size below its bars,
  /// or the canvas's screen for a component), keeping the scenario's size classes.
  private static func drawOnScreen(_ window: Window, size: Size, insets: EdgeInsets) {
    let classes = window.traitCollection
    window.screen = Screen(size: size, scale: window.screen.scale, safeAreaInsets: insets)
    window.traitOverrides.horizontalSizeClass = classes.horizontalSizeClass
    window.traitOverrides.verticalSizeClass = classes.verticalSizeClass
  }

  /// The elements of a xib's top-level cells, which are no view controller's view.
  static let cellElements: Set = [
    "tableViewCell", "collectionViewCell", "collectionReusableView",
  ]

  /// The AutoLayout view for a model view, with its intrinsic size.
  private func makeView(_ model: IBView, _ document: IBDocument) -> View {
    let none = View.noIntrinsicMetric
    let traits = window.traitCollection
    let sizing = ControlSizing(
      displayScale: traits.displayScale, category: traits.preferredContentSizeCategory,
      imageSizes: document.imageSizes, toolsVersion: document.toolsVersion)
    switch model.kind {
    case .label:
      let label: Label
      if let style = model.font?.textStyle {
        label = Label(text: model.text ?? "", textStyle: style, identifier: model.id)
      } else {
        label = Label(
          text: model.text ?? "", pointSize: model.font?.pointSize ?? 17, identifier: model.id)
        // A face without metrics is measured as the regular weight and reported apart.
        label.fixedWeight = model.font?.measuredWeight ?? .regular
        label.fixedFont = model.font?.shipped.map(MeasuredFont.file)
      }
      label.numberOfLines = model.numberOfLines
      label.heightRoundingScale = labelHeightRoundingScale
      return label
    case .stackView:
      let stack = StackView(identifier: model.id)
      if let properties = model.stack {
        stack.axis = properties.axis
        stack.distribution = StackView.Distribution(properties.distribution)
        stack.alignment = StackView.Alignment(properties.alignment)
        // `spacingType="standard"` is the system spacing
        // (Documentation/Facts/InterfaceBuilder.md#stack-view-standard-spacing).
        try? stack.setSpacing(
          properties.usesSystemSpacing ? StackView.spacingUseSystem : properties.spacing)
        stack.isBaselineRelativeArrangement = properties.isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
      }
      return stack
    case .scrollView:
      return ScrollView(identifier: model.id)
    case .imageView:
      let size = model.imageName.flatMap { document.imageSizes[$0] }
      return SizedView(
        intrinsic: Size(width: size?.width ?? none, height: size?.height ?? none),
        identifier: model.id)
    case .button:
      return SizedView(intrinsic: sizing.button(model), identifier: model.id)
    case .textField:
      return SizedView(intrinsic: sizing.textField(model), identifier: model.id)
    case .switch, .other:
      guard let control = sizing.control(model) else { fallthrough }
      return SizedView(
        intrinsic: control.size, alignmentInsets: control.alignmentInsets, identifier: model.id)
    case .view, .tableView, .collectionView:
      // A custom class's intrinsic size is its code's; Interface Builder records the placeholder
      // or designable size it laid the view out with, which stands in for it here
      // (Documentation/Facts/InterfaceBuilder.md#placeholder-and-designable-intrinsic-sizes).
      guard let size = model.designIntrinsicSize else { return View(identifier: model.id) }
      return SizedView(
        intrinsic: Size(width: size.width ?? none, height: size.height ?? none),
        identifier: model.id)
    }
  }

  // MARK: Constraints

  private func activate(_ constraints: [IBConstraint]) throws(IBError) {
    for model in constraints {
      guard let (first, firstAttribute) = item(model.firstItem, model.firstAttribute) else {
        continue
      }
      var second: (LayoutItem, LayoutConstraint.Attribute)?
      if let secondID = model.secondItem, let attribute = model.secondAttribute {
        // A constraint on a view that a size class leaves out is left out with it.
        guard let found = item(secondID, attribute) else { continue }
        second = found
      }
      var (firstItem, firstAttr, constant) = (first as LayoutItem, firstAttribute, model.constant)
      // A scroll view's edge or margin tied to its own content means the content area: with
      // `scroll.a == guide.a + offset`, `scroll.a == m·x + c` becomes `guide.a == m·x + c − offset`
      // and `x == m·scroll.a + c` becomes `x == m·guide.a + c + m·offset`.
      if let binding = ScrollContentBinding(first, firstAttribute, other: second?.0) {
        (firstItem, firstAttr, constant) = (
          binding.guide, binding.attribute, constant - binding.offset
        )
        register(binding.guide, "\(names[ObjectIdentifier(first)] ?? "").contentLayoutGuide")
      } else if let (item, attribute) = second,
        let binding = ScrollContentBinding(item, attribute, other: first)
      {
        second = (binding.guide, binding.attribute)
        constant += model.multiplier * binding.offset
        register(binding.guide, "\(names[ObjectIdentifier(item)] ?? "").contentLayoutGuide")
      }
      let constraint = LayoutConstraint(
        item: firstItem, attribute: firstAttr, relatedBy: Relation(model.relation),
        toItem: second?.0,
        attribute: second?.1 ?? .notAnAttribute, multiplier: second == nil ? 0 : model.multiplier,
        constant: constant)
      constraint.priority = LayoutPriority(rawValue: Float(model.priority))
      constraint.identifier = model.identifier ?? model.id
      written[ObjectIdentifier(constraint)] = model
      do {
        try LayoutConstraint.activateChecked([constraint])
      } catch {
        throw IBError(
          file: file, line: model.line, column: 0, kind: .rejectedConstraint,
          message: "Auto Layout refuses constraint \(model.id): \(error)")
      }
    }
  }

  /// The live item and attribute for an IB item id; nil when the item is not installed.
  private func item(_ id: String, _ attribute: LayoutAttribute) -> (
    LayoutItem, LayoutConstraint.Attribute
  )? {
    let mapped = LayoutConstraint.Attribute(attribute)
    if let view = viewsByID[id] { return (view, mapped) }
    guard let guide = scene.layoutGuides.first(where: { $0.id == id }),
      let owner = viewsByID[guide.ownerID] ?? rootView
    else { return nil }
    let live: LayoutGuide
    var attribute = mapped
    switch guide.key {
    case "contentLayoutGuide":
      live = (owner as? ScrollView)?.contentLayoutGuide ?? owner.safeAreaLayoutGuide
    case "frameLayoutGuide":
      live = (owner as? ScrollView)?.frameLayoutGuide ?? owner.safeAreaLayoutGuide
    case "layoutMarginsGuide": live = owner.layoutMarginsGuide
    case "topLayoutGuide":
      // The legacy guide's bottom is where the safe area starts.
      live = owner.safeAreaLayoutGuide
      if attribute == .bottom { attribute = .top }
    case "bottomLayoutGuide":
      live = owner.safeAreaLayoutGuide
      if attribute == .top { attribute = .bottom }
    default: live = owner.safeAreaLayoutGuide
    }
    register(live, "\(names[ObjectIdentifier(owner)] ?? guide.ownerID).\(guide.key)")
    return (live, attribute)
  }

  /// Names a guide a constraint uses, once, for the report.
  private func register(_ guide: LayoutGuide, _ name: String) {
    guard names[ObjectIdentifier(guide)] == nil else { return }
    names[ObjectIdentifier(guide)] = name
    guides.append((name, guide))
  }

  private var rootView: View? { viewsByID[scene.rootViewID] }

  func sourceConstraint(of constraint: LayoutConstraint) -> Finding.SourceConstraint? {
    written[ObjectIdentifier(constraint)].map {
      Finding.SourceConstraint(line: $0.line, text: Self.describe($0))
    }
  }

  /// `constraint c09-01-abc: rtV-01-abc.trailing == scr-01-abc.trailing`, in IB's ids.
  static func describe(_ c: IBConstraint) -> String {
    var text =
      "constraint \(c.id): \(c.firstItem).\(c.firstAttribute.interfaceBuilderName) \(c.relation.rawValue) "
    if let second = c.secondItem, let attribute = c.secondAttribute {
      text += c.multiplier == 1 ? "" : "\(formatted(c.multiplier, decimals: 6)) * "
      text += "\(second).\(attribute.interfaceBuilderName)"
      if c.constant != 0 {
        text +=
          c.constant < 0
          ? " - \(formatted(-c.constant, decimals: 6))" : " + \(formatted(c.constant, decimals: 6))"
      }
    } else {
      text += formatted(c.constant, decimals: 6)
    }
    if c.priority != 1000 { text += " @\(formatted(c.priority, decimals: 3))" }
    return text
  }
}
