import LayoutCore
import Testing

@testable import AutoLayout

@Test("A view inherits its window's traits: the screen's scale and the layout direction")
func viewsInheritWindowTraits() {
  let window = Window(screen: Screen(size: Size(width: 390, height: 844), scale: 3))
  let view = View()
  window.addSubview(view)
  #expect(view.traitCollection.displayScale == 3)
  #expect(view.traitCollection.layoutDirection == .leftToRight)
  #expect(view.traitCollection.preferredContentSizeCategory == .large)
  window.layoutDirection = .rightToLeft
  #expect(view.traitCollection.layoutDirection == .rightToLeft)
}

@Test("Overrides apply to the view and its subtree, and the nearest one wins")
func overridesFlowDown() {
  let window = Window(screen: Screen(size: Size(width: 390, height: 844), scale: 3))
  let parent = View()
  let child = View()
  window.addSubview(parent)
  parent.addSubview(child)
  window.traitOverrides = TraitOverrides(horizontalSizeClass: .compact, verticalSizeClass: .regular)
  parent.traitOverrides.horizontalSizeClass = .regular
  #expect(window.traitCollection.horizontalSizeClass == .compact)
  #expect(child.traitCollection.horizontalSizeClass == .regular)
  #expect(child.traitCollection.verticalSizeClass == .regular)
  // A view moved out of the override's subtree loses it.
  window.addSubview(child)
  #expect(child.traitCollection.horizontalSizeClass == .compact)
}

/// Records its trait changes and swaps a width constraint between size classes, the way an
/// app swaps constraint sets.
private final class AdaptiveView: View {
  var changes: [TraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    changes.append(previousTraitCollection)
  }
}

@Test("Rotation-style size class changes call traitCollectionDidChange and registered handlers")
func traitChangeCallbacks() {
  let window = Window(screen: Screen(size: Size(width: 390, height: 844), scale: 3))
  window.traitOverrides = TraitOverrides(horizontalSizeClass: .compact, verticalSizeClass: .regular)
  let view = AdaptiveView()
  view.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(view)
  let compact = view.widthAnchor.constraint(equalToConstant: 100)
  let regular = view.widthAnchor.constraint(equalToConstant: 300)
  compact.isActive = true
  var sizeClassCalls = 0
  let registration = view.registerForTraitChanges([.horizontalSizeClass]) { view, previous in
    sizeClassCalls += 1
    let isRegular = view.traitCollection.horizontalSizeClass == .regular
    compact.isActive = !isRegular
    regular.isActive = isRegular
    #expect(previous.horizontalSizeClass != view.traitCollection.horizontalSizeClass)
  }
  view.changes = []
  // Landscape on a large iPhone: regular width, compact height.
  window.traitOverrides = TraitOverrides(horizontalSizeClass: .regular, verticalSizeClass: .compact)
  window.layoutIfNeeded()
  #expect(sizeClassCalls == 1)
  #expect(view.changes.count == 1)
  #expect(view.frame.width == 300)
  // A category change is not a size class change: the handler stays quiet.
  window.traitOverrides.preferredContentSizeCategory = .extraLarge
  #expect(sizeClassCalls == 1)
  #expect(view.changes.count == 2)
  view.unregisterForTraitChanges(registration)
  window.traitOverrides.horizontalSizeClass = .compact
  #expect(sizeClassCalls == 1)
}

@Test("changedTraits(from:) lists exactly the traits that differ")
func changedTraitsList() {
  let a = TraitCollection(horizontalSizeClass: .compact, displayScale: 2)
  let b = TraitCollection(
    horizontalSizeClass: .regular, displayScale: 2, preferredContentSizeCategory: .small)
  #expect(b.changedTraits(from: a) == [.horizontalSizeClass, .preferredContentSizeCategory])
  #expect(a.changedTraits(from: a).isEmpty)
}
