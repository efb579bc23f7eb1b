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
    for constraint in constraints where !constraint.isActive {
      do {
        constraint.install(on: try constraint.validatedContainer())
      } catch {
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

  /// The view to install the constraint on: the nearest common ancestor of its items' views.
  func validatedContainer() throws(LayoutError) -> View {
    guard multiplier.isFinite, constant.isFinite else { throw .nonFiniteValue(self) }
    guard priority.isValid else { throw .invalidPriority(self) }
    // The terms are read in place, first then second: concatenating them, or joining them
    // lazily, allocated per check, and every constraint is checked when it is activated; a
    // copy of a term copies its weak reference (see `AnchorTerms.swift`).
    if mentionsDirectionalAttribute,
      first.containsAttribute(where: \.isAbsoluteHorizontalEdge)
        || second.containsAttribute(where: \.isAbsoluteHorizontalEdge)
    {
      throw .mixedDirectionalAttributes(self)
    }
    if kind == .user, first.count == 1, second.count <= 1 {
      // Anchors cannot mix kinds; the item-and-attribute initialiser can. A position needs a
      // second anchor: "Location anchors require being paired"
      // (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods).
      let a = firstAttribute.withoutMargins, b = secondAttribute.withoutMargins
      let compatible =
        second.isEmpty
        ? a.isDimension
        : (a.isDimension && b.isDimension) || (!a.isDimension && !b.isDimension && a.axis == b.axis)
      guard compatible, a != .notAnAttribute else { throw .incompatibleAttributes(self) }
    }
    var ancestor: View?
    try climb(first, to: &ancestor)
    try climb(second, to: &ancestor)
    guard let ancestor else { throw .deallocatedItem(self) }
    return ancestor
  }

  /// Narrows `ancestor` to the nearest common ancestor of it and the views of `terms`.
  private func climb(_ terms: [AnchorTerm], to ancestor: inout View?) throws(LayoutError) {
    for index in terms.indices {
      guard let item = terms.item(at: index) else { throw .deallocatedItem(self) }
      guard let view = item.hostView else { throw .guideWithoutOwningView(self) }
      guard let current = ancestor else {
        ancestor = view
        continue
      }
      // The same view twice (a view's width against its height) needs no walk.
      if current === view { continue }
      guard let common = View.nearestCommonAncestor(current, view) else {
        throw .noCommonAncestor(self)
      }
      ancestor = common
    }
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

  func install(on view: View) {
    container = view
    view.addInstalledConstraint(self)
    forEachReferencedItem { item, term in
      setReferencePosition(item.referencingConstraints.append(self), term: term)
    }
    enqueueInEngines(installedOn: view)
  }

  func uninstall() {
    enqueueInEngines()
    container?.removeInstalledConstraint(self)
    container = nil
    isBroken = false
    forEachReferencedItem { item, term in
      let hint = referencePosition(term: term)
      guard let (moved, position) = item.referencingConstraints.remove(self, hint: hint) else { return }
      moved.forEachReferencedItem { movedItem, movedTerm in
        if movedItem === item { moved.setReferencePosition(position, term: movedTerm) }
      }
    }
  }

  /// Calls `body` once per live item the constraint mentions, with the index of the first term
  /// (first's terms, then second's) that names it.
  func forEachReferencedItem(_ body: (LayoutItem, Int) -> Void) {
    let terms = first.count + second.count
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

  /// The item of the `index`-th anchor term (first's terms, then second's), read in place.
  private func item(ofTerm index: Int) -> LayoutItem? {
    index < first.count ? first.item(at: index) : second.item(at: index - first.count)
  }

  private func referencePosition(term: Int) -> Int {
    switch term {
    case 0: return referencePositions.0
    case 1: return referencePositions.1
    case 2: return referencePositions.2
    case 3: return referencePositions.3
    default: return -1
    }
  }

  private func setReferencePosition(_ position: Int, term: Int) {
    switch term {
    case 0: referencePositions.0 = position
    case 1: referencePositions.1 = position
    case 2: referencePositions.2 = position
    case 3: referencePositions.3 = position
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
