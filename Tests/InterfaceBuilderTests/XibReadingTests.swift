import LayoutCore
import Testing

@testable import InterfaceBuilder

// Expected values are those written in Card.xib.

@Test("A xib's top-level view is a scene named by its user label; placeholders are not views")
func xibScene() throws {
  let document = try readFixture("Card.xib")
  #expect(document.kind == .xib)
  #expect(document.scenes.map(\.name) == ["Card"])
  let scene = document.scenes[0]
  #expect(scene.rootViewID == "crd-00-xyz" && scene.controllerKind == .xib)
  #expect(
    scene.views.map(\.id) == [
      "crd-00-xyz", "nam-00-xyz", "btn-00-xyz", "row-00-xyz", "lft-00-xyz", "rgt-00-xyz",
    ])
  #expect(scene.view("crd-00-xyz")?.layoutMargins == EdgeInsets(all: 8))
}

@Test("A button's title and content insets, a fill-equally stack and baseline constraints")
func xibControls() throws {
  let scene = try readFixture("Card.xib").scenes[0]
  let button = try #require(scene.view("btn-00-xyz"))
  #expect(button.text == "Follow")
  // minX/minY/maxX/maxY are left, top, right, bottom.
  #expect(button.contentInsets == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
  #expect(scene.view("row-00-xyz")?.stack?.distribution == .fillEqually)
  #expect(scene.view("row-00-xyz")?.stack?.axis == .horizontal)
  #expect(scene.view("row-00-xyz")?.stack?.spacing == 10)
  #expect(scene.constraints.first { $0.id == "e03-00-xyz" }?.firstAttribute == .firstBaseline)
  let baseline = try #require(scene.constraints.first { $0.id == "e05-00-xyz" })
  // Interface Builder writes the last baseline as `baseline`.
  #expect(baseline.firstAttribute == .lastBaseline && baseline.secondAttribute == .lastBaseline)
  #expect(scene.constraints.first { $0.id == "e08-00-xyz" }?.firstAttribute == .bottomMargin)
  #expect(scene.constraints.first { $0.id == "e09-00-xyz" }?.priority == 999)
  #expect(scene.view("nam-00-xyz")?.font == IBFont(textStyle: nil, pointSize: 17, type: "system"))
}

@Test("An unknown attribute is named in a warning with its line")
func unknownAttribute() throws {
  let document = try readFixture("Card.xib")
  let warning = try #require(document.warnings.first { $0.message.contains("fancyFeature") })
  #expect(warning.message == "attribute fancyFeature of <view> is not modelled and was ignored")
  #expect(warning.line == 21)
}
