import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline
import Testing

// "Cyclic references" in an Interface Builder document. Views nest as the XML nests, so the
// view tree itself cannot loop; what a hostile or broken file can do is point references back
// at itself. Each way is a clear error or finding, never a hang.

@Test("A constraint that names itself as its item is an unknownReference error at its line")
func constraintNamingItself() throws {
  let text = storyboard(
    rootChildren: """
      <constraints>
        <constraint firstItem="loop" firstAttribute="width" constant="10" id="loop"/>
      </constraints>
      """)
  let error = try #require(readError(text))
  #expect(error.kind == .unknownReference)
  #expect(error.line == 9)
  #expect(error.message.contains("constraint loop refers to \"loop\""))
}

@Test("A view that takes its parent's id is a duplicateID error, not a view inside itself")
func viewInsideItself() throws {
  let text = storyboard(rootChildren: "<subviews><view id=\"root\"/></subviews>")
  let error = try #require(readError(text))
  #expect(error.kind == .duplicateID)
  #expect(error.message.contains("\"root\""))
}

@Test("A variation mask that lists a constraint as a subview is an unknownReference error")
func maskNamingTheWrongKind() throws {
  let text = storyboard(
    rootChildren: """
      <subviews><view id="box"/></subviews>
      <constraints>
        <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
      </constraints>
      <variation key="heightClass=compact">
        <mask key="subviews"><exclude reference="w"/></mask>
      </variation>
      """)
  let error = try #require(readError(text))
  #expect(error.kind == .unknownReference)
  #expect(error.message.contains("\"w\", which is no view"))
}

@Test("Constraints that chase each other round a cycle are a conflict at their lines, not a hang")
func constraintCycle() throws {
  // a.leading = b.leading + 10, b.leading = c.leading + 10, c.leading = a.leading + 10: summing
  // the three gives 0 = 30, so one of them must break.
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
      <device id="retina6_1" orientation="portrait"/>
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="root">
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="c"/>
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="leading" constant="10" id="ab"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="c" secondAttribute="leading" constant="10" id="bc"/>
              <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="10" id="ca"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  let document = try IBReader.read(Data(text.utf8), file: "cycle.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    document.scenes[0], of: document, file: "cycle.storyboard", in: scenario)
  let conflict = try #require(result.findings(.unsatisfiable).first)
  #expect(Set(conflict.lines) == [13, 14, 15])
  #expect(Set(conflict.items) == ["view a", "view b", "view c"])
}
