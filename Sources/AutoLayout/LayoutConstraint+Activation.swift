extension LayoutConstraint {
  /// Activates constraints, installing each on the nearest common ancestor of its items
  /// (`NSLayoutConstraint.activate(_:)`).
  ///
  /// The window's solver takes every constraint activated before a layout pass in one batch. A
  /// constraint that cannot be activated — items in different hierarchies, for instance — stays
  /// inactive and is reported, never a crash: to the diagnostics handler of the window of one of
  /// its items (``Window/diagnosticsHandler``), or as a log line on standard error. Use
  /// ``activateChecked(_:)`` to get a thrown ``LayoutError`` instead.
  public static func activate(_ constraints: [LayoutConstraint]) {
    // Consecutive constraints are mostly installed in the same window: its engine is looked
    // up once, not once per constraint — a load of `window` and of its `engine`.
    var engines = ContainerEngine()
    // Unretained: `constraints` holds each to the end of the loop.
    constraints.forEachUnretained { constraint in
      guard !constraint.isActive else { return }
      do throws(LayoutError) {
        try constraint.validateAndInstall(engines: &engines)
      } catch {
        // The handler is the caller's code and may move views between windows.
        engines = ContainerEngine()
        LayoutDiagnostic.activationFailed(error).deliver(near: constraint.items)
      }
    }
  }

  /// Activates all of `constraints` or none of them.
  ///
  /// - Throws: ``LayoutError`` for the first constraint that cannot be activated; none are
  ///   activated then.
  public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var containers: [View] = []
    for constraint in constraints { containers.append(try constraint.validatedContainer()) }
    for (constraint, container) in zip(constraints, containers) where !constraint.isActive {
      constraint.install(on: container)
    }
  }

  /// Deactivates constraints (`NSLayoutConstraint.deactivate(_:)`); the window's solver removes
  /// them in one batch at the next layout pass.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where constraint.isActive { constraint.uninstall() }
  }

  /// `activate(_:)`'s step for one inactive constraint: ``validatedContainer()``, then
  /// `install(on:windowEngine:)`, with the items of a constraint of one or two terms (nearly
  /// every one) read once for both: the search for the container and the references lists
  /// each loaded them (a load through the item's lifetime, a retain and a release, per item).
  /// The checks and their order — hence the error reported — are `validatedContainer()`'s.
  ///
  /// The items, their views and the container are held unretained, as `Unmanaged` references
  /// used through `_withUnsafeGuaranteedRef`: each was alive when read, and nothing here runs
  /// code that could free it (no caller's code, no release of a view or an item), while a
  /// strong local of each was a retain and a release per constraint.
  @inline(__always)
  private func validateAndInstall(engines: inout ContainerEngine) throws(LayoutError) {
    try validateValues()
    let counts = termCounts
    let terms = counts.first + counts.second
    guard terms <= 2 else {
      let container = try validatedContainer()
      install(on: container, windowEngine: engines.engine(of: container))
      return
    }
    guard let firstItem = unretainedItem(ofTerm: 0) else { throw .deallocatedItem(self) }
    guard let firstView = Self.hostView(of: firstItem) else {
      throw .guideWithoutOwningView(self)
    }
    var container = firstView
    var secondItem: Unmanaged<LayoutItem>?
    if terms == 2 {
      guard let item = unretainedItem(ofTerm: 1) else { throw .deallocatedItem(self) }
      guard let view = Self.hostView(of: item) else { throw .guideWithoutOwningView(self) }
      if view.toOpaque() != firstView.toOpaque() {
        let common = firstView._withUnsafeGuaranteedRef { a in
          view._withUnsafeGuaranteedRef { b in commonAncestor(a, b) }
        }
        guard let common else { throw .noCommonAncestor(self) }
        container = common
      }
      if item.toOpaque() != firstItem.toOpaque() { secondItem = item }
    }
    // `install(on:windowEngine:)`, with `forEachReferencedItem` on the items read above.
    container._withUnsafeGuaranteedRef { container in
      self.container = container
      containerWindowSerial = container.windowEngineSerial
      container.addInstalledConstraint(self)
      firstItem._withUnsafeGuaranteedRef {
        setReferencePosition($0.referencingConstraints.append(self), term: 0)
      }
      secondItem?._withUnsafeGuaranteedRef {
        setReferencePosition($0.referencingConstraints.append(self), term: 1)
      }
      engines.enqueue(self, installedOn: container)
    }
  }

  /// `item.hostView`, unretained (see `validateAndInstall(engines:)`): a view is its own, read
  /// without the dynamic call (and the retain of the view it returns). A guide's owning view
  /// is alive if it is read: nothing in activation releases a view.
  @inline(__always)
  private static func hostView(of item: Unmanaged<LayoutItem>) -> Unmanaged<View>? {
    item._withUnsafeGuaranteedRef { item in
      item.isView
        ? Unmanaged.passUnretained(unsafeDowncast(item, to: View.self))
        : item.hostView.map { Unmanaged.passUnretained($0) }
    }
  }

  /// The checks of ``validatedContainer()`` that do not look at the items.
  @inline(__always)
  private func validateValues() throws(LayoutError) {
    guard multiplier.isFinite, constant.isFinite else { throw .nonFiniteValue(self) }
    guard priority.isValid else { throw .invalidPriority(self) }
    // The terms are read in place, first then second: concatenating them, or joining them
    // lazily, allocated per check, and every constraint is checked when it is activated; a
    // copy of a term copies its reference to the item (see `AnchorTerms`).
    if mentionsDirectionalAttribute, containsAttribute(where: { $0.isAbsoluteHorizontalEdge }) {
      throw .mixedDirectionalAttributes(self)
    }
    let termCounts = termCounts
    if kind == .user, termCounts.first == 1, termCounts.second <= 1 {
      // Anchors cannot mix kinds; the item-and-attribute initialiser can. A position needs a
      // second anchor: "Location anchors require being paired"
      // (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods).
      // Two dimensions, or two positions along one axis; a dimension against a constant.
      let a = firstAttribute.family
      let compatible = second.isEmpty ? a == .dimension : a == secondAttribute.family
      guard compatible, a != .none else { throw .incompatibleAttributes(self) }
    }
  }

  /// The view to install the constraint on: the nearest common ancestor of its items' views.
  func validatedContainer() throws(LayoutError) -> View {
    try validateValues()
    let termCounts = termCounts
    var ancestor: View?
    for index in 0..<termCounts.first + termCounts.second {
      try climb(toTerm: index, from: &ancestor)
    }
    guard let ancestor else { throw .deallocatedItem(self) }
    return ancestor
  }

  /// Narrows `ancestor` to the nearest common ancestor of it and the view of the `index`-th
  /// anchor term (first's terms, then second's).
  private func climb(toTerm index: Int, from ancestor: inout View?) throws(LayoutError) {
    guard let item = item(ofTerm: index) else { throw .deallocatedItem(self) }
    guard let view = item.hostView else { throw .guideWithoutOwningView(self) }
    guard let current = ancestor else {
      ancestor = view
      return
    }
    // The same view twice (a view's width against its height) needs no walk.
    if current === view { return }
    guard let common = commonAncestor(current, view) else { throw .noCommonAncestor(self) }
    ancestor = common.takeUnretainedValue()
  }

  /// `View.nearestCommonAncestor(a, b)` for two different views, with the two relations nearly
  /// every constraint has — one view is the other's superview, or the two are siblings — settled
  /// from each view's `superview` compared in place, before the general walk: its depth reads (an
  /// exclusivity check each) and its steps (a retain and a release of a view each) cost several
  /// times more.
  @inline(__always)
  private func commonAncestor(_ a: View, _ b: View) -> Unmanaged<View>? {
    // Compared in place; only a common parent, the container, is loaded, and released at once:
    // it was alive when read, so something else holds it, and nothing in activation releases
    // a view.
    if a.isChild(of: b) { return Unmanaged.passUnretained(b) }
    if b.isChild(of: a) { return Unmanaged.passUnretained(a) }
    if a.hasSameSuperview(as: b), let parent = a.superview {
      return Unmanaged.passUnretained(parent)
    }
    return View.nearestCommonAncestor(a, b).map { Unmanaged.passUnretained($0) }
  }

  /// Activates a constraint whose container the caller knows — a view's own generated
  /// constraints — without the search for the items' nearest common ancestor. Values that
  /// cannot be activated go through ``activate(_:)``, which reports them.
  func activate(in container: View) {
    guard !isActive else { return }
    guard multiplier.isFinite, constant.isFinite, priority.isValid else {
      Self.activate([self])
      return
    }
    install(on: container)
  }

  /// `install(on:)` for a new, never activated constraint whose every term names `view` (a
  /// view's intrinsic size) and whose values the caller has checked (finite, a valid priority):
  /// installed on `view` and queued in `windowEngine`, the engine of `view`'s window, which the
  /// caller has looked up.
  ///
  /// It is not listed in the view's `referencingConstraints`: the view keeps it in
  /// `intrinsicSizeConstraints`, and the readers that want every constraint mentioning an item
  /// read ``LayoutItem/mentioningConstraints``, which adds it. The other readers of the lists —
  /// leaving a hierarchy, a layout-direction or font change — look for constraints it cannot
  /// be: one installed outside the subtree (it is installed on its own view), one with a
  /// leading, trailing or baseline term (it has a width or a height). A label with four of
  /// them and a handful of anchors' constraints overflowed the list's first allocation.
  ///
  /// The checks are the caller's because it has the values in locals: read here, each is an
  /// exclusivity check on the constraint's stored property.
  @inline(__always)
  func install(onSoleItem view: View, windowEngine: LayoutEngine?) {
    container = view
    containerWindowSerial = view.windowEngineSerial
    view.addInstalledConstraint(self)
    referencePositions.0 = Int32(ConstraintReferences.unlisted)
    // Never activated, so no engine holds it yet: only the window's engine is told.
    windowEngine?.enqueue(self)
  }

  func install(on view: View) { install(on: view, windowEngine: view.window?.engine) }

  /// Installs the constraint on `view`, whose window's engine the caller has looked up.
  private func install(on view: View, windowEngine: LayoutEngine?) {
    container = view
    containerWindowSerial = view.windowEngineSerial
    view.addInstalledConstraint(self)
    forEachReferencedItem { item, term in
      setReferencePosition(item.referencingConstraints.append(self), term: term)
    }
    enqueueInEngines(windowEngine: windowEngine)
  }

  func uninstall() {
    enqueueInEngines()
    container?.removeInstalledConstraint(self)
    container = nil
    containerWindowSerial = 0
    isBroken = false
    if isUnlistedInReferences {
      referencePositions.0 = -1
      return
    }
    forEachReferencedItem { item, term in
      let hint = referencePosition(term: term)
      guard let (moved, position) = item.referencingConstraints.remove(self, hint: hint) else {
        return
      }
      moved.forEachReferencedItem { movedItem, movedTerm in
        if movedItem === item { moved.setReferencePosition(position, term: movedTerm) }
      }
    }
  }

  /// Calls `body` once per live item the constraint mentions, with the index of the first term
  /// (first's terms, then second's) that names it.
  func forEachReferencedItem(_ body: (LayoutItem, Int) -> Void) {
    let termCounts = termCounts
    let terms = termCounts.first + termCounts.second
    if terms <= 2 {
      // An anchor against an anchor or a constant, nearly every constraint: each item loaded
      // once (a load, a retain and a release), where the general loop below loads the
      // first again to compare it with the second.
      let firstItem = item(ofTerm: 0)
      let secondItem = terms == 2 ? item(ofTerm: 1) : nil
      if let firstItem { body(firstItem, 0) }
      if let secondItem, secondItem !== firstItem { body(secondItem, 1) }
      return
    }
    for index in 0..<terms {
      guard let referenced = item(ofTerm: index) else { continue }
      // An item named by an earlier term of the same constraint is listed once.
      var seen = false
      for earlier in 0..<index where item(ofTerm: earlier) === referenced {
        seen = true
        break
      }
      if !seen { body(referenced, index) }
    }
  }

  /// `true` for an intrinsic-size constraint installed by `install(onSoleItem:windowEngine:)`,
  /// which is in no item's `referencingConstraints`.
  var isUnlistedInReferences: Bool {
    referencePositions.0 == Int32(ConstraintReferences.unlisted)
  }

  private func referencePosition(term: Int) -> Int {
    switch term {
    case 0: return Int(referencePositions.0)
    case 1: return Int(referencePositions.1)
    case 2: return Int(referencePositions.2)
    case 3: return Int(referencePositions.3)
    default: return -1
    }
  }

  private func setReferencePosition(_ position: Int, term: Int) {
    // A hint (see `referencePositions`): one past `Int32`'s range is stored as some other
    // number, which `ConstraintReferences.remove(_:hint:)` checks and then searches past.
    let hint = Int32(truncatingIfNeeded: position)
    switch term {
    case 0: referencePositions.0 = hint
    case 1: referencePositions.1 = hint
    case 2: referencePositions.2 = hint
    case 3: referencePositions.3 = hint
    default: break
    }
  }

  /// Describes the first anchor for error messages.
  var firstAnchorDescription: String { LayoutAnchor<Dimension>(terms: first).description }
  /// Describes the second anchor (or `nil`) for error messages.
  var secondAnchorDescription: String {
    second.isEmpty ? "nil" : LayoutAnchor<Dimension>(terms: second).description
  }
}

