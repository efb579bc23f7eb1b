extension Pipeline {
  /// The results with every error about a view Plumb says it does not lay out as UIKit does
  /// made a partly-checked warning: the finding stays in the report, with the reason, but it is
  /// not a verdict (an error on a frame UIKit does not give would be a false alarm).
  ///
  /// A view is not laid out as UIKit does in a scenario when a `notModelled` warning names it
  /// there, or when Plumb's frame of it on the document's own device is not the one Xcode
  /// solved and saved (``Finding/isFidelityGap``) — which holds for the scene in every scenario,
  /// so the document's scenario is laid out for it even when it is not among those checked. A
  /// finding is about such a view when one of its items is the view or lies inside it (its
  /// frame is placed from the view's) — and a scroll view's ambiguous content size when the
  /// view lies inside the scroll view (the content size is made of it).
  ///
  /// - Parameter perScenario: each scenario's results, one per scene in document order.
  static func markingPartlyChecked(
    _ perScenario: [[LayoutResult]], in scenarios: [Scenario], of source: Source,
    options: Options, documentScenario: Scenario?
  ) throws(FileCheckError) -> [[LayoutResult]] {
    guard options.check else { return perScenario }
    var design: [LayoutResult] = []
    if let own = documentScenario {
      if let checked = scenarios.firstIndex(of: own) {
        design = perScenario[checked]
      } else {
        design = try designLayout(of: source, in: own, options: options)
      }
    }
    let gaps = fidelityGaps(of: design)
    return perScenario.map { markingPartlyChecked($0, besides: gaps) }
  }

  /// `source` laid out in its document's own scenario `own` when that scenario is not among
  /// those checked, for its fidelity gaps: in the base language, with no strings table.
  static func designLayout(
    of source: Source, in own: Scenario, options: Options
  ) throws(FileCheckError) -> [LayoutResult] {
    try run(source, in: own, options: options, documentScenario: own, strings: [:])
  }

  /// One scenario's `results`, one per scene, each marked partly checked besides its scene's
  /// fidelity `gaps` (``fidelityGaps(of:)``).
  static func markingPartlyChecked(
    _ results: [LayoutResult], besides gaps: [[Finding]]
  ) -> [LayoutResult] {
    results.enumerated().map { scene, result in
      result.markingPartlyChecked(besides: scene < gaps.count ? gaps[scene] : [])
    }
  }

  /// Each scene's fidelity gaps (``Finding/isFidelityGap``) in `design`, the results of the
  /// document's own scenario: they hold for the scene in every scenario.
  static func fidelityGaps(of design: [LayoutResult]) -> [[Finding]] {
    design.map { $0.findings.filter(\.isFidelityGap) }
  }
}

extension LayoutResult {
  /// The result with its errors about unmodelled views made partly-checked warnings
  /// (``Pipeline/markingPartlyChecked(_:in:of:options:documentScenario:)``); `gaps` are the
  /// scene's fidelity gaps found on the document's own device.
  func markingPartlyChecked(besides gaps: [Finding]) -> LayoutResult {
    var unmodelled: [String: String] = [:]
    for finding in findings + gaps
    where finding.kind == .notModelled && !finding.leavesItemsModelled {
      for item in finding.items where unmodelled[item] == nil {
        unmodelled[item] =
          finding.partlyCheckedReason.map { ": \($0)" }
          ?? ", which Plumb does not lay out as UIKit does ("
          + (finding.isFidelityGap
            ? "its frame on the document's own device is not the one Xcode saved"
            : "see its notModelled warning") + ")"
      }
    }
    guard !unmodelled.isEmpty else { return self }
    let parents = superviews
    /// The first of `name` and its superviews that is unmodelled (a bounded walk up: a
    /// malformed parent chain cannot loop).
    func unmodelledAncestor(of name: String) -> (view: String, why: String)? {
      var current: String? = name
      for _ in 0...parents.count {
        guard let name = current else { return nil }
        if let why = unmodelled[name] { return (name, why) }
        current = parents[name]
      }
      return nil
    }
    /// The first unmodelled view, by name, that lies inside `name`: what a scroll view's content
    /// size is made of (a bounded walk up from each).
    func unmodelledDescendant(of name: String) -> (view: String, why: String)? {
      for view in unmodelled.keys.sorted() {
        var current = parents[view]
        for _ in 0...parents.count {
          guard let ancestor = current else { break }
          if ancestor == name, let why = unmodelled[view] { return (view, why) }
          current = parents[ancestor]
        }
      }
      return nil
    }
    var result = self
    result.findings = findings.map { finding in
      // A scroll view's content size is its content's: a finding about it is about that
      // content too.
      guard finding.severity == .error,
        let (view, why) = finding.items.lazy.compactMap(unmodelledAncestor).first
          ?? (finding.kind == .ambiguousScrollContent
            ? finding.items.lazy.compactMap(unmodelledDescendant).first : nil)
      else { return finding }
      var marked = finding
      marked.severity = .warning
      marked.partlyChecked = "about `\(view)`\(why)"
      return marked
    }
    return result
  }

  /// Whether Plumb left part of this result unchecked: a `notModelled` warning, or a finding
  /// made partly checked. A passing result that is partly checked says so.
  public var isPartlyChecked: Bool {
    findings.contains { $0.kind == .notModelled || $0.partlyChecked != nil }
  }
}
