import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutPipeline
import Foundation
import PlumbTesting
import TemporaryFolder
import Testing

/// Records `results` as the snapshot `name` in `folder` in record mode, expecting the issue
/// that says it recorded.
func recordSnapshot(of results: [LayoutResult], named name: String, in folder: TemporaryFolder) {
  withKnownIssue {
    expectGeometrySnapshot(
      of: results, named: name, record: true, directory: folder.directory.path)
  } matching: {
    $0.comments.map(\.rawValue).joined().contains("record mode is on")
  }
}

/// Compares `results` with the snapshot `name` in `folder`, expecting the one issue of a
/// mismatch, whose message `matches`.
func expectMismatch(
  of results: [LayoutResult], named name: String, in folder: TemporaryFolder,
  matching matches: @escaping @Sendable (String) -> Bool
) {
  withKnownIssue {
    expectGeometrySnapshot(of: results, named: name, directory: folder.directory.path)
  } matching: {
    matches($0.comments.map(\.rawValue).joined())
  }
}

@Suite("Geometry snapshots")
struct GeometrySnapshotTests {
  static let phoneSE = LayoutScenarios(devices: [.iPhoneSE3]).portrait

  @Test("a first run records the snapshot beside the test and says so; the next run passes")
  func recordThenCompare() throws {
    let folder = try TemporaryFolder([:])
    let results = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox())
    withKnownIssue {
      expectGeometrySnapshot(of: results, named: "box", directory: folder.directory.path)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("there was no snapshot")
    }
    // __Snapshots__/<TestFile>/<name>.txt, the test file's name without `.swift`.
    let file = folder.path("GeometrySnapshotTests/box.txt")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    // The frames of `pinnedBox()` on the iPhone SE: the window is the screen, 375 × 667; then
    // the four constraints `pinnedBox()` activates, in the views' names, sorted.
    #expect(
      text == """
        # Plumb geometry snapshot: frames in window coordinates (x y width height)

        ## iPhone SE (3rd generation), portrait
        box 16 28 100 44
        = box.height == 44
        = box.leading == window.safeAreaLayoutGuide.leading + 16
        = box.top == window.safeAreaLayoutGuide.top + 8
        = box.width == 100

        """)
    expectGeometrySnapshot(of: results, named: "box", directory: folder.directory.path)
  }

  /// A folder holding `pinnedBox()`'s snapshot on the iPhone SE, named `box`, just recorded.
  static func recordedBox() throws -> TemporaryFolder {
    let folder = try TemporaryFolder([:])
    let results = expectLayout(named: "box", on: phoneSE, building: pinnedBox())
    recordSnapshot(of: results, named: "box", in: folder)
    return folder
  }

  @Test("no results (a check that could not run) is an issue, never an empty snapshot")
  func noResultsIsAnIssue() throws {
    let folder = try TemporaryFolder([:])
    withKnownIssue {
      expectGeometrySnapshot(of: [], named: "empty", directory: folder.directory.path)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("No layout results to snapshot")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("GeometrySnapshotTests/empty.txt")))
  }

  @Test("a deliberate change is explained: which view moved, by how much, on which scenario")
  func changeIsExplained() throws {
    let folder = try Self.recordedBox()
    // The top constant goes from 8 to 20: the box moves 12 pt down, its size unchanged.
    let after = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox(top: 20))
    let line = #line + 2
    withKnownIssue {
      expectGeometrySnapshot(of: after, named: "box", directory: folder.directory.path)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.contains("iPhone SE (3rd generation), portrait:")
        && text.contains(
          "`box` moved 12 pt down (was (16, 28, 100, 44), now (16, 40, 100, 44))")
    }
  }

  @Test("a constant changed in code is named: the constraint gone and the one new")
  func changedCodeConstraintIsNamed() throws {
    let folder = try Self.recordedBox()
    // `box.topAnchor.constraint(equalTo: guide.topAnchor, constant: top)` with 8, then 20.
    let after = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox(top: 20))
    expectMismatch(of: after, named: "box", in: folder) { text in
      text.contains("`box` moved 12 pt down")
        && text.contains("constraint gone: box.top == window.safeAreaLayoutGuide.top + 8")
        && text.contains("constraint new: box.top == window.safeAreaLayoutGuide.top + 20")
        // Only the changed constraint is listed: the other three are as recorded.
        && !text.contains("box.leading") && !text.contains("box.width")
    }
  }

  @Test("code's constraints are recorded in one order whatever order the code activates them in")
  func codeConstraintOrderDoesNotMatter() throws {
    let folder = try Self.recordedBox()
    // `pinnedBox()`'s four constraints, activated last-first: the same layout, the same file.
    let reordered = expectLayout(named: "box", on: Self.phoneSE) { window in
      let box = View(identifier: "box")
      box.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(box)
      let guide = window.safeAreaLayoutGuide
      LayoutConstraint.activate([
        box.heightAnchor.constraint(equalToConstant: 44),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      ])
    }
    expectGeometrySnapshot(of: reordered, named: "box", directory: folder.directory.path)
  }

  @Test("a stack view's spacing changed in code is named by its UISV-spacing constraint")
  func stackSpacingChangeIsNamed() throws {
    // Two unnamed labels in a stack: they are named by their place (`stack.Label-1`), the same
    // on every run, and their spacing constraint is the stack's own (`UISV-spacing`).
    let stack = { (spacing: Double) -> (Window) -> Void in
      { window in
        let stack = StackView(
          arrangedSubviews: [Label(text: "One"), Label(text: "Two")], identifier: "stack")
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let guide = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
          stack.topAnchor.constraint(equalTo: guide.topAnchor),
          stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        ])
      }
    }
    let folder = try TemporaryFolder([:])
    let before = expectLayout(named: "stack", on: Self.phoneSE, building: stack(8))
    recordSnapshot(of: before, named: "stack", in: folder)
    let again = expectLayout(named: "stack", on: Self.phoneSE, building: stack(8))
    expectGeometrySnapshot(of: again, named: "stack", directory: folder.directory.path)
    let after = expectLayout(named: "stack", on: Self.phoneSE, building: stack(20))
    expectMismatch(of: after, named: "stack", in: folder) { text in
      text.contains("`stack.Label-1` moved 12 pt down")
        && text.contains(
          "constraint gone: stack.Label-1.top == stack.Label-0.bottom + 8 (UISV-spacing)")
        && text.contains(
          "constraint new: stack.Label-1.top == stack.Label-0.bottom + 20 (UISV-spacing)")
    }
  }

  @Test("a resized, added or removed view is named in the explanation")
  func resizedAddedAndRemoved() throws {
    let folder = try Self.recordedBox()
    // 100 → 150 wide; the box renamed `card`, so `box` is gone and `card` is new.
    let wider = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox(width: 150))
    withKnownIssue {
      expectGeometrySnapshot(of: wider, named: "box", directory: folder.directory.path)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("`box` 50 pt wider")
    }
    let renamed = expectLayout(named: "box", on: Self.phoneSE) { window in
      pinnedBox()(window)
      window.subviews[0].identifier = "card"
    }
    withKnownIssue {
      expectGeometrySnapshot(of: renamed, named: "box", directory: folder.directory.path)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("`card` is new at (16, 28, 100, 44)")
        && text.contains("`box` is gone (was at (16, 28, 100, 44))")
    }
  }
}

