import LayoutCore

/// The four attributes of one axis, so that the arrangement is written once for rows and
/// columns: a row's leading/trailing/width/centre X are a column's top/bottom/height/centre Y.
struct StackEdges {
  let leading: LayoutConstraint.Attribute
  let trailing: LayoutConstraint.Attribute
  let length: LayoutConstraint.Attribute
  let center: LayoutConstraint.Attribute

  init(_ axis: Axis) {
    switch axis {
    case .horizontal: (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
    case .vertical: (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
    }
  }
}

/// The constraints and guides a ``StackView`` generates for its current state: UIKit's list, as
/// printed from a real `UIStackView` by Alexander Grebenyuk ("Let's Build UIStackView",
/// https://kean.blog/post/lets-build-uistackview), written for either axis.
///
/// Along the axis (`a` for the first visible view, `z` for the last, `C` the canvas — the stack
/// view, or its layout-margins guide with ``StackView/isLayoutMarginsRelativeArrangement``):
/// * `UISV-canvas-connection`: `C.leading == a.leading`, `z.trailing == C.trailing`;
/// * `UISV-spacing`: `next.leading == previous.trailing + gap` (`>=` for the equal-spacing
///   distributions; last baseline to first baseline with baseline-relative arrangement);
/// * the distribution's own: `UISV-fill-equally` (`v.length == a.length`),
///   `UISV-fill-proportionally` (`v.length == share × C.length` at 999, 998, …),
///   `UISV-distributing-edge` and `UISV-fill-equally` between gap guides.
///
/// Across the axis, `UISV-alignment` ties every view to the first visible one; the fill
/// alignment connects the first view to both canvas edges, the others use an "alignment
/// spanner" guide that encloses every view (`UISV-spanning-boundary`, at 999.5 where an edge is
/// pinned), hugs them (`UISV-spanning-fit`, 51) and lets views keep their own size
/// (`UISV-ambiguity-suppression`, 25). Hidden views collapse (`UISV-hiding`).
struct StackArrangement {
  unowned let stack: StackView
  private(set) var constraints: [LayoutConstraint] = []
  private(set) var guides: [LayoutGuide] = []

  init(stack: StackView) { self.stack = stack }

  /// UIKit's priorities for the arrangement (Grebenyuk's listing; see the type's comment).
  enum Priorities {
    /// The pinned edge of the alignment spanner.
    static let spanningBoundary = LayoutPriority(rawValue: 999.5)
    /// The spanner shrinking onto the views.
    static let spanningFit = LayoutPriority(rawValue: 51)
    /// The stack view shrinking onto its content across the axis (baseline alignments, and a
    /// lone centred view).
    static let canvasFit = LayoutPriority(rawValue: 49)
    /// Views without a cross-axis size collapse rather than stay ambiguous.
    static let ambiguitySuppression = LayoutPriority(rawValue: 25)
    /// Equal gaps between centres, below hugging (250) so views keep their intrinsic lengths.
    static let equalCentering = LayoutPriority(rawValue: 149)
    /// Multi-line text in a baseline-aligned row takes an equal share of the width.
    static let textWidthDisambiguation = LayoutPriority(rawValue: 760)
    /// The first view's proportional length; each next view's is one lower, down to
    /// `lowestProportional`.
    static let firstProportional: Float = 999
    /// The floor of the proportional lengths' priorities, still above compression resistance.
    static let lowestProportional: Float = 751
  }

  mutating func build() {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    let canvas: LayoutItem =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    buildAxis(visible, canvas: canvas)
    buildHidden(canvas: canvas)
    buildCrossAxis(visible, canvas: canvas)
  }

  // MARK: Along the axis

  private mutating func buildAxis(_ visible: [View], canvas: LayoutItem) {
    let edges = StackEdges(stack.axis)
    guard let first = visible.first, let last = visible.last else { return }
    add("UISV-canvas-connection", (canvas, edges.leading), .equal, (first, edges.leading))
    add("UISV-canvas-connection", (last, edges.trailing), .equal, (canvas, edges.trailing))

    let pairs = Array(zip(visible, visible.dropFirst()))
    let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for (previous, next) in pairs {
      let gap = stack.resolvedSpacing(after: previous)
      if baselines {
        add(
          "UISV-spacing", (next, .firstBaseline), equalGaps ? .greaterThanOrEqual : .equal,
          (previous, .lastBaseline), constant: gap)
      } else {
        add(
          "UISV-spacing", (next, edges.leading), equalGaps ? .greaterThanOrEqual : .equal,
          (previous, edges.trailing), constant: gap)
      }
    }

    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        add("UISV-fill-equally", (view, edges.length), .equal, (first, edges.length))
      }
    case .fillProportionally:
      addProportionalLengths(visible, pairs: pairs, canvas: canvas, edges: edges)
    case .equalSpacing, .equalCentering:
      addGapGuides(pairs, edges: edges)
    }
  }

