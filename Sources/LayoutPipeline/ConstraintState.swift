/// One constraint of a laid-out source and how it fared in the scenario: what the preview lists
/// when the pointer is over a view (UIKit's debugger shows the same per view with
/// `constraintsAffectingLayout(for:)`; this lists each constraint once, with its file line).
public struct ConstraintState: Hashable, Sendable {
  /// How the constraint fared.
  public enum Status: String, Hashable, Sendable, CaseIterable {
    /// Active, and the laid-out frames meet it (within a pixel per side: frames are rounded to
    /// the pixel grid).
    case satisfied
    /// Active, but the frames miss it: an optional constraint that gave way to a stronger one.
    case unsatisfied
    /// Active, but Auto Layout broke it to recover from a conflict of required constraints.
    case broken
    /// Written in the file but not installed in this scenario (its `when:` size classes do not
    /// match, or it names a view they leave out).
    case inactive
  }

  /// The 1-based line in the source; 0 for constraints a container made (a stack view's).
  public var line: Int
  /// The constraint as the source wrote it (a Visual Format string for each constraint it made).
  public var text: String
  /// The names of the views and guides it relates, first anchor first (`window`, `safeArea`,
  /// `player.layoutMargins`).
  public var items: [String]
  /// How it fared.
  public var status: Status
  /// By how many points the frames miss it; 0 unless ``status`` is `unsatisfied` or `broken`
  /// (and unknown, so 0, for a broken constraint whose items have no frame).
  public var shortfall: Double

  /// Creates one.
  public init(line: Int, text: String, items: [String], status: Status, shortfall: Double = 0) {
    self.line = line
    self.text = text
    self.items = items
    self.status = status
    self.shortfall = shortfall
  }

  /// Whether the constraint is installed in this scenario.
  public var isActive: Bool { status != .inactive }
  /// Whether the laid-out frames meet it.
  public var isSatisfied: Bool { status == .satisfied }
}

extension LayoutResult {
  /// The constraints that involve `item` — the view or guide itself, or one of its guides
  /// (`item.safeArea`, `item.layoutMargins`, a file guide it owns) — each once, file lines in
  /// line order first, then the ones a container made; inactive ones included, so that the
  /// preview can say a `when:` constraint is off in this scenario.
  ///
  /// A Visual Format line makes several constraints; those that involve `item` are listed as
  /// one entry with the line's text and the worst status among them (broken, then unsatisfied,
  /// satisfied, inactive), with the largest shortfall.
  public func constraints(affecting item: String) -> [ConstraintState] {
    let owned = Set(items.filter { $0.kind == .guide && $0.parent == item }.map(\.name))
    var merged: [ConstraintState] = []
    var index: [SourceKey: Int] = [:]
    for state in constraints where state.items.contains(where: { $0 == item || owned.contains($0) })
    {
      let key = SourceKey(line: state.line, text: state.text)
      guard let at = index[key] else {
        index[key] = merged.count
        merged.append(state)
        continue
      }
      var kept = merged[at]
      if Self.severity(state.status) > Self.severity(kept.status) { kept.status = state.status }
      kept.shortfall = max(kept.shortfall, state.shortfall)
      for name in state.items where !kept.items.contains(name) { kept.items.append(name) }
      merged[at] = kept
    }
    // A stable sort: equal lines keep their order of creation.
    return merged.enumerated().sorted { a, b in
      let (la, lb) = (
        a.element.line == 0 ? Int.max : a.element.line,
        b.element.line == 0 ? Int.max : b.element.line
      )
      return la != lb ? la < lb : a.offset < b.offset
    }.map(\.element)
  }

  /// A constraint's place in the source: the entries of one Visual Format line share it.
  private struct SourceKey: Hashable {
    var line: Int
    var text: String
  }

  private static func severity(_ status: ConstraintState.Status) -> Int {
    switch status {
    case .inactive: return 0
    case .satisfied: return 1
    case .unsatisfied: return 2
    case .broken: return 3
    }
  }
}
