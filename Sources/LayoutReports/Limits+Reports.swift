import LayoutCore
import LayoutPipeline

extension LimitEdge {
  /// The value as a report says it: "341.5 pt", "1.42×", "accessibilityLarge".
  func said(_ value: Double) -> String {
    switch dimension {
    case .width, .keyboard: "\(formatted(value, decimals: 2)) pt"
    case .textLength: "\(formatted(value, decimals: 3))×"
    case .contentSize: category(at: value)?.rawValue ?? formatted(value)
    }
  }

  /// Where the finding is, in words: "in windows narrower than 341.5 pt".
  var condition: String {
    let edge = said(value)
    return switch (dimension, presentAbove) {
    case (.width, false): "in windows narrower than \(edge)"
    case (.width, true): "in windows wider than \(edge)"
    case (.keyboard, false): "with the keyboard lower than \(edge)"
    case (.keyboard, true): "with the keyboard taller than \(edge)"
    case (.textLength, false): "with text shorter than \(edge) its written length"
    case (.textLength, true): "with text longer than \(edge) its written length"
    case (.contentSize, false): "at \(edge) and smaller"
    case (.contentSize, true): "at \(edge) and larger"
    }
  }

  /// How it was found, with the two layouts either side.
  var proof: String {
    switch method {
    case .categories: "laid out at \(said(below)) and \(said(above))"
    case .affine: "affine; laid out at \(said(below)) and \(said(above))"
    case .bisection: "bisection only; laid out at \(said(below)) and \(said(above))"
    }
  }

  /// The finding it belongs to: "[truncated] Settings › `title`".
  var finding: String { key.said }
}

extension LimitFinding {
  /// The finding as a report names it: "[truncated] Settings › `title`".
  var said: String {
    "[\(kind.rawValue)] \(scene.map { "\($0) › " } ?? "")"
      + items.map { "`\($0)`" }.joined(separator: ", ")
  }
}

/// One block of a limits report: a heading and the lines under it. The table report indents
/// them; the preview shows one block in its hover.
package struct LimitsBlock: Hashable, Sendable {
  /// "[truncated] `title` (found here):", "passes; the nearest edge of each dimension:".
  package var heading: String
  /// One line per edge: "in windows narrower than 355.27 pt (affine; laid out at …)".
  package var lines: [String]
}

extension CheckReport {
  /// The breaking points as the table report's closing lines: the first scenario's search,
  /// then each later one (of the findings first found there), then the findings no search
  /// started from.
  func limitsLines() -> [String] {
    guard let limits else { return [] }
    var lines = limits.lines()
    for search in limitsElsewhere { lines += search.lines(elsewhere: true) }
    if !limitsNotSearched.isEmpty {
      lines += [
        "",
        "not searched (beyond \(LimitsAcrossScenarios.maxElsewhere) more searches; check one "
          + "scenario with --devices and --orientations to search it):",
      ]
      lines += limitsNotSearched.map { "  \($0.finding.said), first found in \($0.scenario)" }
    }
    return lines
  }
}

extension Limits {
  /// The search as the table report's closing lines: per scene that passes, the nearest edge
  /// of each dimension; per finding, every edge; findings with no edge in any range said so.
  /// `elsewhere`: a later scenario's search, kept to the findings first found there.
  func lines(elsewhere: Bool = false) -> [String] {
    let searched = dimensions.map(\.rawValue).joined(separator: ", ")
    let which = elsewhere ? ", where these findings are first found" : ""
    var blocks = scenes.filter(\.passes).compactMap { passing(scene: $0.title) }
    var shown: [LimitFinding] = []
    for edge in edges where !shown.contains(edge.key) {
      shown.append(edge.key)
      blocks.append(block(for: edge.key))
    }
    blocks += unbounded.map(block(for:))
    return ["", "limits from \(base)\(which) (\(searched); \(layouts) layouts):"]
      + notes.map { "  cannot vary \($0)" }
      + blocks.flatMap { ["  \($0.heading)"] + $0.lines.map { "    \($0)" } }
  }

