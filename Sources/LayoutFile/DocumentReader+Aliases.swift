import Yams

/// YAML aliases (`*name`, naming a node anchored earlier with `&name`) are refused: the format
/// names each view, guide and constraint once, and Yams puts a copy of the anchored node where
/// the alias stands, carrying the anchor's line, so any error inside it would point at the
/// anchor rather than at the alias (and a mapping copied where a name belongs read as ``).
extension DocumentReader {
  /// Throws at the first alias of the tree.
  ///
  /// Nodes come in document order with increasing marks, except a copy made for an alias, whose
  /// mark is its anchor's, at or before the node read just before it. A block collection starts
  /// where its first entry does, so a first child may share its parent's mark. The walk keeps
  /// its own stack, so the file's depth cannot exhaust the call stack.
  func refuseAliases(_ root: Node) throws(LayoutFileError) {
    // An alias needs an anchor: without `&` there is nothing to look for.
    guard text.utf8.contains(UInt8(ascii: "&")) else { return }
    var previous: (line: Int, column: Int)?
    var stack = [(node: root, isFirstChild: false)]
    while let (node, isFirstChild) = stack.popLast() {
      var children: [Node] = []
      switch node {
      case .mapping(let mapping):
        children = mapping.flatMap { [$0.key, $0.value] }
      case .sequence(let sequence):
        children = Array(sequence)
      case .scalar(let scalar) where scalar.string.isEmpty && scalar.style == .plain:
        // An empty value has no text: its mark is the next token's, which is no alias.
        continue
      case .scalar:
        break
      }
      stack += children.indices.reversed().map { (children[$0], $0 == 0) }
      guard let mark = node.mark else { continue }
      let place = (mark.line, mark.column)
      if let previous, isFirstChild ? place < previous : place <= previous {
        let place = aliasIndicator(after: previous)
        throw source.error(
          line: place.line, column: place.column, "YAML aliases (`*name`) are not supported",
          hint: "write the value out where it is used; a layout file names each view and guide once"
        )
      }
      previous = (mark.line, mark.column)
    }
  }

  /// Where the first `*` that starts a node lies after `start` (a line and column), for the
  /// error's place; `start` itself when none is found.
  private func aliasIndicator(after start: (line: Int, column: Int)) -> (line: Int, column: Int) {
    for number in start.line...max(start.line, source.lines.count) {
      let characters = Array(source.line(number))
      var index = number == start.line ? max(0, start.column - 1) : 0
      while index < characters.count {
        let before = index == 0 ? " " : characters[index - 1]
        if characters[index] == "*", " \t[{,:-".contains(before), index + 1 < characters.count,
          characters[index + 1] != " "
        {
          return (number, index + 1)
        }
        index += 1
      }
    }
    return start
  }
}
