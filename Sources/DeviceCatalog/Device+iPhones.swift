import LayoutCore

// One row per iPhone that runs iOS 17 or later. Points and scales: [HIG-DIM]; insets, margins,
// readable insets and corner radii: [DIM] where the capture has the phone, else the preset named
// ([DFP-…]) or the phone with the same screen (then listed in `unsourced`). Corner radii: [KB].
// Status bars: [SB-table]. Keys: Documentation/Facts/Devices.md#sources.

private let notchPhoneGuesses: [Device.Field] = [
  .safeAreaPortrait, .safeAreaLandscape, .layoutMargins, .readableWidth,
]

extension Device {
  // MARK: Home button

  /// iPhone SE (2nd generation): 375 × 667 @2x, square corners, Home button [DIM][SB-table].
  public static let iPhoneSE2 = Device(
    name: "iPhone SE (2nd generation)", points: Size(width: 375, height: 667), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (16, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "[DIM][SB-table][HIG-DIM]")

  /// iPhone SE (3rd generation): 375 × 667 @2x, square corners, Home button [DIM][SB-table].
  public static let iPhoneSE3 = Device(
    name: "iPhone SE (3rd generation)", points: Size(width: 375, height: 667), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (16, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "[DIM][SB-table]")

  // MARK: Notch, 2018–2019

  /// iPhone XS: 375 × 812 @3x, radius 39 [HIG-DIM][KB]; insets as the iPhone 11 Pro [DIM].
  public static let iPhoneXS = faceIDPhone(
    "iPhone XS", 375, 812, top: 44, margins: (16, 60), readable: (.equalsMargins, .equalsMargins),
    statusBar: 44, radius: 39, housing: notch(width: 375), sources: "[HIG-DIM][KB][DIM]",
    unsourced: Assumed.sameScreen(as: "iPhone 11 Pro [DIM]", notchPhoneGuesses).merging([
      .statusBarHeight: Assumed.statusBarAsSafeTop(44), .sensorHousing: Assumed.notch,
    ]) { $1 })

  /// iPhone XS Max: 414 × 896 @3x [HIG-DIM]; as the iPhone 11 Pro Max [DIM].
  public static let iPhoneXSMax = faceIDPhone(
    "iPhone XS Max", 414, 896, top: 44, margins: (20, 60), readable: (.equalsMargins, .width(664)),
    statusBar: 44, radius: 39, housing: notch(width: 414), sources: "[HIG-DIM][DIM]",
    unsourced: Assumed.sameScreen(
      as: "iPhone 11 Pro Max [DIM]", notchPhoneGuesses + [.cornerRadius]
    )
    .merging([.statusBarHeight: Assumed.statusBarAsSafeTop(44), .sensorHousing: Assumed.notch]) {
      $1
    })

  /// iPhone XR: 414 × 896 @2x, radius 41.5 [HIG-DIM][KB]; insets as the iPhone 11 [DIM].
  public static let iPhoneXR = faceIDPhone(
    "iPhone XR", 414, 896, scale: 2, top: 48, margins: (20, 64),
    readable: (.equalsMargins, .width(664)), statusBar: 48, radius: 41.5,
    housing: notch(width: 414), sources: "[HIG-DIM][KB][DIM]",
    unsourced: Assumed.sameScreen(as: "iPhone 11 [DIM]", notchPhoneGuesses).merging([
      .statusBarHeight: Assumed.statusBarAsSafeTop(48), .sensorHousing: Assumed.notch,
    ]) { $1 })

  /// iPhone 11: 414 × 896 @2x, radius 41.5, insets 48/0/34/0 and 0/48/21/48 [DIM][KB].
  public static let iPhone11 = faceIDPhone(
    "iPhone 11", 414, 896, scale: 2, top: 48, margins: (20, 64),
    readable: (.equalsMargins, .width(664)), statusBar: 48, radius: 41.5,
    housing: notch(width: 414), sources: "[DIM][KB]",
    unsourced: [.statusBarHeight: Assumed.statusBarAsSafeTop(48), .sensorHousing: Assumed.notch])

  /// iPhone 11 Pro: 375 × 812 @3x, radius 39, insets 44/0/34/0 and 0/44/21/44 [DIM][KB].
  public static let iPhone11Pro = faceIDPhone(
    "iPhone 11 Pro", 375, 812, top: 44, margins: (16, 60),
    readable: (.equalsMargins, .equalsMargins), statusBar: 44, radius: 39,
    housing: notch(width: 375), sources: "[DIM][KB]",
    unsourced: [.statusBarHeight: Assumed.statusBarAsSafeTop(44), .sensorHousing: Assumed.notch])

  /// iPhone 11 Pro Max: 414 × 896 @3x, radius 39, readable 664 in landscape [DIM].
  public static let iPhone11ProMax = faceIDPhone(
    "iPhone 11 Pro Max", 414, 896, top: 44, margins: (20, 60),
    readable: (.equalsMargins, .width(664)), statusBar: 44, radius: 39,
    housing: notch(width: 414), sources: "[DIM]",
    unsourced: [.statusBarHeight: Assumed.statusBarAsSafeTop(44), .sensorHousing: Assumed.notch])

  // MARK: Notch, 2020–2022

  /// iPhone 12 mini: 375 × 812 @3x (what apps see), radius 44 [DIM][KB][SB-table].
  public static let iPhone12mini = faceIDPhone(
    "iPhone 12 mini", 375, 812, top: 50, margins: (16, 66),
    readable: (.equalsMargins, .equalsMargins), statusBar: 50, radius: 44,
    housing: notch(width: 375), sources: "[DIM][KB][SB-table]",
    unsourced: [.sensorHousing: Assumed.notch])

  /// iPhone 13 mini: 375 × 812 @3x, radius 44 [DIM][KB][SB-table].
  public static let iPhone13mini = Device(
    name: "iPhone 13 mini", points: Size(width: 375, height: 812), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 50, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
    rootLayoutMargins: (16, 66), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 50, cornerRadius: 44, sensorHousing: notch(width: 375), hasHomeIndicator: true,
    sources: "[DIM][KB][SB-table]", unsourced: [.sensorHousing: Assumed.notch])

  /// iPhone 12: 390 × 844 @3x, radius 47.33, insets 47/0/34/0 [DIM][KB][SB-table].
  public static let iPhone12 = sixPointOnePhone("iPhone 12", sources: "[DIM][KB][SB-table]")
  /// iPhone 12 Pro: as the iPhone 12 [DIM][KB][SB-table].
  public static let iPhone12Pro = sixPointOnePhone("iPhone 12 Pro", sources: "[DIM][KB][SB-table]")
  /// iPhone 13: as the iPhone 12 [DIM][SB-table]; radius [DIM].
  public static let iPhone13 = sixPointOnePhone("iPhone 13", sources: "[DIM][SB-table]")
  /// iPhone 13 Pro: as the iPhone 12 [DIM][SB-table]; radius [DIM].
  public static let iPhone13Pro = sixPointOnePhone("iPhone 13 Pro", sources: "[DIM][SB-table]")

  /// iPhone 14: 390 × 844 @3x, radius 47.33 [DIM][KB][SB-table][HN14].
  public static let iPhone14 = Device(
    name: "iPhone 14", points: Size(width: 390, height: 844), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 47, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
    rootLayoutMargins: (16, 63), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 47, cornerRadius: 47.33, sensorHousing: notch(width: 390),
    hasHomeIndicator: true,
    sources: "[DIM][KB][SB-table][HN14]", unsourced: [.sensorHousing: Assumed.notch])

  /// iPhone 16e: 390 × 844 @3x with a notch [HIG-DIM]; the rest as the iPhone 14.
  public static let iPhone16e = faceIDPhone(
    "iPhone 16e", 390, 844, top: 47, margins: (16, 63), readable: (.equalsMargins, .equalsMargins),
    statusBar: 47, radius: 47.33, housing: notch(width: 390), sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(
      as: "iPhone 14 [DIM][KB][SB-table]",
      notchPhoneGuesses + [.statusBarHeight, .cornerRadius]
    ).merging([.sensorHousing: Assumed.notch]) { $1 })

  /// iPhone 12 Pro Max: 428 × 926 @3x, radius 53.33, readable 664 in landscape [DIM][KB].
  public static let iPhone12ProMax = sixPointSevenPhone(
    "iPhone 12 Pro Max", sources: "[DIM][KB][SB-table]")
  /// iPhone 13 Pro Max: as the 12 Pro Max [DIM][SB-table].
  public static let iPhone13ProMax = sixPointSevenPhone(
    "iPhone 13 Pro Max", sources: "[DIM][SB-table]")
  /// iPhone 14 Plus: 428 × 926 @3x, radius 53.33, insets 47/0/34/0 and 0/47/21/47, readable 664
  /// in landscape [DIM][SB-table]; margins as the 13 Pro Max.
  public static let iPhone14Plus = sixPointSevenPhone(
    "iPhone 14 Plus", sources: "[DIM][SB-table]",
    extra: Assumed.sameScreen(as: "iPhone 13 Pro Max [DIM]", [.layoutMargins]))

  /// The 390 × 844 notch iPhones of 2020–2021: insets 47/0/34/0 and 0/47/21/47, margins 16 / 63,
  /// status bar 47, radius 47.33.
  private static func sixPointOnePhone(_ name: String, sources: String) -> Device {
    faceIDPhone(
      name, 390, 844, top: 47, margins: (16, 63), readable: (.equalsMargins, .equalsMargins),
      statusBar: 47, radius: 47.33, housing: notch(width: 390), sources: sources,
      unsourced: [.sensorHousing: Assumed.notch])
  }

  /// The 428 × 926 notch iPhones: insets as the 6.1-inch ones, margins 20 / 63, readable 664 in
  /// landscape (926 − 2 × 131), radius 53.33.
  private static func sixPointSevenPhone(
    _ name: String, sources: String, extra: [Field: String] = [:]
  ) -> Device {
    faceIDPhone(
      name, 428, 926, top: 47, margins: (20, 63), readable: (.equalsMargins, .width(664)),
      statusBar: 47, radius: 53.33, housing: notch(width: 428), sources: sources,
      unsourced: extra.merging([.sensorHousing: Assumed.notch]) { $1 })
  }

  // MARK: Dynamic Island, 393 × 852 and 430 × 932

  /// iPhone 14 Pro: 393 × 852 @3x, radius 55, status bar 54 [DIM][DIU][SB-table][HN14].
  public static let iPhone14Pro = Device(
    name: "iPhone 14 Pro", points: Size(width: 393, height: 852), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (16, 75), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 393),
    hasHomeIndicator: true,
    sources: "[DIM][DIU][SB-table][HN14]")

  /// iPhone 14 Pro Max: 430 × 932 @3x, radius 55 [DIM][DIU]; readable 664 in landscape [DIM].
  public static let iPhone14ProMax = Device(
    name: "iPhone 14 Pro Max", points: Size(width: 430, height: 932), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (20, 75), readableWidth: (.equalsMargins, .width(664)),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 430),
    hasHomeIndicator: true,
    sources: "[DIM][DIU]", unsourced: [.statusBarHeight: Assumed.statusBar54])

