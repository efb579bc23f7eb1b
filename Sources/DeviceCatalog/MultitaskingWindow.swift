import Traits

/// An iPad app's window in Split View or Slide Over: its share of the screen, its width and its
/// size classes.
///
/// Sources: Apple, "Adopting Multitasking Enhancements on iPad — Slide Over and Split View
/// Quick Start" (https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html):
/// the two-thirds window in landscape is regular width, the half and narrow windows compact,
/// except that "On iPad Pro in landscape orientation, the primary and secondary apps each
/// obtain a regular horizontal size class in the half/half Split View configuration" (the
/// 12.9-inch model; Geoff Hackworth, "How iPad Apps Adapt to the New 11″ and 12.9″ iPads Pro",
/// https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20,
/// shows smaller iPads Pro compact at 50/50). Every split in portrait is compact (Chad Etzel,
/// "iPad Multitasking Size Classes", http://txt.jazzychad.net/post/70b4389ab2e9ce42522d). The
/// height is regular in every configuration.
///
/// Widths: the narrow window and Slide Over are 320 pt (Hackworth), and the two-thirds window
/// of a 1024-pt landscape screen is 694 pt ("I got this from Xcode", Cyril Wei,
/// http://cyrilwei.me/ios/2016/10/18/constraints-priorities.html), so the divider is
/// 1024 − 694 − 320 = 10 pt. Plumb derives every width from those: narrow 320, half
/// (W − 10) / 2, two-thirds W − 320 − 10, for a screen W points wide. Only the 1024-pt
/// landscape figures are observed; the others are marked unsourced.
public struct MultitaskingWindow: Hashable, Sendable, CustomStringConvertible {
  /// The share of the screen.
  public enum Configuration: String, Hashable, Sendable, CaseIterable {
    /// The larger side of an uneven split (⅔).
    case twoThirds
    /// Either side of an even split (½); landscape only.
    case half
    /// The narrow side of an uneven split (⅓).
    case oneThird
    /// A Slide Over window floating over another app.
    case slideOver
  }

  /// The share of the screen.
  public var configuration: Configuration
  /// The orientation of the iPad.
  public var orientation: Orientation
  /// The window's width in points.
  public var width: Double
  /// The window's size classes.
  public var sizeClasses: SizeClassPair
  /// Where the width comes from.
  public var widthProvenance: Provenance

  public var description: String {
    "\(configuration) \(orientation): \(width) pt, \(sizeClasses)"
  }

  /// Slide Over and narrow Split View windows are this wide (Hackworth).
  static let narrowWidth: Double = 320
  /// The Split View divider, from 1024 − 694 − 320 (Wei's 694-pt two-thirds window).
  static let dividerWidth: Double = 10
  /// The landscape screen width at which widths were observed.
  static let observedScreenWidth: Double = 1024
}

extension Device {
  /// The Split View and Slide Over windows of an iPad in `orientation`; empty for iPhones.
  /// Portrait has no even split (Etzel: "There is no 50/50 split in Portrait orientation",
  /// iOS 9).
  public func multitaskingWindows(in orientation: Orientation) -> [MultitaskingWindow] {
    guard isPad else { return [] }
    let landscape = orientation.isLandscape
    let screenWidth = landscape ? points.height : points.width
    let observed = landscape && screenWidth == MultitaskingWindow.observedScreenWidth
    func provenance(_ exact: Bool) -> Provenance {
      exact
        ? .sourced("Hackworth (320 pt); Wei (694 pt on a 1024-pt landscape iPad)")
        : .unsourced("derived: narrow 320, divider 10 pt, from the 1024-pt landscape figures")
    }
    // The 12.9-inch (and 13-inch) iPad Pro: 1366 pt long side, the only iPad whose even split
    // stays regular.
    let largePro = max(points.width, points.height) >= 1366
    func classes(_ width: UserInterfaceSizeClass) -> SizeClassPair {
      SizeClassPair(horizontal: width, vertical: .regular)
    }
    let narrow = MultitaskingWindow.narrowWidth
    let divider = MultitaskingWindow.dividerWidth
    var windows = [
      MultitaskingWindow(
        configuration: .twoThirds, orientation: orientation, width: screenWidth - narrow - divider,
        sizeClasses: classes(landscape ? .regular : .compact), widthProvenance: provenance(observed)
      ),
      MultitaskingWindow(
        configuration: .oneThird, orientation: orientation, width: narrow,
        sizeClasses: classes(.compact), widthProvenance: provenance(true)),
      MultitaskingWindow(
        configuration: .slideOver, orientation: orientation, width: narrow,
        sizeClasses: classes(.compact), widthProvenance: provenance(true)),
    ]
    if landscape {
      windows.insert(
        MultitaskingWindow(
          configuration: .half, orientation: orientation, width: (screenWidth - divider) / 2,
          sizeClasses: classes(largePro ? .regular : .compact),
          widthProvenance: provenance(false)),
        at: 1)
    }
    return windows
  }
}
