// The README's XCTest example, as written there (ReadmeExampleSyncTests checks it).
import PlumbTesting
import XCTest

final class SignInFormTests: XCTestCase {
  func testSignInFormFitsEveryPhone() {
    expectLayout(ofFile: "Examples/005-sign-in-form.yaml", on: .iPhones.portrait)
  }
}
