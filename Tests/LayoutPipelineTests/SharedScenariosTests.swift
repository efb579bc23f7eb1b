import DeviceCatalog
import LayoutPipeline
import LayoutReports
import Testing

@Suite("Scenarios laid out alike")
struct SharedScenariosTests {
  /// The iPhone 12 with rounder display corners: one field a layout reads (the display's
  /// outline) changed, under a name of its own.
  static let rounder: Device = {
    var device = Device.iPhone12
    device.name = "iPhone 12 with rounder corners"
    device.cornerRadius = 55
    return device
  }()

  @Test(
    "Two devices differing only in name are laid out once and each gets the result under its own name; a device differing in one layout-relevant field is laid out for itself"
  )
  func sharesOnlyWhatOnlyTheNameTellsApart() throws {
    let fixtures = try CheckFixtures(["outside.yaml": CheckFixtures.outside])
    // The iPhone 12 and 12 Pro are one catalog row under two names (the same points, scale,
    // insets, margins and display).
    let devices = [Device.iPhone12, .iPhone12Pro, Self.rounder]
    let scenarios = devices.map { Scenario(device: $0, orientation: .portrait) }
    let check = try #require(
      Pipeline.check(files: fixtures.paths, in: scenarios, timed: true).first)
    let results = try #require(check.report?.results)
    #expect(results.map(\.scenario.device.name) == devices.map(\.name))
    #expect(results.map(\.screen.device.name) == devices.map(\.name))
    // Two layouts were computed: the iPhone 12's, shared by the 12 Pro, and the rounder one's.
    #expect(check.timings?.scenarios.count == 2)
    // Each result is the one its device gets checked alone, to the byte of its report.
    for (device, result) in zip(devices, results) {
      let alone = try #require(
        Pipeline.check(files: fixtures.paths, in: [Scenario(device: device)]).first?.report?
          .results.first)
      #expect(result.json() == alone.json())
    }
    // The square at the top-left corner is cut by the display's corner: deeper by a rounder one.
    let cut = results.map { $0.findings.filter { $0.kind == .outsideDisplay }.map(\.message) }
    #expect(cut[0] == cut[1])
    #expect(!cut[0].isEmpty && cut[2] != cut[0])
  }
}
