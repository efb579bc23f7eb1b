/// A deterministic, font-free measurer: every character (spaces included) has the same advance.
///
/// The default is the `TestText` stand-in (Documentation/Facts/SwiftUI.md#test-stand-ins): 10 pt
/// per character and 20 pt lines, in the spirit of the Ahem test font that taffy and yoga use.
///
/// The baseline follows Ahem too: Ahem's line is one em and its baseline sits 0.8 em below the
/// top and 0.2 em above the bottom (the Ahem README, archived as "Archiving Ahem font",
/// https://lists.w3.org/Archives/Public/www-archive/2005Aug/0008.html). Here the line height
/// plays the em: 16 pt above the baseline and 4 pt below it by default.
public struct FixedAdvanceTextMeasurer: TextMeasurer, Hashable {
  /// The advance of every character.
  public let characterAdvance: Double
  /// The line height.
  public let lineHeight: Double

  /// Creates a measurer with the given advance and line height.
  public init(characterAdvance: Double = 10, lineHeight: Double = 20) {
    self.characterAdvance = characterAdvance
    self.lineHeight = lineHeight
  }

  /// 0.8 × ``lineHeight``, Ahem's ascent.
  public var ascent: Double { 0.8 * lineHeight }
  /// 0.2 × ``lineHeight``, Ahem's descent.
  public var descent: Double { 0.2 * lineHeight }

  /// ``characterAdvance``, whatever the character.
  public func advance(of character: Character) -> Double { characterAdvance }

  /// ``characterAdvance``, whatever the character.
  public func advance(ofASCII byte: UInt8) -> Double { characterAdvance }
}
