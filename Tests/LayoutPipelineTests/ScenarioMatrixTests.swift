import AutoLayout
import DeviceCatalog
import LayoutPipeline
import Testing

/// The one expansion of scenarios (`Scenario.matrix(from:choosing:)`), which `check`, `preview`
/// and the preview's toggles all use, against the nested loops it replaced written out here as
/// the oracle: device by device, each supported orientation, the full screen then each of the
/// orientation's multitasking windows (the catalog's `multitaskingWindows(in:)`), each text
/// size, the keyboard hidden then shown.
@Suite("Scenario matrix")
struct ScenarioMatrixTests {
  static func oracle(
    devices: [Device], orientations: [Orientation]?, splitViews: Bool,
    contentSizes: [ContentSizeCategory], keyboard: Bool
  ) -> [Scenario] {
    var scenarios: [Scenario] = []
    for device in devices {
      for orientation in orientations ?? device.orientations
      where device.orientations.contains(orientation) {
        var windows: [MultitaskingWindow.Configuration?] = [nil]
        if splitViews {
          windows += device.multitaskingWindows(in: orientation).map(\.configuration)
        }
        for window in windows {
          for size in contentSizes {
            for shown in keyboard ? [false, true] : [false] {
              scenarios.append(
                Scenario(
                  device: device, orientation: orientation, multitasking: window,
                  contentSizeCategory: size, showsKeyboard: shown))
            }
          }
        }
      }
    }
    return scenarios
  }

  @Test(
    "Every combination the devices support, in the table's order, the keyboard varying fastest",
    arguments: [
      ([Device.iPhoneSE3, .iPadAir5], nil as [Orientation]?, true, true),
      ([.iPadAir5, .iPhone14Pro], [.landscapeLeft, .portraitUpsideDown, .portrait], true, false),
      ([.iPhone14Pro], [.portraitUpsideDown], false, true),
      ([], nil, true, true),
    ])
  func matchesNestedLoops(
    devices: [Device], orientations: [Orientation]?, splitViews: Bool, keyboard: Bool
  ) {
    let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraLarge]
    let scenarios = Scenario.matrix(
      devices: devices, orientations: orientations, splitViews: splitViews,
      contentSizes: sizes, keyboard: keyboard)
    #expect(
      scenarios
        == Self.oracle(
          devices: devices, orientations: orientations, splitViews: splitViews,
          contentSizes: sizes, keyboard: keyboard))
  }

  @Test("A dimension the choices leave out keeps the seed's value; `every` is what each supports")
  func seedAndEvery() {
    let seed = Scenario(device: .iPadAir5, contentSizeCategory: .extraLarge, showsKeyboard: true)
    let scenarios = Scenario.matrix(
      from: seed,
      choosing: [
        ScenarioDimension.orientation.key: .values(["landscapeLeft"]),
        ScenarioDimension.multitasking.key: .every,
      ])
    // The iPad's landscape windows (the catalog), each at the seed's text size and keyboard.
    let windows = Device.iPadAir5.multitaskingWindows(in: .landscapeLeft).map(\.configuration)
    #expect(!windows.isEmpty)
    #expect(
      scenarios
        == ([nil] + windows).map {
          Scenario(
            device: .iPadAir5, orientation: .landscapeLeft, multitasking: $0,
            contentSizeCategory: .extraLarge, showsKeyboard: true)
        })
  }
}
