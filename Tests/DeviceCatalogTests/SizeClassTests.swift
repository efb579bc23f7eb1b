import DeviceCatalog
import Testing
import Traits

// Landscape size classes of Apple's table ("Device size classes", Human Interface Guidelines,
// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications), by the
// catalog's device names: the rows for these models (the SE 3 is the "iPhone SE 4.7-inch"
// row). Portrait is compact/regular for every iPhone and iPads are regular/regular throughout.
private let landscapeWidthInAppleTable: [String: UserInterfaceSizeClass] = [
  "iPhone SE (3rd generation)": .compact,
  "iPhone 13 mini": .compact,
  "iPhone 14": .compact,
  "iPhone 14 Pro": .compact,
  "iPhone 14 Pro Max": .regular,
  "iPhone 15 Pro": .compact,
  "iPhone 16 Pro": .compact,
  "iPhone 16 Pro Max": .regular,
  "iPhone 15 Pro Max": .regular,
  "iPhone 16 Plus": .regular,
  "iPhone 16": .compact,
  "iPhone 16e": .compact,
  "iPhone 17 Pro Max": .regular,
  "iPhone 17 Pro": .compact,
  "iPhone 17": .compact,
  "iPhone Air": .regular,
]

@Test(
  "Every catalogued device has Apple's size classes in every orientation", arguments: Device.all)
func sizeClassesOfEveryDevice(device: Device) {
  for orientation in device.orientations {
    let pair = device.sizeClasses(in: orientation)
    if device.isPad {
      #expect(pair == SizeClassPair(horizontal: .regular, vertical: .regular))
    } else if !orientation.isLandscape {
      #expect(pair == SizeClassPair(horizontal: .compact, vertical: .regular))
    } else {
      #expect(pair.vertical == .compact)
      // Devices added later without a row here are checked by the rules above only.
      if let expected = landscapeWidthInAppleTable[device.name] {
        #expect(pair.horizontal == expected, "\(device.name)")
      }
    }
  }
}

@Test("The landscape rule separates Apple's 402-pt and 414-pt iPhones")
func landscapeThreshold() {
  #expect(Device.regularLandscapeWidthThreshold == 414)
  #expect(Device.iPhone16Pro.sizeClasses(in: .landscapeLeft).horizontal == .compact)  // 402 pt
  #expect(Device.iPhone14ProMax.sizeClasses(in: .landscapeRight).horizontal == .regular)  // 430 pt
}

@Test("iPad Split View: ⅔ is regular in landscape, ½ is compact except on the 12.9-inch iPad Pro")
func splitViewSizeClasses() {
  func window(
    _ device: Device, _ orientation: Orientation, _ configuration: MultitaskingWindow.Configuration
  )
    -> MultitaskingWindow?
  {
    device.multitaskingWindows(in: orientation).first { $0.configuration == configuration }
  }
  let mini = Device.iPadMini6
  let pro = Device.iPadPro12_9
  #expect(window(mini, .landscapeLeft, .twoThirds)?.sizeClasses.horizontal == .regular)
  #expect(window(mini, .landscapeLeft, .half)?.sizeClasses.horizontal == .compact)
  #expect(window(pro, .landscapeLeft, .half)?.sizeClasses.horizontal == .regular)
  #expect(window(mini, .portrait, .twoThirds)?.sizeClasses.horizontal == .compact)
  #expect(window(mini, .portrait, .half) == nil)  // no even split in portrait
  for device in Device.all where device.isPad {
    for orientation in device.orientations {
      for window in device.multitaskingWindows(in: orientation) {
        #expect(window.sizeClasses.vertical == .regular)
      }
      #expect(oneThirdWidth(device, orientation) == 320)
    }
  }
  // Widths on a 1366-pt landscape screen: half (1366 − 10) / 2 = 678, two-thirds
  // 1366 − 320 − 10 = 1036; derived, so marked unsourced.
  #expect(window(pro, .landscapeLeft, .half)?.width == 678)
  #expect(window(pro, .landscapeLeft, .twoThirds)?.width == 1036)
  #expect(window(pro, .landscapeLeft, .twoThirds)?.widthProvenance.isSourced == false)
  #expect(Device.iPhone14.multitaskingWindows(in: .portrait).isEmpty)
}

private func oneThirdWidth(_ device: Device, _ orientation: Orientation) -> Double? {
  device.multitaskingWindows(in: orientation).first { $0.configuration == .oneThird }?.width
}

@Test("Asking for size classes no device has is a typed error")
func sizeClassesNoDeviceHas() throws {
  let unspecified = SizeClassPair(horizontal: .unspecified, vertical: .regular)
  #expect(throws: SizeClassQueryError.noDeviceHas(unspecified)) {
    try Device.scenarios(with: unspecified)
  }
  // The message of Documentation/BadInputs.md, C7.
  #expect(
    SizeClassQueryError.noDeviceHas(unspecified).description
      == "No catalogued device has the size classes unspecified/regular (width/height) full "
      + "screen; the catalog has compact/regular, compact/compact, regular/compact and "
      + "regular/regular.")
  let regularCompact = try Device.scenarios(
    with: SizeClassPair(horizontal: .regular, vertical: .compact))
  #expect(
    Set(regularCompact.map(\.device.name)).isSuperset(of: [
      "iPhone 14 Pro Max", "iPhone 16 Pro Max",
    ]))
}
