import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports
import Testing

/// Issue 27: one source read by one function, one scenario resolved and validated the same way
/// for every kind of source, and reports that name a scenario in the same words.
@Suite("One pipeline")
struct OnePipelineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// A constraint file, a SwiftUI body file, a storyboard and a xib from the repository.
  static let sources: [(path: String, kind: Source.Kind)] = [
    ("Examples/004-square.yaml", .constraintFile), ("Examples/007-swiftui-trip.yaml", .swiftUIBody),
    ("Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard", .storyboard),
    ("Tests/InterfaceBuilderTests/Fixtures/Card.xib", .xib),
  ]

  @Test("One function reads every kind of source and says which kind it is")
  func readsEveryKind() throws {
    for (path, kind) in Self.sources {
      let source = try Source.read(contentsOf: Self.path(path))
      #expect(source.kind == kind, "\(path)")
      #expect(source.file == Self.path(path))
    }
  }

  @Test("A Split View window the device lacks is the same error for every kind of source")
  func unavailableSplitViewEverywhere() throws {
    // iPhones have no multitasking windows (the catalog's `multitaskingWindows(in:)` is empty).
    #expect(Device.iPhone14Pro.multitaskingWindows(in: .portrait).isEmpty)
    let scenario = Scenario(device: .iPhone14Pro, orientation: .portrait, multitasking: .half)
    for (path, _) in Self.sources {
      let source = try Source.read(contentsOf: Self.path(path))
      #expect(throws: FileCheckError.self, "\(path)") { try Pipeline.run(source, in: scenario) }
      do {
        _ = try Pipeline.run(source, in: scenario)
      } catch {
        #expect(
          error.message == "iPhone 14 Pro has no half multitasking window in portrait", "\(path)")
      }
    }
  }

  @Test("A device the file names that the catalog lacks fails when the file is read, at its line")
  func unknownDeviceInFile() throws {
    // `device: iPhone 42` on line 2, its value at column 9.
    let text = try String(
      contentsOfFile: Self.path("Tests/PlumbCLITests/ScenarioErrors/unknown-device.yaml"),
      encoding: .utf8
    )
    #expect(throws: FileCheckError.self) { try Source.read(text: text, file: "t.yaml") }
    do {
      _ = try Source.read(text: text, file: "t.yaml")
    } catch {
      #expect(error.line == 2 && error.column == 9)
      #expect(error.message.contains("iPhone 42"))
    }
    // `plumb check` reads it the same way: the same error, though check never uses the device.
    let fixtures = try CheckFixtures(["t.yaml": text])
    let check = Pipeline.check(files: [fixtures.path("t.yaml")], in: CheckFixtures.scenarios)
    #expect(check.first?.error?.line == 2)
  }

  /// A bar pinned to the bottom of the safe area, not to the keyboard: the keyboard covers it,
  /// and nothing else is wrong.
  static let underKeyboard = """
    views:
      bar: { color: teal }
    constraints:
      - bar.leading == safeArea.leading
      - bar.trailing == safeArea.trailing
      - bar.bottom == safeArea.bottom
      - bar.height == 44
    """

  @Test("GitHub annotations name the keyboard, text size and window, not only the orientation")
  func annotationsNameEveryCondition() throws {
    let fixtures = try CheckFixtures(["bar.yaml": Self.underKeyboard])
    let scenarios = Scenario.matrix(
      devices: [.iPhone14Pro], orientations: [.portrait], contentSizes: [.large], keyboard: true)
    let checks = Pipeline.check(files: [fixtures.path("bar.yaml")], in: scenarios)
    let report = try #require(checks.first?.report)
    // Only the keyboard scenario fails.
    #expect(report.results.map(\.passed) == [true, false])
    let lines = GitHubAnnotations.lines(checks).filter { $0.hasPrefix("::error") }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("on 1 of 2 layouts: iPhone 14 Pro (portrait, keyboard)") == true)
  }

  @Test("Every report names a scenario with the table's words, in the table's order")
  func scenarioWords() {
    let scenario = Scenario(
      device: .iPadAir5, orientation: .landscapeLeft, multitasking: .oneThird,
      contentSizeCategory: .accessibilityLarge, showsKeyboard: true)
    #expect(scenario.conditions == "landscapeLeft, oneThird, accessibilityLarge, keyboard")
    #expect(
      ScenarioDimension.all.map(\.key) == [
        "device", "orientation", "multitasking", "contentSize", "keyboard", "locale",
      ])
    // Each dimension reads back the value it names.
    for dimension in ScenarioDimension.all {
      #expect(dimension.apply(scenario, dimension.value(scenario)) == scenario, "\(dimension.key)")
    }
  }

  @Test("The keyboard is one frame, resolved once: as wide as the window, at the catalog's height")
  func keyboardFrame() throws {
    let scenario = Scenario(device: .iPhone14Pro, orientation: .portrait, showsKeyboard: true)
    let environment = try scenario.resolved()
    let height = Device.iPhone14Pro.defaultKeyboardHeight(in: .portrait).height
    let screen = Device.iPhone14Pro.screen(.portrait).size
    #expect(
      environment.keyboardFrame
        == .init(x: 0, y: screen.height - height, width: screen.width, height: height))
    #expect(environment.safeAreaInsetsAboveKeyboard.bottom == height)
  }

  @Test("A row that runs off the screen is blamed on its own constraints, not the whole column")
  func ownConstraintsOnly() throws {
    // 30 rows of 44 pt chained top to bottom run off an iPhone 14 Pro's 852 pt screen.
    var text = "views:\n"
    var constraints = "constraints:\n"
    for i in 0..<30 {
      text += "  row\(i): { height: 44, text: Row \(i) }\n"
      constraints +=
        "  - row\(i).leading == safeArea.leading\n  - row\(i).trailing == safeArea.trailing\n"
      constraints +=
        i == 0 ? "  - row0.top == safeArea.top\n" : "  - row\(i).top == row\(i - 1).bottom\n"
    }
    let source = try Source.read(text: text + constraints, file: "rows.yaml")
    let result = try Pipeline.run(
      source, in: Scenario(device: .iPhone14Pro), options: .init(check: true))[0]
    let last = try #require(result.findings.first { $0.items == ["row29"] })
    #expect(last.kind == .offScreen)
    // Row 29's own lines only: its declaration (line 31, which holds `height: 44`) and its
    // leading, trailing and top (lines 120-122: `views:` is line 1, the 30 views lines 2-31,
    // `constraints:` line 32, so row i's three lines start at 33 + 3i). Row 28's top, which
    // the whole column above reaches through, is not row 29's.
    #expect(Set([120, 121, 122]).isSubset(of: Set(last.lines)))
    #expect(Set(last.lines).isSubset(of: [31, 120, 121, 122]))
  }
}
