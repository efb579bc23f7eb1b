import Foundation
import PlumbTesting
import ProfileHeader
import Testing

/// `PLUMB_EXAMPLE_FAIL=1 swift test` shows this package's two deliberate failures: a check that
/// fails at its own line, and a geometry snapshot that no longer matches (README.md shows both
/// messages). Without it, every test here passes.
let showFailures = ProcessInfo.processInfo.environment["PLUMB_EXAMPLE_FAIL"] == "1"

@Suite("The profile header")
struct ProfileHeaderTests {
  @Test("fits every iPhone in portrait")
  func fitsEveryPhone() {
    expectLayout(named: "profile-header", on: .iPhones.portrait) {
      ProfileHeaderViewController()
    }
  }

  @Test("keeps the geometry recorded in __Snapshots__")
  func geometry() throws {
    // The deliberate change PLUMB_EXAMPLE_FAIL=1 makes: 20 pt between the name and the handle
    // instead of 8.
    let spacing: CGFloat = showFailures ? 20 : 8
    let phones = try LayoutScenarios.devices("iPhone SE (3rd generation)", "iPhone 16 Pro Max")
    let results = expectLayout(named: "profile-header", on: phones.portrait) {
      ProfileHeaderViewController(handleSpacing: spacing)
    }
    expectGeometrySnapshot(of: results, named: "profile-header")
  }

  @Test(
    "fails when the handle is pushed 640 pt down: the Follow button leaves the iPhone SE",
    .enabled(if: showFailures, "a deliberate failure; run with PLUMB_EXAMPLE_FAIL=1 to see it"))
  func followButtonLeavesTheScreen() throws {
    // The iPhone SE is 667 pt tall; 20 (status bar) + 16 + the name + 640 puts the handle and
    // the button below its bottom edge. The failure is reported at the `expectLayout` line.
    let phone = try LayoutScenarios.devices("iPhone SE (3rd generation)")
    expectLayout(named: "profile-header", on: phone.portrait) {
      ProfileHeaderViewController(handleSpacing: 640)
    }
  }
}
