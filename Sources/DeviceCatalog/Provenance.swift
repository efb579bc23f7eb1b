/// Where a catalogued value comes from.
///
/// The catalog never invents silently: a value that no cited source gives is still
/// stored — layout needs a number — but it is marked ``unsourced(_:)`` with the reason the number
/// was chosen, and it is listed on the catalog's landing page.
public enum Provenance: Hashable, Sendable {
  /// The value comes from the cited sources (keys of Documentation/Facts/Devices.md#sources).
  case sourced(String)
  /// No cited source gives the value; the string says what was assumed instead.
  case unsourced(String)

  /// Whether the value is backed by a source.
  public var isSourced: Bool {
    if case .sourced = self { return true }
    return false
  }
}
