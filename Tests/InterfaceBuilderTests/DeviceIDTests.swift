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
      // Saved beside 393 × 852 root views (Documentation/Facts/Devices.md#design-device-ids).
      ("retina6_12", "iPhone 14 Pro"),
      // Saved beside 402 × 874 root views (NetNewsWire's Main.storyboard, the same page).
      ("retina6_3", "iPhone 16 Pro"),
      // The screens no iOS 17 phone has are design devices (IBLinter's table names them too).
      ("retina3_5", "iPhone 4s"), ("retina4_0", "iPhone SE (1st generation)"),
      ("retina5_5", "iPhone 8 Plus"),
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
    // An id the table does not name; the root view's saved 430 × 932 names the screen.
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina6_72\" orientation=\"portrait\"/>", size: (430, 932)),
      file: "d.storyboard")
    // The catalog's first device with that screen, in catalog order.
    let expected = try #require(
      Device.all.first { $0.points.width == 430 && $0.points.height == 932 })
    #expect(device.scenario?.device == expected)
    let warning = try #require(device.warning)
    #expect(warning.line == 3)
    #expect(warning.message.contains("retina6_72") && warning.message.contains("430 × 932"))
  }

  @Test("In landscape the root view's size is the screen turned on its side")
  func landscapeBySize() throws {
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina6_72\" orientation=\"landscape\"/>", size: (932, 430)),
      file: "d.storyboard")
    #expect(device.scenario?.device.points == Size(width: 430, height: 932))
    #expect(device.scenario?.orientation == .landscapeLeft)
  }

  @Test("A screen no device has is a warning naming the default, and no scenario")
  func unknownScreen() throws {
    // An id Plumb does not know, with a screen neither the catalog nor the design devices have.
    let device = InterfaceBuilderDevice(
      try Self.document(
        device: "<device id=\"retina9_9\" orientation=\"portrait\"/>", size: (300, 500)),
      file: "d.storyboard")
    #expect(device.scenario == nil)
    let warning = try #require(device.warning)
    #expect(
      warning.message.contains("300 × 500")
        && warning.message.contains("not checked for being misplaced"))
    #expect(warning.message.contains(InterfaceBuilderDevice.fallbackDeviceName))
  }

  @Test("A design device is kept for the file, never added to the devices checked")
  func designDevicesStayOutOfTheCatalog() {
    // The catalog is the devices that run iOS 17 or later; the 3.5-, 4- and 5.5-inch phones
    // do not.
    for device in Device.designDevices {
      #expect(!Device.all.contains(device), "\(device.name)")
    }
  }

  @Test("A storyboard without a device (Xcode 7) takes the device of its root views' screen")
  func noDeviceBySize() throws {
    // 320 × 568 is the 4-inch screen, a design device; 414 × 896 the catalog's first such phone.
    let small = InterfaceBuilderDevice(
      try Self.document(device: "", size: (320, 568)), file: "d.storyboard")
    #expect(small.scenario?.device == .iPhoneSE1 && small.warning == nil)
    let large = InterfaceBuilderDevice(
      try Self.document(device: "", size: (414, 896)), file: "d.storyboard")
    let expected = try #require(
      Device.all.first { $0.points.width == 414 && $0.points.height == 896 })
    #expect(large.scenario?.device == expected)
  }

  @Test("A storyboard without a device whose root has no saved frame has no scenario")
  func noDevice() throws {
    let device = InterfaceBuilderDevice(
      try Self.document(device: "", size: nil), file: "d.storyboard")
    #expect(device.scenario == nil && device.warning == nil)
  }
}
