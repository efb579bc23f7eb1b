import DeviceCatalog
import Testing

@Suite("Device and orientation lookup")
struct DeviceLookupTests {
  @Test(
    "Every device is found by its own name, whatever the case, spaces and punctuation",
    arguments: Device.all)
  func ownName(_ device: Device) throws {
    #expect(try Device.lookup(device.name) == device)
    #expect(try Device.lookup(device.name.uppercased()) == device)
    #expect(try Device.lookup(device.name.filter { $0.isLetter || $0.isNumber }) == device)
  }

  @Test("A model name is that model, never a larger one")
  func exactModels() throws {
    #expect(try Device.lookup("iPhone 15") == .iPhone15)
    #expect(try Device.lookup("iphone 15 pro") == .iPhone15Pro)
    #expect(try Device.lookup("iPhone 16") == .iPhone16)
    #expect(try Device.lookup("iPhone-16e") == .iPhone16e)
    #expect(try Device.lookup("iPhone Air") == .iPhoneAir)
  }

  @Test("Documented aliases: a line means its newest model; a generation may be a number")
  func aliases() throws {
    #expect(try Device.lookup("iPhone SE") == .iPhoneSE3)
    #expect(try Device.lookup("iPhone SE 2") == .iPhoneSE2)
    #expect(try Device.lookup("iPad") == .iPadA16)
    #expect(try Device.lookup("iPad mini") == .iPadMiniA17Pro)
    #expect(try Device.lookup("ipad air 5") == .iPadAir5)
    #expect(try Device.lookup("iPad Pro 11-inch 4") == .iPadPro11)
    #expect(try Device.lookup("iPad Pro 12.9-inch") == .iPadPro12_9)
  }

  @Test("An alias never shadows a name and means one device")
  func aliasesAreUnambiguous() {
    let names = Set(Device.all.map { $0.name.lowercased().filter { $0.isLetter || $0.isNumber } })
    let keys = Device.aliases.map { $0.alias.lowercased().filter { $0.isLetter || $0.isNumber } }
    #expect(Set(keys).count == keys.count)
    #expect(names.isDisjoint(with: keys))
  }

  @Test("The beginning of several names is ambiguous and lists them")
  func ambiguous() {
    let pros = Device.all.map(\.name).filter { $0.hasPrefix("iPad Pro") }
    #expect(pros.count == 14)
    #expect(throws: DeviceLookupError.ambiguousDevice("iPad Pro", candidates: pros)) {
      try Device.lookup("iPad Pro")
    }
    let airs = Device.all.map(\.name).filter { $0.hasPrefix("iPad Air") }
    #expect(throws: DeviceLookupError.ambiguousDevice("ipad air", candidates: airs)) {
      try Device.lookup("ipad air")
    }
  }

  @Test("An unknown name is an error with the closest names")
  func unknown() throws {
    #expect(
      throws: DeviceLookupError.unknownDevice("iPhone 16 Pro M", candidates: ["iPhone 16 Pro Max"])
    ) {
      try Device.lookup("iPhone 16 Pro M")
    }
    // "iPhone 18" shares "iphone1" with every iPhone 11 … 17 and nothing longer.
    do {
      _ = try Device.lookup("iPhone 18")
      Issue.record("iPhone 18 was found")
    } catch .unknownDevice(let name, let candidates) {
      #expect(name == "iPhone 18")
      #expect(!candidates.isEmpty && candidates.allSatisfy { $0.hasPrefix("iPhone 1") })
    }
    #expect(throws: DeviceLookupError.unknownDevice("Galaxy S24", candidates: [])) {
      try Device.lookup("Galaxy S24")
    }
    #expect(throws: DeviceLookupError.unknownDevice("  ", candidates: [])) {
      try Device.lookup("  ")
    }
  }

  @Test("Messages say what was wrong and what would work")
  func messages() {
    #expect(
      DeviceLookupError.unknownDevice("iPhone 16 Pro M", candidates: ["iPhone 16 Pro Max"])
        .description
        == #"unknown device "iPhone 16 Pro M": did you mean "iPhone 16 Pro Max"?"#)
    #expect(
      DeviceLookupError.ambiguousDevice(
        "iPad Air 13", candidates: ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"]
      ).description
        == #"ambiguous device "iPad Air 13": it could be "iPad Air 13-inch (M2)" or "iPad Air 13-inch (M3)"; name one exactly"#
    )
    #expect(
      DeviceLookupError.unknownDevice("Galaxy S24", candidates: []).description
        == #"unknown device "Galaxy S24": `plumb devices` lists the catalog"#)
  }

  @Test("Orientations by case name or alias; anything else lists the names that work")
  func orientations() throws {
    #expect(try Orientation.lookup("portrait") == .portrait)
    #expect(try Orientation.lookup("Landscape-Right") == .landscapeRight)
    #expect(try Orientation.lookup("landscape") == .landscapeLeft)
    #expect(try Orientation.lookup("upside down") == .portraitUpsideDown)
    let all = [
      "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape",
      "upside down",
    ]
    #expect(throws: DeviceLookupError.unknownOrientation("sideways", candidates: all)) {
      try Orientation.lookup("sideways")
    }
  }
}