  /// `v.length == share × C.length` at 999, 998, … (never below 751), where `share = length /
  /// (sum of lengths + sum of gaps)`: at its natural length the stack gives every view its
  /// length, and longer or shorter it scales them together. A view's length is its intrinsic
  /// length; a stack view's is its fitting size (`nestedStackLength`); another view without one
  /// (`noIntrinsicMetric`) counts with its current frame's length, as UIKit does (a view loaded
  /// from a storyboard with its saved frame,
  /// Documentation/Facts/AutoLayout.md#fill-proportionally). A share of exactly 1 — one view
  /// holds all the length and there are no gaps — is required, as is the `length == 0` of a view
  /// with an intrinsic length of 0; one with neither an intrinsic nor a frame length gets its
  /// zero share at its own priority, never required, so its own constraints decide. When the
  /// lengths add up to nothing (`sum of lengths + sum of gaps <= max(sum of gaps, 1)`) there is
  /// nothing to be proportional to and the views share the stack equally instead.
  private mutating func addProportionalLengths(
    _ visible: [View], pairs: [(View, View)], canvas: LayoutItem, edges: StackEdges
  ) {
    let lengths = visible.map { view -> (length: Double, intrinsic: Bool) in
      // A measured length, as an intrinsic one: a zero is a required zero.
      if let nested = view as? StackView { return (max(nestedStackLength(nested), 0), true) }
      let intrinsic = view.intrinsicContentSize[stack.axis]
      if intrinsic != View.noIntrinsicMetric, intrinsic.isFinite {
        return (max(intrinsic, 0), true)
      }
      return (max(view.frame.size[stack.axis], 0), false)
    }
    let gaps = pairs.reduce(0) { $0 + stack.resolvedSpacing(after: $1.0) }
    let total = lengths.reduce(0) { $0 + $1.length } + gaps
    guard total > max(gaps, 1) else {
      // Nothing to be proportional to: equal lengths, each tied to the first view's (required).
      guard let first = visible.first else { return }
      for view in visible.dropFirst() {
        add("UISV-fill-equally", (view, edges.length), .equal, (first, edges.length))
      }
      return
    }
    for (index, (view, measured)) in zip(visible, lengths).enumerated() {
      let priority = LayoutPriority(
        rawValue: max(Priorities.firstProportional - Float(index), Priorities.lowestProportional))
      guard measured.length > 0 else {
        add(
          "UISV-fill-proportionally", (view, edges.length), .equal, nil,
          priority: measured.intrinsic ? .required : priority)
        continue
      }
      // UIKit tests the multiplier itself for exactly 1, so no tolerance here.
      let share = measured.length / total
      add(
        "UISV-fill-proportionally", (view, edges.length), .equal, (canvas, edges.length),
        multiplier: share, priority: share == 1 ? .required : priority)
    }
  }

