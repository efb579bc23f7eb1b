import LayoutCore

// One row per device. Source keys are those of `research/autolayout.md` ("Sources"):
// [DIM] marcbouchenoire/dimmmensions (iOS 16.2 simulator capture: insets, margins, readable
// insets, corner radius); [KB] Kyle Bashour's `_displayCornerRadius` table; [SB-table] and [RNX]
// status-bar heights; [DIU] undeaDD/DynamicIslandUtilities; [DFP-*] flutter_device_preview.

private let notchReason =
  "notch geometry: no cited source; assumed 162 × 33 pt centred, bottom corner radius 20 (research §4: UNVERIFIED)"
private let islandAssumed =
  "Dynamic Island geometry: assumed as iPhone 14 Pro (126 × 37 at y = 11); research §4: UNVERIFIED"

/// The iPhone 14 Pro's island: 126 × 37.33 pt at y = 11, centred [DIU], with the height
/// calibrated to 37 (bottom edge at 48.0 pt) so that seed 000's 21:9 guide is 756 × 323 (research §3.4).
private func island(width portraitWidth: Double) -> SensorHousing {
  .dynamicIsland(Rect(x: (portraitWidth - 126) / 2, y: 11, width: 126, height: 37))
}
private func notch(width portraitWidth: Double) -> SensorHousing {
  .notch(Rect(x: (portraitWidth - 162) / 2, y: 0, width: 162, height: 33), bottomCornerRadius: 20)
}

extension Device {
  /// iPhone SE (3rd generation): 375 × 667 @2x, square corners, Home button [DIM][SB-table].
  public static let iPhoneSE3 = Device(
    name: "iPhone SE (3rd generation)", points: Size(width: 375, height: 667), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (16, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "[DIM][SB-table]")

  /// iPhone 13 mini (= 12 mini): 375 × 812 @3x, radius 44 [DIM][KB][SB-table].
  public static let iPhone13mini = Device(
    name: "iPhone 13 mini", points: Size(width: 375, height: 812), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 50, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
    rootLayoutMargins: (16, 66), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 50, cornerRadius: 44, sensorHousing: notch(width: 375), hasHomeIndicator: true,
    sources: "[DIM][KB][SB-table]", unsourced: [.sensorHousing: notchReason])

  /// iPhone 14 (= 13, 13 Pro, 12, 12 Pro): 390 × 844 @3x, radius 47.33 [DIM][KB][SB-table][HN14].
  public static let iPhone14 = Device(
    name: "iPhone 14", points: Size(width: 390, height: 844), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 47, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
    rootLayoutMargins: (16, 63), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 47, cornerRadius: 47.33, sensorHousing: notch(width: 390), hasHomeIndicator: true,
    sources: "[DIM][KB][SB-table][HN14]", unsourced: [.sensorHousing: notchReason])

  /// iPhone 14 Pro: 393 × 852 @3x, radius 55, status bar 54 [DIM][DIU][SB-table][HN14].
  public static let iPhone14Pro = Device(
    name: "iPhone 14 Pro", points: Size(width: 393, height: 852), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (16, 75), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 393), hasHomeIndicator: true,
    sources: "[DIM][DIU][SB-table][HN14]")

