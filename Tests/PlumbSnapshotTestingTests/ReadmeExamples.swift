// The README's swift-snapshot-testing example, as written there (ReadmeExampleSyncTests in
// PlumbTestingTests checks it), run from the package root as `swift test` does.
import PlumbSnapshotTesting
import PlumbTesting
import SnapshotTesting
import Testing

@Test func signInFormSnapshots() throws {
  let results = expectLayout(
    ofFile: "Examples/005-sign-in-form.yaml",
    on: try .devices("iPhone SE (3rd generation)").portrait)
  assertSnapshot(of: results, as: .geometry)
  assertSnapshot(of: try #require(results.first), as: .svg)
}
