import LayoutCore

// Screens Interface Builder still offers as a document's "View as" device (its `<device id=…>`)
// whose phones do not run iOS 17, so they are not in `Device.all`: a file saved on one of them
// holds frames computed for that screen, and Plumb keeps it as the file's design device — to
// check views for being misplaced and to show the file as saved — never as a device to check.
// Points, scales, insets and margins: [DIM] (iPhone 8 Plus; iPod touch 7th generation, which has
// the 4-inch iPhone SE's screen). The 3.5-inch screen is the 320 × 480 at which Interface Builder
// saves root views beside `retina3_5`; the rest of its row is assumed from the 4-inch screen's.
// Keys: Documentation/Facts/Devices.md#sources.

extension Device {
  /// iPhone 8 Plus: 414 × 736 @3x, Home button; regular width in landscape [DIM].
  public static let iPhone8Plus = Device(
    name: "iPhone 8 Plus", points: Size(width: 414, height: 736), scale: 3,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (20, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "[DIM][SB-table]")

  /// iPhone SE (1st generation): 320 × 568 @2x, Home button; as the iPod touch (7th
  /// generation), which has its screen [DIM].
  public static let iPhoneSE1 = Device(
    name: "iPhone SE (1st generation)", points: Size(width: 320, height: 568), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (16, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "[DIM]")

  /// iPhone 4s: 320 × 480, the root views' size beside `retina3_5`; the rest as the 4-inch
  /// screen's.
  public static let iPhone4s = Device(
    name: "iPhone 4s", points: Size(width: 320, height: 480), scale: 2,
    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: .zero,
    rootLayoutMargins: (16, 20), readableWidth: (.equalsMargins, .equalsMargins),
    statusBarHeight: 20, cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false,
    sources: "Interface Builder's saved root frames",
    unsourced: [
      .scale: "2, as the 4-inch Retina iPhone's [DIM]",
      .safeAreaPortrait: "the 4-inch iPhone's 20-pt status bar [DIM]",
      .safeAreaLandscape: "the 4-inch iPhone's: no status bar in landscape [DIM]",
      .layoutMargins: "the 4-inch iPhone's 16 and 20 pt [DIM]",
      .readableWidth: "the 4-inch iPhone's, equal to the margins [DIM]",
    ])

  /// The design devices: screens Interface Builder offers that no catalogued device has.
  public static let designDevices: [Device] = [iPhone4s, iPhoneSE1, iPhone8Plus]
}
