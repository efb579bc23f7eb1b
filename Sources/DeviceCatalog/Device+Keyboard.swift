/// Default heights of the docked software keyboard, with where each comes from.
///
/// Apple publishes no keyboard heights: apps read the keyboard's frame at run time. Plumb needs
/// a number to check screens with the keyboard up, so it keeps one default per device and
/// orientation — always overridable (the keyboard guide takes any height) and marked
/// unsourced wherever no public measurement of that device backs it.
///
/// * iPhone, portrait: 301 pt on the iPhone 11 (414 × 896 pt), measured in Netguru's "The
///   Introduction To Missing Keyboard Layout Guide"
///   (https://www.netguru.com/codestories/introduction-to-missing-keyboard-layout-guide).
///   Federica Benacquista, "List of the official iOS keyboards' heights (and how to calculate
///   them)" (https://federicabenacquista.medium.com/list-of-the-official-ios-keyboards-heights-and-how-to-calculate-them-c2b844ef54b9),
///   observes that the keys' area is the same on every iPhone and the heights differ by the
///   bottom safe area; so Plumb takes 301 − 34 = 267 pt of keys plus the device's bottom
///   safe-area inset.
/// * iPhone, landscape: 209 pt, listed for the iPhone 16 Pro Max by the `flutterware` device
///   catalog on pub.dev (another version lists 219): 209 − 21 = 188 pt of keys plus the
///   landscape bottom inset.
/// * iPad: 264 pt portrait and 352 pt landscape, the iOS 4-era iPad keyboard (Kawa,
///   "iPhone・iPad のソフトウェアキーボードのサイズ・縦横比まとめ",
///   https://kawa.at.webry.info/comment?article_id=8893185); current iPads are taller, so these
///   are marked unsourced for every catalogued iPad.
extension Device {
  /// The keys' area of an iPhone keyboard in portrait: 301 pt on the iPhone 11 less its 34-pt
  /// bottom safe-area inset.
  static let iPhonePortraitKeys: Double = 301 - 34
  /// The keys' area in landscape: 209 pt on the iPhone 16 Pro Max less its 21-pt landscape
  /// bottom inset.
  static let iPhoneLandscapeKeys: Double = 209 - 21

  /// The default docked keyboard height in `orientation`, and its provenance.
  public func defaultKeyboardHeight(in orientation: Orientation) -> (
    height: Double, provenance: Provenance
  ) {
    let landscape = orientation.isLandscape
    if isPad {
      return (
        landscape ? 352 : 264,
        .unsourced("iOS 4-era iPad keyboard (Kawa); current iPad keyboards are taller")
      )
    }
    let inset = landscape ? safeAreaLandscape.bottom : safeAreaPortrait.bottom
    let height = (landscape ? Self.iPhoneLandscapeKeys : Self.iPhonePortraitKeys) + inset
    let measured =
      landscape
      ? name == "iPhone 16 Pro Max"  // flutterware's listed device
      : points.width == 414 && points.height == 896  // the iPhone 11's screen (Netguru)
    return (
      height,
      measured
        ? .sourced(landscape ? "flutterware device catalog (pub.dev)" : "Netguru (iPhone 11)")
        : .unsourced(
          "keys' area of a measured iPhone plus this device's bottom inset (Benacquista)")
    )
  }
}
