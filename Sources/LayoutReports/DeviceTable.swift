import DeviceCatalog
import LayoutCore

/// The device catalog as a table: size, scale, corner radius, sensor housing, portrait safe
/// area, orientations and the sources of each device's facts.
public func deviceTable(_ devices: [Device]) -> String {
  func num(_ value: Double) -> String { formatted(value, decimals: 3) }
  let rows = devices.map { d -> [String] in
    let housing: String
    switch d.sensorHousing {
    case .none: housing = "none"
    case .notch: housing = "notch"
    case .dynamicIsland: housing = "Dynamic Island"
    }
    let safe = d.safeAreaPortrait
    return [
      d.name, "\(num(d.points.width)) × \(num(d.points.height))", "@\(num(d.scale))x",
      num(d.cornerRadius), housing,
      "\(num(safe.top)) \(num(safe.left)) \(num(safe.bottom)) \(num(safe.right))",
      d.orientations.map(\.rawValue).joined(separator: ","),
      d.sources
        + (d.unsourced.isEmpty
          ? ""
          : " (unsourced: \(d.unsourced.keys.map(\.rawValue).sorted().joined(separator: ", ")))"),
    ]
  }
  return textTable(
    [
      "device", "points", "scale", "corner", "housing", "safe area (portrait t l b r)",
      "orientations", "sources",
    ], rows)
    + "\n\nThe keys in brackets are sources, listed with their URLs in Documentation/Facts/Devices.md;"
    + " a field marked unsourced has no public source, and the catalog says what it assumed."
}