  /// The block of `scene` (`nil` for a single screen) if it passes at the base: the nearest
  /// edge of each dimension at which a finding appears.
  package func passing(scene: String?) -> LimitsBlock? {
    guard scenes.contains(where: { $0.title == scene && $0.passes }) else { return nil }
    let own = edges.filter { $0.scene == scene && !$0.presentAtBase }
    // Per dimension the edge nearest the base, whichever finding it belongs to (the first
    // found on ties).
    let nearest = dimensions.compactMap { d in
      own.filter { $0.dimension == d }.min { $0.distance < $1.distance }
    }
    let name = scene.map { "\($0): " } ?? ""
    return LimitsBlock(
      heading: "\(name)passes; "
        + (nearest.isEmpty
          ? "no finding appears in any range searched" : "the nearest edge of each dimension:"),
      lines: nearest.map { "\($0.finding) \($0.condition) (\($0.proof))" })
  }

  /// The block of `finding`: every edge of it, the nearest to the base first; a finding of
  /// the base with none is found "in every range searched", and one the search does not follow
  /// (Interface Builder's own frames, what is not laid out) says so.
  package func block(for finding: LimitFinding) -> LimitsBlock {
    let own = edges.filter { $0.key == finding }
    if let first = own.first {
      let here = first.presentAtBase ? " (found here)" : ""
      return LimitsBlock(
        heading: "\(finding.said)\(here):", lines: own.map { "\($0.condition) (\($0.proof))" })
    }
    if unbounded.contains(finding) {
      return LimitsBlock(
        heading: "\(finding.said) (found here): in every range searched", lines: [])
    }
    return LimitsBlock(
      heading: "\(finding.said): not searched (it does not move with a dimension)", lines: [])
  }
}

/// The limits as the JSON report writes them, under `"limits"` (absent without `--limits`),
/// and each later scenario's search under `"limitsElsewhere"` (its `base` the scenario,
/// its edges only those of the findings first found there), with the findings beyond the
/// searches' bound under `"limitsNotSearched"`: `[{scenario, scene?, kind, items}]`.
///
/// Schema note: `limits` is new in the check report's JSON (no earlier key changed), version 1:
/// `{version, base, dimensions, layouts, notes, edges: [{scene?, kind, items, dimension,
/// edge, below, above, presentAbove, presentAtBase, method, category?}], unbounded: [{scene?,
/// kind, items}]}` — `edge`, `below`
/// and `above` in points for `width` and `keyboard`, as a factor for `textLength`, as a
/// category's index (and `category` its name) for `contentSize`.
struct EncodedLimits: Encodable {
  struct Edge: Encodable {
    var scene: String?, kind: String, items: [String], dimension: String
    var edge: Double, below: Double, above: Double
    var presentAbove: Bool, presentAtBase: Bool, method: String, category: String?
  }

  struct Unbounded: Encodable {
    var scene: String?
    var kind: String
    var items: [String]
  }

  /// A finding beyond the bound of searches: `{scenario, scene?, kind, items}`.
  struct NotSearched: Encodable {
    var scenario: String
    var scene: String?
    var kind: String
    var items: [String]

    init(_ skipped: LimitsAcrossScenarios.NotSearched) {
      scenario = skipped.scenario.description
      scene = skipped.finding.scene
      kind = skipped.finding.kind.rawValue
      items = skipped.finding.items
    }
  }

  var version = 1
  var base: String, dimensions: [String], layouts: Int, notes: [String], edges: [Edge]
  var unbounded: [Unbounded]

  init(_ limits: Limits) {
    base = limits.base.description
    dimensions = limits.dimensions.map(\.rawValue)
    layouts = limits.layouts
    notes = limits.notes
    edges = limits.edges.map { e in
      Edge(
        scene: e.scene, kind: e.kind.rawValue, items: e.items, dimension: e.dimension.rawValue,
        edge: rounded(e.value, decimals: 3), below: rounded(e.below, decimals: 3),
        above: rounded(e.above, decimals: 3), presentAbove: e.presentAbove,
        presentAtBase: e.presentAtBase, method: e.method.rawValue,
        category: e.category?.rawValue)
    }
    unbounded = limits.unbounded.map {
      Unbounded(scene: $0.scene, kind: $0.kind.rawValue, items: $0.items)
    }
  }
}
