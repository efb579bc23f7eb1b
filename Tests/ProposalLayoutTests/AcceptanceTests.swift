import LayoutCore
import ProposalLayout
import Testing

/// The one runner for the acceptance cases (Documentation/Facts/SwiftUI.md#acceptance-cases)
/// (``AcceptanceFixtures``).
@Suite("Acceptance cases of Documentation/Facts/SwiftUI.md")
struct AcceptanceTests {
  @Test("Acceptance case", arguments: AcceptanceFixtures.all)
  func acceptance(_ fixture: LayoutFixture) {
    check(fixture)
  }

  @Test(
    "Alternative of an unverified row",
    .disabled(
      "alternatives of U rows: each case's disabledReason says which behaviour is implemented instead"
    ),
    arguments: AcceptanceFixtures.alternatives)
  func alternative(_ fixture: LayoutFixture) {
    check(fixture)
  }

  @Test("Only alternatives carry a disabled reason, and ids are unique")
  func fixtureTableIsConsistent() {
    #expect(AcceptanceFixtures.all.allSatisfy { $0.disabledReason == nil })
    #expect(AcceptanceFixtures.alternatives.allSatisfy { $0.disabledReason != nil })
    let ids = (AcceptanceFixtures.all + AcceptanceFixtures.alternatives).map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  private func check(_ fixture: LayoutFixture) {
    var tree = fixture.tree.layout(proposal: fixture.proposal, context: testContext)
    if let scale = fixture.displayScale { tree = tree.roundedToPixels(displayScale: scale) }
    #expect(
      isClose(tree.frame.size, fixture.size), "size \(tree.frame.size), expected \(fixture.size)")
    for (name, expected) in fixture.frames.sorted(by: { $0.key < $1.key }) {
      guard let actual = frame(named: name, in: tree) else { continue }
      #expect(
        isClose(actual, expected),
        "\(name): \(actual), expected \(expected)\n\(tree.treeDescription)")
    }
  }
}