  /// iPhone 14 Pro Max: 430 × 932 @3x, radius 55 [DIM][DIU]; readable 664 in landscape [DIM].
  public static let iPhone14ProMax = Device(
    name: "iPhone 14 Pro Max", points: Size(width: 430, height: 932), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (20, 75), readableWidth: (.equalsMargins, .width(664)),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 430), hasHomeIndicator: true,
    sources: "[DIM][DIU]",
    unsourced: [.statusBarHeight: "assumed 54 as iPhone 14 Pro (research §4: UNVERIFIED)"])

  /// iPhone 15 Pro: 393 × 852 @3x, insets [DFP-15P], status bar 54 [SB-table].
  public static let iPhone15Pro = Device(
    name: "iPhone 15 Pro", points: Size(width: 393, height: 852), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (16, 75), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 393), hasHomeIndicator: true,
    sources: "[DFP-15P][SB-table]",
    unsourced: [
      .cornerRadius: "assumed 55 as iPhone 14 Pro (research §4: UNVERIFIED)",
      .sensorHousing: islandAssumed,
      .layoutMargins: "assumed 16 / 75 as iPhone 14 Pro (same points and insets)",
      .readableWidth: "assumed equal to the margins as iPhone 14 Pro",
    ])

  /// iPhone 16 Pro: 402 × 874 @3x, insets 62/0/34/0 and 0/62/21/62 [DFP-16P][DP-pub].
  public static let iPhone16Pro = Device(
    name: "iPhone 16 Pro", points: Size(width: 402, height: 874), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    rootLayoutMargins: (nil, nil), readableWidth: (.unknown, .unknown),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 402), hasHomeIndicator: true,
    sources: "[DFP-16P][DP-pub]", unsourced: sixteenProUnsourced)

  /// iPhone 16 Pro Max: 440 × 956 @3x, insets 62/0/34/0 and 0/62/21/62 [DFP-16PM][DP-pub].
  public static let iPhone16ProMax = Device(
    name: "iPhone 16 Pro Max", points: Size(width: 440, height: 956), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    rootLayoutMargins: (nil, nil), readableWidth: (.unknown, .unknown),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 440), hasHomeIndicator: true,
    sources: "[DFP-16PM][DP-pub]", unsourced: sixteenProUnsourced)

  private static let sixteenProUnsourced: [Field: String] = [
    .safeAreaLandscape: "CONFLICT: [FW] lists a landscape bottom inset of 20; 21 kept from [DFP-16P]",
    .statusBarHeight: "assumed 54 as iPhone 14/15 Pro (research §4: UNVERIFIED)",
    .cornerRadius: "assumed 55 as iPhone 14 Pro (third-party tables disagree)",
    .sensorHousing: islandAssumed,
    .layoutMargins: "unknown (nil)",
    .readableWidth: "unknown",
  ]

  /// iPad Pro 11-inch (4th generation): 834 × 1194 @2x, radius 18 [DIM][KB].
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch (4th generation)", isPad: true, points: Size(width: 834, height: 1194),
    scale: 2, safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
    safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(664), .unknown),
    statusBarHeight: 24, cornerRadius: 18, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM][KB]")

  /// iPad Pro 12.9-inch (6th generation): 1024 × 1366 @2x, radius 18 [DIM][KB].
  public static let iPadPro12_9 = Device(
    name: "iPad Pro 12.9-inch (6th generation)", isPad: true,
    points: Size(width: 1024, height: 1366), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 24, bottom: 20), safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(664), .width(664)),
    statusBarHeight: 24, cornerRadius: 18, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM][KB]")

  /// iPad mini (6th generation): 744 × 1133 @2x, radius 21.5; readable 704 in portrait (the
  /// anomaly of research §2.8) [DIM].
  public static let iPadMini6 = Device(
    name: "iPad mini (6th generation)", isPad: true, points: Size(width: 744, height: 1133), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 24, bottom: 20), safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
    rootLayoutMargins: (20, 20), readableWidth: (.width(704), .unknown),
    statusBarHeight: 24, cornerRadius: 21.5, sensorHousing: .none, hasHomeIndicator: true,
    sources: "[DIM]")

  /// Every catalogued device.
  public static let all: [Device] = [
    iPhoneSE3, iPhone13mini, iPhone14, iPhone14Pro, iPhone14ProMax, iPhone15Pro, iPhone16Pro,
    iPhone16ProMax, iPadPro11, iPadPro12_9, iPadMini6,
  ]

  /// Every unsourced value of the catalog: (device, field, what was assumed).
  public static var unsourcedValues: [(device: String, field: Field, reason: String)] {
    all.flatMap { device in
      Field.allCases.compactMap { field in device.unsourced[field].map { (device.name, field, $0) } }
    }
  }
}
