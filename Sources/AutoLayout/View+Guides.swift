import LayoutCore

extension View {
  /// The margins with left and right sides: ``directionalLayoutMargins`` resolved for the
  /// view's layout direction. Setting it sets the directional margins (UIKit keeps the two in
  /// sync, Documentation/Facts/AutoLayout.md#leading-and-trailing).
  public var layoutMargins: EdgeInsets {
    get { directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
    set {
      directionalLayoutMargins = DirectionalEdgeInsets(
        newValue, direction: effectiveUserInterfaceLayoutDirection)
    }
  }

  /// The view's bounds inset by its layout margins (and, with
  /// ``insetsLayoutMarginsFromSafeArea``, by its safe-area insets too).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuide { return guide }
    let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
    marginsGuide = guide
    return guide
  }

  /// The part of the view not covered by the window's unsafe areas (status bar, sensor
  /// housing, home indicator). Outside a window it equals the bounds.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = safeAreaGuide { return guide }
    let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
    safeAreaGuide = guide
    return guide
  }

  /// A region of comfortable line length: within the margins guide, centred in it, and at most
  /// ``Window/readableContentWidth`` wide
  /// (Documentation/Facts/AutoLayout.md#readable-content-guide).
  public var readableContentGuide: LayoutGuide {
    if let guide = readableGuide { return guide }
    _ = layoutMarginsGuide
    let guide = makeSystemGuide("UIViewReadableContentGuide")
    readableGuide = guide
    return guide
  }

  private func makeSystemGuide(_ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide(identifier: identifier)
    guide.owningView = self
    window?.engine.trackGuides(of: self)
    setNeedsUpdateSystemConstraints()
    return guide
  }

  /// The layout direction the view uses: forced by its ``semanticContentAttribute``, or else the
  /// window's (Documentation/Facts/AutoLayout.md#leading-and-trailing).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    layoutDirection(windowDirection: window?.layoutDirection ?? .leftToRight)
  }

  /// ``effectiveUserInterfaceLayoutDirection`` for the view in a window laid out in
  /// `windowDirection`.
  func layoutDirection(
    windowDirection: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return windowDirection
    }
  }

  /// Re-installs the constraints whose leading and trailing flip, and refreshes the margins.
  func layoutDirectionDidChange() {
    var views: [View] = []
    if self is Window { forEachInSubtree { views.append($0) } } else { views = [self] }
    for view in views {
      for item in view.allItems {
        for constraint in item.referencingConstraints.values
        where constraint.installed != nil && constraint.mentionsDirectionalAttribute {
          constraint.needsReinstall = true
          constraint.enqueueInEngines()
        }
      }
      view.setNeedsUpdateSystemConstraints()
    }
  }
}
