import ConsoleLog

/// What an `_autolayoutTrace` dump says, in plain words.
public struct TraceExplanation: Hashable, Sendable {
  /// One sentence per ambiguous view, top down.
  public var ambiguous: [String]
  /// Facts the dump does not give.
  public var assumptions: [String]

  /// The explanation as plain text.
  public func text() -> String {
    var lines =
      ambiguous.isEmpty
      ? ["No view in the trace is marked AMBIGUOUS LAYOUT."]
      : ["These views have more than one frame that satisfies their constraints:"]
        + ambiguous.map { "  - \($0)" }
    lines.append("Assumed (the trace does not say):")
    lines += assumptions.map { "  - \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Explainer {
  /// Names each ambiguous view of `trace`, its superview, and what its constraints leave free.
  public static func explain(_ trace: AutolayoutTrace) -> TraceExplanation {
    let ambiguous = trace.nodes.filter(\.isAmbiguous).map { node -> String in
      var sentence = trace.items[node.item].name
      if let parent = node.parent {
        sentence += " (in \(trace.items[trace.nodes[parent].item].name))"
      }
      let free = freedoms(node.ambiguousAttributes)
      sentence +=
        free.isEmpty
        ? ": add constraints until its position and size each have one solution"
        : ": its constraints leave \(free.joined(separator: " and ")) free; constrain them"
      return sentence
    }
    return TraceExplanation(
      ambiguous: ambiguous,
      assumptions: [
        "the trace prints no constraints, so Plumb cannot rebuild the layout or verify a fix"
      ])
  }

  /// The free quantities the ambiguous attributes name, in a fixed order.
  private static func freedoms(_ attributes: [LoggedAttribute]) -> [String] {
    var free: [String] = []
    let groups: [(String, [LoggedAttribute])] = [
      (
        "the horizontal position",
        [.minX, .midX, .maxX, .left, .right, .leading, .trailing, .centerX]
      ),
      ("the width", [.width]),
      ("the vertical position", [.minY, .midY, .maxY, .top, .bottom, .centerY]),
      ("the height", [.height]),
    ]
    for (name, members) in groups where attributes.contains(where: members.contains) {
      free.append(name)
    }
    return free
  }
}
