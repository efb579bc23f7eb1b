import LayoutCore

extension LayoutResult {
  /// The parts of a result that a check of many files can let go once the result is made
  /// (``Pipeline/check(files:in:adjustments:keeping:timed:progress:)``): a run on every device,
  /// orientation and text size holds every result until its reports are written, and the
  /// reports read only each result's scenario, title and findings — the frame trees only for
  /// a picture or contact sheet, the items only for whatever reads the views themselves.
  package struct Parts: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The frame trees (``LayoutResult/frames``): pictures and contact sheets draw them.
    package static let frames = Parts(rawValue: 1 << 0)
    /// The laid-out items (``LayoutResult/items``): frames in window coordinates, text, fonts
    /// and the constraints placing each item.
    package static let items = Parts(rawValue: 1 << 1)
    /// Every part: the results as laid out.
    package static let all: Parts = [.frames, .items]
  }

  /// Each view's superview, by name (the first view of a name wins): what a finding's view lies
  /// inside. Read from the items, or kept on their own when the items were let go
  /// (``keeping(_:sharing:)``).
  package var superviews: [String: String] {
    keptSuperviews
      ?? Dictionary(
        items.filter { $0.kind == .view }.map { ($0.name, $0.parent) },
        uniquingKeysWith: { first, _ in first })
  }

  /// The result with only `parts` of what a check can let go, and its findings and superviews
  /// stored once in `store` for every result that has the same (the same finding at many text
  /// sizes, the same views in every scenario of a scene): what the reports write is unchanged.
  package func keeping(_ parts: Parts, sharing store: SharedValues) -> LayoutResult {
    var result = self
    result.findings = store.shared(findings)
    if !parts.contains(.items) {
      result.keptSuperviews = store.shared(superviews)
      result.items = []
    }
    if !parts.contains(.frames) {
      result.frames = FrameTree(name: frames.name, kind: frames.kind, frame: frames.frame)
    }
    return result
  }
}
