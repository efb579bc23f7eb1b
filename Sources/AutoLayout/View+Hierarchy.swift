extension View {
  /// Adds `view` as the frontmost child, removing it from its old superview first.
  ///
  /// Adding a view to one of its own descendants is ignored. Entering a window hands the
  /// subtree's active constraints to the window's solver at the next layout pass.
  ///
  /// - Complexity: O(size of `view`'s subtree).
  public func addSubview(_ view: View) {
    guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
    if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
      // Already a child: only bring it to the front, keeping its constraints (as UIKit does).
      subviews.append(subviews.remove(at: index))
      return
    }
    view.removeFromSuperview()
    // Grown from empty one append at a time, the list would be allocated for one subview and
    // then reallocated for the second; a container usually has a few (a cell's content).
    if subviews.capacity == 0 { subviews.reserveCapacity(Self.initialSubviewCapacity) }
    subviews.append(view)
    view.superview = self
    // The window and its engine are looked up once for the whole subtree: each lookup is a
    // load of `window`, a retain and a release.
    let window = self.window
    let engine = window?.engine
    @inline(__always)
    func enter(_ descendant: View, depth: Int) {
      descendant.depth = depth
      descendant.window = window
      descendant.windowEngineSerial = engine?.serial ?? 0
      engine?.attach(descendant)
    }
    enter(view, depth: depth + 1)
    // A view added before its subviews (the usual order) is a leaf: no walk, and no stack.
    if !view.subviews.isEmpty {
      view.forEachInSubtree { descendant in
        guard descendant !== view else { return }
        enter(descendant, depth: (descendant.superview?.depth ?? -1) + 1)
      }
    }
    view.setNeedsUpdateSystemConstraints(engine: engine)
    // `setNeedsLayout()`, with the engine at hand.
    engine?.needsLayout = true
    view.refreshTraits()
  }

  /// Room for a view's first subviews (see `addSubview(_:)`).
  static let initialSubviewCapacity = 4

  /// Removes the view from its superview and window.
  ///
  /// As in UIKit, active constraints between the view's subtree and views outside it are
  /// deactivated; constraints inside the subtree stay active and apply again when the subtree
  /// joins a window.
  ///
  /// - Complexity: O(size of the subtree, plus the constraints mentioning it).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    var members = Set<ObjectIdentifier>()
    var views: [View] = []
    forEachInSubtree {
      members.insert(ObjectIdentifier($0))
      views.append($0)
    }
    var leaving: [LayoutConstraint] = []
    for view in views {
      for item in view.allItems {
        for constraint in item.referencingConstraints.values {
          guard let container = constraint.container else { continue }
          if !members.contains(ObjectIdentifier(container)) { leaving.append(constraint) }
        }
      }
    }
    LayoutConstraint.deactivate(leaving)
    if let index = parent.subviews.firstIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
    }
    superview = nil
    let oldWindow = window
    let rootDepth = depth
    for view in views {
      view.depth -= rootDepth
      view.window = nil
      view.windowEngineSerial = 0
      oldWindow?.engine.detach(view)
    }
    setNeedsUpdateSystemConstraints()
    parent.setNeedsLayout()
    refreshTraits()
    parent.subviewDidLeave(self)
  }

  /// `true` if `view` is this view or one of its ancestors.
  ///
  /// - Complexity: O(depth difference).
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current, candidate.depth >= view.depth {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Adds a layout guide to the view, which becomes its owning view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    layoutGuides.append(guide)
    guide.owningView = self
  }

  /// Removes a layout guide, deactivating the constraints that mention it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    LayoutConstraint.deactivate(Array(guide.referencingConstraints.values))
    layoutGuides.remove(at: index)
    guide.owningView = nil
  }

  /// The view and every layout guide it owns, system guides included.
  var allItems: [LayoutItem] {
    [self] + layoutGuides + [marginsGuide, safeAreaGuide, readableGuide].compactMap { $0 }
  }

  /// Calls `body` on the view and every descendant, parents before children.
  ///
  /// Iterative, so that arbitrarily deep trees do not overflow the stack.
  func forEachInSubtree(_ body: (View) -> Void) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The deepest view that is an ancestor of (or equal to) both views, or `nil` if they are in
  /// different hierarchies.
  ///
  /// - Complexity: O(distance from the deeper view to the common ancestor).
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    var a = a
    var b = b
    while a.depth > b.depth {
      guard let parent = a.superview else { return nil }
      a = parent
    }
    while b.depth > a.depth {
      guard let parent = b.superview else { return nil }
      b = parent
    }
    while a !== b {
      guard let pa = a.superview, let pb = b.superview else { return nil }
      a = pa
      b = pb
    }
    return a
  }

  @inline(__always)
  func addInstalledConstraint(_ constraint: LayoutConstraint) {
    constraint.containerIndex = installedConstraints.append(constraint)
  }

  func removeInstalledConstraint(_ constraint: LayoutConstraint) {
    let index = constraint.containerIndex
    guard (0..<installedConstraints.count).contains(index),
      installedConstraints[index] === constraint
    else { return }
    // Swap-remove keeps removal O(1) on views with many constraints.
    installedConstraints.remove(at: index)?.containerIndex = index
    constraint.containerIndex = -1
  }
}
