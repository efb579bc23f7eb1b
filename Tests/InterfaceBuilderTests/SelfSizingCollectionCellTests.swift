import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// A collection view cell whose flow layout's estimated item size is automatic sizes itself
// (Documentation/Facts/Cells.md#self-sizing-collection-view-cells): UIKit asks the cell for its
// size and the layout places it, so the size Interface Builder saved is a design size and the
// cell's place on the screen is not checked. A layout without it keeps the saved size.

/// A collection view controller designed 398 pt wide whose one cell, saved 398 × 60, holds a
/// box pinned 16 pt inside its content view; its flow layout's estimated item size automatic
/// when `automatic`.
private func storyboard(automatic: Bool) -> String {
  let estimate = automatic ? #" automaticEstimatedItemSize="YES""# : ""
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="CVC-00-000">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="SCN-00-000">
                <objects>
                    <collectionViewController id="CVC-00-000" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="COL-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout"\(estimate) minimumLineSpacing="10" minimumInteritemSpacing="10" id="FLO-00-000">
                                <size key="itemSize" width="398" height="60"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Row" id="CEL-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="398" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="CON-00-000">
                                        <rect key="frame" x="0.0" y="0.0" width="398" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-00-000" userLabel="Box">
                                                <rect key="frame" x="16" y="10" width="366" height="40"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="BOX-00-000" firstAttribute="leading" secondItem="CON-00-000" secondAttribute="leading" constant="16" id="BOX-l0-000"/>
                                            <constraint firstAttribute="trailing" secondItem="BOX-00-000" secondAttribute="trailing" constant="16" id="BOX-t0-000"/>
                                            <constraint firstItem="BOX-00-000" firstAttribute="top" secondItem="CON-00-000" secondAttribute="top" constant="10" id="BOX-p0-000"/>
                                            <constraint firstAttribute="bottom" secondItem="BOX-00-000" secondAttribute="bottom" constant="10" id="BOX-b0-000"/>
                                        </constraints>
                                    </collectionViewCellContentView>
                                    <size key="customSize" width="398" height="60"/>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// The cell's scene checked on the iPhone SE (2nd generation), 375 × 667, in portrait.
private func checkCell(automatic: Bool) throws -> LayoutResult {
  let document = try IBReader.read(Data(storyboard(automatic: automatic).utf8), file: "c.sb")
  let results = try Pipeline.check(
    document, file: "c.sb", in: [Scenario(device: .iPhoneSE2, orientation: .portrait)])
  return try #require(results.first { $0.title == "CVC-00-000 › Row" })
}

@Test("A flow layout's automatic estimated size makes its cells self-sizing")
func automaticEstimatedSizeIsRead() throws {
  let document = try IBReader.read(Data(storyboard(automatic: true).utf8), file: "c.sb")
  #expect(document.scene(named: "CEL-00-000")?.placement?.sizesToContent == true)
  let fixed = try IBReader.read(Data(storyboard(automatic: false).utf8), file: "c.sb")
  #expect(fixed.scene(named: "CEL-00-000")?.placement?.sizesToContent == false)
  #expect(!document.warnings.contains { $0.message.contains("automaticEstimatedItemSize") })
}

@Test("A self-sizing collection view cell is checked inside, not for its place on the screen")
func selfSizingCellPlaceIsNotChecked() throws {
  // Saved 398 pt wide, the cell reaches 398 − 375 = 23 pt past a 375-pt screen at its design
  // size; UIKit sizes it by its content instead, so that is no finding.
  let result = try checkCell(automatic: true)
  #expect(
    try #require(result.items.first { $0.name == "Box (view BOX-00-000)" }).frame.width
      == 398 - 16 - 16)
  #expect(!result.findings.contains { Finding.placeOnScreenKinds.contains($0.kind) })
  let warning = try #require(
    result.findings(.notModelled).first { $0.message.contains("sizes itself") })
  #expect(warning.severity == .warning)
}

@Test("A collection view cell of a fixed item size keeps its saved size and its screen checks")
func fixedSizeCellPlaceIsChecked() throws {
  // The same cell without the automatic estimate: the flow layout's item size, 398 pt, is
  // the cell's, 23 pt past the 375-pt screen's right edge.
  let result = try checkCell(automatic: false)
  let outside = try #require(result.findings(.outsideSafeArea).first)
  #expect(outside.message.contains("by 23 pt at the right"))
}
