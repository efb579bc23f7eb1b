/// Plumb's version, in one place: `plumb --version` prints it. Semantic versioning; raise it
/// with each release.
public let plumbVersion = "0.1.0"
