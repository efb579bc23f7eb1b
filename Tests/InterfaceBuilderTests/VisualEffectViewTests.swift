import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// A visual-effect view is laid out as UIKit lays it out, a box whose content view fills it
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview: content goes into its
/// `contentView`), without a "plain box" warning; its blur only draws.
@Suite("A visual-effect view")
struct VisualEffectViewTests {
  /// A 100 × 100 effect view 20 pt inside the safe area of the iPhone XR (`retina6_1`: top inset
  /// 48), its content view resized with it by its autoresizing mask, and a 50 × 50 box 10 pt
  /// inside the content view — as Xcode writes them (NetNewsWire's `iOS/Base.lproj/Main.storyboard`
  /// has the same shape, an effect view with a `<blurEffect>` and a `key="contentView"` view).
  static let text = FindingKindTests.storyboard(
    """
    <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
      <rect key="frame" x="20" y="68" width="100" height="100"/>
      <view key="contentView" opaque="NO" id="content">
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          \(FindingKindTests.view("box", frame: "x=\"10\" y=\"10\" width=\"50\" height=\"50\""))
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="bl"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="bt"/>
          <constraint firstItem="box" firstAttribute="width" constant="50" id="bw"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="bh"/>
        </constraints>
      </view>
      <blurEffect style="systemUltraThinMaterial"/>
    </visualEffectView>
    """,
    FindingKindTests.placed("fx", leading: 20, top: 20))

  @Test("Its content view fills it and lays out what it holds, with no warning")
  func contentViewFills() throws {
    let document = try IBReader.read(Data(Self.text.utf8), file: "fx.storyboard")
    #expect(document.warnings.isEmpty, "\(document.warnings.map(\.message))")
    let scenario = try #require(Pipeline.defaultScenario(for: document))
    let result = try Pipeline.run(
      document.scenes[0], of: document, file: "fx.storyboard", in: scenario,
      options: .init(check: true))
    func frame(_ name: String) throws -> Rect {
      try #require(result.items.first { $0.name == name }, "\(result.items.map(\.name))").frame
    }
    // The effect view at (20, 48 + 20) in the window; its content view on it; the box 10 in.
    #expect(try frame("visualEffectView fx") == Rect(x: 20, y: 68, width: 100, height: 100))
    #expect(try frame("view content") == Rect(x: 20, y: 68, width: 100, height: 100))
    #expect(try frame("view box") == Rect(x: 30, y: 78, width: 50, height: 50))
    #expect(!result.findings.contains { $0.severity == .error }, "\(result.findings)")
  }
}
