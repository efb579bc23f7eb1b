import DeviceCatalog
import LayoutCore

/// The checks every kind of source shares, written once over a laid-out item (its frame in
/// window coordinates, what it may do) and the resolved scenario: a constraint file, a SwiftUI
/// body and a storyboard get the same findings, in the same words, with the same tolerance
/// (``ScenarioEnvironment/tolerance``). Only who is responsible differs by source — the
/// constraints that place the item, or the body's line — and the caller says it.
enum ScreenChecks {
  /// The sources' constraints along the axes asked for.
  typealias Responsible = (_ axes: [Axis]) -> [Finding.SourceConstraint]

  /// A shown item entirely off the screen, outside the safe area (unless it may be), or under
  /// the display's corners or sensor housing by more than a pixel (only items outside the safe
  /// area can be: it is Apple's guarantee of an unobscured region).
  static func placement(
    of item: LaidOutItem, in environment: ScenarioEnvironment, responsible: Responsible
  ) -> [Finding] {
    let frame = item.alignmentRect
    guard frame.width > 0, frame.height > 0 else { return [] }
    let tolerance = environment.tolerance
    if !frame.intersects(environment.bounds) {
      return [
        Finding(
          kind: .offScreen, items: [item.name],
          message:
            "`\(item.name)` is entirely off the screen, at (\(pt(frame.minX)), \(pt(frame.minY)))",
          constraints: responsible(Axis.allCases))
      ]
    }
    let beyond = overshoot(of: frame, beyond: environment.safeArea).filter {
      tolerance.isBeyondRounding(position: $0.amount)
    }
    guard !beyond.isEmpty else { return [] }
    let edges = beyond.map(\.edge)
    var findings: [Finding] = []
    if !item.ignoresSafeArea {
      let worst = beyond.map(\.amount).max() ?? 0
      findings.append(
        Finding(
          kind: .outsideSafeArea, items: [item.name],
          message:
            "`\(item.name)` leaves the safe area by \(pt(worst)) pt at the "
            + edges.map(\.rawValue).joined(separator: ", "),
          constraints: responsible(axes(of: edges)), amount: worst, edges: edges))
    }
    if !item.allowsClipping, let depth = displayClippingDepth(of: frame, on: environment.screen),
      depth > tolerance.pixel
    {
      findings.append(
        Finding(
          kind: .outsideDisplay, items: [item.name],
          message:
            "the display's corners or sensor housing cover `\(item.name)` \(pt(depth)) pt deep",
          constraints: responsible(axes(of: edges)), amount: depth, edges: edges))
    }
    return findings
  }

  /// An item the shown keyboard covers: how deep (at most its height), and what to do about it.
  static func underKeyboard(
    _ item: LaidOutItem, keyboard: Rect, tolerance: PixelTolerance, hint: String,
    responsible: Responsible
  ) -> Finding? {
    let frame = item.alignmentRect
    let depth = min(frame.maxY - keyboard.minY, frame.height)
    guard tolerance.isBeyondRounding(position: depth) else { return nil }
    return Finding(
      kind: .underKeyboard, items: [item.name],
      message:
        "the keyboard covers `\(item.name)` \(pt(depth)) pt deep; \(hint)",
      constraints: responsible([.vertical]), amount: depth, edges: [.bottom])
  }

  /// Text whose frame is smaller than the text needs: cut short with an ellipsis.
  static func truncated(
    _ name: String, size: Size, needs needed: Size, pointSize: Double,
    constraints: [Finding.SourceConstraint]
  ) -> Finding {
    Finding(
      kind: .truncated, items: [name],
      message:
        "`\(name)` is \(pt(size.width)) × \(pt(size.height)) pt but its text needs "
        + "\(pt(needed.width)) × \(pt(needed.height)) at \(pt(pointSize)) pt: the text is truncated",
      constraints: constraints,
      amount: max(needed.height - size.height, needed.width - size.width))
  }

  /// How far `frame` reaches past each edge of `region`.
  static func overshoot(of frame: Rect, beyond region: Rect) -> [(
    edge: Finding.Edge, amount: Double
  )] {
    [
      (.top, region.minY - frame.minY), (.left, region.minX - frame.minX),
      (.bottom, frame.maxY - region.maxY), (.right, frame.maxX - region.maxX),
    ]
  }

  /// The axes `edges` lie across.
  static func axes(of edges: [Finding.Edge]) -> [Axis] {
    Axis.allCases.filter { axis in
      edges.contains { ($0 == .left || $0 == .right) == (axis == .horizontal) }
    }
  }

  /// A length as findings write it: at most three decimals.
  private static func pt(_ value: Double) -> String { formatted(value, decimals: 3) }
}
