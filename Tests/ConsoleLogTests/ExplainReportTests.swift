import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain
import Testing

/// `plumb explain --format json` (the `plumb-explain/1` schema of Documentation/Explain.md), one
/// test per key, on real logs of the corpus. Expected values are read off the log's text.
@Suite("Explain JSON report")
struct ExplainReportTests {
  /// The report of one corpus log, parsed back as JSON objects.
  static func report(_ name: String) throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/ConsoleLogs/\(name)")
    let entries = try ConsoleLog(bytes: [UInt8](Data(contentsOf: url))).entries
    let device = try Device.lookup(Explainer.defaultDevice)
    let report = ExplainReport(
      device: device.name, logs: entries.map { Explainer.explain($0, device: device) })
    let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8))
    return try #require(object as? [String: Any])
  }

  /// The first log of a corpus file.
  static func firstLog(_ name: String) throws -> [String: Any] {
    let logs = try #require(try report(name)["logs"] as? [[String: Any]])
    return try #require(logs.first)
  }

  // 02: a cell's content view held at 44 pt (`V:[UITableViewCellContentView(44)]`) against a
  // subview pinned top and bottom with a height of 100; UIKit breaks `V:[UIView]-(0)-|`.
  static let cell = "02-cell-height-44-vfl.log"
  // 04: a label stack in a view whose autoresizing mask holds it 45 pt tall; no recovery line.
  static let stack = "04-autoresizing-height-45-label-stack.log"

  @Test("schema and device name the format's version and the device rebuilt on")
  func schemaAndDevice() throws {
    let report = try Self.report(Self.cell)
    #expect(report["schema"] as? String == "plumb-explain/1")
    #expect(report["device"] as? String == Explainer.defaultDevice)
    #expect(Set(report.keys) == ["schema", "device", "logs"])
  }

  @Test("The output is the same text on every run, its keys sorted")
  func deterministic() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/ConsoleLogs/\(Self.cell)")
    let entries = try ConsoleLog(bytes: [UInt8](Data(contentsOf: url))).entries
    let device = try Device.lookup(Explainer.defaultDevice)
    let texts = (0..<3).map { _ in
      ExplainReport(
        device: device.name, logs: entries.map { Explainer.explain($0, device: device) }
      )
      .json()
    }
    #expect(Set(texts).count == 1)
    // Top-level keys in alphabetical order: device, logs, schema.
    let text = texts[0]
    let deviceKey = try #require(text.range(of: "\"device\""))
    let logs = try #require(text.range(of: "\"logs\""))
    let schema = try #require(text.range(of: "\"schema\""))
    #expect(deviceKey.lowerBound < logs.lowerBound && logs.lowerBound < schema.lowerBound)
  }

  @Test("kind, line and column: where the log's first line starts")
  func kindAndPosition() throws {
    let log = try Self.firstLog(Self.cell)
    #expect(log["kind"] as? String == "unsatisfiable")
    // `2015-03-31 22:55:39.629 Colo[30839:730209] Unable to …`: the prefix is 10 + 1 + 12 + 1
    // + 18 + 1 = 43 bytes, so the log starts at column 44 of line 1.
    #expect(log["line"] as? Int == 1)
    #expect(log["column"] as? Int == 44)
  }

  @Test("reproduced: the rebuilt constraints conflict as UIKit said")
  func reproduced() throws {
    // 0 + 100 + 0 cannot equal 44.
    #expect(try Self.firstLog(Self.cell)["reproduced"] as? Bool == true)
  }

  @Test("constraints: each logged one with its equation, maker, priority and place")
  func constraints() throws {
    let constraints = try #require(try Self.firstLog(Self.cell)["constraints"] as? [[String: Any]])
    // Four descriptions on lines 4 to 7, each after the opening quote (column 2).
    #expect(constraints.count == 4)
    #expect(constraints.map { $0["line"] as? Int } == [4, 5, 6, 7])
    #expect(constraints.allSatisfy { $0["column"] as? Int == 2 })
    // `V:[UITableViewCellContentView(44)]` with UIKit's encapsulated-height identifier, and
    // `V:[UIView(100)]`, the app's own; no priority printed means required.
    #expect(constraints[0]["equation"] as? String == "UITableViewCellContentView#1.height == 44")
    #expect(
      constraints[0]["madeBy"] as? String
        == "the size its container (a table, collection or parent controller) gives it")
    #expect(constraints[2]["equation"] as? String == "UIView#1.height == 100")
    #expect(constraints[2]["madeBy"] as? String == "your constraint")
    #expect(constraints.allSatisfy { $0["priority"] as? Double == 1000 })
  }

  @Test("conflict: the constraint indices of the minimal set, and UIKit's size limits without one")
  func conflict() throws {
    let cell = try #require(try Self.firstLog(Self.cell)["conflict"] as? [[String: Any]])
    // All four are needed: drop any one and 44 = 0 + 100 + 0 no longer binds.
    #expect(cell.map { $0["constraint"] as? Int } == [0, 1, 2, 3])
    #expect(cell[2]["text"] as? String == "UIView#1.height == 100 (your constraint)")
    // 04: the frame's 45 holds label 45 + view 2 + text view ≥ 0, so the text view's height
    // limit is a member; it has no logged constraint.
    let stack = try #require(try Self.firstLog(Self.stack)["conflict"] as? [[String: Any]])
    let limit = try #require(stack.last)
    #expect(limit["constraint"] == nil)
    #expect(
      (limit["text"] as? String)?.hasSuffix(".height >= 0 (UIKit keeps sizes non-negative)") == true
    )
  }

  @Test("broken: the index UIKit names after \"Will attempt to recover\", and the effect")
  func broken() throws {
    let broken = try #require(try Self.firstLog(Self.cell)["broken"] as? [String: Any])
    // The recovery line repeats 0x7fb022ec6d50, the fourth listed: `V:[UIView]-(0)-|`.
    #expect(broken["constraint"] as? Int == 3)
    // Without it the content view stays 44 tall while the subview's bottom is 0 + 100.
    #expect(
      (broken["effect"] as? String)?.hasSuffix(
        "solves to 44 where the constraint asked for 100") == true)
    // 04 stops before a recovery line: no key.
    #expect(try Self.firstLog(Self.stack)["broken"] == nil)
  }

  @Test("fixes: kind, constraint, priority, item and summary, best first")
  func fixes() throws {
    let cell = try #require(try Self.firstLog(Self.cell)["fixes"] as? [[String: Any]])
    // Lowering comes before removing; the broken constraint (3) first within each kind, then
    // the app's other members in the log's order (1, 2); UIKit's own (0) is never offered.
    #expect(
      cell.map { $0["kind"] as? String } == Array(repeating: "lowerPriority", count: 3)
        + Array(repeating: "remove", count: 3))
    #expect(cell.map { $0["constraint"] as? Int } == [3, 1, 2, 3, 1, 2])
    #expect(cell.prefix(3).allSatisfy { $0["priority"] as? Double == 999 })
    #expect(cell.suffix(3).allSatisfy { $0["priority"] == nil })
    #expect(
      cell[0]["summary"] as? String
        == "lower the priority of UITableViewCellContentView#1.bottom == UIView#1.bottom to 999")
    // 04: `h=--& v=--& UIView:0x105431fe0.height == 45` is the first view named, UIView#1.
    let stack = try #require(try Self.firstLog(Self.stack)["fixes"] as? [[String: Any]])
    let mask = try #require(
      stack.first { $0["kind"] as? String == "stopTranslatingAutoresizingMask" })
    #expect(mask["item"] as? String == "UIView#1")
    #expect(mask["constraint"] == nil)
  }

  @Test("assumptions: what the log does not say; margins only when a constraint uses them")
  func assumptions() throws {
    let cell = try #require(try Self.firstLog(Self.cell)["assumptions"] as? [String])
    #expect(cell.contains("layout direction is left to right (leading is left)"))
    #expect(!cell.contains { $0.contains("layout margins") })
    // 04 holds an autoresizing-mask constraint.
    let stack = try #require(try Self.firstLog(Self.stack)["assumptions"] as? [String])
    #expect(stack.contains { $0.hasPrefix("autoresizing-mask constraints are the frames") })
  }

  @Test("A trace has kind trace, ambiguous and assumptions, and no constraint keys")
  func trace() throws {
    let bytes = Array(
      """
      UIWindow:0x100
      |   *UIButton:0x102'Go'- AMBIGUOUS LAYOUT for UIButton:0x102'Go'.minX{id: 1}
      """.utf8)
    let entries = try ConsoleLog(bytes: bytes).entries
    let device = try Device.lookup(Explainer.defaultDevice)
    let report = ExplainReport(
      device: device.name, logs: entries.map { Explainer.explain($0, device: device) })
    let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8))
    let log = try #require(((object as? [String: Any])?["logs"] as? [[String: Any]])?.first)
    #expect(Set(log.keys) == ["kind", "line", "column", "ambiguous", "assumptions"])
    #expect(log["kind"] as? String == "trace")
    // Only `minX` is named: the horizontal position is free.
    #expect(
      log["ambiguous"] as? [String] == [
        "UIButton 'Go' (in UIWindow#1): its constraints leave the horizontal position free; "
          + "constrain them"
      ])
  }
}
