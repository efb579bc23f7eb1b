/// Why a device or orientation name matched nothing, with the names that could have been meant.
///
/// Thrown by ``Device/lookup(_:)`` and ``Orientation/lookup(_:)``; the description is the message
/// a user sees.
public enum DeviceLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No device has this name or alias; `candidates` are the catalogued names closest to it.
  case unknownDevice(String, candidates: [String])
  /// The name is the beginning of several devices' names; `candidates` lists them.
  case ambiguousDevice(String, candidates: [String])
  /// No orientation has this name; `candidates` lists the names that work.
  case unknownOrientation(String, candidates: [String])

  public var description: String {
    switch self {
    case .unknownDevice(let name, let candidates):
      if name.isEmpty { return "no device name given; `plumb devices` lists the catalog" }
      let hint =
        candidates.isEmpty
        ? "`plumb devices` lists the catalog" : "did you mean \(Self.list(candidates))?"
      return "unknown device \"\(name)\": \(hint)"
    case .ambiguousDevice(let name, let candidates):
      return "ambiguous device \"\(name)\": it could be \(Self.list(candidates)); name one exactly"
    case .unknownOrientation(let name, let candidates):
      return "unknown orientation \"\(name)\": use \(Self.list(candidates))"
    }
  }

  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  private static func list(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard let last = quoted.last else { return "" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
