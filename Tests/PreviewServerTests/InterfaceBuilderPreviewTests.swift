import Foundation
import InterfaceBuilder
import LayoutPipeline
import LayoutReports
import PreviewServer
import Testing

/// Storyboards and xibs in the preview: the pipeline's Interface Builder path, scene by scene.
@Suite("Interface Builder documents in the preview")
struct InterfaceBuilderPreviewTests {
  static let path = "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard"

  @Test(
    "Each scene in each scenario is a panel with the pipeline's own picture, named for its scene")
  func scenesArePanels() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(Self.path), encoding: .utf8)
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      text, name: "Profile.storyboard", file: 0)
    #expect(update.problem == nil)
    // The oracle: the pipeline's check of the same document, run directly.
    let document = try IBReader.read(Data(text.utf8), file: "Profile.storyboard")
    let results = try Pipeline.check(document, file: "Profile.storyboard", in: twoScenarios)
    #expect(!results.isEmpty)
    #expect(update.panels.count == results.count)
    for (panel, result) in zip(update.panels, results) {
      #expect(panel.svg == result.svg())
      #expect(panel.title.hasPrefix("\(result.title ?? "") — \(result.scenario.device.name) · "))
      #expect(panel.findings.map(\.message) == result.findings.map(\.message))
    }
  }

  @Test("A malformed document shows the reader's error at its line and column")
  func malformedDocument() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="s">
      </document>
      """
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      text, name: "Broken.storyboard", file: 0)
    // The oracle: the reader's own error for the same text.
    var expected: IBError?
    do { _ = try IBReader.read(Data(text.utf8), file: "Broken.storyboard") } catch {
      expected = error
    }
    let error = try #require(expected)
    let problem = try #require(update.problem)
    #expect(update.panels.isEmpty)
    #expect(
      problem.line == error.line && problem.column == error.column
        && problem.message == error.message)
    #expect(
      problem.line > 0
        && problem.lineText == text.split(separator: "\n")[problem.line - 1].description)
  }

  @Test(
    "A storyboard view's hover lists its constraints with their XML lines, the broken one marked")
  func storyboardConstraintsAffectingAView() throws {
    // Lines 9 and 10 ask for two widths of `box` (100 ≠ 200): Auto Layout breaks one.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <device id="retina6_1" orientation="portrait"/>
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="box" firstAttribute="width" constant="200" id="w2"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    let update = PreviewRenderer(scenarios: [twoScenarios[0]]).render(
      text, name: "c.storyboard", file: 0)
    let panel = try #require(update.panels.first)
    let listed = try #require(panel.constraints["view box"])
    #expect(listed.map(\.line) == [9, 10])
    #expect(listed.map(\.status).sorted() == ["broken", "satisfied"])
  }
}
