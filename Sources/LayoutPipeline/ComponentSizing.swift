import InterfaceBuilder
import LayoutCore

extension IBScene {
  /// The scene with its root at the size the app's code gives a component where it shows it
  /// (``IBScene/componentSize``) on a screen of `screen` with safe-area `insets`: each side
  /// given resolved on its own axis, a side not given kept at its design length, and the views
  /// its autoresizing masks tie to the root following it. Unchanged without a size.
  func sizedAsShown(on screen: Size, insets: EdgeInsets) -> IBScene {
    guard let shown = componentSize, let design = view(rootViewID)?.frame?.size else {
      return self
    }
    let width = shown.width?.resolved(screen: screen.width, insets: insets.left + insets.right)
    let height = shown.height?.resolved(
      screen: screen.height, insets: insets.top + insets.bottom)
    return resizingRoot(
      to: Size(width: width ?? design.width, height: height ?? design.height))
  }
}

extension Source {
  /// The root view ids of the xib component views (``IBScene/isComponentXib``) `names` names:
  /// the root view's IB id or custom class, or the class of the File's Owner that holds it (a
  /// custom view that loads the xib as its content view); none in a storyboard or layout file.
  package func componentIDs(named names: [String]) -> [String] {
    (interfaceBuilderDocument?.scenes ?? []).filter { $0.isComponentXib(named: names) }
      .map(\.rootViewID)
  }

  /// Gives the xib component views `names` names the size the app's code shows them at, as
  /// a project file says it; they are then laid out at it, not at their design size.
  package mutating func sizeComponents(named names: [String], to size: IBComponentSize) {
    changeDocument { document in
      for index in document.scenes.indices
      where document.scenes[index].isComponentXib(named: names) {
        document.scenes[index].componentSize = size
      }
    }
  }
}

extension IBScene {
  /// Whether the scene is a xib's component view that one of `names` names.
  fileprivate func isComponentXib(named names: [String]) -> Bool {
    guard isComponentXib else { return false }
    let own = [rootViewID, view(rootViewID)?.customClass, loadingOwnerClass].compactMap { $0 }
    return own.contains(where: names.contains)
  }
}
