import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports
import Testing

/// A storyboard is checked for misplaced views only on the device it was saved on, which is
/// told apart by its name: that scenario is never laid out for another device alike.
@Suite("The document's own device among devices alike")
struct DocumentDeviceSharingTests {
  @Test(
    "The iPhone 11 and the iPhone XR are one screen, but only the XR, Profile.storyboard's device, finds the misplaced switch"
  )
  func documentDeviceIsLaidOutForItself() throws {
    let storyboard = try #require(
      Bundle.module.url(forResource: "Fixtures/Profile.storyboard", withExtension: nil)
    ).path
    // Saved as `retina6_1`, the iPhone XR; the iPhone 11 has the same catalog row but its name.
    let devices = [Device.iPhone11, .iPhoneXR]
    let scenarios = devices.map { Scenario(device: $0, orientation: .portrait) }
    let check = try #require(Pipeline.check(files: [storyboard], in: scenarios, timed: true).first)
    let results = try #require(check.report?.results)
    #expect(check.timings?.scenarios.count == 2)
    func misplaced(on device: Device) -> [String] {
      results.filter { $0.scenario.device == device }.flatMap(\.findings)
        .filter { $0.kind == .misplaced }.map(\.message)
    }
    #expect(misplaced(on: .iPhone11).isEmpty)
    #expect(misplaced(on: .iPhoneXR).contains { $0.contains("swt-01-abc") })
    // Each result is the one its device gets checked alone.
    for device in devices {
      let alone = try #require(
        Pipeline.check(files: [storyboard], in: [Scenario(device: device)]).first?.report)
      #expect(
        results.filter { $0.scenario.device == device }.map { $0.json() }
          == alone.results.map { $0.json() })
    }
  }
}
