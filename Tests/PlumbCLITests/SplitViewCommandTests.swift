import Foundation
import Testing

/// `plumb check --split-views`: each iPad orientation's Split View and Slide Over windows beside
/// the full screen, named in the report's rows.
@Suite("plumb check --split-views")
struct SplitViewCommandTests {
  @Test("--split-views adds the iPad's windows, named in the rows, and nothing on an iPhone")
  func splitViewRows() throws {
    let run = try runPlumb([
      "check", "Examples/008-settings.yaml", "--devices", "iPad Air 5,iPhone 14 Pro",
      "--orientations", "landscapeLeft",
      "--split-views",
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    // iPad Air (5th generation) in landscape: full screen, ⅔, ½, ⅓ and Slide Over; the iPhone
    // 14 Pro: full screen only. 5 + 1 = 6 layouts.
    for window in ["twoThirds", "half", "oneThird", "slideOver"] {
      #expect(run.stdout.contains("landscapeLeft, \(window)"), "no row for \(window)")
    }
    #expect(run.stdout.contains("6 layouts: 6 ok, 0 failed"))
    let without = try runPlumb([
      "check", "Examples/008-settings.yaml", "--devices", "iPad Air 5", "--orientations",
      "landscapeLeft",
    ])
    #expect(without.stdout.contains("1 layouts: 1 ok, 0 failed"))
    #expect(!without.stdout.contains("oneThird"))
  }

  @Test(
    "The JSON report names each scenario's multitasking window, and leaves it out at full screen")
  func splitViewJSON() throws {
    let run = try runPlumb([
      "check", "Examples/008-settings.yaml", "--devices", "iPad Air 5", "--orientations",
      "portrait", "--split-views",
      "--json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    // Portrait: full screen, ⅔, ⅓ and Slide Over (no even split in portrait).
    #expect(
      results.map { $0["multitasking"] as? String } == [nil, "twoThirds", "oneThird", "slideOver"])
  }
}
