/// A deterministic, font-free measurer: every character (spaces included) has the same advance.
///
/// The default is the `TestText` stand-in (Documentation/Facts/SwiftUI.md#test-stand-ins): 10 pt
/// per character and 20 pt lines, in the spirit of the Ahem test font that taffy and yoga use.
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

  /// ``characterAdvance``, whatever the character.
  public func advance(of character: Character) -> Double { characterAdvance }
}
