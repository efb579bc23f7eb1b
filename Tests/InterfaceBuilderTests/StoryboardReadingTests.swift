import Foundation
import LayoutCore
import Testing
import Traits

@testable import InterfaceBuilder

// Every expected value below is written in Profile.storyboard itself (the reader must report
// what the file says) or follows from the defaults UIKit documents for an attribute left out.

@Test("A storyboard's scenes are named by storyboard identifier, else title, and carry the device")
func scenesAndDevice() throws {
  let document = try readFixture("Profile.storyboard")
  #expect(document.kind == .storyboard)
  #expect(document.device == IBDevice(id: "retina6_1", orientation: "portrait", line: 19))
  // The Settings table's prototype cell is a scene of its own, named after its host scene and
  // its reuse identifier.
  #expect(document.scenes.map(\.name) == ["Profile", "Settings", "Settings › NameCell"])
  #expect(document.scenes.map(\.id) == ["pVc-01-abc", "sVc-02-abc", "cel-02-abc"])
  #expect(document.scenes[0].customClass == "ProfileViewController")
  #expect(document.scene(named: "Settings")?.rootViewID == "rtV-02-abc")
  #expect(document.scene(named: "pVc-01-abc")?.name == "Profile")
  #expect(document.imageSizes["avatar"] == IBSize(width: 80, height: 80))
}

@Test("Views come parents first with their frames, kinds and subviews")
func viewTree() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Profile"))
  #expect(
    scene.views.map(\.id) == [
      "rtV-01-abc", "scr-01-abc", "stk-01-abc", "img-01-abc", "ttl-01-abc", "bdy-01-abc",
      "bnr-01-abc", "swt-01-abc",
    ])
  #expect(
    scene.views.map(\.kind) == [
      .view, .scrollView, .stackView, .imageView, .label, .label, .view, .switch,
    ])
  let stack = try #require(scene.view("stk-01-abc"))
  #expect(stack.parentID == "scr-01-abc")
  #expect(
    stack.subviewIDs == ["img-01-abc", "ttl-01-abc", "bdy-01-abc", "bnr-01-abc", "swt-01-abc"])
  #expect(
    stack.stack
      == IBStack(
        axis: .vertical, distribution: .fill, alignment: .fill, spacing: 8,
        isBaselineRelativeArrangement: false, isLayoutMarginsRelativeArrangement: false))
  #expect(stack.frame == Rect(x: 16, y: 16, width: 382, height: 413.875))
  #expect(stack.translatesAutoresizingMaskIntoConstraints == false)
  // The root view says nothing, so it keeps UIKit's default: its frame is translated.
  #expect(scene.view("rtV-01-abc")?.translatesAutoresizingMaskIntoConstraints == true)
  #expect(scene.view("swt-01-abc")?.frame == Rect(x: 0, y: 382.875, width: 382, height: 31))
  #expect(scene.view("img-01-abc")?.imageName == "avatar")
}

@Test("Labels carry text, text style, lines and their priorities; defaults fill the rest")
func labels() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Profile"))
  let title = try #require(scene.view("ttl-01-abc"))
  #expect(title.text == "Ada Lovelace")
  #expect(title.userLabel == "Title")
  #expect(title.font == IBFont(textStyle: .title1, pointSize: nil, type: nil))
  #expect(title.numberOfLines == 1)
  #expect(title.displayName == "Title (label ttl-01-abc)")
  let body = try #require(scene.view("bdy-01-abc"))
  #expect(body.numberOfLines == 0)
  #expect(body.font?.textStyle == .body)
  // horizontalHuggingPriority is absent: UILabel's own default, 250 (Interface Builder writes
  // the 251 it gives a label from its library;
  // Documentation/Facts/InterfaceBuilder.md#default-content-priorities).
  #expect(body.huggingPriority == IBAxisPriorities(horizontal: 250, vertical: 251))
  #expect(body.compressionResistancePriority == IBAxisPriorities(horizontal: 750, vertical: 752))
  #expect(body.displayName == "\"Analyst\" (label bdy-01-abc)")
}

@Test("Layout guides: the safe area and a scroll view's content and frame guides")
func layoutGuides() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Profile"))
  #expect(scene.layoutGuides.map(\.key) == ["contentLayoutGuide", "frameLayoutGuide", "safeArea"])
  #expect(scene.layoutGuides.map(\.ownerID) == ["scr-01-abc", "scr-01-abc", "rtV-01-abc"])
}

@Test("Constraints: a missing first item is the owner, ratios divide, placeholders are flagged")
func constraints() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Profile"))
  let aspect = try #require(scene.constraints.first { $0.id == "asp-01-abc" })
  #expect(aspect.firstItem == "bnr-01-abc")
  #expect(aspect.firstAttribute == .width)
  #expect(aspect.secondAttribute == .height)
  #expect(abs(aspect.multiplier - 16.0 / 9.0) < 1e-12)
  let trailing = try #require(scene.constraints.first { $0.id == "c09-01-abc" })
  #expect(trailing.firstItem == "rtV-01-abc")  // the owning view
  #expect(trailing.secondItem == "scr-01-abc")
  let width = try #require(scene.constraints.first { $0.id == "c05-01-abc" })
  #expect(width.secondItem == "frm-01-abc")
  #expect(width.constant == -32)
  let height = try #require(scene.constraints.first { $0.id == "hgt-01-abc" })
  #expect(height.secondItem == nil && height.secondAttribute == nil && height.constant == 100)
  #expect(scene.constraints.first { $0.id == "plc-01-abc" }?.isPlaceholder == true)
}

