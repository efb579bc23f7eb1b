/// Supplies the font metrics text wraps with: one advance per character, a line height, and
/// where the baseline sits in a line.
///
/// Wrapping itself is shared (see ``TextWrapping``), so a measurer only describes the font. Use
/// ``FixedAdvanceTextMeasurer`` in tests and ``FontMetricsTextMeasurer`` for realistic widths
/// (San Francisco as iOS measures it, by default).
public protocol TextMeasurer: Sendable {
  /// The horizontal advance of `character`, in points: the same answer every time it is asked
  /// about the same character (a text may ask once per distinct character and reuse it).
  func advance(of character: Character) -> Double
  /// The advance of the ASCII character `byte` (below 0x80): the same as ``advance(of:)`` of
  /// that character. Measuring asks it once per distinct character of an ASCII text; a
  /// measurer whose answer needs no `Character` gives it without making one.
  func advance(ofASCII byte: UInt8) -> Double
  /// The distance between the tops of two consecutive lines, in points.
  var lineHeight: Double { get }
  /// The distance from the top of a line to its baseline, in points: a text view's first
  /// baseline sits this far below its top edge.
  var ascent: Double { get }
  /// The distance from the baseline down to the bottom of a line, in points: a text view's last
  /// baseline sits this far above its bottom edge.
  var descent: Double { get }
  /// The pixels per point a text's size is rounded up to (`UILabel` rounds its intrinsic size
  /// up to the device pixel), or `nil` to keep sizes unrounded.
  var pixelScale: Double? { get }
}

extension TextMeasurer {
  /// ``advance(of:)`` of the `Character` of `byte`.
  public func advance(ofASCII byte: UInt8) -> Double {
    advance(of: asciiCharacters[Int(byte & 0x7F)])
  }

  /// A measurer that knows nothing of its baseline puts it at the bottom of the line, where
  /// Auto Layout puts the baselines of views without text.
  public var ascent: Double { lineHeight }
  /// A measurer that knows nothing of its baseline puts it at the bottom of the line.
  public var descent: Double { 0 }
  /// Sizes are unrounded unless a measurer says otherwise.
  public var pixelScale: Double? { nil }
}

/// The 128 ASCII characters, made once: making a `Character` of a byte builds a `String` each
/// time, once per distinct character of every text measured.
let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
