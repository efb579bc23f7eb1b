import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Who sizes a xib's top-level view (Documentation/Facts/Containers.md#a-view-controllers-xib
// and #a-xibs-component-view): a view controller's view, held by File's Owner's `view` outlet
// for a controller class, is sized to the window like any root controller's; any other plain
// view is a component the app's code places, laid out at its design size with its place on the
// screen unchecked.

/// A xib designed on the 4.7-inch iPhone (375 × 667) whose File's Owner, of class `owner`,
/// holds `root` (an IB id) by its `view` outlet, and whose top-level view is `body`.
private func xib(owner: String, root: String, _ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
              <connections><outlet property="view" destination="\(root)" id="OUT-00-000"/></connections>
          </placeholder>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          \(body)
      </objects>
  </document>
  """
}

/// The only scene of `text`, checked as `plumb check` does (errors about views Plumb does not
/// model made partly checked) on the 4.7-inch iPhone in `orientation`.
private func check(_ text: String, _ orientation: Orientation) throws -> LayoutResult {
  let document = try IBReader.read(Data(text.utf8), file: "host.xib")
  let results = try Pipeline.check(
    document, file: "host.xib", in: [Scenario(device: .iPhoneSE2, orientation: orientation)])
  return try #require(results.first)
}

private func frame(_ result: LayoutResult, _ name: String) throws -> Rect {
  try #require(result.items.first { $0.name == name }).frame
}

/// A 375 × 667 root with a 40-pt bar pinned to its safe area's bottom and sides.
private let controllerView = """
  <view contentMode="scaleToFill" id="ROT-00-000">
      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BAR-00-000">
              <rect key="frame" x="0.0" y="627" width="375" height="40"/>
              <constraints>
                  <constraint firstAttribute="height" constant="40" id="BAR-h0-000"/>
              </constraints>
          </view>
      </subviews>
      <viewLayoutGuide key="safeArea" id="SAF-00-000"/>
      <constraints>
          <constraint firstItem="BAR-00-000" firstAttribute="leading" secondItem="SAF-00-000" secondAttribute="leading" id="BAR-l0-000"/>
          <constraint firstItem="SAF-00-000" firstAttribute="trailing" secondItem="BAR-00-000" secondAttribute="trailing" id="BAR-t0-000"/>
          <constraint firstItem="SAF-00-000" firstAttribute="bottom" secondItem="BAR-00-000" secondAttribute="bottom" id="BAR-b0-000"/>
      </constraints>
  </view>
  """

@Test("A view controller's xib view is sized to the window: in landscape, 667 × 375")
func controllerXibFillsTheWindow() throws {
  // The 4.7-inch iPhone in landscape is 667 × 375 with no safe-area insets (no status bar where
  // the height is compact, Documentation/Facts/Devices.md#device-table). The window's root
  // controller's view tracks the window's size (UIWindow.rootViewController), so the bar
  // pinned to the safe area's bottom is at y = 375 − 40, as wide as the window.
  let result = try check(
    xib(owner: "ChartViewController", root: "ROT-00-000", controllerView), .landscapeLeft)
  #expect(try frame(result, "view ROT-00-000") == Rect(x: 0, y: 0, width: 667, height: 375))
  #expect(try frame(result, "view BAR-00-000") == Rect(x: 0, y: 335, width: 667, height: 40))
  #expect(result.findings.filter { $0.severity == .error }.isEmpty)
}

@Test("A xib view that a custom view owns is a component: design size, screen edges unchecked")
func componentXibKeepsItsDesignSize() throws {
  // File's Owner is a view (`BadgeView` loads the xib as its content), so nothing sizes the
  // 600 × 100 view to the window: it keeps its design size, on no screen until the app adds
  // it. Its two labels overlap by 100 pt (x 0–200 and 100–300), a finding inside it; the
  // second runs past the 375-pt screen's edge, which is not its screen.
  let component = """
    <view contentMode="scaleToFill" id="CMP-00-000">
        <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
            <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="LB1-00-000">
                <rect key="frame" x="0.0" y="10" width="200" height="21"/>
            </label>
            <label text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="LB2-00-000">
                <rect key="frame" x="100" y="10" width="200" height="21"/>
            </label>
            <label text="Third" translatesAutoresizingMaskIntoConstraints="NO" id="LB3-00-000">
                <rect key="frame" x="500" y="50" width="80" height="21"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="LB1-00-000" firstAttribute="leading" secondItem="CMP-00-000" secondAttribute="leading" id="C01-00-000"/>
            <constraint firstItem="LB1-00-000" firstAttribute="top" secondItem="CMP-00-000" secondAttribute="top" constant="10" id="C02-00-000"/>
            <constraint firstItem="LB1-00-000" firstAttribute="width" constant="200" id="C03-00-000"/>
            <constraint firstItem="LB2-00-000" firstAttribute="leading" secondItem="CMP-00-000" secondAttribute="leading" constant="100" id="C04-00-000"/>
            <constraint firstItem="LB2-00-000" firstAttribute="top" secondItem="CMP-00-000" secondAttribute="top" constant="10" id="C05-00-000"/>
            <constraint firstItem="LB2-00-000" firstAttribute="width" constant="200" id="C06-00-000"/>
            <constraint firstItem="LB3-00-000" firstAttribute="leading" secondItem="CMP-00-000" secondAttribute="leading" constant="500" id="C07-00-000"/>
            <constraint firstItem="LB3-00-000" firstAttribute="top" secondItem="CMP-00-000" secondAttribute="top" constant="50" id="C08-00-000"/>
            <constraint firstItem="LB3-00-000" firstAttribute="width" constant="80" id="C09-00-000"/>
        </constraints>
    </view>
    """
  let result = try check(xib(owner: "BadgeView", root: "CMP-00-000", component), .portrait)
  #expect(try frame(result, "view CMP-00-000").size == Size(width: 600, height: 100))
  #expect(!result.findings.contains { Finding.placeOnScreenKinds.contains($0.kind) })
  // The overlap inside it stays an error (its layout is modelled); the scene is partly
  // checked, and the warning names the component's root and line.
  let overlap = try #require(result.findings(.overlapping).first)
  #expect(overlap.severity == .error && overlap.partlyChecked == nil)
  let warning = try #require(
    result.findings(.notModelled).first { $0.message.contains("placed by the app's code") })
  #expect(warning.items == ["view CMP-00-000"] && warning.severity == .warning)
  #expect(result.isPartlyChecked)
}

@Test("A collection view cell xib is placed by its layout: design size, screen edges unchecked")
func collectionCellXibKeepsItsDesignSize() throws {
  // Instagram/IGListKit (MIT), `Examples/Examples-iOS/IGListKitExamples/Views/NibCell.xib`:
  // a 626 × 116 collection view cell with a 1-pt separator along its bottom, 15 pt in from
  // each side; the example's section controller sizes each item by code. Its collection view
  // places it (Documentation/Facts/Cells.md#a-cell-xib-in-a-collection-view), so the
  // separator's reach past the 375-pt screen (15 + 596 = 611) is not a finding.
  let cell = """
    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="CEL-00-000" customClass="NibCell">
        <rect key="frame" x="0.0" y="0.0" width="626" height="116"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="626" height="116"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SEP-00-000" userLabel="Separator">
                    <rect key="frame" x="15" y="115" width="596" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="SEP-h0-000"/>
                    </constraints>
                </view>
            </subviews>
        </view>
        <constraints>
            <constraint firstItem="SEP-00-000" firstAttribute="leading" secondItem="CEL-00-000" secondAttribute="leading" constant="15" id="SEP-l0-000"/>
            <constraint firstAttribute="trailing" secondItem="SEP-00-000" secondAttribute="trailing" constant="15" id="SEP-t0-000"/>
            <constraint firstAttribute="bottom" secondItem="SEP-00-000" secondAttribute="bottom" id="SEP-b0-000"/>
        </constraints>
        <size key="customSize" width="626" height="116"/>
    </collectionViewCell>
    """
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(cell)
        </objects>
    </document>
    """
  let result = try check(text, .portrait)
  // Laid out at its design width: 626 − 15 − 15 = 596 pt of separator.
  #expect(try frame(result, "Separator (view SEP-00-000)").size == Size(width: 596, height: 1))
  #expect(!result.findings.contains { Finding.placeOnScreenKinds.contains($0.kind) })
  let warning = try #require(
    result.findings(.notModelled).first { $0.message.contains("collection view's layout") })
  #expect(warning.severity == .warning)
  #expect(result.isPartlyChecked)
}
