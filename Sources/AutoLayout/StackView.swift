import LayoutCore

/// A view that lines up its arranged subviews in a row or a column: UIKit's `UIStackView`.
///
/// Like UIKit's, it works by generating constraints — between itself, its arranged subviews and
/// two kinds of layout guides it owns — with UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, …) and priorities, so that a conflict report reads like
/// Xcode's. The generated constraints are among the stack view's ``View/constraints`` and are
/// rebuilt whenever a property, the arranged subviews, or one of them (hidden, intrinsic size)
/// changes. See <doc:StackViews> for the list and its sources.
///
/// The stack view positions and sizes its arranged subviews along and across its axis; the
/// stack view's own position (and, where its content does not fix it, its size) comes from your
/// constraints. Arranged subviews stop translating their frames into constraints, as in UIKit.
public final class StackView: View {
  /// The custom spacing that means "use ``spacing``" (UIKit's `spacingUseDefault`, `FLT_MAX`):
  /// passing it to ``setCustomSpacing(_:after:)`` removes a custom spacing.
  public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
  /// The spacing that means "the system spacing" (UIKit's `spacingUseSystem`, `FLT_MIN`): the
  /// gap becomes ``LayoutConstraint/systemSpacing``.
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

  /// The views the stack view arranges, in order. Each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// The axis the views line up along: `.horizontal` (a row, the default) or `.vertical`.
  public var axis: Axis = .horizontal { didSet { if axis != oldValue { rebuild() } } }