@Test("Margins, relations, priorities and identifiers of the Settings scene")
func settingsScene() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Settings"))
  #expect(
    scene.view("rtV-02-abc")?.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  let leading = try #require(scene.constraints.first { $0.id == "d01-02-abc" })
  #expect(leading.secondAttribute == .leadingMargin)
  #expect(scene.constraints.first { $0.id == "d02-02-abc" }?.firstAttribute == .trailingMargin)
  #expect(scene.constraints.first { $0.id == "d03-02-abc" }?.identifier == "fieldTop")
  let bottom = try #require(scene.constraints.first { $0.id == "d07-02-abc" })
  #expect(bottom.relation == .greaterThanOrEqual)
  #expect(bottom.priority == 750)
  #expect(scene.view("txt-02-abc")?.text == "Name")  // a text field's placeholder text
  #expect(scene.view("txt-02-abc")?.font == IBFont(textStyle: nil, pointSize: 14, type: "system"))
  // The table view is a box in its scene: its prototype cell is a scene of its own.
  #expect(scene.view("cel-02-abc") == nil)
  #expect(scene.view("tbl-02-abc")?.kind == .tableView)
  #expect(scene.view("sld-02-abc")?.kind == .other("slider"))
}

@Test("Size-class variations choose the banner's constraints; placeholders are never installed")
func variations() throws {
  let scene = try #require(try readFixture("Profile.storyboard").scene(named: "Profile"))
  let portrait = SizeClassPair(horizontal: .compact, vertical: .regular)
  let landscape = SizeClassPair(horizontal: .compact, vertical: .compact)
  let inPortrait = Set(scene.activeConstraints(for: portrait).map(\.id))
  let inLandscape = Set(scene.activeConstraints(for: landscape).map(\.id))
  #expect(inPortrait.contains("asp-01-abc") && !inPortrait.contains("hgt-01-abc"))
  #expect(!inLandscape.contains("asp-01-abc") && inLandscape.contains("hgt-01-abc"))
  #expect(!inPortrait.contains("plc-01-abc") && !inLandscape.contains("plc-01-abc"))
  // 2 constraints on the banner + 6 on the scroll view + 4 on the root = 12; installed: less
  // the placeholder and less the one masked out for the size classes = 10 either way.
  #expect(scene.constraints.count == 12)
  #expect(inPortrait.count == 10 && inLandscape.count == 10)
}

@Test("What is not modelled is reported once per file, at its first line")
func warnings() throws {
  let document = try readFixture("Profile.storyboard")
  let messages = document.warnings.map(\.message)
  // The table's prototype cell is read (a scene of its own), so the table is not reported.
  #expect(!messages.contains { $0.contains("tableView") || $0.contains("tableViewCell") })
  // A slider has UIKit's intrinsic height and alignment insets (Controls.md): no warning.
  #expect(!messages.contains { $0.hasPrefix("<slider>") })
  // Colours, navigation items and dependencies have no effect on layout: no warning.
  #expect(!messages.contains { $0.contains("color") || $0.contains("navigationItem") })
  #expect(Set(messages).count == messages.count)
  // A date picker is not modelled: said once, at its element's line.
  let picker = try #require(document.warnings.first { $0.message.hasPrefix("<datePicker>") })
  #expect(picker.line == 131 && picker.description.hasPrefix("Profile.storyboard:131:"))
}

@Test("Hidden views, margin flags, multi-line text and button configurations are read")
func viewFlags() throws {
  let text = storyboard(
    rootChildren: """
      <subviews>
        <label hidden="YES" id="l" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES">
          <string key="text">Two
      lines</string>
        </label>
        <button id="b"><buttonConfiguration key="configuration" style="plain" title="Go"/></button>
        <stackView id="s" alignment="top" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES"/>
      </subviews>
      """)
  let scene = try IBReader.read(Data(text.utf8)).scenes[0]
  let label = try #require(scene.view("l"))
  #expect(
    label.isHidden && !label.insetsLayoutMarginsFromSafeArea
      && label.preservesSuperviewLayoutMargins)
  #expect(label.text == "Two\nlines")
  #expect(scene.view("b")?.text == "Go")
  #expect(
    scene.view("s")?.stack
      == IBStack(
        axis: .horizontal, distribution: .fill, alignment: .top, spacing: 0,
        isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
  #expect(scene.view("root")?.isHidden == false)
}

@Test("preservesSuperviewLayoutMargins is read but not laid out, and the reader says so")
func preservesSuperviewLayoutMarginsWarns() throws {
  // Documentation/InterfaceBuilder.md said "as UIKit" while the pipeline ignored it.
  let text = storyboard(
    rootChildren: "<subviews><view id=\"v\" preservesSuperviewLayoutMargins=\"YES\"/></subviews>")
  let document = try IBReader.read(Data(text.utf8), file: "margins.storyboard")
  #expect(document.scenes[0].view("v")?.preservesSuperviewLayoutMargins == true)
  #expect(
    document.warnings.map(\.message) == [
      "attribute preservesSuperviewLayoutMargins of <view> is not modelled and was ignored"
    ])
  #expect(document.warnings.map(\.line) == [8])
}
