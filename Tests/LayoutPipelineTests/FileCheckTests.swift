import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports
import Synchronization
import Testing

@Suite("Checking many files")
struct FileCheckTests {
  /// A passing file, one leaving the safe area, one with a conflict and a malformed one.
  static func fourFiles() throws -> CheckFixtures {
    try CheckFixtures([
      "a-passing.yaml": CheckFixtures.passing, "b-outside.yaml": CheckFixtures.outside,
      "c-conflicting.yaml": CheckFixtures.conflicting, "d-malformed.yaml": CheckFixtures.malformed,
    ])
  }

  static func checks() throws -> ([FileCheck], CheckFixtures, [Int]) {
    let fixtures = try fourFiles()
    let files = fixtures.paths
    let reported = Mutex<[Int]>([])
    let checks = Pipeline.check(files: files, in: CheckFixtures.scenarios) { done in
      reported.withLock { $0.append(done) }
    }
    return (checks, fixtures, reported.withLock { $0 })
  }

  @Test(
    "Results come back in file order with each file's outcome, and progress counts every file in every scenario"
  )
  func orderOutcomesAndProgress() throws {
    let (checks, fixtures, progress) = try Self.checks()
    #expect(
      checks.map(\.file)
        == ["a-passing", "b-outside", "c-conflicting", "d-malformed"].map {
          fixtures.path("\($0).yaml")
        })
    #expect(checks.map(\.passed) == [true, false, false, false])
    #expect(checks.map { $0.report?.results.count } == [2, 2, 2, nil])
    #expect(checks[3].error?.line == 4)
    // 4 files × 2 scenarios = 8 units, each reported once, the counts 1 through 8.
    #expect(progress.sorted() == Array(1...8))
  }

  @Test("The summary counts layouts over all files and names the malformed ones")
  func summary() throws {
    let (checks, _, _) = try Self.checks()
    // Readable files: 3 × 2 = 6 layouts; the passing file's 2 pass, the other 4 fail.
    #expect(FileCheck.summary(checks) == "4 files, 6 layouts: 2 ok, 4 failed; 1 file malformed")
  }

  @Test("Several files as JSON: one document, each file with its report or its error")
  func json() throws {
    let (checks, fixtures, _) = try Self.checks()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(FileCheck.json(checks).utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == checks.map(\.file))
    let report = try #require(files[1]["report"] as? [String: Any])
    #expect(report["layouts"] as? Int == 2)
    #expect(report["failed"] as? Int == 2)
    #expect(
      (files[3]["error"] as? String)?.hasPrefix(fixtures.path("d-malformed.yaml") + ":4:9: error:")
        == true)
  }
}

@Suite("What a check of many files keeps")
struct CheckRetentionTests {
  @Test(
    "Results that let their items go, and their frames unless a sheet draws them, give the same reports"
  )
  func reportsUnchanged() throws {
    let fixtures = try FileCheckTests.fourFiles()
    func check(keeping parts: LayoutResult.Parts) -> [FileCheck] {
      Pipeline.check(
        files: fixtures.paths, in: CheckFixtures.scenarios, adjustments: [:], keeping: parts)
    }
    let (full, lean, drawn) = (check(keeping: .all), check(keeping: []), check(keeping: .frames))
    for checks in [lean, drawn] {
      #expect(FileCheck.json(checks) == FileCheck.json(full))
      #expect(FileCheck.summary(checks) == FileCheck.summary(full))
      #expect(checks.map { $0.report?.table() } == full.map { $0.report?.table() })
      #expect(JUnitReport.xml(checks) == JUnitReport.xml(full))
      #expect(GitHubAnnotations.lines(checks) == GitHubAnnotations.lines(full))
    }
    #expect(drawn.map { $0.report?.contactSheet() } == full.map { $0.report?.contactSheet() })
    let results = { (checks: [FileCheck]) in checks.flatMap { $0.report?.results ?? [] } }
    // 3 readable files × 2 scenarios.
    #expect(results(full).count == 6)
    for (i, laidOut) in results(full).enumerated() {
      let (kept, sheet) = (results(lean)[i], results(drawn)[i])
      #expect(!laidOut.items.isEmpty && kept.items.isEmpty && sheet.items.isEmpty)
      #expect(kept.frames.children.isEmpty && sheet.frames == laidOut.frames)
      #expect(kept.superviews == laidOut.superviews && sheet.superviews == laidOut.superviews)
    }
  }
}

@Suite("Timing a check")
struct CheckTimingTests {
  @Test("A timed check gives the same reports, with a parse and one entry per scenario")
  func timedCheckKeepsItsResults() throws {
    let fixtures = try CheckFixtures([
      "a-passing.yaml": CheckFixtures.passing, "b-outside.yaml": CheckFixtures.outside,
      "d-malformed.yaml": CheckFixtures.malformed,
    ])
    let plain = Pipeline.check(files: fixtures.paths, in: CheckFixtures.scenarios)
    let timed = Pipeline.check(files: fixtures.paths, in: CheckFixtures.scenarios, timed: true)
    #expect(FileCheck.json(timed) == FileCheck.json(plain))
    #expect(plain.allSatisfy { $0.timings == nil })
    for check in timed {
      let timings = try #require(check.timings)
      // Every scenario is timed, the malformed file's too (it fails the same way in each).
      #expect(timings.scenarios.count == CheckFixtures.scenarios.count)
      #expect(timings.parse.total > 0)
      for phase in CheckPhase.allCases {
        #expect(timings.scenarios.allSatisfy { $0[phase] >= 0 })
      }
    }
    // A file that builds spends time solving in every scenario.
    #expect(timed[0].timings?.scenarios.allSatisfy { $0[.solve] > 0 } == true)
  }

  @Test("The median of an even count is the mean of the middle two")
  func median() {
    func times(_ build: Double) -> PhaseTimes {
      var times = PhaseTimes()
      times[.build] = build
      return times
    }
    let timings = CheckTimings(parse: PhaseTimes(), scenarios: [4, 1, 3, 2].map(times))
    #expect(timings.median { $0[.build] } == 2.5)
    #expect(timings.sum(\.total) == 10)
  }
}
