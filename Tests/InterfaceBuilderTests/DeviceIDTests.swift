import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// Xcode's `<device id>` → a catalogued device: by IBLinter's table, else by the screen size the
/// root view's design frame states, else a warning with what Plumb does instead.
@Suite("Interface Builder device ids")
struct DeviceIDTests {
  /// A one-scene storyboard with `device` (XML, may be empty) and a root view of `size`.
  static func document(device: String, size: (Double, Double)?) throws -> IBDocument {
    let frame =
      size.map { "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\($0.0)\" height=\"\($0.1)\"/>" }
      ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        \(device)
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">\(frame)</view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    return try IBReader.read(Data(text.utf8), file: "d.storyboard")
  }

  @Test(
    "IBLinter's ids map to the catalogued device of the same screen, without a warning",
    arguments: [
      ("retina4_7", "iPhone SE (2nd generation)"), ("retina5_9", "iPhone XS"),
      ("retina6_1", "iPhone XR"),
      ("retina6_5", "iPhone XS Max"),
    ])
  func knownIDs(id: String, name: String) throws {
    let device = InterfaceBuilderDevice(
      try Self.document(device: "<device id=\"\(id)\" orientation=\"portrait\"/>", size: nil),
      file: "d.storyboard")
    #expect(device.scenario?.device.name == name && device.scenario?.orientation == .portrait)
    #expect(device.warning == nil)
  }

  @Test("An id outside the table is resolved by the root view's size, and a warning says so")
  func newerIDBySize() throws {
    // Xcode 14 and later write retina6_12 for the 6.1-inch Dynamic Island phones: 393 × 852.
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina6_12\" orientation=\"portrait\"/>", size: (393, 852)),
      file: "d.storyboard")
    // The catalog's first device with that screen, in catalog order.
    let expected = try #require(
      Device.all.first { $0.points.width == 393 && $0.points.height == 852 })
    #expect(device.scenario?.device == expected)
    let warning = try #require(device.warning)
    #expect(warning.line == 3)
    #expect(warning.message.contains("retina6_12") && warning.message.contains("393 × 852"))
  }

  @Test("In landscape the root view's size is the screen turned on its side")
  func landscapeBySize() throws {
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina6_12\" orientation=\"landscape\"/>", size: (852, 393)),
      file: "d.storyboard")
    #expect(device.scenario?.device.points == Size(width: 393, height: 852))
    #expect(device.scenario?.orientation == .landscapeLeft)
  }

  @Test("A screen the catalog lacks is a warning naming the default, and no scenario")
  func unknownScreen() throws {
    // retina4_0 is the first iPhone SE, 320 × 568, which runs no iOS the catalog covers.
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina4_0\" orientation=\"portrait\"/>", size: (320, 568)),
      file: "d.storyboard")
    #expect(device.scenario == nil)
    let warning = try #require(device.warning)
    #expect(
      warning.message.contains("320 × 568")
        && warning.message.contains("not checked for being misplaced"))
    #expect(warning.message.contains(InterfaceBuilderDevice.fallbackDeviceName))
  }

  @Test("A document without a device has no scenario and no warning")
  func noDevice() throws {
    let device = InterfaceBuilderDevice(
      try Self.document(device: "", size: (414, 896)), file: "d.storyboard")
    #expect(device.scenario == nil && device.warning == nil)
  }
}
