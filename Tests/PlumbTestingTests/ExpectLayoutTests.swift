import AutoLayout
import DeviceCatalog
import LayoutCore
import PlumbTesting
import TemporaryFolder
import Testing

/// A box pinned 8 pt under the safe area's top and 16 pt from the leading edge, 100 × 44, or
/// `width` wide: on the iPhone SE (3rd generation), whose portrait safe area starts 20 pt down
/// (its status bar, DeviceCatalog's `iPhoneSE3`), the box is at (16, 28, 100, 44).
func pinnedBox(top: Double = 8, width: Double = 100) -> (Window) -> Void {
  { window in
    let box = View(identifier: "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let guide = window.safeAreaLayoutGuide
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: guide.topAnchor, constant: top),
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      box.widthAnchor.constraint(equalToConstant: width),
      box.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

@Suite("Checking a layout in a test")
struct ExpectLayoutTests {
  static let phoneSE = LayoutScenarios(devices: [.iPhoneSE3]).portrait
  /// The square of Examples/004-square.yaml: centred in the safe area, as large as it allows.
  static let square = """
    views:
      square: {}
    constraints:
      - square.centerX == safeArea.centerX
      - square.centerY == safeArea.centerY
      - square.width == square.height
      - square.width <= safeArea.width
      - square.height <= safeArea.height
      - square.width == safeArea.width @750
      - square.height == safeArea.height @750
    """

  @Test("a view built in code that fits passes and reports its frames")
  func passingCodeCheck() throws {
    let results = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox())
    try #require(results.count == 1)
    let box = try #require(results[0].items.first { $0.name == "box" })
    #expect(box.frame == Rect(x: 16, y: 28, width: 100, height: 44))
  }

  @Test("a view wider than the screen fails, with the issue at the test's line")
  func failingCodeCheckPointsAtTheTest() {
    // 16 + 400 = 416 > 375: the box leaves the iPhone SE's screen on the right.
    let line = #line + 2
    withKnownIssue {
      expectLayout(named: "wide", on: Self.phoneSE, building: pinnedBox(width: 400))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
        && text.contains("Layout fails in 1 of 1 checks")
        && text.contains("iPhone SE (3rd generation), portrait")
        && text.contains("box")
    }
  }

  @Test("a layout file is checked on every scenario of the list")
  func layoutFileOnScenarios() throws {
    let folder = try TemporaryFolder(["square.yaml": Self.square])
    let scenarios = try LayoutScenarios.devices("iPhone SE (3rd generation)")
    let results = expectLayout(ofFile: folder.path("square.yaml"), on: scenarios)
    // The SE's three orientations (Device.iPhoneSE3's list), in the catalog's order.
    #expect(
      results.map(\.scenario.description) == [
        "iPhone SE (3rd generation), portrait", "iPhone SE (3rd generation), landscapeLeft",
        "iPhone SE (3rd generation), landscapeRight",
      ])
    // Portrait: the safe area is 375 wide (below the 20 pt status bar), so the square is
    // 375 × 375.
    let square = try #require(results[0].items.first { $0.name == "square" })
    #expect(square.frame.size == Size(width: 375, height: 375))
  }

  @Test("the keyboard scenarios show a square that ignores the keyboard as covered")
  func keyboardScenarios() throws {
    let folder = try TemporaryFolder(["square.yaml": Self.square])
    let line = #line + 2
    withKnownIssue {
      expectLayout(ofFile: folder.path("square.yaml"), on: Self.phoneSE.withKeyboard)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.contains("Layout fails in 1 of 2 checks")
        && text.contains("iPhone SE (3rd generation), portrait, keyboard:")
        && text.contains("[underKeyboard]") && text.contains("picture: ")
    }
  }

  @Test("a file that does not read is an issue at the test's line, not a crash")
  func unreadableFileIsAnIssue() {
    let line = #line + 2
    withKnownIssue {
      expectLayout(ofFile: "/nonexistent/screen.yaml", on: Self.phoneSE)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue).joined().contains("could not check")
    }
  }

  @Test("a scene the storyboard does not have is an issue naming it")
  func unknownSceneIsAnIssue() {
    withKnownIssue {
      expectLayout(
        ofFile: "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard", scene: "Checkout",
        on: Self.phoneSE)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("has no scene named \"Checkout\"")
    }
  }

  @Test("an empty device list is an issue, never a pass with nothing checked")
  func noScenariosIsAnIssue() {
    withKnownIssue {
      expectLayout(named: "box", on: LayoutScenarios(devices: []), building: pinnedBox())
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("no scenarios")
    }
  }
}
