import Cassowary
import DeviceCatalog

/// A handler registered for some traits.
struct TraitChangeHandler {
  let id: UInt64
  let traits: Set<TraitCollection.Trait>
  let handler: (View, TraitCollection) -> Void
}

extension View {
  /// The view's traits: its window's display scale and layout direction, with the
  /// ``traitOverrides`` of the view and its ancestors applied.
  public var traitCollection: TraitCollection { cachedTraitCollection }

  /// Calls `handler` with the view and its previous traits whenever one of `traits` changes
  /// (UIKit's `registerForTraitChanges(_:handler:)`, iOS 17): the place to swap constraint sets
  /// between size classes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: Set<TraitCollection.Trait>,
    handler: @escaping (_ view: View, _ previousTraitCollection: TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    // A fresh solver variable's id is process-unique, the way constraints number themselves.
    let registration = TraitChangeRegistration(id: Variable().id)
    traitChangeHandlers.append(
      TraitChangeHandler(id: registration.id, traits: traits, handler: handler))
    return registration
  }

  /// Stops the calls of a registration; an unknown registration is ignored.
  public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
    traitChangeHandlers.removeAll { $0.id == registration.id }
  }

  /// The traits the view's superview (or, for a root, its window or the defaults) hands down.
  /// A device window has its device's size classes in its orientation (`Device.sizeClasses(in:)`
  /// states Apple's rules and their sources).
  @inline(__always)
  private var inheritedTraits: TraitCollection {
    if let superview { return superview.cachedTraitCollection }
    guard let window = self as? Window else { return TraitCollection() }
    var traits = TraitCollection(
      displayScale: window.screen.scale, layoutDirection: window.layoutDirection)
    if let device = window.device, let orientation = window.interfaceOrientation {
      let classes = device.sizeClasses(in: orientation)
      traits.horizontalSizeClass = classes.horizontal
      traits.verticalSizeClass = classes.vertical
    }
    return traits
  }

  /// Recomputes the traits of the view and its subtree, top down, and reports each change.
  ///
  /// A view whose traits come out unchanged stops the walk below it (its subviews derive from
  /// it), so adding a view to a parent with the same traits costs O(1), whatever the depth.
  /// Iterative, for deep trees. The stack is made only once a changed view turns out to have
  /// subviews: a view added before its subviews (the usual order) is a leaf, and the array was
  /// an allocation per `addSubview` (Benchmarks/Results/2026-11-27-layer-build.md).
  func refreshTraits() {
    guard let traits = applyTraits(inherited: inheritedTraits), !subviews.isEmpty else { return }
    var pending: [(View, TraitCollection)] = subviews.reversed().map { ($0, traits) }
    while let (view, inherited) = pending.popLast() {
      guard let traits = view.applyTraits(inherited: inherited) else { continue }
      for child in view.subviews.reversed() { pending.append((child, traits)) }
    }
  }

  /// Gives the view the traits `inherited` with its overrides applied and reports the change;
  /// `nil` if they are unchanged (nothing is reported then, and the subtree keeps its traits).
  ///
  /// The caller reads `subviews` only after this returns: the handlers may change them.
  @inline(__always)
  private func applyTraits(inherited: TraitCollection) -> TraitCollection? {
    let traits = traitOverrides.applied(to: inherited)
    let previous = cachedTraitCollection
    guard traits != previous else { return nil }
    cachedTraitCollection = traits
    traitsDidChange(from: previous)
    traitCollectionDidChange(previous)
    // The set of changed traits (an allocation and a hash per trait) only for a view with
    // handlers: every view made in code changes its display scale when it joins a window.
    if !traitChangeHandlers.isEmpty {
      let changed = traits.changedTraits(from: previous)
      for registration in traitChangeHandlers where !registration.traits.isDisjoint(with: changed) {
        registration.handler(self, previous)
      }
    }
    return traits
  }
}
