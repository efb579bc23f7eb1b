import DeviceCatalog
import LayoutCore
import LayoutFile
import ProposalLayout

/// A layout file's SwiftUI `body:` hosted in a device's window for one scenario and laid out,
/// as a hosting controller fills the window: the tree is proposed the safe area of the
/// device in the scenario's orientation (the keyboard's top edge is the bottom of the safe area
/// while it is shown: SwiftUI's keyboard safe area), text is measured at the scenario's Dynamic
/// Type size, and frames are in window coordinates.
struct BodyWindow {
  let document: LayoutDocument
  let body: ViewBody
  let environment: ScenarioEnvironment
  let builder: BodyBuilder
  /// The window's safe area as the tree saw it (with the keyboard when shown).
  let safeAreaInsets: EdgeInsets
  /// The laid-out tree, with the named frames.
  let result: ProposalLayout.LayoutResult
  /// Each view's parent (a container, or the view whose modifier holds it), `nil` at the top.
  let parents: [Int?]

  init(_ document: LayoutDocument, body: ViewBody, environment: ScenarioEnvironment)
    throws(LayoutFileError)
  {
    self.document = document
    self.body = body
    self.environment = environment
    builder = try BodyBuilder(
      document, body: body, contentSize: environment.scenario.contentSizeCategory)
    let screen = environment.screen
    var insets = environment.safeAreaInsetsAboveKeyboard
    safeAreaInsets = insets
    // Right to left, the tree is laid out as if left to right and then flipped
    // (``isRightToLeft``): the side insets are laid out on the sides they land on after.
    if environment.scenario.locale.layoutDirection == .rightToLeft {
      (insets.left, insets.right) = (insets.right, insets.left)
    }
    var context = LayoutContext(textMeasurer: builder.bodyMeasurer)
    context.displayScale = screen.scale
    let root = builder.root()
    result = PhaseClock.during(.solve) {
      root.layoutResult(inWindowOf: screen.size, safeAreaInsets: insets, context: context)
    }
    var parents = [Int?](repeating: nil, count: body.nodes.count)
    for (index, node) in body.nodes.enumerated() {
      for child in node.children + node.modifiers.flatMap(\.kind.contentViews) {
        parents[child] = index
      }
    }
    self.parents = parents
  }

  /// What each view inherits from the views around it, in one forward pass (parents come
  /// first): whether it or an ancestor ignores the safe area, and its font.
  var inherited: [(ignoresSafeArea: Bool, font: TextStyle?)] {
    var result: [(ignoresSafeArea: Bool, font: TextStyle?)] = []
    result.reserveCapacity(body.nodes.count)
    for (index, node) in body.nodes.enumerated() {
      let parent = parents[index].map { result[$0] }
      var ignores = parent?.ignoresSafeArea ?? false
      var font = parent?.font
      for modifier in node.modifiers {
        if case .ignoresSafeArea = modifier.kind { ignores = true }
        if case .font(let style) = modifier.kind { font = style }
      }
      result.append((ignores, font))
    }
    return result
  }

  /// Whether the scenario lays out right to left: SwiftUI then flips each view's x position
  /// within its parent (Documentation/Facts/Localization.md#right-to-left), which Plumb does
  /// to the frames the proposal layout gives.
  var isRightToLeft: Bool { environment.scenario.locale.layoutDirection == .rightToLeft }

  /// `frame`, in window coordinates, where a right-to-left layout shows it.
  func shown(_ frame: Rect) -> Rect {
    guard isRightToLeft else { return frame }
    var mirrored = frame
    mirrored.origin.x = environment.screen.size.width - frame.maxX
    return mirrored
  }

  /// The frame tree for pictures and JSON: frames rounded to the display's pixels, as
  /// SwiftUI draws them.
  func frameTree() -> FrameTree {
    let laidOut =
      isRightToLeft
      ? result.tree.mirroredHorizontally(within: environment.screen.size.width) : result.tree
    var tree = laidOut.roundedToPixels(displayScale: environment.screen.scale)
    tree.kind = .view
    return tree
  }

