import Foundation
import Testing

@testable import InterfaceBuilder

@Test("Malformed XML is a malformedXML error with the parser's line")
func malformedXML() throws {
  let error = try #require(
    readError(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>"))
  #expect(error.kind == .malformedXML)
  #expect(error.line >= 2)
  #expect(error.description.hasPrefix("test.storyboard:\(error.line):"))
}

@Test("A truncated file is a clear error, not a crash or a half document")
func truncated() throws {
  let url = try #require(
    Bundle.module.url(forResource: "Fixtures/Profile.storyboard", withExtension: nil))
  let text = try String(contentsOf: url, encoding: .utf8)
  // Cut the file at many places; every prefix must fail with an error (none is a whole document).
  for fraction in stride(from: 0.05, to: 0.99, by: 0.05) {
    let prefix = String(text.prefix(Int(Double(text.count) * fraction)))
    let error = readError(prefix)
    #expect(error?.kind == .malformedXML, "cut at \(fraction)")
  }
}

@Test("Empty input and a foreign root are rejected with their reason")
func notADocument() throws {
  #expect(readError("")?.kind == .malformedXML)
  let error = try #require(readError("<plist version=\"1.0\"><dict/></plist>"))
  #expect(error.kind == .notAnInterfaceBuilderDocument)
  #expect(error.message.contains("<plist>"))
}

@Test("Nesting 10,000 elements deep is refused with nestingTooDeep")
func deepNesting() throws {
  let depth = 10_000
  let text =
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
    + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    + "</document>"
  let error = try #require(readError(text))
  #expect(error.kind == .nestingTooDeep)
  #expect(error.message.contains("limit is \(IBLimits.maximumDepth)"))
}

@Test("A huge attribute is refused with attributeTooLong, naming the attribute")
func hugeAttribute() throws {
  let huge = String(repeating: "x", count: IBLimits.maximumAttributeLength + 1)
  let error = try #require(
    readError(storyboard(rootChildren: "<label id=\"l\" text=\"\(huge)\"/>")))
  #expect(error.kind == .attributeTooLong)
  #expect(error.message.contains("text of <label>"))
}

@Test("A constraint naming an unknown id is an unknownReference error with the id and line")
func unknownID() throws {
  let text = storyboard(
    rootChildren: """
      <constraints>
        <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
      </constraints>
      """)
  let error = try #require(readError(text))
  #expect(error.kind == .unknownReference)
  #expect(error.message.contains("\"ghost\"") && error.message.contains("c1"))
  #expect(error.line == 9)
}

@Test("A variation mask naming an unknown constraint is an unknownReference error")
func unknownMaskReference() throws {
  let text = storyboard(
    rootChildren: """
      <variation key="widthClass=compact"><mask key="constraints"><include reference="nope"/></mask></variation>
      """)
  let error = try #require(readError(text))
  #expect(error.kind == .unknownReference && error.message.contains("\"nope\""))
}

@Test("Two objects with one id are a duplicateID error naming the first line")
func duplicateID() throws {
  let text = storyboard(
    rootChildren: """
      <subviews>
        <view id="twin"/>
        <label id="twin"/>
      </subviews>
      """)
  let error = try #require(readError(text))
  #expect(error.kind == .duplicateID)
  #expect(error.message.contains("\"twin\"") && error.message.contains("line 9"))
}

@Test("Values that are not numbers, attributes or relations are invalidValue errors")
func invalidValues() throws {
  let cases = [
    "<constraints><constraint firstAttribute=\"width\" constant=\"wide\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"width\" constant=\"nan\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"middle\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"width\" relation=\"about\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"width\" multiplier=\"16:0\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"width\" priority=\"1001\" id=\"c\"/></constraints>",
    "<constraints><constraint firstAttribute=\"width\"/></constraints>",
    "<variation key=\"widthClass=huge\"/>",
  ]
  for body in cases {
    let error = readError(storyboard(rootChildren: body))
    #expect(error?.kind == .invalidValue, "\(body)")
    #expect(error?.line == 8, "\(body)")
  }
}

@Test("An unknown stack axis, distribution or alignment is an error at its line, not a default")
func unknownStackSettings() throws {
  // Before the typed vocabulary these became `horizontal` and `fill` without a word.
  let cases = [
    ("axis=\"diagonal\"", "axis=\"diagonal\" of <stackView> is not one of horizontal, vertical"),
    (
      "distribution=\"fillEvenly\"",
      "distribution=\"fillEvenly\" of <stackView> is not one of fill, fillEqually, fillProportionally, "
        + "equalSpacing, equalCentering"
    ),
    (
      "alignment=\"middle\"",
      "alignment=\"middle\" of <stackView> is not one of fill, leading, firstBaseline, center, trailing, "
        + "lastBaseline, top, bottom"
    ),
  ]
  for (attribute, message) in cases {
    let error = readError(
      storyboard(rootChildren: "<subviews><stackView \(attribute) id=\"s\"/></subviews>"))
    #expect(error?.kind == .invalidValue)
    #expect(error?.line == 8)
    #expect(error?.message == message)
  }
}

@Test("An unknown inset adjustment or flow direction is an error at its line, not a default")
func unknownScrollSettings() throws {
  let cases = [
    (
      "<scrollView contentInsetAdjustmentBehavior=\"sometimes\" id=\"s\"/>",
      "contentInsetAdjustmentBehavior=\"sometimes\" of <scrollView> is not one of automatic, "
        + "scrollableAxes, never, always"
    ),
    (
      "<collectionView id=\"s\"><collectionViewFlowLayout key=\"collectionViewLayout\" "
        + "scrollDirection=\"diagonal\" id=\"f\"/></collectionView>",
      "scrollDirection=\"diagonal\" of <collectionViewFlowLayout> is not one of horizontal, "
        + "vertical"
    ),
  ]
  for (element, message) in cases {
    let error = readError(storyboard(rootChildren: "<subviews>\(element)</subviews>"))
    #expect(error?.kind == .invalidValue)
    #expect(error?.line == 8)
    #expect(error?.message == message)
  }
}

@Test("A legacy top layout guide is a guide constraints can name")
func legacyGuides() throws {
  let text = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <layoutGuides><viewControllerLayoutGuide type="top" id="tlg"/></layoutGuides>
          <view key="view" id="root"><subviews><view id="v" translatesAutoresizingMaskIntoConstraints="NO"/></subviews>
            <constraints><constraint firstItem="v" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" id="c"/></constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  let scene = try IBReader.read(Data(text.utf8)).scenes[0]
  #expect(
    scene.layoutGuides == [IBLayoutGuide(id: "tlg", key: "topLayoutGuide", ownerID: "vc", line: 4)])
  #expect(scene.constraints[0].secondItem == "tlg")
}

@Test("Invalid UTF-8 is refused before XMLParser sees it, with the line of the bad byte")
func invalidUTF8() throws {
  // The fuzzer's first crash: Foundation's XMLParser on Linux crashed on a mangled byte.
  var bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<!-- a ".utf8)
  bytes += [0xCE, 0x6F]  // a lead byte followed by an ASCII letter: no valid sequence
  bytes += Array(" -->\n</document>".utf8)
  do {
    _ = try IBReader.read(Data(bytes), file: "bad.xib")
    Issue.record("read invalid UTF-8")
  } catch {
    #expect(error.kind == .malformedXML)
    #expect(error.line == 2 && error.column == 8)  // after the 7 bytes of "<!-- a "
    #expect(error.message.contains("not valid UTF-8"))
  }
}
