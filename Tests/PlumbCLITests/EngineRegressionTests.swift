import Foundation
import Testing

/// Storyboards that exposed engine defects on real apps' screens (issue 28), each run through the
/// built `plumb` binary.
@Suite("Engine regressions through the command line")
struct EngineRegressionTests {
  private let fixtures = "Tests/Fixtures/Repros/"

  /// The tests' environment with hashing left randomised: Swift seeds `Hasher` per process unless
  /// `SWIFT_DETERMINISTIC_HASHING` is set, and the kernel moves every allocation's address per
  /// process, so separate processes see different hash and address orders.
  private var randomisedEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    return environment
  }

  @Test("Ten separate processes print the same check of a storyboard, byte for byte")
  func tenProcessesAgree() throws {
    // A view pinned to its superview's layout margins inside a root whose safe area places it:
    // the safe area came out as the whole screen in some runs and the exit status flipped. Every
    // device and orientation, so that each run lays the scene out 219 times.
    var outputs: [String] = []
    for _ in 0..<10 {
      let run = try runPlumb(
        ["check", fixtures + "r10-nondeterministic-safe-area.storyboard", "--json"],
        environment: randomisedEnvironment)
      outputs.append("status \(run.status)\n\(run.stdout)\n\(run.stderr)")
    }
    for (index, output) in outputs.enumerated().dropFirst() where output != outputs[0] {
      Issue.record("run \(index + 1) differs from run 1:\n\(lineDiff(outputs[0], output))")
    }
    // The runs agree on UIKit's answer, not on some answer: the scene passes everywhere.
    #expect(outputs[0].hasPrefix("status 0\n"), "\(outputs[0].prefix(2000))")
  }

  @Test("A view pinned to its superview's margins leaves the safe area where UIKit puts it")
  func marginsInSafeArea() throws {
    let run = try runPlumb(
      ["render", fixtures + "r10-nondeterministic-safe-area.storyboard", "--format", "json"],
      environment: randomisedEnvironment)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    // iPhone SE (2nd generation), the document's device: the safe area starts at y = 20 (status
    // bar), the box 16 below it, as Interface Builder saved it (x 20, y 36, 335 × 85); the inner
    // view sits on the box's 8-pt margins.
    let items = try frames(run.stdout)
    #expect(items["view BOX-10-aaa"] == [20, 36, 335, 85])
    #expect(items["view INN-10-aaa"] == [28, 36, 319, 85])
  }

  @Test("A centerX multiplier places the view in its container's coordinates, as Xcode saved it")
  func positionMultiplier() throws {
    let run = try runPlumb(
      ["render", fixtures + "r11-position-multiplier.storyboard", "--format", "json"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    // `container.centerX == 1.6 × child.centerX` in the 200-pt container at x = 100: the child's
    // centre is 100 / 1.6 = 62.5 inside the container, its frame 52.5 there (the document's
    // saved frame) and 152.5 in the window; no `misplaced` finding
    // (Documentation/Facts/AutoLayout.md#position-multipliers).
    let items = try frames(run.stdout)
    #expect(items["view CHI-11-aaa"] == [152.5, 140, 20, 20])
    #expect(!run.stdout.contains("misplaced"))
  }

  /// The window frames `render --format json` printed, by item name: `[x, y, width, height]`.
  private func frames(_ json: String) throws -> [String: [Double]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let items = try #require(object?["items"] as? [[String: Any]])
    var frames: [String: [Double]] = [:]
    for item in items {
      guard let name = item["name"] as? String else { continue }
      frames[name] = ["x", "y", "width", "height"].compactMap {
        (item[$0] as? NSNumber)?.doubleValue
      }
    }
    return frames
  }
}
