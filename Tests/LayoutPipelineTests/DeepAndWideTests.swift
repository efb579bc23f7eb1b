import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import LayoutReports
import SVGRendering
import Testing

/// Screens 10,000 views deep and 10,000 wide go through the whole pipeline: read, lay out,
/// check, export and draw, with no recursion on any path the depth reaches. (The release
/// benchmark runs 100,000: Benchmarks/Results/2026-11-24-deep-and-wide.md.)
@Suite("Deep and wide screens")
struct DeepAndWideTests {
  static let count = 10_000

  /// v0 fills the safe area; each vK has v(K-1)'s frame, inside it (Scripts/bench/deep_wide.py).
  static var nested: String {
    var lines = ["views:", "  v0: {color: teal}"]
    lines += (1..<count).map { "  v\($0): {parent: v\($0 - 1)}" }
    lines.append("constraints:")
    lines += ["leading", "trailing", "top", "bottom"].map { "  - v0.\($0) == safeArea.\($0)" }
    for i in 1..<count {
      lines += ["leading", "top", "width", "height"].map { "  - v\(i).\($0) == v\(i - 1).\($0)" }
    }
    return lines.joined(separator: "\n")
  }

  /// Every vK is a 10 × 10 square at the safe area's top-left corner.
  static var wide: String {
    var lines = ["views:"] + (0..<count).map { "  v\($0): {}" } + ["constraints:"]
    for i in 0..<count {
      lines += [
        "  - v\(i).leading == safeArea.leading", "  - v\(i).top == safeArea.top",
        "  - v\(i).width == 10", "  - v\(i).height == 10",
      ]
    }
    return lines.joined(separator: "\n")
  }

  @Test("10,000 nested views lay out, check, export and draw")
  func nestedScreen() throws {
    let document = try LayoutDocument.parse(Self.nested, file: "nested.yaml")
    let result = try Pipeline.run(
      document, in: Scenario(device: .iPhone14Pro),
      options: Pipeline.Options(check: true, exportSystem: true))
    // iPhone 14 Pro portrait: safe area (0, 59, 393, 852 − 59 − 34 = 759); every view has it.
    let safeArea = Rect(x: 0, y: 59, width: 393, height: 759)
    #expect(result.items.filter { $0.kind == .view }.count == Self.count)
    #expect(result.items.filter { $0.kind == .view }.allSatisfy { $0.frame == safeArea })
    // Determined, inside the safe area, no conflict; the safe area's bottom corners are still
    // inside the display's rounded corners on this phone.
    #expect(result.findings.filter { $0.kind != .outsideDisplay }.isEmpty)
    // Four constraints a view, plus the window's own.
    #expect((result.constraintSystem?.constraints.count ?? 0) >= 4 * Self.count)
    let svg = result.svg()
    #expect(
      svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"outline\"") }.count
        == Self.count)
  }

  @Test("10,000 sibling views lay out, check, export and draw")
  func wideScreen() throws {
    let document = try LayoutDocument.parse(Self.wide, file: "wide.yaml")
    let result = try Pipeline.run(
      document, in: Scenario(device: .iPhone14Pro),
      options: Pipeline.Options(check: true, exportSystem: true))
    let square = Rect(x: 0, y: 59, width: 10, height: 10)
    #expect(result.items.filter { $0.kind == .view }.allSatisfy { $0.frame == square })
    #expect(result.findings.filter { $0.kind == .ambiguous || $0.kind == .unsatisfiable }.isEmpty)
    #expect((result.constraintSystem?.constraints.count ?? 0) >= 4 * Self.count)
    #expect(result.frames.children.filter { $0.kind == .view }.count == Self.count)
  }
}
