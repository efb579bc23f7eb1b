import Traits

/// Size classes per device and orientation, derived by one rule from the catalog's facts.
///
/// Apple's Human Interface Guidelines list the size classes of every device ("Layout" →
/// Specifications, "Device size classes",
/// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications). The
/// table follows three rules, which Plumb applies so that devices added to the catalog get
/// their classes without a new table row:
///
/// 1. Every iPad is regular width and regular height, full screen, in both orientations.
/// 2. Every iPhone is compact width and regular height in portrait.
/// 3. In landscape every iPhone is compact height; its width is regular on the large models
///    (Plus, Max, XR, 11, Air) and compact on all others. In the table the large ones are
///    exactly the iPhones at least 414 pt wide in portrait (414, 420, 428, 430, 440 pt), and
///    every compact one is at most 402 pt wide (320, 360, 375, 390, 393, 402 pt) — so the rule
///    is "portrait width ≥ 414 pt".
extension Device {
  /// The narrowest portrait width, in points, of an iPhone whose landscape width is regular:
  /// the 414-pt iPhones (6 Plus … 11 Pro Max) are the narrowest such rows of Apple's table.
  public static let regularLandscapeWidthThreshold: Double = 414

  /// The device's size classes, full screen, in `orientation` (width first).
  public func sizeClasses(in orientation: Orientation) -> SizeClassPair {
    if isPad { return SizeClassPair(horizontal: .regular, vertical: .regular) }
    guard orientation.isLandscape else {
      return SizeClassPair(horizontal: .compact, vertical: .regular)
    }
    let wide = points.width >= Self.regularLandscapeWidthThreshold
    return SizeClassPair(horizontal: wide ? .regular : .compact, vertical: .compact)
  }
}