  /// iPhone 15: 393 × 852 @3x [HIG-DIM]; everything else as the iPhone 14 Pro and iPhone 16.
  public static let iPhone15 = faceIDPhone(
    "iPhone 15", 393, 852, top: 59, margins: (16, 75), readable: (.equalsMargins, .equalsMargins),
    statusBar: 54, radius: 55, housing: island(width: 393), sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(
      as: "iPhone 14 Pro [DIM] and iPhone 16 [DFP-16]", notchPhoneGuesses
    ).merging([
      .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
      .sensorHousing: Assumed.island,
    ]) { $1 })

  /// iPhone 15 Plus: 430 × 932 @3x [HIG-DIM]; everything else as the 14 Pro Max and 16 Plus.
  public static let iPhone15Plus = faceIDPhone(
    "iPhone 15 Plus", 430, 932, top: 59, margins: (20, 75), readable: (.equalsMargins, .width(664)),
    statusBar: 54, radius: 55, housing: island(width: 430), sources: "[HIG-DIM]",
    unsourced: Assumed.sameScreen(
      as: "iPhone 14 Pro Max [DIM] and iPhone 16 Plus [DFP-16Plus]", notchPhoneGuesses
    ).merging([
      .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
      .sensorHousing: Assumed.island,
    ]) { $1 })

