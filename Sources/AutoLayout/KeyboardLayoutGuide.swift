import LayoutCore

/// Where the software keyboard is in a window.
public enum KeyboardState: Hashable, Sendable {
  /// Off screen (or undocked, which the guide does not follow: `followsUndockedKeyboard` is
  /// `false` by default in UIKit).
  case hidden
  /// Docked at the bottom of the window, this many points tall.
  case docked(height: Double)
}

/// Why a keyboard state was refused; the window keeps its previous state.
public enum KeyboardError: Error, Equatable, CustomStringConvertible {
  /// The height is negative, infinite or NaN.
  case invalidHeight(Double)
  /// The keyboard would be taller than the window.
  case tallerThanWindow(height: Double, windowHeight: Double)

  public var description: String {
    switch self {
    case .invalidHeight(let height):
      return "A keyboard height must be a finite number of points ≥ 0, not \(formatted(height))."
    case .tallerThanWindow(let height, let windowHeight):
      return
        "A \(formatted(height))-pt keyboard does not fit in a \(formatted(windowHeight))-pt-tall "
        + "window."
    }
  }
}

/// The space the keyboard takes in a view: UIKit's `UIKeyboardLayoutGuide` (iOS 15), from
/// ``View/keyboardLayoutGuide``.
///
/// Apple's documentation (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide):
/// with the keyboard off screen (or undocked) the guide's top matches the bottom of the view's
/// safe-area guide, so its height is the bottom safe-area inset; with the keyboard docked its
/// top is the keyboard's top. ``usesBottomSafeArea`` (iOS 17, default `true`) set to `false`
/// ties the hidden keyboard to the view's bottom instead. The guide spans the view's width and
/// ends at its bottom. Constrain content's bottom to the guide's top to keep it above the
/// keyboard; the keyboard comes and goes with ``Window/setKeyboard(_:)``.
public final class KeyboardLayoutGuide: LayoutGuide {
  /// Whether the hidden keyboard's top is the safe area's bottom (`true`, the default) or the
  /// view's bottom.
  public var usesBottomSafeArea = true {
    didSet { if usesBottomSafeArea != oldValue { update() } }
  }

  /// The constraints that tie the guide's sides and bottom to the view, and its top.
  private var sides: [LayoutConstraint] = []
  private var top: LayoutConstraint?

  init() { super.init(identifier: "UIKeyboardLayoutGuide") }

  /// Ties the guide to its view (once) and its top to the keyboard's current state.
  func update() {
    guard let view = owningView else { return }
    if sides.isEmpty {
      sides = [
        constraint(.leading, view, .leading, "leading"),
        constraint(.trailing, view, .trailing, "trailing"),
        constraint(.bottom, view, .bottom, "bottom"),
      ]
      LayoutConstraint.activate(sides)
    }
    let newTop: LayoutConstraint
    if let window = view.window, case .docked(let height) = window.keyboardState {
      newTop = constraint(.top, window, .bottom, "top", constant: -height)
    } else if usesBottomSafeArea {
      newTop = constraint(.top, view.safeAreaLayoutGuide, .bottom, "top")
    } else {
      newTop = constraint(.top, view, .bottom, "top")
    }
    if let top { LayoutConstraint.deactivate([top]) }
    top = newTop
    LayoutConstraint.activate([newTop])
  }

  private func constraint(
    _ attribute: LayoutConstraint.Attribute, _ item: LayoutItem,
    _ other: LayoutConstraint.Attribute, _ name: String, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: AnchorTerms(self, attribute), relation: .equal, second: AnchorTerms(item, other),
      constant: constant,
      kind: .system, identifier: "UIKeyboardLayoutGuide-\(name)")
  }
}

extension View {
  /// The guide that tracks the keyboard in this view (UIKit's `keyboardLayoutGuide`, iOS 15);
  /// made on first use.
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let guide = keyboardGuide { return guide }
    let guide = KeyboardLayoutGuide()
    keyboardGuide = guide
    addLayoutGuide(guide)
    guide.update()
    window?.trackKeyboardGuide(guide)
    return guide
  }
}

extension Window {
  /// Shows the docked keyboard at `state`'s height, or hides it; every keyboard layout guide
  /// in the window follows at the next layout pass.
  ///
  /// - Throws: ``KeyboardError``; the keyboard state is then unchanged.
  public func setKeyboard(_ state: KeyboardState) throws(KeyboardError) {
    if case .docked(let height) = state {
      guard height.isFinite, height >= 0 else { throw .invalidHeight(height) }
      guard height <= bounds.height else {
        throw .tallerThanWindow(height: height, windowHeight: bounds.height)
      }
    }
    guard state != keyboardState else { return }
    keyboardState = state
    keyboardGuides = keyboardGuides.filter { $0.value?.owningView?.window === self }
    for guide in keyboardGuides.compactMap(\.value) { guide.update() }
  }

  /// Remembers a keyboard guide of a view in this window, so keyboard changes reach it.
  func trackKeyboardGuide(_ guide: KeyboardLayoutGuide) {
    guard !keyboardGuides.contains(where: { $0.value === guide }) else { return }
    keyboardGuides.append(ItemReference(guide))
  }
}