  /// Every view shown, in file order, with its frame in window coordinates (unrounded). A view
  /// not shown (a `ViewThatFits` choice not taken) has no item.
  ///
  /// A `background`, `overlay` or `safeAreaInset`'s content is drawn behind or in front of the
  /// view it modifies (the modified view's content passes under an inset bar), so on the
  /// neutral screen it is that view's sibling, layered on purpose (``LaidOutItem/mayOverlap``)
  /// — as are a `ZStack`'s children. Each item is placed by its line of the body, along both
  /// axes.
  func items() -> [LaidOutItem] {
    let inherited = self.inherited
    var decorations = Set<Int>()
    for node in body.nodes {
      for modifier in node.modifiers {
        decorations.formUnion(modifier.kind.contentViews)
      }
    }
    var items: [LaidOutItem] = []
    var itemIndex = [Int?](repeating: nil, count: body.nodes.count)
    for (index, node) in body.nodes.enumerated() {
      guard let laidOut = result.frames(named: builder.itemNames[index]).first else { continue }
      let frame = shown(laidOut)
      var color = node.arguments.color
      if case .fill(let fill) = node.modifiers.first?.kind { color = fill }
      let name = builder.itemNames[index]
      // The view a decoration's parent modifies is its sibling: its parent is the modified
      // view's parent.
      var container = parents[index]
      if decorations.contains(index), let modified = container { container = parents[modified] }
      let source = [Finding.SourceConstraint(line: node.location.line, text: name)]
      var item = LaidOutItem(
        name: name, kind: .view, frame: frame, color: color,
        parent: parents[index].map { builder.itemNames[$0] } ?? "window",
        ignoresSafeArea: inherited[index].ignoresSafeArea,
        allowsClipping: inherited[index].ignoresSafeArea,
        text: node.arguments.text, role: Self.role(of: node.kind),
        parentIndex: container.flatMap { itemIndex[$0] },
        draws: Self.role(of: node.kind).draws,
        mayOverlap: decorations.contains(index)
          || container.map { body.nodes[$0].kind == .ZStack } == true,
        horizontalConstraints: source, verticalConstraints: source)
      if node.kind == .Text, let text = node.arguments.text, !text.isEmpty {
        let measurer = builder.measurer(for: inherited[index].font ?? .body)
        let needs = Text(text).sizeThatFits(
          ProposedViewSize(width: frame.width, height: nil),
          context: LayoutContext(textMeasurer: measurer))
        item.textFit = LaidOutItem.TextFit(needs: needs, pointSize: measurer.pointSize)
        item.textFont = LaidOutItem.TextFont(text: text, measurer: measurer)
      }
      item.line = node.location.line
      itemIndex[index] = items.count
      items.append(item)
    }
    return items
  }

  /// What a SwiftUI view is to the checks.
  static func role(of kind: ViewNode.Kind) -> LaidOutItem.Role {
    switch kind {
    case .Text: return .label
    case .Image: return .image
    case .Color, .Rectangle, .RoundedRectangle, .Circle, .Divider: return .shape
    case .HStack, .VStack, .Grid, .GridRow, .LazyVGrid, .LazyHGrid, .ViewThatFits: return .stack
    case .ZStack: return .layers
    case .Spacer: return .spacer
    case .ScrollView: return .scrollView
    }
  }

  /// Lays the body out and checks it: the shared checks (``ScreenChecks``) alone, as a body
  /// has no constraints to conflict or be ambiguous, and SwiftUI never makes a size negative.
  func layoutResult(checking: Bool) -> LayoutResult {
    let items = items()
    return LayoutResult(
      source: document.file, environment: environment, title: document.title, frames: frameTree(),
      items: items,
      findings: checking
        ? ScreenChecks.findings(items, in: environment, conventions: .swiftUI) : [],
      constraintSystem: nil)
  }
}

extension ViewNode.ModifierKind {
  /// The views the modifier holds (a background's, an overlay's, a safe-area bar's).
  var contentViews: [Int] {
    switch self {
    case .background(.views(let views, _)), .overlay(.views(let views, _)): return views
    case .safeAreaInset(_, _, let content): return content
    default: return []
    }
  }
}
