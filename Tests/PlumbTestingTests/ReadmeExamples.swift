// The README's "Test your layouts in your tests" and "Snapshots" examples, as written there
// (ReadmeExampleSyncTests checks that each README block appears in this file verbatim). They
// run from the package root, as `swift test` does, so the paths are relative to it.
import AutoLayout
import PlumbTesting
import Testing

@Test func signInFormFitsEveryPhoneWithTheKeyboard() {
  expectLayout(ofFile: "Examples/005-sign-in-form.yaml", on: .iPhones.portrait.withKeyboard)
}

@Test func profileSceneFitsEveryIPad() {
  expectLayout(
    ofFile: "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard", scene: "Profile",
    on: .iPads.withSplitViews)
}

@Test func bannerBuiltInCodeFitsTheSmallestPhone() throws {
  expectLayout(named: "banner", on: try .devices("iPhone SE (3rd generation)").portrait) {
    window in
    let banner = View(identifier: "banner")
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    let guide = window.safeAreaLayoutGuide
    LayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: guide.topAnchor),
      banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 64),
    ])
  }
}

@Test func signInFormGeometry() throws {
  let results = expectLayout(
    ofFile: "Examples/005-sign-in-form.yaml",
    on: try .devices("iPhone SE (3rd generation)", "iPhone 16 Pro Max").portrait)
  expectGeometrySnapshot(of: results, named: "sign-in-form")
}
