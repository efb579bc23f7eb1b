import Foundation
import Testing

/// `plumb check` on an app reads the app's own Swift and Objective-C sources for the statements
/// that make a table's rows self-size, and says at each table which line it read. Fixture:
/// `Tests/PlumbCLITests/Apps/RowsFromCode`, six table view controllers whose one prototype row
/// is a fixed 44 pt holding content that needs 10 + 50 + 12 = 72 pt, so each scene fails (its
/// constraints break) unless its rows self-size.
@Suite("plumb check infers self-sizing rows from the app's code (the real binary)")
struct CodeInferenceCommandTests {
  static let app = "Tests/PlumbCLITests/Apps/RowsFromCode"

  /// Per controller's scene (its cells' scenes with it) of a `--json` report: whether any
  /// layout has an error, and the messages of the inferred-rows warnings.
  static func scenes(_ json: String) throws -> [String: (failed: Bool, inferred: Set<String>)] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let results = try #require(object?["results"] as? [[String: Any]])
    var scenes: [String: (failed: Bool, inferred: Set<String>)] = [:]
    for result in results {
      // A cell is a scene of its own, `Controller › Cell`: counted with its table's scene.
      let scene = (result["scene"] as? String ?? "?").components(separatedBy: " › ")[0]
      var entry = scenes[scene] ?? (false, [])
      for finding in result["findings"] as? [[String: Any]] ?? [] {
        let message = finding["message"] as? String ?? ""
        if finding["severity"] as? String == "error" { entry.failed = true }
        if message.contains("rows self-size") { entry.inferred.insert(message) }
      }
      scenes[scene] = entry
    }
    return scenes
  }

  /// The 1-based line of the fixture file `file` that holds `text`: the line the report must
  /// cite, read from the file itself.
  static func line(of text: String, in file: String) throws -> Int {
    let source = try String(
      contentsOf: packageRoot.appendingPathComponent("\(app)/\(file)"), encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    let found = try #require(lines.firstIndex { $0.contains(text) && !$0.contains("//") })
    return found + 1
  }

  /// The inferred tables and the statement each message names.
  static let inferred = [
    (
      "AssignController", "Controllers/AssignController.swift",
      "tableView.rowHeight = UITableView.automaticDimension",
      "sets tableView.rowHeight = UITableView.automaticDimension"
    ),
    (
      "HeightController", "Controllers/HeightController+Delegate.swift",
      "heightForRowAt indexPath",
      "returns UITableView.automaticDimension from tableView(_:heightForRowAt:)"
    ),
    (
      "ObjCHeightController", "Controllers/ObjCHeightController.m",
      "heightForRowAtIndexPath:(NSIndexPath *)indexPath {",
      "returns UITableViewAutomaticDimension from tableView:heightForRowAtIndexPath:"
    ),
  ]

  /// Statements a comment or a string holds, and conditional ones, make no row self-size.
  static let notInferred = [
    "CommentedController", "ConditionalController", "ObjCConditionalController",
  ]

  @Test(
    "Unconditional statements (Swift assignment, heightForRowAt in an extension, Objective-C) make rows self-size, each said at its table; comments, strings and conditions do not"
  )
  func inferredTables() throws {
    let run = try runPlumb(["check", Self.app, "--json"])
    #expect(run.status == 1, "the three scenes not inferred still fail: \(run.stderr)")
    let scenes = try Self.scenes(run.stdout)
    for (scene, file, statement, said) in Self.inferred {
      let line = try Self.line(of: statement, in: file)
      let entry = try #require(scenes[scene], "\(scene) in \(scenes.keys.sorted())")
      #expect(!entry.failed, "\(scene): its rows fit their content")
      #expect(
        entry.inferred
          == [
            "`tableView \(Self.tableID(scene))` (line \(Self.tableLine(scene))): "
              + "rows self-size: \(file):\(line) \(said); read from the app's code, so its cells "
              + "are laid out at their content's height (turn off with --disable-code-inference "
              + "or `codeInference: false`)"
          ],
        "\(scene): \(entry.inferred)")
    }
    for scene in Self.notInferred {
      let entry = try #require(scenes[scene], "\(scene) in \(scenes.keys.sorted())")
      #expect(entry.failed, "\(scene): its rows stay fixed, so its constraints break")
      #expect(entry.inferred.isEmpty, "\(scene): \(entry.inferred)")
    }
  }

  /// The fixture storyboard's scenes, in order.
  static let order = [
    "AssignController", "HeightController", "CommentedController", "ConditionalController",
    "ObjCHeightController", "ObjCConditionalController",
  ]

  /// The IB id of a scene's table in the fixture: `s0tbl` for the first scene, and so on.
  static func tableID(_ scene: String) -> String {
    "s\(order.firstIndex(of: scene) ?? -1)tbl"
  }

  /// The line of a scene's `<tableView>` element in the fixture's storyboard.
  static func tableLine(_ scene: String) -> Int {
    (try? line(of: "id=\"\(tableID(scene))\"", in: "Rows.storyboard")) ?? 0
  }

  /// The fixture's views whose own class may hide them, each in a scene of its own whose one
  /// finding is a conflict inside the view (a 10-pt-high view also 20 pt high): the class, and
  /// for those whose code decides whether they show, the file, the statement (its line read
  /// from the file) and the property and method the report names.
  static let hiding:
    [(scene: String, view: String, said: (file: String, text: String, property: String)?)] = [
      (
        "HidingViewController", "HidingView h0cls",
        ("Views/HidingView.swift", "self.isHidden =", "isHidden")
      ),
      ("ShownViewController", "ShownView h1cls", nil),
      ("CommentedViewController", "CommentedHidingView h2cls", nil),
      (
        "ObjCHidingViewController", "ObjCHidingView h3cls",
        ("Views/ObjCHidingView.m", "self.hidden = YES", "hidden")
      ),
    ]

  @Test(
    "A view whose own class sets isHidden (Swift) or hidden (Objective-C) in awakeFromNib makes what is found inside it partly checked, naming the file and line; a constant false, a comment or a string do not"
  )
  func hiddenByCode() throws {
    let run = try runPlumb(["check", Self.app, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let results = try #require(object?["results"] as? [[String: Any]])
    for (scene, view, said) in Self.hiding {
      let findings = results.filter { $0["scene"] as? String == scene }
        .flatMap { $0["findings"] as? [[String: Any]] ?? [] }
      let conflicts = findings.filter {
        ($0["message"] as? String ?? "").contains(
          "h\(Self.hiding.firstIndex { $0.scene == scene } ?? -1)k3")
      }
      #expect(!conflicts.isEmpty, "\(scene): the conflict is found")
      guard let said else {
        #expect(conflicts.allSatisfy { $0["severity"] as? String == "error" }, "\(scene)")
        #expect(
          !findings.contains { ($0["message"] as? String ?? "").contains("whether it shows") },
          "\(scene)")
        continue
      }
      let line = try Self.line(of: said.text, in: said.file)
      let className = view.components(separatedBy: " ")[0]
      let reason =
        "its class \(className) sets \(said.property) in awakeFromNib (\(said.file):\(line)): whether it shows is the app's code's"
      for conflict in conflicts {
        #expect(conflict["severity"] as? String == "warning", "\(scene)")
        #expect(conflict["partlyChecked"] as? String == "about `\(view)`: \(reason)", "\(scene)")
      }
      let warnings = Set(
        findings.compactMap { $0["message"] as? String }.filter { $0.contains("whether it shows") })
      let viewLine = try Self.line(
        of: "id=\"\(view.components(separatedBy: " ")[1])\"", in: "Rows.storyboard")
      #expect(
        warnings == [
          "`\(view)` (line \(viewLine)): \(reason); laid out as shown, read from the app's code (turn off with --disable-code-inference or `codeInference: false`)"
        ], "\(scene): \(warnings)")
    }
  }

  @Test(
    "--disable-code-inference and `codeInference: false` keep every row at the file's height and every view's findings verdicts"
  )
  func turnedOff() throws {
    let off = try runPlumb(["check", Self.app, "--json", "--disable-code-inference"])
    for (scene, entry) in try Self.scenes(off.stdout) {
      #expect(entry.failed && entry.inferred.isEmpty, "\(scene): \(entry.inferred)")
    }
    let folder = try copy()
    try Data("codeInference: false\n".utf8).write(to: folder.appendingPathComponent(".plumb.yml"))
    let project = try runPlumb(["check", folder.path, "--json"])
    for (scene, entry) in try Self.scenes(project.stdout) {
      #expect(entry.failed && entry.inferred.isEmpty, "\(scene): \(entry.inferred)")
    }
    // The command line wins over the project file.
    let on = try runPlumb(["check", folder.path, "--json", "--enable-code-inference"])
    #expect(try Self.scenes(on.stdout)["AssignController"]?.failed == false)
  }

  @Test("A project file's entry wins for the table it names, and adds the tables it names")
  func projectFileWinsAndAdds() throws {
    let folder = try copy()
    try Data(
      "automaticRowHeight:\n  - tables: [AssignController, CommentedController]\n    reason: r\n"
        .utf8
    ).write(to: folder.appendingPathComponent(".plumb.yml"))
    let scenes = try Self.scenes(try runPlumb(["check", folder.path, "--json"]).stdout)
    // Sized by the entry, so not said again as inferred; the entry adds a table the code
    // does not make self-size; the other inferred tables keep their warning.
    #expect(scenes["AssignController"]?.failed == false)
    #expect(scenes["AssignController"]?.inferred.isEmpty == true)
    #expect(scenes["CommentedController"]?.failed == false)
    #expect(scenes["HeightController"]?.inferred.count == 1)
  }

  @Test(
    "A source file that is not UTF-8 or is too large is skipped with a note; the check goes on")
  func badSources() throws {
    let folder = try copy()
    try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE, 0x0A]).write(
      to: folder.appendingPathComponent("Controllers/Latin1.swift"))
    // One byte more than the 4 MiB a source file may have.
    try Data(repeating: 0x20, count: (4 << 20) + 1).write(
      to: folder.appendingPathComponent("Controllers/Generated.swift"))
    let run = try runPlumb(["check", folder.path])
    #expect(run.status == 1, "\(run.stderr)")
    let notes = run.stdout + run.stderr
    #expect(
      notes.contains("app code: Controllers/Latin1.swift skipped (not UTF-8 text)"), "\(notes)")
    #expect(
      notes.contains(
        "app code: Controllers/Generated.swift skipped (4194305 bytes, more than 4194304)"),
      "\(notes)")
    let json = try runPlumb(["check", folder.path, "--json"])
    #expect(try Self.scenes(json.stdout)["AssignController"]?.failed == false)
  }

  @Test(
    "In a cell whose row height the code (or a project file's entry) replaces, a saved frame off only vertically is no fidelity gap; off horizontally it still is"
  )
  func savedFramesAtReplacedRowHeights() throws {
    let folder = try copy()
    let file = folder.appendingPathComponent("Rows.storyboard")
    var storyboard = try String(contentsOf: file, encoding: .utf8)
    // As Xcode saves a box squeezed into the file's 44-pt row (10 + 22 + 12): 22 pt high where
    // the self-sized row gives it its 50; and, in another cell, a box 10 pt right of where its
    // leading constraint (20) puts it whatever the row's height.
    let saved = #"<rect key="frame" x="20" y="10" width="374" height="50"/>"#
    for (box, edited) in [
      ("s0box", #"<rect key="frame" x="20" y="10" width="374" height="22"/>"#),
      ("s1box", #"<rect key="frame" x="30" y="10" width="374" height="50"/>"#),
      ("s2box", #"<rect key="frame" x="20" y="10" width="374" height="22"/>"#),
    ] {
      let element = #"id="\#(box)">"# + "\n"
      let range = try #require(storyboard.range(of: element))
      let rect = try #require(
        storyboard.range(of: saved, range: range.upperBound..<storyboard.endIndex))
      storyboard.replaceSubrange(rect, with: edited)
    }
    try Data(storyboard.utf8).write(to: file)
    try Data(
      "automaticRowHeight:\n  - tables: [CommentedController]\n    reason: r\n".utf8
    ).write(to: folder.appendingPathComponent(".plumb.yml"))
    /// The boxes with a fidelity-gap warning.
    func gaps(_ arguments: [String]) throws -> Set<String> {
      let run = try runPlumb(["check", folder.path, "--json"] + arguments)
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let results = try #require(object?["results"] as? [[String: Any]])
      return Set(
        results.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.compactMap { finding in
          let message = finding["message"] as? String ?? ""
          guard message.contains("Xcode saved this frame as UIKit's") else { return nil }
          return ["s0box", "s1box", "s2box"].first { message.hasPrefix("`view \($0)`") }
        })
    }
    // Inferred (s0, s1) and the entry's (s2): only the horizontal gap is one.
    #expect(try gaps([]) == ["s1box"])
    // With the code not read, s0's row keeps the file's height, the one Xcode saved at.
    #expect(try gaps(["--disable-code-inference"]) == ["s0box", "s1box"])
  }

  /// A copy of the fixture app in a temporary folder (with a `.git`, so the walk up stops).
  func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-code-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["Info.plist", "Rows.storyboard", "Controllers", "Views"] {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("\(Self.app)/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder
  }
}
