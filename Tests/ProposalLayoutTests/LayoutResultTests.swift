import LayoutCore
import ProposalLayout
import Testing

@Test("A user name spelled like a library node (overlay, frame) finds only the user's node")
func userNamesHaveTheirOwnNamespace() throws {
  let result = Color.red.frame(width: 20, height: 10).named("overlay")
    .overlay(Color.blue.named("frame"))
    .padding(5)
    .layoutResult(proposal: .unspecified)
  // The padded 20×10 frame sits at (5, 5); the overlay colour is proposed and takes 20×10 there.
  #expect(try result.frame(named: "overlay") == Rect(x: 5, y: 5, width: 20, height: 10))
  #expect(try result.frame(named: "frame") == Rect(x: 5, y: 5, width: 20, height: 10))
  #expect(result.names == ["frame", "overlay"])
  // The tree is the one layout(proposal:) returns: library names and user names both as given.
  #expect(
    result.tree
      == Color.red.frame(width: 20, height: 10).named("overlay")
      .overlay(Color.blue.named("frame")).padding(5).layout(proposal: .unspecified))
  // In the plain tree, a name search mixes the namespaces: two nodes are called "overlay".
  #expect(result.tree.flattened().filter { $0.node.name == "overlay" }.count == 2)
}

@Test("Looking up a missing or repeated name throws an error that says which and why")
func lookupErrors() {
  let result = HStack(spacing: 0) {
    Color.red.named("cell")
    Color.blue.named("cell")
  }.layoutResult(proposal: ProposedViewSize(width: 100, height: 10))
  // Two equal shares of 100.
  #expect(
    result.frames(named: "cell") == [
      Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10),
    ])
  #expect(throws: NameLookupError.severalNodes(named: "cell", count: 2)) {
    try result.frame(named: "cell")
  }
  #expect(throws: NameLookupError.noNode(named: "title", known: ["cell"])) {
    try result.frame(named: "title")
  }
  #expect(result.frames(named: "HStack").isEmpty)
}

@Test("Named frames are found at any depth without recursion")
func deepNamedLookup() throws {
  var node: any LayoutNode = Color.red.named("leaf")
  for _ in 0..<5_000 { node = node.padding(1) }
  let result = node.layoutResult(proposal: .unspecified)
  // 5,000 paddings of 1 on each side around a 10×10 colour.
  #expect(try result.frame(named: "leaf") == Rect(x: 5_000, y: 5_000, width: 10, height: 10))
}
