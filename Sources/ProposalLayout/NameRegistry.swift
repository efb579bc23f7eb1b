import LayoutCore

/// The names given with ``LayoutNode/named(_:)`` during one pass of
/// ``LayoutNode/layoutResult(proposal:context:)``, kept apart from the library's node names.
///
/// While the pass runs, a named node's frame-tree node carries a token instead of its name: a
/// control character no name typed by a user starts with, then the name's index here. After
/// the pass the tokens are found in the finished tree, where each node's absolute frame is
/// known, and replaced by the names. So a view named `"overlay"` is found by its name alone,
/// never confused with the library's `overlay` nodes.
///
/// `@unchecked Sendable` for the reason ``SizeCache`` is: a pass runs on one thread at a time
/// and the registry never escapes it.
final class NameRegistry: @unchecked Sendable {
  /// The names in the order they were placed.
  private(set) var names: [String] = []

  /// What starts every token: U+001F, the unit separator.
  private static let marker: Character = "\u{1F}"

  /// A token standing for `name` in the tree.
  func token(for name: String) -> String {
    names.append(name)
    return String(Self.marker) + String(names.count - 1)
  }

  /// The user name `nodeName` stands for, or `nil` if it is not a token of this registry.
  func userName(of nodeName: String) -> String? {
    guard nodeName.first == Self.marker, let index = Int(nodeName.dropFirst()),
      names.indices.contains(index)
    else { return nil }
    return names[index]
  }
}
