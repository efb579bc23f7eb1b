import DeviceCatalog
import Foundation
import LayoutCore
import Testing

/// Every device's facts agree with each other and with the screen, for every orientation it
/// allows. One runner over the whole catalog; the expectations are geometric necessities or the
/// rules of Documentation/Facts/Devices.md, never numbers copied from the table.
@Suite("Device facts")
struct DeviceFactsTests {
  static let pairs: [(Device, Orientation)] = Device.all.flatMap { d in
    d.orientations.map { (d, $0) }
  }

  @Test("The safe area is a non-empty rectangle inside the window", arguments: pairs)
  func safeAreaInsideWindow(_ device: Device, _ orientation: Orientation) {
    let screen = device.screen(orientation)
    let i = screen.safeAreaInsets
    #expect([i.top, i.left, i.bottom, i.right].allSatisfy { $0 >= 0 })
    #expect(i.left + i.right < screen.size.width)
    #expect(i.top + i.bottom < screen.size.height)
    #expect(screen.statusBarHeight <= i.top, "the status bar is inside the top inset")
  }

  @Test("Landscape swaps the size and insets both sides alike; iPads allow all four orientations")
  func orientations() {
    for device in Device.all {
      #expect(device.orientations.count == (device.isPad ? 4 : 3), "\(device)")
      let landscape = device.screen(.landscapeLeft)
      #expect(landscape.size == Size(width: device.points.height, height: device.points.width))
      #expect(landscape.safeAreaInsets.left == landscape.safeAreaInsets.right, "\(device)")
      #expect(device.screen(.landscapeRight).safeAreaInsets == landscape.safeAreaInsets)
    }
  }

  @Test("Points and pixels are whole; scale is 2 or 3")
  func pixelGrid() {
    for device in Device.all {
      #expect(device.scale == 2 || device.scale == 3, "\(device)")
      for length in [device.points.width, device.points.height] {
        #expect(length == length.rounded() && length > 0, "\(device)")
      }
      #expect(device.points.width < device.points.height, "portrait is taller than wide: \(device)")
    }
  }

  @Test("Corners: square with a Home button; otherwise round, and the curve fits the short side")
  func cornerRadius() {
    for device in Device.all {
      if device.hasHomeIndicator {
        // The continuous corner leaves the edge 1.52866 r from the corner
        // (ContinuousCorner.extent); two of them must fit along the short side.
        #expect(device.cornerRadius > 0, "\(device)")
        #expect(
          2 * ContinuousCorner.extent * device.cornerRadius < device.points.width, "\(device)")
      } else {
        #expect(device.cornerRadius == 0 && device.sensorHousing == .none, "\(device)")
      }
    }
  }

  @Test("The home indicator is the only reason for a bottom inset in portrait")
  func homeIndicator() {
    for device in Device.all {
      let bottom = device.safeAreaPortrait.bottom
      // 34 on iPhones, 20 on iPads (Documentation/Facts/Devices.md#home-indicator).
      #expect(bottom == (device.hasHomeIndicator ? (device.isPad ? 20 : 34) : 0), "\(device)")
    }
  }

  @Test("A sensor housing is centred, hangs from the top, and lies inside the portrait top inset")
  func housing() {
    for device in Device.all {
      guard let bounds = device.sensorHousing.bounds else {
        #expect(
          device.isPad || device.safeAreaPortrait.top == 20, "only SE and iPads lack one: \(device)"
        )
        continue
      }
      #expect(!device.isPad, "\(device)")
      #expect(abs(bounds.midX - device.points.width / 2) < 1e-9, "\(device)")
      #expect(bounds.minY >= 0 && bounds.maxY <= device.safeAreaPortrait.top, "\(device)")
    }
  }

  @Test("Known root-view margins are the system minimum, 16 or 20, plus the side inset")
  func margins() {
    for device in Device.all {
      if let portrait = device.rootLayoutMargins.portrait {
        #expect(portrait == 16 || portrait == 20, "\(device)")
      }
      if let landscape = device.rootLayoutMargins.landscape {
        let side = device.safeAreaLandscape.left
        #expect(landscape == side + 16 || landscape == side + 20, "\(device)")
      }
    }
  }

  @Test("Upside down, an iPad keeps its portrait insets: status bar on top, home indicator below")
  func upsideDown() {
    // Documentation/Facts/Devices.md#upside-down: the insets follow the window, as the captured
    // landscape rows show (top 24, bottom 20 in landscape too).
    for device in Device.iPads {
      #expect(
        device.screen(.portraitUpsideDown).safeAreaInsets == device.safeAreaPortrait, "\(device)")
    }
    #expect(
      Device.iPadPro11.screen(.portraitUpsideDown).safeAreaInsets == EdgeInsets(top: 24, bottom: 20)
    )
    #expect(Device.iPad9.screen(.portraitUpsideDown).safeAreaInsets == EdgeInsets(top: 20))
  }

  @Test("Spot checks against the simulator capture [DIM]")
  func capturedValues() {
    // marcbouchenoire/dimmmensions, dimensions.json: iPhone 11 414 × 896 @2x, radius 41.5,
    // portrait safe area top 48 bottom 34, landscape 48/21, margins 20 and 64.
    let eleven = Device.iPhone11
    #expect(
      eleven.points == Size(width: 414, height: 896) && eleven.scale == 2
        && eleven.cornerRadius == 41.5)
    #expect(eleven.safeAreaPortrait == EdgeInsets(top: 48, bottom: 34))
    #expect(eleven.safeAreaLandscape == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
    #expect(eleven.rootLayoutMargins.portrait == 20 && eleven.rootLayoutMargins.landscape == 64)
    // Same file: iPad (9th generation) has a Home button: top 20, bottom 0, square corners.
    #expect(Device.iPad9.safeAreaPortrait == EdgeInsets(top: 20) && Device.iPad9.cornerRadius == 0)
  }
}

/// Every value names where it comes from: sources on every row, a reason for every guess, and
/// every source key is listed in Documentation/Facts/Devices.md.
@Suite("Device provenance")
struct DeviceProvenanceTests {
  static let facts: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    return
      (try? String(
        contentsOf: root.appendingPathComponent("Documentation/Facts/Devices.md"), encoding: .utf8))
      ?? ""
  }()

  @Test(
    "Every row cites sources, every key is on the facts page, every guess says why",
    arguments: Device.all)
  func provenance(_ device: Device) throws {
    #expect(!device.sources.isEmpty)
    let keys = try Regex(#"\[[A-Za-z0-9-]+\]"#)
    let cited = device.sources.matches(of: keys).map { String(device.sources[$0.range]) }
    #expect(!cited.isEmpty, "\(device): sources hold keys")
    let sourcesSection = Self.facts.components(separatedBy: "## Sources").last ?? ""
    for key in cited {
      #expect(
        sourcesSection.contains(key),
        "\(device): \(key) is listed in Documentation/Facts/Devices.md")
    }
    for (field, reason) in device.unsourced {
      #expect(!reason.isEmpty, "\(device).\(field)")
    }
  }
}
