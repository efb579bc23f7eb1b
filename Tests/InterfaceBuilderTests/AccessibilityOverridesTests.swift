import Foundation
import InterfaceBuilder
import Testing

// `<accessibilityOverrides>` is Interface Builder's canvas preview of accessibility settings
// (Documentation/Facts/InterfaceBuilder.md#accessibility-overrides): the app gets them from the
// device at run time, so the reader says nothing of it unless the preview was on when Xcode
// saved the frames.

/// A one-scene storyboard whose document carries `overrides` beside its device.
private func storyboard(_ overrides: String) -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="VC0-00-000">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        \(overrides)
        <scenes>
            <scene sceneID="SCN-00-000">
                <objects>
                    <viewController id="VC0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ROT-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.utf8)
}

@Test("Accessibility overrides kept with the canvas preview off are read without a word")
func accessibilityOverridesOffAreSilent() throws {
  let document = try IBReader.read(
    storyboard(#"<accessibilityOverrides dynamicTypePreference="5"/>"#), file: "a.storyboard")
  #expect(document.warnings.isEmpty)
  #expect(document.scenes.map(\.id) == ["VC0-00-000"])
}

@Test("Accessibility overrides with the canvas preview on warn that saved frames may differ")
func accessibilityOverridesOnWarn() throws {
  let document = try IBReader.read(
    storyboard(#"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="5"/>"#),
    file: "a.storyboard")
  let warning = try #require(document.warnings.first)
  #expect(document.warnings.count == 1 && warning.line == 4)
  #expect(warning.message.contains("canvas previewed the file with accessibility settings"))
}
