extension Device {
  /// Other names a device answers to, besides its own (compared like names: case, spaces and
  /// punctuation ignored):
  ///
  /// - a product line without a generation means the newest model of that line in the catalog:
  ///   "iPhone SE" → iPhone SE (3rd generation), "iPad" → iPad (A16), "iPad mini" → iPad mini
  ///   (A17 Pro), "iPad Air 11-inch" / "iPad Air 13-inch" → the M3 models, "iPad Pro 11-inch" /
  ///   "iPad Pro 13-inch" → the M5 models, "iPad Pro 12.9-inch" → the 6th generation;
  /// - a generation may be written as its number: "iPhone SE 3", "iPad Air 5", "iPad 10",
  ///   "iPad Pro 11-inch 4".
  ///
  /// "iPad Air" and "iPad Pro" alone stay ambiguous (two sizes each), and a model name is never
  /// widened to another model: "iPhone 15" is the iPhone 15, never the iPhone 15 Pro.
  public static let aliases: [(alias: String, device: Device)] = {
    let newest: [(String, Device)] = [
      ("iPhone SE", iPhoneSE3), ("iPad", iPadA16), ("iPad mini", iPadMiniA17Pro),
      ("iPad Air 11-inch", iPadAir11M3), ("iPad Air 13-inch", iPadAir13M3),
      ("iPad Pro 11-inch", iPadPro11M5), ("iPad Pro 13-inch", iPadPro13M5),
      ("iPad Pro 12.9-inch", iPadPro12_9),
    ]
    // "Name (4th generation)" → "Name 4".
    let numbered: [(String, Device)] = all.compactMap { device in
      guard let open = device.name.range(of: " ("), device.name.hasSuffix(" generation)") else {
        return nil
      }
      let ordinal = device.name[open.upperBound...].prefix { $0.isNumber }
      guard !ordinal.isEmpty else { return nil }
      return (device.name[..<open.lowerBound] + " " + ordinal, device)
    }
    return (newest + numbered).map { (alias: $0.0, device: $0.1) }
  }()

  /// The device called `name`: its catalog name or one of its ``aliases``, compared with case,
  /// spaces and punctuation ignored.
  ///
  /// - Throws: ``DeviceLookupError/ambiguousDevice(_:candidates:)`` when `name` is only the
  ///   beginning of several names ("iPad Pro"), listing them;
  ///   ``DeviceLookupError/unknownDevice(_:candidates:)`` otherwise, listing the closest names.
  public static func lookup(_ name: String) throws(DeviceLookupError) -> Device {
    let key = lookupKey(name)
    guard !key.isEmpty else { throw .unknownDevice(name, candidates: []) }
    if let device = all.first(where: { lookupKey($0.name) == key }) { return device }
    if let alias = aliases.first(where: { lookupKey($0.alias) == key }) { return alias.device }

    // Not a name: say which names it could have meant. Names it begins come first; failing
    // those, the names sharing the longest beginning with it.
    let names = all.map(\.name)
    let started = names.filter { lookupKey($0).hasPrefix(key) }
    if started.count > 1 { throw .ambiguousDevice(name, candidates: started) }
    if started.count == 1 { throw .unknownDevice(name, candidates: started) }
    func shared(_ candidate: String) -> Int {
      zip(lookupKey(candidate), key).prefix { $0 == $1 }.count
    }
    let best = names.map(shared).max() ?? 0
    // Fewer than four shared characters ("ipho") is no resemblance at all.
    let closest = best < 4 ? [] : names.filter { shared($0) == best }
    throw .unknownDevice(name, candidates: closest)
  }
}
