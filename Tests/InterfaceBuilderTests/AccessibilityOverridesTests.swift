import Foundation
import InterfaceBuilder
import Testing

// `<accessibilityOverrides>` is Interface Builder's canvas preview of accessibility settings
// (Documentation/Facts/InterfaceBuilder.md#accessibility-overrides): the app gets them from the
// device at run time, so the reader says nothing of it unless the preview was on when Xcode
// saved the frames.

/// A one-scene storyboard (FixtureLoading's) whose document carries `overrides` on its third
/// line, before its scenes.
private func storyboard(_ overrides: String) -> Data {
  let text = storyboard(rootChildren: "")
  #expect(text.split(separator: "\n")[2].contains("<scenes>"))
  return Data(text.replacingOccurrences(of: "<scenes>", with: "\(overrides)\n<scenes>").utf8)
}

@Test("Accessibility overrides kept with the canvas preview off are read without a word")
func accessibilityOverridesOffAreSilent() throws {
  let document = try IBReader.read(
    storyboard(#"<accessibilityOverrides dynamicTypePreference="5"/>"#), file: "a.storyboard")
  #expect(document.warnings.isEmpty)
  #expect(document.scenes.map(\.id) == ["vc"])
}

@Test("Accessibility overrides with the canvas preview on warn that saved frames may differ")
func accessibilityOverridesOnWarn() throws {
  let document = try IBReader.read(
    storyboard(#"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="5"/>"#),
    file: "a.storyboard")
  let warning = try #require(document.warnings.first)
  #expect(document.warnings.count == 1 && warning.line == 3)
  #expect(warning.message.contains("canvas previewed the file with accessibility settings"))
}
