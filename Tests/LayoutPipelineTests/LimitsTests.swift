import AutoLayout
import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports
import Testing

/// Issue 30, item 2: `plumb check --limits` finds each breaking point of the benchmark screen
/// (Tests/Fixtures/Limits/breaking-points.yaml) within 0.5 pt or 0.01× of the edge derived here
/// by hand from the screen's parts and San Francisco's recorded advances.
@Suite("Breaking points")
struct LimitsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static let base = Scenario(device: .iPhone14Pro, orientation: .portrait)
  static let screen = Device.iPhone14Pro.screen(.portrait)
  static let benchmark = "Tests/Fixtures/Limits/breaking-points.yaml"

  /// The limits of the benchmark along every dimension, searched once (`nil` if it did not
  /// lay out, which every test then reports).
  static let searched: Limits? = try? Limits.search(
    Source.read(contentsOf: path(benchmark)), from: base, along: LimitDimension.allCases)

  static var limits: Limits {
    get throws { try #require(searched, "the benchmark did not lay out") }
  }

  static func edge(_ kind: Finding.Kind, _ item: String, _ dimension: LimitDimension) throws
    -> LimitEdge?
  {
    try limits.edges.first { $0.kind == kind && $0.items == [item] && $0.dimension == dimension }
  }

  /// The sum of the advances of `text` in `measurer`'s font (San Francisco as iOS measures it).
  static func width(_ text: String, _ measurer: FontMetricsTextMeasurer) -> Double {
    text.reduce(0) { $0 + measurer.advance(of: $1) }
  }

  /// `UILabel` rounds its size up to the device pixel (3 per point on an iPhone 14 Pro).
  static func pixelRounded(_ length: Double) -> Double { (length * 3 - 1e-6).rounded(.up) / 3 }

  static let title = "Weekly activity summary"
  static let terms =
    "Please read the terms of use and the privacy notice with care before you go on"
  /// The title's neighbours: 16 + 44 (avatar) + 12 + 8 + 60 (badge) + 16 pt.
  static let titleNeighbours = 16.0 + 44 + 12 + 8 + 60 + 16

  /// The narrowest width greedy wrapping fits `text` on two lines: the best break between
  /// words, whose wider line is the narrowest (greedy wrapping fits two lines exactly when
  /// some break has both lines within the width).
  static func twoLineWidth(_ text: String, _ measurer: FontMetricsTextMeasurer) -> Double {
    let words = text.split(separator: " ").map(String.init)
    return (1..<words.count).map { k in
      max(
        width(words[..<k].joined(separator: " "), measurer),
        width(words[k...].joined(separator: " "), measurer))
    }.min() ?? 0
  }

  @Test("The title truncates below the window width its neighbours and its text add up to")
  func titleWidthEdge() throws {
    let headline = FontMetricsTextMeasurer(textStyle: .headline)
    let expected = Self.titleNeighbours + Self.pixelRounded(Self.width(Self.title, headline))
    let edge = try #require(try Self.edge(.truncated, "title", .width))
    #expect(abs(edge.value - expected) <= 0.5, "found \(edge.value), derived \(expected)")
    #expect(!edge.presentAbove && !edge.presentAtBase)
    #expect(edge.above - edge.below <= 0.5)
  }

  @Test("The title truncates at the text length that fills the width it has")
  func titleLengthEdge() throws {
    let headline = FontMetricsTextMeasurer(textStyle: .headline)
    let room = Self.screen.size.width - Self.titleNeighbours
    let expected = room / Self.width(Self.title, headline)
    let edge = try #require(try Self.edge(.truncated, "title", .textLength))
    #expect(abs(edge.value - expected) <= 0.01, "found \(edge.value), derived \(expected)")
    #expect(edge.presentAbove)
  }

  @Test("The title truncates from the first text size whose headline is wider than its room")
  func titleContentSizeEdge() throws {
    let room = Self.screen.size.width - Self.titleNeighbours
    let first = ContentSizeCategory.allCases.first { category in
      let headline = FontMetricsTextMeasurer(textStyle: .headline, category: category)
      return Self.pixelRounded(Self.width(Self.title, headline)) > room + 1.0 / 3
    }
    let edge = try #require(try Self.edge(.truncated, "title", .contentSize))
    #expect(edge.category == first)
    #expect(edge.presentAbove && edge.method == .categories)
  }

  @Test("The button goes under the keyboard once the keyboard reaches its bottom")
  func keyboardEdge() throws {
    // save.top == safeArea.top + 500, 50 pt tall: its bottom is that far down the window.
    let bottom = Self.screen.safeAreaInsets.top + 500 + 50
    let expected = Self.screen.size.height - bottom
    let edge = try #require(try Self.edge(.underKeyboard, "save", .keyboard))
    #expect(abs(edge.value - expected) <= 0.5, "found \(edge.value), derived \(expected)")
    // The covered depth is affine in the keyboard's height: its root closes the bracket.
    #expect(edge.method == .affine)
  }

  @Test("The paragraph truncates where it wraps to three lines: an edge bisection alone finds")
  func wrappingEdgeIsBisectionOnly() throws {
    let body = FontMetricsTextMeasurer(textStyle: .body)
    let expected = 32 + Self.twoLineWidth(Self.terms, body)
    let edge = try #require(try Self.edge(.truncated, "terms", .width))
    #expect(abs(edge.value - expected) <= 0.5, "found \(edge.value), derived \(expected)")
    // Its amount is a line's height whatever the width: no root to find, so it is marked.
    #expect(edge.method == .bisection)
    let length = try #require(try Self.edge(.truncated, "terms", .textLength))
    let lengthExpected = (Self.screen.size.width - 32) / Self.twoLineWidth(Self.terms, body)
    #expect(abs(length.value - lengthExpected) <= 0.01)
    #expect(length.method == .bisection)
  }

  @Test("Every edge is laid out again on both sides: the finding on one, not on the other")
  func edgesHoldOnBothSides() throws {
    let source = try Source.read(contentsOf: Self.path(Self.benchmark))
    for edge in try Self.limits.edges where edge.dimension != .contentSize {
      func present(at value: Double) throws -> Bool {
        var scenario = Self.base
        switch edge.dimension {
        case .width: scenario.windowWidth = value
        case .keyboard: scenario.keyboardHeight = value
        case .textLength: scenario.textLength = value
        case .contentSize: break
        }
        let result = try Pipeline.check(source, in: [scenario])[0]
        return result.findings.contains { $0.kind == edge.kind && $0.items == edge.items }
      }
      #expect(try present(at: edge.above) == edge.presentAbove, "\(edge)")
      #expect(try present(at: edge.below) != edge.presentAbove, "\(edge)")
    }
  }

  @Test("A passing screen names its nearest edge per dimension, in the table and in JSON")
  func passingScreenReport() throws {
    let source = try Source.read(contentsOf: Self.path(Self.benchmark))
    let results = try Pipeline.check(source, in: [Self.base])
    let report = CheckReport(results: results, limits: try Self.limits)
    let table = report.table()
    #expect(table.contains("passes; the nearest edge of each dimension:"))
    // Narrowing from the base's 393 pt, the view that truncates first is the nearest width
    // edge: the title at 156 pt plus its text (``titleWidthEdge()``) or the paragraph at 32 pt
    // plus its two-line width (``wrappingEdgeIsBisectionOnly()``), whichever is wider.
    let headline = FontMetricsTextMeasurer(textStyle: .headline)
    let body = FontMetricsTextMeasurer(textStyle: .body)
    let titleEdge = Self.titleNeighbours + Self.pixelRounded(Self.width(Self.title, headline))
    let termsEdge = 32 + Self.twoLineWidth(Self.terms, body)
    let (first, later) = titleEdge > termsEdge ? ("title", "terms") : ("terms", "title")
    #expect(table.contains("[truncated] `\(first)` in windows narrower than"))
    #expect(!table.contains("[truncated] `\(later)` in windows narrower than"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let limits = try #require(json["limits"] as? [String: Any])
    #expect(limits["version"] as? Int == 1)
    #expect((limits["edges"] as? [Any])?.count == (try Self.limits.edges.count))
    // Without --limits the JSON is as before: no `limits` key.
    #expect(!CheckReport(results: results).json().contains("\"limits\""))
  }

  @Test("A finding the first scenario lacks is searched from the first scenario that has it")
  func findingsOfLaterScenarios() throws {
    let source = try Source.read(contentsOf: Self.path(Self.benchmark))
    let landscape = Scenario(device: .iPhone14Pro, orientation: .landscapeLeft)
    let results = try Pipeline.check(source, in: [Self.base, landscape])
    let across = try #require(
      try LimitsAcrossScenarios.search(
        source, checked: results, in: [Self.base, landscape], along: LimitDimension.allCases))
    // In landscape the window is 393 pt tall and has no top inset, and the button's top is
    // 500 pt below the safe area's top: off the screen whatever the width, text size, keyboard
    // or text length (none moves its top). Portrait has no such finding, so landscape is
    // searched, for that finding alone, and finds it in every range.
    let inset = Device.iPhone14Pro.screen(.landscapeLeft).safeAreaInsets.top
    #expect(inset + 500 > Device.iPhone14Pro.screen(.landscapeLeft).size.height)
    #expect(across.first.base == Self.base && across.elsewhere.count == 1)
    let elsewhere = try #require(across.elsewhere.first)
    #expect(elsewhere.base == landscape && elsewhere.edges.isEmpty)
    #expect(elsewhere.unbounded == [LimitFinding(scene: nil, kind: .offScreen, items: ["save"])])
    #expect(across.notSearched.isEmpty)
    let report = CheckReport(results: results, limits: across)
    #expect(
      report.table().contains(
        "limits from iPhone 14 Pro, landscapeLeft, where these findings are first found"))
    #expect(report.json().contains("\"limitsElsewhere\""))
  }

  @Test("A scenario dimension with separate values cannot vary, and says so")
  func discreteDimensionRefused() {
    #expect(throws: LimitDimensionError.self) { try LimitDimension.parse("width,orientation") }
    do {
      _ = try LimitDimension.parse("orientation")
    } catch {
      #expect(error.description.hasPrefix("error: `orientation` cannot vary continuously"))
    }
    #expect((try? LimitDimension.parse("all")) == LimitDimension.allCases)
  }

  @Test("Limits read only the laid-out screen: a SwiftUI body and a storyboard get edges too")
  func everySource() throws {
    for path in [
      "Examples/007-swiftui-trip.yaml", "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard",
    ] {
      let source = try Source.read(contentsOf: Self.path(path))
      let limits = try Limits.search(source, from: Self.base, along: [.width])
      #expect(limits.layouts >= Limits.gridIntervals + 1, "\(path)")
      #expect(limits.scenes.count == (try Pipeline.run(source, in: Self.base)).count)
    }
  }
}
