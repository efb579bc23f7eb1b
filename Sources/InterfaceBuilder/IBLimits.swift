/// The bounds the reader enforces, so that hostile or broken input fails with a clear error
/// instead of exhausting memory.
///
/// Real documents stay far inside them: a storyboard nests roughly two elements per level of
/// view hierarchy (`view` → `subviews` → `view`), so 200 levels allow about 95 nested views,
/// and libxml2 (under Foundation's `XMLParser` on Linux) refuses depths past 256 on its own.
public enum IBLimits {
  /// The largest file read, in bytes (64 MiB).
  public static let maximumFileBytes = 64 << 20
  /// The deepest element nesting read.
  public static let maximumDepth = 200
  /// The longest attribute value or element text read, in characters.
  public static let maximumAttributeLength = 100_000
  /// The most elements read from one file.
  public static let maximumElements = 1_000_000
}