  /// iPhone 15 Pro: 393 × 852 @3x, insets [DFP-15P], status bar 54 [SB-table].
  public static let iPhone15Pro = Device(
    name: "iPhone 15 Pro", points: Size(width: 393, height: 852), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    rootLayoutMargins: (16, 75), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 393),
    hasHomeIndicator: true,
    sources: "[DFP-15P][SB-table]",
    unsourced: [
      .cornerRadius: Assumed.radius55,
      .sensorHousing: Assumed.island,
      .layoutMargins: "assumed 16 / 75 as iPhone 14 Pro (same points and insets)",
      .readableWidth: "assumed equal to the margins as iPhone 14 Pro",
    ])

  /// iPhone 15 Pro Max: 430 × 932 @3x, insets 59/0/34/0 and 0/59/21/59 [DFP-15PM][HIG-DIM].
  public static let iPhone15ProMax = islandPlusPhone(
    "iPhone 15 Pro Max", sources: "[DFP-15PM][HIG-DIM]")
  /// iPhone 16: 393 × 852 @3x, insets 59/0/34/0 and 0/59/21/59 [DFP-16][HIG-DIM].
  public static let iPhone16 = faceIDPhone(
    "iPhone 16", 393, 852, top: 59, margins: (16, 75), readable: (.equalsMargins, .equalsMargins),
    statusBar: 54, radius: 55, housing: island(width: 393), sources: "[DFP-16][HIG-DIM]",
    unsourced: Assumed.sameScreen(as: "iPhone 14 Pro [DIM]", [.layoutMargins, .readableWidth])
      .merging([
        .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
        .sensorHousing: Assumed.island,
      ]) { $1 })
  /// iPhone 16 Plus: 430 × 932 @3x, insets 59/0/34/0 and 0/59/21/59 [DFP-16Plus][HIG-DIM].
  public static let iPhone16Plus = islandPlusPhone(
    "iPhone 16 Plus", sources: "[DFP-16Plus][HIG-DIM]")

  /// A 430 × 932 Dynamic Island iPhone whose insets a preset gives; margins, readable width,
  /// status bar, radius and island as the iPhone 14 Pro Max.
  private static func islandPlusPhone(_ name: String, sources: String) -> Device {
    faceIDPhone(
      name, 430, 932, top: 59, margins: (20, 75), readable: (.equalsMargins, .width(664)),
      statusBar: 54, radius: 55, housing: island(width: 430), sources: sources,
      unsourced: Assumed.sameScreen(
        as: "iPhone 14 Pro Max [DIM]", [.layoutMargins, .readableWidth]
      )
      .merging([
        .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
        .sensorHousing: Assumed.island,
      ]) { $1 })
  }

  // MARK: Dynamic Island, 402 × 874, 440 × 956 and 420 × 912

  /// iPhone 16 Pro: 402 × 874 @3x, insets 62/0/34/0 and 0/62/21/62 [DFP-16P][DP-pub].
  public static let iPhone16Pro = Device(
    name: "iPhone 16 Pro", points: Size(width: 402, height: 874), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    rootLayoutMargins: (16, 78), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 402),
    hasHomeIndicator: true,
    sources: "[DFP-16P][DP-pub]", unsourced: sixteenProUnsourced)

  /// iPhone 16 Pro Max: 440 × 956 @3x, insets 62/0/34/0 and 0/62/21/62 [DFP-16PM][DP-pub].
  public static let iPhone16ProMax = Device(
    name: "iPhone 16 Pro Max", points: Size(width: 440, height: 956), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
    safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    rootLayoutMargins: (20, 78), readableWidth: (.equalsMargins, .width(664)),
    statusBarHeight: 54, cornerRadius: 55, sensorHousing: island(width: 440),
    hasHomeIndicator: true,
    sources: "[DFP-16PM][DP-pub]", unsourced: sixteenProUnsourced)

  private static let sixteenProUnsourced: [Field: String] = [
    .safeAreaLandscape:
      "CONFLICT: [FW] lists a landscape bottom inset of 20; 21 kept from [DFP-16P]",
    .statusBarHeight: Assumed.statusBar54,
    .cornerRadius: "assumed 55 as iPhone 14 Pro (third-party tables disagree)",
    .sensorHousing: Assumed.island,
    .layoutMargins: Assumed.marginsByWidth,
    .readableWidth: Assumed.readableBySizeClass,
  ]

  /// iPhone 17: 402 × 874 @3x [HIG-DIM]; insets as the iPhone 16 Pro [DFP-16P].
  public static let iPhone17 = seventeenPhone("iPhone 17")
  /// iPhone 17 Pro: 402 × 874 @3x [HIG-DIM]; insets as the iPhone 16 Pro [DFP-16P].
  public static let iPhone17Pro = seventeenPhone("iPhone 17 Pro")

  /// A 402 × 874 iPhone of 2025, with no capture of its own.
  private static func seventeenPhone(_ name: String) -> Device {
    faceIDPhone(
      name, 402, 874, top: 62, margins: (16, 78), readable: (.equalsMargins, .equalsMargins),
      statusBar: 54,
      radius: 55, housing: island(width: 402), sources: "[HIG-DIM]",
      unsourced: Assumed.sameScreen(
        as: "iPhone 16 Pro [DFP-16P]", [.safeAreaPortrait, .safeAreaLandscape]
      )
      .merging([
        .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
        .sensorHousing: Assumed.island, .layoutMargins: Assumed.marginsByWidth,
        .readableWidth: Assumed.readableBySizeClass,
      ]) { $1 })
  }

  /// iPhone 17 Pro Max: 440 × 956 @3x, insets 62/0/34/0 and, as the preset lists,
  /// 20/62/20/62 in landscape [DFP-17PM][HIG-DIM].
  public static let iPhone17ProMax = faceIDPhone(
    "iPhone 17 Pro Max", 440, 956, top: 62,
    landscape: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
    margins: (20, 78), readable: (.equalsMargins, .width(664)), statusBar: 54, radius: 55,
    housing: island(width: 440), sources: "[DFP-17PM][HIG-DIM]",
    unsourced: [
      .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
      .sensorHousing: Assumed.island, .layoutMargins: Assumed.marginsByWidth,
      .readableWidth: Assumed.readableBySizeClass,
    ])

  /// iPhone Air: 420 × 912 @3x, insets 68/0/34/0 and, as the preset lists, 20/68/29/68 in
  /// landscape [DFP-Air][HIG-DIM].
  public static let iPhoneAir = faceIDPhone(
    "iPhone Air", 420, 912, top: 68,
    landscape: EdgeInsets(top: 20, left: 68, bottom: 29, right: 68),
    margins: (20, 84), readable: (.equalsMargins, .width(664)), statusBar: 54, radius: 55,
    housing: island(width: 420), sources: "[DFP-Air][HIG-DIM]",
    unsourced: [
      .statusBarHeight: Assumed.statusBar54, .cornerRadius: Assumed.radius55,
      .sensorHousing: Assumed.island, .layoutMargins: Assumed.marginsByWidth,
      .readableWidth: Assumed.readableBySizeClass,
    ])

  /// Every iPhone of the catalog, oldest first.
  public static let iPhones: [Device] = [
    iPhoneXS, iPhoneXSMax, iPhoneXR, iPhone11, iPhone11Pro, iPhone11ProMax, iPhoneSE2,
    iPhone12mini, iPhone12, iPhone12Pro, iPhone12ProMax, iPhone13mini, iPhone13, iPhone13Pro,
    iPhone13ProMax, iPhoneSE3, iPhone14, iPhone14Plus, iPhone14Pro, iPhone14ProMax, iPhone15,
    iPhone15Plus, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
    iPhone16e, iPhone17, iPhone17Pro, iPhone17ProMax, iPhoneAir,
  ]
}
