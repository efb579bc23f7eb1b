import InterfaceBuilder

/// Who sizes a scene's root view at run time where Interface Builder draws it at its design
/// size: UIKit, to the window, or the app's code.
extension IBScene {
  /// Whether UIKit sizes the scene's root view to the window at run time, where Interface
  /// Builder's canvas draws it at its design size.
  ///
  /// A window's root view controller's view tracks the window's size, and a pushed or
  /// full-screen presented one covers the screen: a freeform size (the controller's own or
  /// its navigation or tab bar controller's) is a design-time size only
  /// (Documentation/Facts/Containers.md#freeform-size). It stays the size where something else
  /// decides: a container view that embeds the controller (an `embed` segue), a sheet, a
  /// `preferredContentSize` (a popover's, a form sheet's, an app extension's), and Notification
  /// Center for a Today widget's view. A xib's view
  /// whose File's Owner is a view controller is that controller's view
  /// (Documentation/Facts/Containers.md#a-view-controllers-xib).
  var isSizedToWindowAtRunTime: Bool {
    guard placement == nil, !settings.isTodayWidget else { return false }
    if controllerKind == .xib { return isControllerViewXib }
    return (settings.freeformSize ?? bars.containerSize) != nil && !bars.isEmbedded
      && bars.sheet == nil && settings.preferredContentSize == nil
  }

  /// Whether the scene is a xib's top-level view that File's Owner's `view` outlet holds for
  /// a view controller: an owner class named `…Controller`, the suffix Apple's templates and
  /// UIKit's own classes give view controllers. The xib does not say the owner's superclass;
  /// a custom view that loads the xib as its content (an owner named `…View`) is no
  /// controller.
  var isControllerViewXib: Bool {
    controllerKind == .xib && view(rootViewID)?.kind == .view
      && filesOwnerClass?.hasSuffix("Controller") == true
  }

  /// Whether the scene is a component: a xib's top-level view that is neither a cell nor a
  /// view controller's view, whose size and place the app's code decides when it adds it to
  /// a superview (Documentation/Facts/Containers.md#a-xibs-component-view).
  var isComponentXib: Bool {
    controllerKind == .xib && placement == nil && !isControllerViewXib
      && !(view(rootViewID).map { StoryboardWindow.cellElements.contains($0.kind.elementName) }
        ?? false)
  }

  /// The scene whose layout gives this one its size: a cell's outermost host (a table's
  /// cell inside another cell included), else the scene itself. A loop up the hosts.
  var outermostHost: IBScene {
    var outermost = self
    while let host = outermost.placement?.host.first { outermost = host }
    return outermost
  }
}
