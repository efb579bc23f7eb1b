import LayoutCore

// One row per iPad that runs iPadOS 17 or later. Points: [HIG-DIM]; insets, margins, readable
// insets and corner radii: [DIM] where the capture has the iPad, else the iPad with the same
// screen (listed in `unsourced`). Keys: Documentation/Facts/Devices.md#sources.

/// The fields an iPad without a capture of its own takes from one with the same screen.
private let captureGuesses: [Device.Field] = [
  .safeAreaPortrait, .safeAreaLandscape, .layoutMargins, .readableWidth, .statusBarHeight,
  .cornerRadius,
]

extension Device {
  // MARK: Home button

  /// iPad (6th generation): 768 × 1024 @2x [HIG-DIM]; as the captured iPad Pro (9.7-inch) [DIM].
  public static let iPad6 = homeButtonPad(
    "iPad (6th generation)", 768, 1024, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad Pro (9.7-inch) [DIM]", captureGuesses))
  /// iPad (7th generation): 810 × 1080 @2x [HIG-DIM]; as the iPad (9th generation) [DIM].
  public static let iPad7 = homeButtonPad(
    "iPad (7th generation)", 810, 1080, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad (9th generation) [DIM]", captureGuesses))
  /// iPad (8th generation): 810 × 1080 @2x [HIG-DIM]; as the iPad (9th generation) [DIM].
  public static let iPad8 = homeButtonPad(
    "iPad (8th generation)", 810, 1080, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad (9th generation) [DIM]", captureGuesses))
  /// iPad (9th generation): 810 × 1080 @2x, insets 20/0/0/0, readable 664 [DIM].
  public static let iPad9 = homeButtonPad("iPad (9th generation)", 810, 1080, sources: "[DIM]")
  /// iPad mini (5th generation): 768 × 1024 @2x [HIG-DIM]; as the iPad Pro (9.7-inch) [DIM].
  public static let iPadMini5 = homeButtonPad(
    "iPad mini (5th generation)", 768, 1024, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad Pro (9.7-inch) [DIM]", captureGuesses))
  /// iPad Air (3rd generation): 834 × 1112 @2x [HIG-DIM]; as the captured Home-button iPads.
  public static let iPadAir3 = homeButtonPad(
    "iPad Air (3rd generation)", 834, 1112, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "the captured Home-button iPads [DIM]", captureGuesses))
  /// iPad Pro 10.5-inch: 834 × 1112 @2x [HIG-DIM]; as the captured Home-button iPads.
  public static let iPadPro10_5 = homeButtonPad(
    "iPad Pro 10.5-inch", 834, 1112, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "the captured Home-button iPads [DIM]", captureGuesses))
  /// iPad Pro 12.9-inch (2nd generation): 1024 × 1366 @2x [HIG-DIM]; as the captured Home-button
  /// iPads.
  public static let iPadPro12_9Gen2 = homeButtonPad(
    "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "the captured Home-button iPads [DIM]", captureGuesses))

  // MARK: Home indicator

  /// iPad (10th generation): 820 × 1180 @2x, radius 25, insets 24/0/20/0 [DIM]; readable width as
  /// the iPad Air (4th generation).
  public static let iPad10 = homeIndicatorPad(
    "iPad (10th generation)", 820, 1180, radius: 25, sources: "[DIM]",
    unsourced: Assumed.sameScreen(as: "iPad Air (4th generation) [DIM]", [.readableWidth]))
  /// iPad (A16): 820 × 1180 @2x [HIG-DIM]; as the iPad (10th generation).
  public static let iPadA16 = homeIndicatorPad(
    "iPad (A16)", 820, 1180, radius: 25, sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad (10th generation) [DIM]", captureGuesses))

  /// iPad mini (6th generation): 744 × 1133 @2x, radius 21.5; readable 704 in portrait (the
  /// exception of Documentation/Facts/Devices.md#readable-width) [DIM].
  public static let iPadMini6 = Device(
    name: "iPad mini (6th generation)", isPad: true, points: Size(width: 744, height: 1133),
    scale: 2,
    safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
    safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(704), .unknown),
    statusBarHeight: 24, cornerRadius: 21.5, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM]")
  /// iPad mini (A17 Pro): 744 × 1133 @2x [HIG-DIM]; as the iPad mini (6th generation).
  public static let iPadMiniA17Pro = homeIndicatorPad(
    "iPad mini (A17 Pro)", 744, 1133, radius: 21.5, readable: (.width(704), .unknown),
    sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPad mini (6th generation) [DIM]", captureGuesses))

  /// iPad Air (4th generation): 820 × 1180 @2x, radius 18, readable 664 [DIM].
  public static let iPadAir4 = homeIndicatorPad(
    "iPad Air (4th generation)", 820, 1180, radius: 18, sources: "[DIM]")
  /// iPad Air (5th generation): 820 × 1180 @2x, radius 18, insets 24/0/20/0 [DIM]; readable width
  /// as the 4th generation.
  public static let iPadAir5 = homeIndicatorPad(
    "iPad Air (5th generation)", 820, 1180, radius: 18, sources: "[DIM]",
    unsourced: Assumed.sameScreen(as: "iPad Air (4th generation) [DIM]", [.readableWidth]))
  /// iPad Air 11-inch (M2): 820 × 1180 @2x [HIG-DIM]; as the iPad Air (5th generation).
  public static let iPadAir11M2 = elevenInchAir("iPad Air 11-inch (M2)")
  /// iPad Air 11-inch (M3): 820 × 1180 @2x [HIG-DIM]; as the iPad Air (5th generation).
  public static let iPadAir11M3 = elevenInchAir("iPad Air 11-inch (M3)")
  /// iPad Air 13-inch (M2): 1024 × 1366 @2x [HIG-DIM]; as the iPad Pro 12.9-inch.
  public static let iPadAir13M2 = thirteenInchAir("iPad Air 13-inch (M2)")
  /// iPad Air 13-inch (M3): 1024 × 1366 @2x [HIG-DIM]; as the iPad Pro 12.9-inch.
  public static let iPadAir13M3 = thirteenInchAir("iPad Air 13-inch (M3)")

  private static func elevenInchAir(_ name: String) -> Device {
    homeIndicatorPad(
      name, 820, 1180, radius: 18, sources: "[HIG-DIM]",
      unsourced: Assumed.sameScreen(as: "iPad Air (5th generation) [DIM]", captureGuesses))
  }

  private static func thirteenInchAir(_ name: String) -> Device {
    homeIndicatorPad(
      name, 1024, 1366, radius: 18, sources: "[HIG-DIM]",
      unsourced: Assumed.sameScreen(as: "iPad Pro 12.9-inch (5th generation) [DIM]", captureGuesses)
    )
  }

  /// iPad Pro 11-inch (1st generation): 834 × 1194 @2x [HIG-DIM]; as the 3rd generation [DIM].
  public static let iPadPro11Gen1 = elevenInchPro("iPad Pro 11-inch (1st generation)")
  /// iPad Pro 11-inch (2nd generation): 834 × 1194 @2x [HIG-DIM]; as the 3rd generation [DIM].
  public static let iPadPro11Gen2 = elevenInchPro("iPad Pro 11-inch (2nd generation)")
  /// iPad Pro 11-inch (3rd generation): 834 × 1194 @2x, radius 18, readable 664 [DIM][KB].
  public static let iPadPro11Gen3 = homeIndicatorPad(
    "iPad Pro 11-inch (3rd generation)", 834, 1194, radius: 18, sources: "[DIM][KB]")

  private static func elevenInchPro(_ name: String) -> Device {
    homeIndicatorPad(
      name, 834, 1194, radius: 18, sources: "[HIG-DIM][KB]",
      unsourced: Assumed.sameScreen(
        as: "iPad Pro 11-inch (3rd generation) [DIM]",
        [.safeAreaPortrait, .safeAreaLandscape, .layoutMargins, .readableWidth, .statusBarHeight]))
  }

  /// iPad Pro 11-inch (4th generation): 834 × 1194 @2x, radius 18 [DIM][KB].
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch (4th generation)", isPad: true, points: Size(width: 834, height: 1194),
    scale: 2, safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
    safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(664), .unknown),
    statusBarHeight: 24, cornerRadius: 18, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM][KB]")

  /// iPad Pro 12.9-inch (3rd generation): 1024 × 1366 @2x [HIG-DIM]; as the 5th generation [DIM].
  public static let iPadPro12_9Gen3 = twelveNineInchPro("iPad Pro 12.9-inch (3rd generation)")
  /// iPad Pro 12.9-inch (4th generation): 1024 × 1366 @2x [HIG-DIM]; as the 5th generation [DIM].
  public static let iPadPro12_9Gen4 = twelveNineInchPro("iPad Pro 12.9-inch (4th generation)")
  /// iPad Pro 12.9-inch (5th generation): 1024 × 1366 @2x, radius 18, readable 664 [DIM][KB].
  public static let iPadPro12_9Gen5 = homeIndicatorPad(
    "iPad Pro 12.9-inch (5th generation)", 1024, 1366, radius: 18, sources: "[DIM][KB]")

  private static func twelveNineInchPro(_ name: String) -> Device {
    homeIndicatorPad(
      name, 1024, 1366, radius: 18, sources: "[HIG-DIM][KB]",
      unsourced: Assumed.sameScreen(
        as: "iPad Pro 12.9-inch (5th generation) [DIM]",
        [.safeAreaPortrait, .safeAreaLandscape, .layoutMargins, .readableWidth, .statusBarHeight]))
  }

  /// iPad Pro 12.9-inch (6th generation): 1024 × 1366 @2x, radius 18 [DIM][KB].
  public static let iPadPro12_9 = Device(
    name: "iPad Pro 12.9-inch (6th generation)", isPad: true,
    points: Size(width: 1024, height: 1366), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
    safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(664), .width(664)),
    statusBarHeight: 24, cornerRadius: 18, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM][KB]")

  /// iPad Pro 11-inch (M4): 834 × 1210 @2x, portrait insets 24/0/20/0 [DFP-iPadM4][HIG-DIM].
  public static let iPadPro11M4 = appleSiliconPro(
    "iPad Pro 11-inch (M4)", 834, 1210, sources: "[DFP-iPadM4][HIG-DIM]")
  /// iPad Pro 13-inch (M4): 1032 × 1376 @2x, portrait insets 24/0/20/0 [DFP-iPadM4][HIG-DIM].
  public static let iPadPro13M4 = appleSiliconPro(
    "iPad Pro 13-inch (M4)", 1032, 1376, sources: "[DFP-iPadM4][HIG-DIM]")
  /// iPad Pro 11-inch (M5): 834 × 1210 @2x [HIG-DIM]; as the M4.
  public static let iPadPro11M5 = appleSiliconPro(
    "iPad Pro 11-inch (M5)", 834, 1210, sources: "[HIG-DIM]",
    extra: Assumed.sameScreen(as: "iPad Pro 11-inch (M4) [DFP-iPadM4]", [.safeAreaPortrait]))
  /// iPad Pro 13-inch (M5): 1032 × 1376 @2x [HIG-DIM]; as the M4.
  public static let iPadPro13M5 = appleSiliconPro(
    "iPad Pro 13-inch (M5)", 1032, 1376, sources: "[HIG-DIM]",
    extra: Assumed.sameScreen(as: "iPad Pro 13-inch (M4) [DFP-iPadM4]", [.safeAreaPortrait]))

  /// The 2024 and later iPads Pro: the preset's landscape side insets (24) are not used, because
  /// every captured iPad keeps 24/0/20/0 in landscape [DIM].
  private static func appleSiliconPro(
    _ name: String, _ width: Double, _ height: Double, sources: String, extra: [Field: String] = [:]
  ) -> Device {
    homeIndicatorPad(
      name, width, height, radius: 18, sources: sources,
      unsourced: extra.merging([
        .safeAreaLandscape:
          "CONFLICT: [DFP-iPadM4] lists left/right 24; 24/0/20/0 kept as every captured iPad [DIM]",
        .cornerRadius: "assumed 18 as the earlier iPads Pro (no public source)",
        .layoutMargins: "assumed 20 as every captured iPad [DIM]",
        .readableWidth: "assumed 664 as every captured regular-width iPad [DIM]",
        .statusBarHeight: "assumed 24 as every captured home-indicator iPad [DIM]",
      ]) { $1 })
  }

  /// Every iPad of the catalog: base, mini, Air, Pro, oldest first in each line.
  public static let iPads: [Device] = [
    iPad6, iPad7, iPad8, iPad9, iPad10, iPadA16,
    iPadMini5, iPadMini6, iPadMiniA17Pro,
    iPadAir3, iPadAir4, iPadAir5, iPadAir11M2, iPadAir13M2, iPadAir11M3, iPadAir13M3,
    iPadPro10_5, iPadPro12_9Gen2, iPadPro11Gen1, iPadPro11Gen2, iPadPro11Gen3, iPadPro11,
    iPadPro12_9Gen3, iPadPro12_9Gen4, iPadPro12_9Gen5, iPadPro12_9, iPadPro11M4, iPadPro13M4,
    iPadPro11M5, iPadPro13M5,
  ]
}
