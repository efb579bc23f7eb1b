import DeviceCatalog
import Testing

@Test("Default keyboard heights are the measured keys plus the bottom inset, with provenance")
func defaultKeyboardHeights() {
  // Portrait: 267 pt of keys (301 on the iPhone 11 less its 34-pt inset) + 34 on a Face ID
  // iPhone = 301, + 0 on the SE = 267. Landscape: 188 pt (209 − 21 on the 16 Pro Max) + 21.
  #expect(Device.iPhone14Pro.defaultKeyboardHeight(in: .portrait).height == 301)
  #expect(Device.iPhoneSE3.defaultKeyboardHeight(in: .portrait).height == 267)
  let proMax = Device.iPhone16ProMax.defaultKeyboardHeight(in: .landscapeLeft)
  #expect(proMax.height == 209)
  #expect(proMax.provenance.isSourced)
  #expect(!Device.iPhone14Pro.defaultKeyboardHeight(in: .portrait).provenance.isSourced)
  // Every default fits its window, so it can always be shown (a taller keyboard is refused).
  for device in Device.all {
    for orientation in device.orientations {
      let height = device.defaultKeyboardHeight(in: orientation).height
      let windowHeight = orientation.isLandscape ? device.points.width : device.points.height
      #expect(height > 0 && height < windowHeight, "\(device.name) \(orientation)")
    }
  }
}
