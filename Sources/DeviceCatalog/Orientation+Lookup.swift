extension Orientation {
  /// Other names an orientation answers to: "landscape" is ``landscapeLeft`` (the home side on
  /// the left, the way most people turn a phone) and "upside down" is ``portraitUpsideDown``.
  public static let aliases: [(alias: String, orientation: Orientation)] = [
    ("landscape", .landscapeLeft), ("upside down", .portraitUpsideDown),
  ]

  /// The orientation called `name`: a case name (``portrait``, ``portraitUpsideDown``,
  /// ``landscapeLeft``, ``landscapeRight``) or an alias, with case, spaces and punctuation ignored
  /// ("landscape-right" works).
  ///
  /// - Throws: ``DeviceLookupError/unknownOrientation(_:candidates:)`` listing every name that
  ///   works.
  public static func lookup(_ name: String) throws(DeviceLookupError) -> Orientation {
    let key = lookupKey(name)
    if let orientation = allCases.first(where: { lookupKey($0.rawValue) == key }) {
      return orientation
    }
    if let alias = aliases.first(where: { lookupKey($0.alias) == key }) { return alias.orientation }
    throw .unknownOrientation(name, candidates: allCases.map(\.rawValue) + aliases.map(\.alias))
  }
}