/// The engine of a view's window, remembered for the last window asked about: `activate(_:)`
/// installs runs of constraints on views of one window.
///
/// Keyed by the window's engine serial, which every view of the window keeps
/// (`View.windowEngineSerial`): a view of the same window is answered by a comparison, where
/// remembering the last view missed at each change of container (a feed cell's constraints go
/// on the root, the cell and its subviews in turn) and loaded `window` then, and held the
/// view.
///
/// Valid only while no view changes window: a caller drops it (makes a new one) after running
/// code it does not control.
struct ContainerEngine {
  /// The serial of `engine`, 0 for none.
  private var serial: UInt64 = 0
  private var engine: LayoutEngine?

  /// The engine of `container`'s window, or `nil` outside a window.
  ///
  /// A serial names one engine for the life of the process (a window makes its engine once), and
  /// a view keeps its window's until it leaves the window, so a view showing the remembered
  /// serial is in the remembered engine's window: the window is alive, since no code runs between
  /// the lookup and the caller's use that could free it. A view whose window was freed keeps
  /// that window's serial, which is never remembered: it is looked up, and gets `nil`.
  mutating func engine(of container: View) -> LayoutEngine? {
    let containerSerial = container.windowEngineSerial
    guard containerSerial != 0 else { return nil }
    if containerSerial != serial {
      engine = container.window?.engine
      serial = engine?.serial ?? 0
    }
    return engine
  }

  /// `constraint.enqueueInEngines(windowEngine: engine(of: container))` for a constraint just
  /// installed on `container`, with the engine used where it is kept: returned, it is a retain
  /// and a release per constraint activated.
  @inline(__always)
  mutating func enqueue(_ constraint: LayoutConstraint, installedOn container: View) {
    let containerSerial = container.windowEngineSerial
    if containerSerial != 0, containerSerial != serial {
      engine = container.window?.engine
      serial = engine?.serial ?? 0
    }
    // As `enqueueInEngines(windowEngine:)`: the engine that holds the constraint, if it is not
    // the window's, then the window's.
    let windowSerial = containerSerial == 0 ? 0 : serial
    if constraint.engineSerial != 0, constraint.engineSerial != windowSerial {
      constraint.engine?.enqueue(constraint)
    }
    if containerSerial != 0 { engine?.enqueue(constraint) }
  }
}
