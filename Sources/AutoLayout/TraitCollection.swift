/// The environment a view is laid out in: UIKit's `UITraitCollection`, reduced to the traits
/// layout depends on.
///
/// A view's ``View/traitCollection`` is its window's, changed by the ``View/traitOverrides`` of
/// the view and its ancestors (UIKit's `traitOverrides`, iOS 17): the window supplies the display
/// scale (its screen's) and layout direction; size classes are unspecified and the content size
/// category is ``ContentSizeCategory/large`` until overridden — a device's size classes come from
/// the device catalog (`Device.sizeClasses(in:)`).
public struct TraitCollection: Hashable, Sendable {
  /// The width's size class.
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  /// The height's size class.
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
  /// Pixels per point of the screen (1, 2 or 3).
  public var displayScale: Double = 1
  /// Which side leading is on.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// The reader's preferred text size (Dynamic Type).
  public var preferredContentSizeCategory: ContentSizeCategory = .large

  /// Creates a trait collection; every trait has its default unless given.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: Double = 1,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// One trait, for ``View/registerForTraitChanges(_:handler:)`` and ``changedTraits(from:)``.
  public enum Trait: Hashable, Sendable, CaseIterable {
    /// ``TraitCollection/horizontalSizeClass``.
    case horizontalSizeClass
    /// ``TraitCollection/verticalSizeClass``.
    case verticalSizeClass
    /// ``TraitCollection/displayScale``.
    case displayScale
    /// ``TraitCollection/layoutDirection``.
    case layoutDirection
    /// ``TraitCollection/preferredContentSizeCategory``.
    case preferredContentSizeCategory
  }

  /// The traits whose values differ between `other` and `self` (UIKit's
  /// `changedTraits(from:)`, iOS 17).
  public func changedTraits(from other: TraitCollection) -> Set<Trait> {
    var changed: Set<Trait> = []
    if horizontalSizeClass != other.horizontalSizeClass { changed.insert(.horizontalSizeClass) }
    if verticalSizeClass != other.verticalSizeClass { changed.insert(.verticalSizeClass) }
    if displayScale != other.displayScale { changed.insert(.displayScale) }
    if layoutDirection != other.layoutDirection { changed.insert(.layoutDirection) }
    if preferredContentSizeCategory != other.preferredContentSizeCategory {
      changed.insert(.preferredContentSizeCategory)
    }
    return changed
  }
}

/// Trait values a view sets for itself and its subtree (UIKit's `UITraitOverrides`, iOS 17);
/// `nil` inherits.
public struct TraitOverrides: Hashable, Sendable {
  /// Overrides ``TraitCollection/horizontalSizeClass``.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// Overrides ``TraitCollection/verticalSizeClass``.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// Overrides ``TraitCollection/preferredContentSizeCategory``.
  public var preferredContentSizeCategory: ContentSizeCategory?

  /// No overrides.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil,
    preferredContentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// `traits` with these overrides applied.
  func applied(to traits: TraitCollection) -> TraitCollection {
    var result = traits
    if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
    if let preferredContentSizeCategory {
      result.preferredContentSizeCategory = preferredContentSizeCategory
    }
    return result
  }
}

/// A registration made with ``View/registerForTraitChanges(_:handler:)``; pass it to
/// ``View/unregisterForTraitChanges(_:)`` to stop the calls.
public struct TraitChangeRegistration: Hashable, Sendable {
  let id: UInt64
}
