import PlumbTesting
import ProfileHeader
import XCTest

/// The same call from XCTest: a failure is an `XCTFail` at the calling line.
final class ProfileHeaderXCTests: XCTestCase {
  func testFitsEveryIPad() {
    expectLayout(named: "profile-header", on: .iPads) { ProfileHeaderViewController() }
  }
}
