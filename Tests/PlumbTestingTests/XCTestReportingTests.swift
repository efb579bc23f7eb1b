import DeviceCatalog
import LayoutCore
import LayoutPipeline
import PlumbTesting
import TemporaryFolder
import XCTest

/// The same checks from an `XCTestCase`: outside a Swift Testing test they fail through XCTest,
/// at the line of the test that called them.
///
/// XCTest on Linux has no `XCTExpectFailure`. Every failure XCTest records goes through one
/// overridable method of the test case — `recordFailure(withDescription:inFile:atLine:expected:)`
/// in swift-corelibs-xctest, `record(_:)` on Apple's XCTest — so this case overrides it to keep
/// the failures of the calls under test instead of failing, then checks what they said and where.
final class XCTestReportingTests: XCTestCase {
  /// A failure XCTest was asked to record.
  struct Failure {
    var description: String
    var file: String
    var line: Int
  }

  private var captured: [Failure]?

  /// The failures `body` records through XCTest; any other failure of the test still fails it.
  private func failures(of body: () throws -> Void) rethrows -> [Failure] {
    captured = []
    defer { captured = nil }
    try body()
    return captured ?? []
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard captured != nil else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      captured?.append(
        Failure(
          description: issue.compactDescription, file: location?.fileURL.path ?? "",
          line: location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(Failure(description: description, file: filePath, line: lineNumber))
    }
  #endif

  static let phoneSE = LayoutScenarios(devices: [.iPhoneSE3]).portrait

  func testAViewThatFitsRecordsNoFailure() throws {
    var results: [LayoutResult] = []
    let recorded = failures {
      results = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox())
    }
    XCTAssertEqual(recorded.count, 0)
    // pinnedBox(): 16 pt in, 8 pt under the SE's 20-pt status bar, 100 × 44.
    let box = try XCTUnwrap(results.first?.items.first { $0.name == "box" })
    XCTAssertEqual(box.frame, Rect(x: 16, y: 28, width: 100, height: 44))
  }

  func testAFailingCheckFailsAtTheCallingLine() {
    // 16 + 400 = 416 > 375: the box leaves the iPhone SE's screen on the right.
    var line = 0
    let recorded = failures {
      line = #line + 1
      expectLayout(named: "wide", on: Self.phoneSE, building: pinnedBox(width: 400))
    }
    XCTAssertEqual(recorded.count, 1, "one failure per call")
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertEqual(recorded.first?.file, #filePath)
    let text = recorded.first?.description ?? ""
    XCTAssertTrue(text.contains("Layout fails in 1 of 1 checks"), text)
    XCTAssertTrue(text.contains("iPhone SE (3rd generation), portrait"), text)
  }

  func testASnapshotChangeIsExplainedAtTheCallingLine() throws {
    let folder = try TemporaryFolder([:])
    let before = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox())
    let recording = failures {
      expectGeometrySnapshot(of: before, named: "box", directory: folder.directory.path)
    }
    XCTAssertTrue(recording.first?.description.contains("there was no snapshot") == true)
    // The top constant goes from 8 to 20: the box moves 12 pt down, its size unchanged.
    let after = expectLayout(named: "box", on: Self.phoneSE, building: pinnedBox(top: 20))
    var line = 0
    let recorded = failures {
      line = #line + 1
      expectGeometrySnapshot(of: after, named: "box", directory: folder.directory.path)
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(
      recorded.first?.description.contains(
        "`box` moved 12 pt down (was (16, 28, 100, 44), now (16, 40, 100, 44))") == true,
      recorded.first?.description ?? "no failure")
  }
}