/// Records the snapshot of the layout file `before` on the iPhone SE in portrait, then compares
/// the file `after` with it, expecting one issue whose message `matches`.
func expectChange(
  from before: String, to after: String, matching matches: @escaping @Sendable (String) -> Bool
) throws {
  let folder = try TemporaryFolder(["before.yaml": before, "after.yaml": after])
  let scenarios = LayoutScenarios(devices: [.iPhoneSE3]).portrait
  let recorded = expectLayout(ofFile: folder.path("before.yaml"), on: scenarios)
  recordSnapshot(of: recorded, named: "screen", in: folder)
  let changed = expectLayout(ofFile: folder.path("after.yaml"), on: scenarios)
  withKnownIssue {
    expectGeometrySnapshot(of: changed, named: "screen", directory: folder.directory.path)
  } matching: {
    matches($0.comments.map(\.rawValue).joined())
  }
}

@Suite("Geometry snapshots of a layout file")
struct LayoutFileSnapshotTests {
  @Test("the README's change: 24 pt more after the sign-in heading moves the fields 24 pt down")
  func spacingChangeIsExplained() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let original = try String(
      contentsOf: root.appendingPathComponent("Examples/005-sign-in-form.yaml"), encoding: .utf8)
    let changed = original.replacingOccurrences(
      of: "style: largeTitle, lines: 0 }, spacingAfter: 24 }",
      with: "style: largeTitle, lines: 0 }, spacingAfter: 48 }")
    try #require(changed != original)
    // The README's lines: the label under the heading starts 105 pt down on the SE (the
    // recorded snapshot beside ReadmeExamples.swift), 24 pt lower after the change.
    try expectChange(from: original, to: changed) { text in
      text.contains(
        """
        iPhone SE (3rd generation), portrait [Sign-in form above the keyboard]:
          `form` 24 pt taller (was (20, 40, 335, 299), now (20, 40, 335, 323))
          `emailLabel` moved 24 pt down (was (20, 105, 335, 18), now (20, 129, 335, 18))
        """)
    }
  }

  @Test("a changed constraint is named: the one gone and the one new, as the file writes them")
  func changedConstraintIsNamed() throws {
    let layout = { (top: Int) in
      """
      views:
        title: { label: { text: Title } }
      constraints:
        - title.top == safeArea.top + \(top)
        - title.leading == safeArea.leading + 16
      """
    }
    // 8 → 20 below the SE's safe area (20 pt down): the title's top goes from 28 to 40.
    try expectChange(from: layout(8), to: layout(20)) { text in
      text.contains("`title` moved 12 pt down")
        && text.contains("constraint gone: title.top == safeArea.top + 8")
        && text.contains("constraint new: title.top == safeArea.top + 20")
    }
  }
}