  /// How the views share the length of the axis; ``Distribution-swift.enum/fill`` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { rebuild() } }
  }

  /// How the views sit across the axis; ``Alignment-swift.enum/fill`` by default.
  ///
  /// Apple documents the baseline alignments for horizontal stacks only; a vertical stack given
  /// one is arranged as ``Alignment-swift.enum/fill``.
  public var alignment: Alignment = .fill { didSet { if alignment != oldValue { rebuild() } } }

  /// The gap between adjacent views, in points; 0 by default. Exact for the fill distributions
  /// and the least gap for ``Distribution-swift.enum/equalSpacing`` and
  /// ``Distribution-swift.enum/equalCentering``. Negative values let views overlap, as in UIKit.
  ///
  /// Setting a non-finite value changes nothing and reports a diagnostic to the window's
  /// ``Window/diagnosticsHandler``; ``setSpacing(_:)`` throws instead.
  public var spacing: Double {
    get { storedSpacing }
    set {
      do {
        try setSpacing(newValue)
      } catch {
        LayoutDiagnostic.stackViewInputRejected(error).deliver(near: [self])
      }
    }
  }

  /// Whether the views are laid out within the stack view's layout margins rather than its
  /// bounds; `false` by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuild() } }
  }

  /// Vertical stacks only: whether the gap between two views is measured from the last baseline
  /// of the upper view to the first baseline of the lower one; `false` by default.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { rebuild() } }
  }

  private var storedSpacing: Double = 0
  /// Custom spacings after arranged views, by view.
  private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints and guides of the current arrangement.
  private var currentConstraints: [LayoutConstraint] = []
  private var generatedGuides: [LayoutGuide] = []

  /// Creates a stack view arranging `views` (each becomes a subview).
  public init(arrangedSubviews views: [View] = [], identifier: String? = nil) {
    super.init(identifier: identifier)
    // Appending to a new stack view cannot fail: the index is the end, and a stack view without
    // a superview has no ancestors and is not among `views`.
    for view in views { try? arrange(view, at: arrangedSubviews.count) }
    rebuild()
  }

  // MARK: Spacing

  /// Sets ``spacing``.
  ///
  /// - Throws: ``StackViewError/nonFiniteSpacing(_:)``; the spacing is then unchanged.
  public func setSpacing(_ spacing: Double) throws(StackViewError) {
    guard spacing.isFinite else { throw .nonFiniteSpacing(spacing) }
    guard spacing != storedSpacing else { return }
    storedSpacing = spacing
    rebuild()
  }

  /// Sets the gap after one arranged view (UIKit's `setCustomSpacing(_:after:)`, iOS 11). The
  /// custom spacing replaces ``spacing`` for that gap; ``spacingUseDefault`` removes it and
  /// ``spacingUseSystem`` asks for the system spacing.
  ///
  /// - Throws: ``StackViewError/notArranged(_:)`` if `view` is not arranged here,
  ///   ``StackViewError/nonFiniteSpacing(_:)`` for an infinite or NaN spacing; nothing changes.
  public func setCustomSpacing(_ spacing: Double, after view: View) throws(StackViewError) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { throw .notArranged(view) }
    guard spacing.isFinite else { throw .nonFiniteSpacing(spacing) }
    let key = ObjectIdentifier(view)
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    rebuild()
  }

  /// The custom spacing after `view`, or ``spacingUseDefault`` if it has none (UIKit's
  /// `customSpacing(after:)`).
  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// The gap the arrangement uses after `view`: its custom spacing or ``spacing``, with
  /// ``spacingUseSystem`` resolved to the system spacing.
  func resolvedSpacing(after view: View) -> Double {
    let value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
    return value == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : value
  }

  // MARK: Arranged subviews

  /// Appends `view` to the arranged subviews, adding it as a subview if it is not one — as
  /// UIKit does. A view already arranged moves to the end.
  ///
  /// Refuses (changing nothing) the stack view itself and its ancestors: see
  /// ``insertArrangedSubview(_:at:)`` for the throwing form.
  public func addArrangedSubview(_ view: View) {
    let end = arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0)
    do {
      try insertArrangedSubview(view, at: end)
    } catch {
      LayoutDiagnostic.stackViewInputRejected(error).deliver(near: [self])
    }
  }

  /// Inserts `view` into the arranged subviews at `index`, adding it as a subview if it is not
  /// one (UIKit's behaviour). A view already arranged moves to `index`, counted without it.
  ///
  /// - Throws: ``StackViewError/indexOutOfRange(index:count:)`` or
  ///   ``StackViewError/cannotArrange(_:)``; nothing changes then.
  public func insertArrangedSubview(_ view: View, at index: Int) throws(StackViewError) {
    try arrange(view, at: index)
    rebuild()
  }

  private func arrange(_ view: View, at index: Int) throws(StackViewError) {
    guard view !== self, !isDescendant(of: view) else { throw .cannotArrange(view) }
    let others = arrangedSubviews.filter { $0 !== view }
    guard (0...others.count).contains(index) else {
      throw .indexOutOfRange(index: index, count: others.count)
    }
    arrangedSubviews = others
    arrangedSubviews.insert(view, at: index)
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
  }

  /// Removes `view` from the arranged subviews. As in UIKit it stays a subview (call
  /// ``View/removeFromSuperview()`` to remove it entirely); its custom spacing is forgotten. A
  /// view that is not arranged is ignored.
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    rebuild()
  }

  /// A subview leaving the stack view leaves the arrangement too (UIKit's rule).
  override func subviewDidLeave(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    rebuild()
  }

  /// An arranged view was hidden or shown, or its intrinsic size changed (which only the
  /// proportional distribution reads).
  override func subviewDidChange(_ view: View, _ change: SubviewChange) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    if change == .intrinsicSize, distribution != .fillProportionally { return }
    rebuild()
  }

  // MARK: Generating constraints

  /// Marks the arrangement out of date. It is rebuilt once, before the next layout pass solves
  /// (or when its constraints are read), however many changes came before: arranging n views
  /// one by one costs O(n), not O(n²).
  func rebuild() {
    needsArrangement = true
    setNeedsUpdateSystemConstraints()
  }

  private var needsArrangement = true

  /// The constraints of the current arrangement, brought up to date first.
  var generatedConstraints: [LayoutConstraint] {
    rebuildIfNeeded()
    return currentConstraints
  }

  /// The stack view's installed constraints, the generated ones included (brought up to date
  /// first).
  public override var constraints: [LayoutConstraint] {
    rebuildIfNeeded()
    return super.constraints
  }

  /// Replaces the generated constraints and guides with the current arrangement's, if anything
  /// changed since the last time. Run by the layout pass before the solver sees the constraints.
  override func updateArrangement() { rebuildIfNeeded() }

  private func rebuildIfNeeded() {
    guard needsArrangement else { return }
    needsArrangement = false
    LayoutConstraint.deactivate(currentConstraints)
    for guide in generatedGuides { removeLayoutGuide(guide) }
    var arrangement = StackArrangement(stack: self)
    arrangement.build()
    generatedGuides = arrangement.guides
    for guide in generatedGuides { addLayoutGuide(guide) }
    currentConstraints = arrangement.constraints
    LayoutConstraint.activate(currentConstraints)
  }
}
