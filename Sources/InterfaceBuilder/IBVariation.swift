import Traits

/// A size-class `<variation>`: which constraints and subviews are installed for some classes,
/// and the properties that differ for them.
///
/// Interface Builder writes a constraint or subview that is installed only for some size
/// classes once, and then masks: `<variation key="default">` excludes it from the base
/// configuration and `<variation key="widthClass=compact">` includes it back for that class.
/// A property that differs is an attribute of the variation inside the element it changes:
/// `<variation key="widthClass=regular" constant="400"/>` in a constraint, `hidden="NO"` or a
/// stack's `spacing="20"` in a view (Documentation/Facts/InterfaceBuilder.md#size-class-variations).
public struct IBVariation: Hashable, Sendable {
  /// When the variation applies: `default` (always) or a width and/or height class.
  public var condition: IBSizeClassCondition
  /// The IB id of the view, or of the constraint, that holds it.
  public var ownerID: String
  /// Constraint ids included for the condition.
  public var includedConstraints: [String]
  /// Constraint ids excluded for the condition.
  public var excludedConstraints: [String]
  /// Subview ids included for the condition.
  public var includedSubviews: [String]
  /// Subview ids excluded for the condition.
  public var excludedSubviews: [String]
  /// The constraint's constant for the condition, if the variation sets it.
  public var constant: Double?
  /// The view's `hidden` for the condition, if the variation sets it.
  public var isHidden: Bool?
  /// The stack view's spacing for the condition, if the variation sets it.
  public var spacing: Double?
  /// What else the variation changes (attribute and element names, in document order), which
  /// Plumb does not lay out: reported at the element when the condition matches.
  public var notModelled: [String]
  /// The line of the element.
  public var line: Int
}

/// The `key` of a variation: `default`, `widthClass=compact`, `heightClass=regular`, or both
/// joined by `-`. A nil class matches any.
public struct IBSizeClassCondition: Hashable, Sendable {
  /// The width class required, or nil for any.
  public var width: UserInterfaceSizeClass?
  /// The height class required, or nil for any.
  public var height: UserInterfaceSizeClass?
  /// True for `key="default"`: the base configuration.
  public var isDefault: Bool

  /// Reads a variation key; nil if it is not one.
  init?(key: String) {
    if key == "default" {
      self.init(width: nil, height: nil, isDefault: true)
      return
    }
    var width: UserInterfaceSizeClass?
    var height: UserInterfaceSizeClass?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return nil }
      let sizeClass: UserInterfaceSizeClass
      switch pair[1] {
      case "compact": sizeClass = .compact
      case "regular": sizeClass = .regular
      default: return nil
      }
      switch pair[0] {
      case "widthClass" where width == nil: width = sizeClass
      case "heightClass" where height == nil: height = sizeClass
      default: return nil
      }
    }
    guard width != nil || height != nil else { return nil }
    self.init(width: width, height: height, isDefault: false)
  }

  /// Creates a condition.
  public init(width: UserInterfaceSizeClass?, height: UserInterfaceSizeClass?, isDefault: Bool) {
    self.width = width
    self.height = height
    self.isDefault = isDefault
  }

  /// Whether a window with these size classes meets the condition.
  public func matches(_ classes: SizeClassPair) -> Bool {
    if isDefault { return true }
    return (width == nil || width == classes.horizontal)
      && (height == nil || height == classes.vertical)
  }

  /// How many classes the condition names; a more specific variation is applied later.
  var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) + (isDefault ? -1 : 0) }
}

extension IBScene {
  /// The scene as a window with `classes` shows it: each matching variation's constant, `hidden`
  /// and stack spacing applied, less specific before more specific, in document order among
  /// equals, so the most specific wins.
  public func applyingVariations(for classes: SizeClassPair) -> IBScene {
    var scene = self
    for variation in applicableVariations(for: classes) {
      if let constant = variation.constant,
        let index = scene.constraints.firstIndex(where: { $0.id == variation.ownerID })
      {
        scene.constraints[index].constant = constant
      }
      guard let index = scene.views.firstIndex(where: { $0.id == variation.ownerID }) else {
        continue
      }
      if let hidden = variation.isHidden { scene.views[index].isHidden = hidden }
      if let spacing = variation.spacing, scene.views[index].stack != nil {
        scene.views[index].stack?.spacing = spacing
        scene.views[index].stack?.usesSystemSpacing = false
      }
    }
    return scene
  }

  /// The variations that apply in a window with `classes`, in the order they apply.
  public func applicableVariations(for classes: SizeClassPair) -> [IBVariation] {
    variations.enumerated()
      .filter { $0.element.condition.matches(classes) }
      .sorted {
        ($0.element.condition.specificity, $0.offset) < (
          $1.element.condition.specificity, $1.offset
        )
      }
      .map(\.element)
  }

  /// The constraints installed in a window with `classes`: placeholders removed (as Xcode does
  /// at build time) unless `includingPlaceholders` (Interface Builder's canvas, which lays
  /// them out; Documentation/Facts/InterfaceBuilder.md#placeholder-constraints), then the
  /// `default` variation's masks applied, then those of each matching size-class variation,
  /// less specific before more specific, in document order among equals.
  public func activeConstraints(
    for classes: SizeClassPair, includingPlaceholders: Bool = false
  ) -> [IBConstraint] {
    let installed = installedIDs(
      for: classes, included: \.includedConstraints, excluded: \.excludedConstraints)
    return constraints.filter {
      (includingPlaceholders || !$0.isPlaceholder) && installed.contains($0.id)
    }
  }

  /// The ids of views installed in a window with `classes` (all views but those a variation
  /// leaves out, and their subviews).
  public func installedViewIDs(for classes: SizeClassPair) -> Set<String> {
    var installed = installedIDs(
      for: classes, included: \.includedSubviews, excluded: \.excludedSubviews)
    // Views come parents first, so one pass drops the subviews of a removed view too.
    for view in views {
      if let parent = view.parentID, !installed.contains(parent) { installed.remove(view.id) }
    }
    return installed
  }

  private func installedIDs(
    for classes: SizeClassPair, included: KeyPath<IBVariation, [String]>,
    excluded: KeyPath<IBVariation, [String]>
  ) -> Set<String> {
    var installed = Set(constraints.map(\.id)).union(views.map(\.id))
    for variation in applicableVariations(for: classes) {
      installed.subtract(variation[keyPath: excluded])
      installed.formUnion(variation[keyPath: included])
    }
    return installed
  }
}
