import LayoutCore

// The shapes every row of the catalog shares, written once. Facts and sources:
// Documentation/Facts/Devices.md (keys in brackets are listed under its "Sources").

/// The iPhone 14 Pro's island: 126 × 37.33 pt at y = 11, centred [DIU], with the height
/// calibrated to 37 (bottom edge at 48.0 pt) so that seed 000's 21:9 guide is 756 × 323
/// (Documentation/Facts/AspectFitGuide.md#worked-checks).
func island(width portraitWidth: Double) -> SensorHousing {
  .dynamicIsland(Rect(x: (portraitWidth - 126) / 2, y: 11, width: 126, height: 37))
}

/// The assumed notch (no public source gives its outline): 162 × 33 pt, centred, bottom corners
/// of radius 20 (Documentation/Facts/Devices.md#notch).
func notch(width portraitWidth: Double) -> SensorHousing {
  .notch(Rect(x: (portraitWidth - 162) / 2, y: 0, width: 162, height: 33), bottomCornerRadius: 20)
}

/// Why an unsourced value is what it is; shared by many rows.
enum Assumed {
  static let notch =
    "notch outline: no public source; assumed 162 × 33 pt centred, bottom corner radius 20 (Documentation/Facts/Devices.md#notch)"
  static let island =
    "Dynamic Island outline: assumed as iPhone 14 Pro (126 × 37 at y = 11; Documentation/Facts/Devices.md#dynamic-island)"
  static let statusBar54 =
    "assumed 54 as iPhone 14 Pro and 15 Pro (no public source; Documentation/Facts/Devices.md#status-bar-heights)"
  static let radius55 =
    "assumed 55 as iPhone 14 Pro (no public source; Documentation/Facts/Devices.md#corner-radii)"

  static let marginsByWidth =
    "inferred (no capture): 16 below 414 pt wide, 20 from 414 pt, and the side inset + 16 in landscape, as every captured iPhone [DIM] (Documentation/Facts/Devices.md#root-view-margins)"
  static let readableBySizeClass =
    "inferred (no capture): 664 where the width class is regular [HIG-SC], else the margins, as every captured iPhone [DIM] (Documentation/Facts/Devices.md#readable-width)"

  /// A notch iPhone before the 14 Pro whose status bar no table lists: the captured safe-area top.
  static func statusBarAsSafeTop(_ top: Double) -> String {
    "assumed \(Int(top)) = the captured safe-area top, as on the 12–14 (47) and the minis (50) [SB-table]"
  }

  /// Every field of `fields` taken over from `model`, which has the same screen.
  static func sameScreen(as model: String, _ fields: [Device.Field]) -> [Device.Field: String] {
    Dictionary(uniqueKeysWithValues: fields.map { ($0, "assumed as \(model) (same screen)") })
  }
}

extension Device {
  /// An iPhone with Face ID: a home indicator, portrait insets `top`/0/34/0 and, unless given,
  /// landscape insets 0/`side`/21/`side` with `side == top` (the captured pattern of every notch
  /// and Dynamic Island iPhone, Documentation/Facts/Devices.md#device-table).
  static func faceIDPhone(
    _ name: String, _ width: Double, _ height: Double, scale: Double = 3, top: Double,
    landscape: EdgeInsets? = nil, margins: (portrait: Double?, landscape: Double?),
    readable: (portrait: ReadableWidth, landscape: ReadableWidth), statusBar: Double,
    radius: Double, housing: SensorHousing, sources: String, unsourced: [Field: String] = [:]
  ) -> Device {
    Device(
      name: name, points: Size(width: width, height: height), scale: scale,
      safeAreaPortrait: EdgeInsets(top: top, bottom: 34),
      safeAreaLandscape: landscape ?? EdgeInsets(top: 0, left: top, bottom: 21, right: top),
      rootLayoutMargins: margins, readableWidth: readable, statusBarHeight: statusBar,
      cornerRadius: radius, sensorHousing: housing, hasHomeIndicator: true, sources: sources,
      unsourced: unsourced)
  }

  /// An iPad with a Home button: square corners, the 20 pt status bar as the only inset in every
  /// orientation, margins 20 and a 664 pt readable width (the captured iPad (9th generation) and
  /// iPad Pro (9.7-inch), [DIM]).
  static func homeButtonPad(
    _ name: String, _ width: Double, _ height: Double, sources: String,
    unsourced: [Field: String] = [:]
  ) -> Device {
    Device(
      name: name, isPad: true, points: Size(width: width, height: height), scale: 2,
      safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: EdgeInsets(top: 20),
      rootLayoutMargins: (20, 20), readableWidth: (.width(664), .width(664)), statusBarHeight: 20,
      cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false, sources: sources,
      unsourced: unsourced)
  }

  /// An iPad with a home indicator: insets 24/0/20/0 in every orientation, status bar 24,
  /// margins 20 (the captured pattern, [DIM]).
  static func homeIndicatorPad(
    _ name: String, _ width: Double, _ height: Double, radius: Double,
    readable: (portrait: ReadableWidth, landscape: ReadableWidth) = (.width(664), .width(664)),
    sources: String, unsourced: [Field: String] = [:]
  ) -> Device {
    Device(
      name: name, isPad: true, points: Size(width: width, height: height), scale: 2,
      safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
      safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
      rootLayoutMargins: (20, 20), readableWidth: readable, statusBarHeight: 24,
      cornerRadius: radius, sensorHousing: .none, hasHomeIndicator: true, sources: sources,
      unsourced: unsourced)
  }
}