  /// The length UIKit measures a stack view arranged in this fill-proportionally stack by
  /// (`-[UIStackView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]`,
  /// Documentation/Facts/AutoLayout.md#fill-proportionally): its fitting size, not its frame. In
  /// a column whose alignment is fill, the height that fits the column's current width (less its
  /// layout margins with a margins-relative arrangement), the width required and the height at
  /// `fittingSizeLevel`; otherwise its compressed size along this stack's axis.
  ///
  /// Fitting the nested stack builds its own arrangement, which fits the stacks nested in it in
  /// turn: a recursion as deep as the file nests stacks, so each level makes sure of its stack.
  private func nestedStackLength(_ nested: StackView) -> Double {
    withSufficientStack {
      guard stack.axis == .vertical, stack.alignment == .fill else {
        return nested.systemLayoutSizeFitting(View.layoutFittingCompressedSize)[stack.axis]
      }
      var width = stack.frame.width
      if stack.isLayoutMarginsRelativeArrangement {
        width -= stack.layoutMargins.left + stack.layoutMargins.right
      }
      return nested.systemLayoutSizeFitting(
        Size(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
  }

  /// One gap guide between each pair of views: from trailing edge to leading edge for equal
  /// spacing, from centre to centre for equal centering; all the same length (required for
  /// spacing, 149 for centering).
  private mutating func addGapGuides(_ pairs: [(View, View)], edges: StackEdges) {
    let centering = stack.distribution == .equalCentering
    var firstGap: LayoutGuide?
    for (previous, next) in pairs {
      let gap = LayoutGuide(identifier: "UISV-distributing")
      guides.append(gap)
      add(
        "UISV-distributing-edge", (gap, edges.leading), .equal,
        (previous, centering ? edges.center : edges.trailing))
      add(
        "UISV-distributing-edge", (gap, edges.trailing), .equal,
        (next, centering ? edges.center : edges.leading))
      if let reference = firstGap {
        add(
          "UISV-fill-equally", (gap, edges.length), .equal, (reference, edges.length),
          priority: centering ? Priorities.equalCentering : .required)
      } else {
        firstGap = gap
      }
    }
  }

  // MARK: Hidden views

  /// A hidden view has no length along the axis (`UISV-hiding`) and is placed by one
  /// `UISV-spacing-hidden` constraint at `fittingSizeLevel` (50), as UIKit's
  /// `_UIOrderedLayoutArrangement` places it
  /// (Documentation/Facts/AutoLayout.md#hidden-arranged-views): after the view before it when
  /// some visible view comes earlier, else before the view after it. The gap is half the
  /// spacing after the preceding view — with the system spacing always (a `0.5` multiplier),
  /// with a number only when a visible view lies on both sides (at or before the preceding
  /// view, at or after the following one), else 0. A stack whose views are all hidden keeps
  /// them at its leading edge.
  private mutating func buildHidden(canvas: LayoutItem) {
    let edges = StackEdges(stack.axis)
    let views = stack.arrangedSubviews
    guard views.contains(where: \.isHidden) else { return }
    guard let firstVisible = views.firstIndex(where: { !$0.isHidden }),
      let lastVisible = views.lastIndex(where: { !$0.isHidden })
    else {
      for view in views {
        add("UISV-hiding", (view, edges.length), .equal, nil)
        add("UISV-hiding", (view, edges.leading), .equal, (canvas, edges.leading))
      }
      return
    }
    for (index, view) in views.enumerated() where view.isHidden {
      add("UISV-hiding", (view, edges.length), .equal, nil)
      let (preceding, following) = index > firstVisible ? (index - 1, index) : (index, index + 1)
      let gap = hiddenGap(
        after: views[preceding],
        visibleOnBothSides: firstVisible <= preceding && following <= lastVisible)
      add(
        "UISV-spacing-hidden", (views[following], edges.leading), .equal,
        (views[preceding], edges.trailing), constant: gap, priority: .fittingSizeLevel)
    }
  }

  /// The gap of a `UISV-spacing-hidden` constraint after `preceding` (UIKit's
  /// `_edgeToEdgeConstraintForGapBetweenPrecedingItem:…` and
  /// `_expectedEdgeToEdgeSpacingForPrecedingItem:…`): half the system spacing, or half a numeric
  /// spacing when visible views lie on both sides, else 0.
  private func hiddenGap(after preceding: View, visibleOnBothSides: Bool) -> Double {
    let custom = stack.customSpacing(after: preceding)
    let spacing = custom == StackView.spacingUseDefault ? stack.spacing : custom
    if spacing == StackView.spacingUseSystem { return LayoutConstraint.systemSpacing / 2 }
    return visibleOnBothSides ? spacing / 2 : 0
  }

  // MARK: Across the axis

  private mutating func buildCrossAxis(_ visible: [View], canvas: LayoutItem) {
    guard let reference = visible.first else { return }
    let cross = StackEdges(stack.axis.cross)
    var alignment = stack.alignment
    if alignment.isBaseline, stack.axis == .vertical { alignment = .fill }
    let others = stack.arrangedSubviews.filter { $0 !== reference }

    // UISV-alignment: every other arranged view (hidden ones too) to the first visible one.
    let tied: [LayoutConstraint.Attribute]
    switch alignment {
    case .fill: tied = [cross.leading, cross.trailing]
    case .leading: tied = [cross.leading]
    case .trailing: tied = [cross.trailing]
    case .center: tied = [cross.center]
    case .firstBaseline: tied = [.firstBaseline]
    case .lastBaseline: tied = [.lastBaseline]
    }
    for view in others {
      for attribute in tied {
        add("UISV-alignment", (view, attribute), .equal, (reference, attribute))
      }
    }

    if alignment == .fill {
      add("UISV-canvas-connection", (canvas, cross.leading), .equal, (reference, cross.leading))
      add("UISV-canvas-connection", (reference, cross.trailing), .equal, (canvas, cross.trailing))
      return
    }

    if visible.count == 1, alignment == .center {
      // A lone centred view needs no spanner (Grebenyuk): it stays inside the canvas, centred.
      add(
        "UISV-canvas-connection", (canvas, cross.leading), .lessThanOrEqual,
        (reference, cross.leading))
      add(
        "UISV-canvas-connection", (canvas, cross.trailing), .greaterThanOrEqual,
        (reference, cross.trailing))
      add("UISV-canvas-connection", (canvas, cross.center), .equal, (reference, cross.center))
      add("UISV-canvas-fit", (stack, cross.length), .equal, nil, priority: Priorities.canvasFit)
      addAmbiguitySuppression(cross)
      return
    }

    let spanner = LayoutGuide(identifier: "UISV-alignment-spanner")
    guides.append(spanner)
    switch alignment {
    case .leading:
      add("UISV-canvas-connection", (canvas, cross.leading), .equal, (reference, cross.leading))
      add("UISV-canvas-connection", (spanner, cross.trailing), .equal, (canvas, cross.trailing))
    case .trailing:
      add("UISV-canvas-connection", (canvas, cross.leading), .equal, (spanner, cross.leading))
      add("UISV-canvas-connection", (reference, cross.trailing), .equal, (canvas, cross.trailing))
    default:
      add("UISV-canvas-connection", (canvas, cross.leading), .equal, (spanner, cross.leading))
      add("UISV-canvas-connection", (spanner, cross.trailing), .equal, (canvas, cross.trailing))
      if alignment == .center {
        add("UISV-canvas-connection", (canvas, cross.center), .equal, (reference, cross.center))
      }
    }
    for view in visible {
      switch alignment {
      case .leading:
        add(
          "UISV-spanning-boundary", (spanner, cross.leading), .equal, (view, cross.leading),
          priority: Priorities.spanningBoundary)
        add(
          "UISV-spanning-boundary", (spanner, cross.trailing), .greaterThanOrEqual,
          (view, cross.trailing))
      case .trailing:
        add(
          "UISV-spanning-boundary", (spanner, cross.leading), .lessThanOrEqual,
          (view, cross.leading))
        add(
          "UISV-spanning-boundary", (spanner, cross.trailing), .equal, (view, cross.trailing),
          priority: Priorities.spanningBoundary)
      default:
        add(
          "UISV-spanning-boundary", (spanner, cross.leading), .lessThanOrEqual,
          (view, cross.leading))
        add(
          "UISV-spanning-boundary", (spanner, cross.trailing), .greaterThanOrEqual,
          (view, cross.trailing))
      }
    }
    add("UISV-spanning-fit", (spanner, cross.length), .equal, nil, priority: Priorities.spanningFit)
    if alignment.isBaseline {
      add("UISV-canvas-fit", (stack, cross.length), .equal, nil, priority: Priorities.canvasFit)
      addTextWidthDisambiguation(visible)
    }
    addAmbiguitySuppression(cross)
  }

  /// `v.length == 0` at 25 across the axis for every arranged view, so a view without an
  /// intrinsic cross size collapses instead of being ambiguous.
  private mutating func addAmbiguitySuppression(_ cross: StackEdges) {
    for view in stack.arrangedSubviews {
      add(
        "UISV-ambiguity-suppression", (view, cross.length), .equal, nil,
        priority: Priorities.ambiguitySuppression)
    }
  }

  /// Multi-line labels in a baseline-aligned row: `width == (1/n) × stack.width −
  /// spacing × (n − 1) / n` at 760, an equal share of the row, so that the wrapping width (and
  /// with it the baseline) is not ambiguous. The constant is from a public reverse-engineering
  /// note (secondary); Plumb applies it to multi-line labels only, the views whose width is
  /// otherwise open.
  private mutating func addTextWidthDisambiguation(_ visible: [View]) {
    let count = Double(visible.count)
    let spacing = stack.spacing
    for view in visible {
      guard let label = view as? Label, label.numberOfLines != 1 else { continue }
      add(
        "UISV-text-width-disambiguation", (label, .width), .equal, (stack, .width),
        multiplier: 1 / count, constant: -spacing * (count - 1) / count,
        priority: Priorities.textWidthDisambiguation)
    }
  }

  // MARK: Making constraints

  private mutating func add(
    _ identifier: String, _ first: (LayoutItem, LayoutConstraint.Attribute),
    _ relation: LayoutConstraint.Relation, _ second: (LayoutItem, LayoutConstraint.Attribute)?,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) {
    constraints.append(
      LayoutConstraint(
        first: AnchorTerms(first.0, first.1), relation: relation,
        second: second.map { AnchorTerms($0.0, $0.1) } ?? AnchorTerms(), multiplier: multiplier,
        constant: constant, priority: priority, identifier: identifier))
  }
}
