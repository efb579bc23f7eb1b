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
    // The terms are read in place, first then second: concatenating them allocated an array
    // per check, and every constraint is checked when it is activated.
    let terms = [first, second].lazy.joined()
    if terms.contains(where: \.attribute.isDirectional),
      terms.contains(where: \.attribute.isAbsoluteHorizontalEdge)
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
    for term in terms {
      guard let item = term.item else { throw .deallocatedItem(self) }
      guard let view = item.hostView else { throw .guideWithoutOwningView(self) }
      guard let current = ancestor else {
        ancestor = view
        continue
      }
      guard let common = View.nearestCommonAncestor(current, view) else {
        throw .noCommonAncestor(self)
      }
      ancestor = common
    }
    guard let ancestor else { throw .deallocatedItem(self) }
    return ancestor
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
    for term in first { term.item?.referencingConstraints[ObjectIdentifier(self)] = self }
    for term in second { term.item?.referencingConstraints[ObjectIdentifier(self)] = self }
    enqueueInEngines()
  }

  func uninstall() {
    enqueueInEngines()
    container?.removeInstalledConstraint(self)
    container = nil
    isBroken = false
    for item in items { item.referencingConstraints[ObjectIdentifier(self)] = nil }
  }

  /// Describes the first anchor for error messages.
  var firstAnchorDescription: String { LayoutAnchor<Dimension>(terms: first).description }
  /// Describes the second anchor (or `nil`) for error messages.
  var secondAnchorDescription: String {
    second.isEmpty ? "nil" : LayoutAnchor<Dimension>(terms: second).description
  }
}
