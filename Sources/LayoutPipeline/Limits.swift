import AutoLayout
import Dispatch

/// The breaking points of a source: for each finding, the edge of each continuous dimension
/// (``LimitDimension``) where it appears or disappears, found by laying the source out on both
/// sides of the edge through the one ``Pipeline`` and reading only the findings of its
/// ``LayoutResult``s — so it works for layout files, SwiftUI bodies and storyboards alike.
///
/// The search, per dimension: lay out a grid of ``gridIntervals`` steps across the range (and
/// the base value), and for every finding present on one side of a step and not on the other,
/// close the bracket to the dimension's resolution:
/// - **affine** — within one simplex basis every frame is an affine function of a varied
///   constant (the window's width, the keyboard's height and a text's width enter the system
///   as constants), so a finding's amount (how far short, how deep under) is affine in it too:
///   `amount(v) = amount(p₁) + (v − p₁)·(amount(p₂) − amount(p₁))/(p₂ − p₁)` through the
///   bracket's end `p₁` on the finding's side and a layout `p₂` eight resolution steps inside
///   the bracket (which narrows it whichever side it falls on). Its root `r` is where the finding
///   stops (up to the check's rounding tolerance, below a pixel); `r` and `r` plus one
///   resolution step toward the finding are laid out, and the edge counts as affine only if
///   they fall on the two sides.
/// - **bisection** otherwise: halve the bracket until it is no wider than the resolution. Each
///   edge says which closed it (``LimitEdge/Method``).
///
/// Cost per finding and dimension: the shared grid (``gridIntervals`` + 1 values and the
/// base's), then 3 layouts for an affine edge (6 with the second try), or
/// ⌈log₂(step / resolution)⌉ more for a bisection: 8 for a 1,366-pt iPad width, 7 for an 818-pt
/// keyboard range, 4 for the text's length.
public struct Limits: Sendable {
  /// The scenario the search started from.
  public var base: Scenario
  /// The dimensions searched.
  public var dimensions: [LimitDimension]
  /// Dimensions that could not vary from this scenario, each with why.
  public var notes: [String]
  /// Every edge found, scene by scene, finding by finding in the order first seen, dimension
  /// by dimension, the nearest to the base value first.
  public var edges: [LimitEdge]
  /// The findings of the base scenario with no edge in any range searched: found all along.
  public var unbounded: [LimitFinding]
  /// The scenes' titles (one `nil` for a single screen) and whether each passes at the base.
  public var scenes: [(title: String?, passes: Bool)]
  /// How many layouts the search made.
  public var layouts: Int

  /// Steps of the grid each continuous dimension is first laid out on. A finding that appears
  /// and disappears again within one step is not seen.
  public static let gridIntervals = 16

  /// Whether a search follows findings of `kind`: Interface Builder's `misplaced` (the
  /// document's own frames) and `notModelled` (what is not laid out at all) do not move with a
  /// dimension.
  static func follows(_ kind: Finding.Kind) -> Bool { ![.misplaced, .notModelled].contains(kind) }

  /// The range searched along `dimension` from `environment`, or why it cannot vary.
  static func range(
    _ dimension: LimitDimension, from environment: ScenarioEnvironment
  ) -> Result<ClosedRange<Double>, LimitsNote> {
    let size = environment.screen.size
    switch dimension {
    case .width:
      guard size.width > 320 else {
        return .failure(LimitsNote("width: the window is \(size.width) pt, 320 pt at most"))
      }
      return .success(320...size.width)
    case .keyboard:
      // A docked keyboard is never shorter than the bottom safe-area inset: the hidden
      // keyboard's layout guide already sits there (``AutoLayout/KeyboardLayoutGuide``), and a
      // shorter one would drop it below the safe area, which no device does.
      return .success(environment.screen.safeAreaInsets.bottom...size.height)
    case .textLength: return .success(0.5...3)
    case .contentSize:
      return .success(0...Double(ContentSizeCategory.allCases.count - 1))
    }
  }

  /// The value of `dimension` in `scenario`, resolved as `environment`.
  static func baseValue(
    _ dimension: LimitDimension, _ environment: ScenarioEnvironment
  ) -> Double {
    switch dimension {
    case .width: environment.screen.size.width
    case .keyboard: environment.keyboardFrame?.height ?? environment.screen.safeAreaInsets.bottom
    case .textLength: environment.scenario.textLength
    case .contentSize:
      Double(
        ContentSizeCategory.allCases.firstIndex(of: environment.scenario.contentSizeCategory) ?? 0)
    }
  }

  /// `scenario` with `dimension` at `value`.
  static func scenario(_ base: Scenario, _ dimension: LimitDimension, _ value: Double) -> Scenario {
    var changed = base
    switch dimension {
    case .width: changed.windowWidth = value
    case .keyboard: changed.keyboardHeight = value
    case .textLength: changed.textLength = value
    case .contentSize: changed.contentSizeCategory = ContentSizeCategory.allCases[Int(value)]
    }
    return changed
  }

  /// Searches `source` from `base` along `dimensions`.
  ///
  /// - Throws: the ``FileCheckError`` of a layout that fails (a file that does not build, a
  ///   scenario its device cannot show).
  public static func search(
    _ source: Source, from base: Scenario, along dimensions: [LimitDimension]
  ) throws(FileCheckError) -> Limits {
    let environment: ScenarioEnvironment
    do { environment = try base.resolved() } catch { throw source.error(error) }
    var search = LimitSearch(source: source, base: base)
    let atBase = try search.layOut([base])[0]
    var notes: [String] = []
    var found: [LimitEdge] = []
    for dimension in dimensions {
      switch range(dimension, from: environment) {
      case .failure(let note): notes.append(note.text)
      case .success(let range):
        found += try search.edges(
          along: dimension, in: range, from: baseValue(dimension, environment))
      }
    }
    // Findings of the base first, in its order, then the others as first found; within one,
    // dimension by dimension, the nearest to the base value first (ties in the order found).
    var order = atBase.flatMap(\.keys)
    for edge in found where !order.contains(edge.key) { order.append(edge.key) }
    let edges = found.indices.sorted { i, j in
      let (a, b) = (found[i], found[j])
      return (
        order.firstIndex(of: a.key) ?? 0, dimensions.firstIndex(of: a.dimension) ?? 0,
        a.distance, i
      ) < (
        order.firstIndex(of: b.key) ?? 0, dimensions.firstIndex(of: b.dimension) ?? 0,
        b.distance, j
      )
    }.map { found[$0] }
    let unbounded = atBase.flatMap(\.keys).filter { key in !found.contains { $0.key == key } }
    return Limits(
      base: base, dimensions: dimensions, notes: notes, edges: edges, unbounded: unbounded,
      scenes: atBase.map { ($0.title, $0.passes) }, layouts: search.layouts)
  }
}

/// Why a dimension cannot vary from a scenario.
struct LimitsNote: Error {
  var text: String
  init(_ text: String) { self.text = text }
}

extension LimitEdge {
  /// The finding's identity across layouts: its scene, kind and items.
  public var key: LimitFinding { LimitFinding(scene: scene, kind: kind, items: items) }
}

/// One limits search: the layouts made so far, by dimension and value.
struct LimitSearch {
  /// A finding across layouts: same scene, kind and items.
  typealias Key = LimitFinding

  /// One scene laid out at one value: its findings (in order) and their amounts.
  struct Screen {
    var title: String?
    var keys: [Key]
    var amounts: [Key: Double]
    var passes: Bool
  }

  let source: Source
  let base: Scenario
  /// Every layout made along the dimension being searched, by value.
  var laidOut: [Double: [Screen]] = [:]
  var layouts = 0
  /// The base scenario's strings table, read at the first layout.
  private var strings: [String: StringsTable]?

  init(source: Source, base: Scenario) {
    self.source = source
    self.base = base
  }

  /// `scenarios` laid out side by side on every core, each as every scene's findings. The
  /// Interface Builder check `misplaced` (the document's own frames) and `notModelled` (what is
  /// not laid out at all) do not move with a dimension and are left out.
  mutating func layOut(_ scenarios: [Scenario]) throws(FileCheckError) -> [[Screen]] {
    let source = source
    if strings == nil { strings = try source.stringsTables(for: [base]) }
    let tables = strings ?? [:]
    let store = ParallelStore<Result<[LayoutResult], FileCheckError>>(count: scenarios.count)
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { i in
      store.set(
        i,
        Result { () throws(FileCheckError) in
          try Pipeline.run(
            source, in: scenarios[i], options: Pipeline.Options(check: true),
            documentScenario: nil, strings: tables)
        })
    }
    layouts += scenarios.count
    var screens: [[Screen]] = []
    for outcome in store.values() {
      let results = try outcome.get()
      let titled = results.count > 1
      screens.append(
        results.map { result in
          let findings = result.findings.filter { Limits.follows($0.kind) }
          var amounts: [Key: Double] = [:]
          let keys = findings.map { finding in
            let key = Key(finding, of: result, titled: titled)
            if let amount = finding.amount { amounts[key] = amount }
            return key
          }
          return Screen(
            title: titled ? result.title : nil, keys: keys, amounts: amounts,
            passes: result.passed)
        })
    }
    return screens
  }

  /// Whether `key` is found at `value` (laying it out if not done yet).
  mutating func isPresent(
    _ key: Key, at value: Double, along dimension: LimitDimension
  ) throws(FileCheckError) -> Bool {
    if laidOut[value] == nil {
      laidOut[value] = try layOut([Limits.scenario(base, dimension, value)])[0]
    }
    return laidOut[value]?.contains { $0.keys.contains(key) } ?? false
  }

  /// The amount of `key` at an already laid-out `value`, if found there with one.
  func amount(_ key: Key, at value: Double) -> Double? {
    laidOut[value]?.lazy.compactMap { $0.amounts[key] }.first
  }

  /// Every edge along `dimension` in `range`: the grid and `base` laid out, then each change
  /// between neighbouring values bracketed to the resolution.
  mutating func edges(
    along dimension: LimitDimension, in range: ClosedRange<Double>, from base: Double
  ) throws(FileCheckError) -> [LimitEdge] {
    laidOut = [:]
    let steps = dimension == .contentSize ? Int(range.upperBound) : Limits.gridIntervals
    var values = (0...steps).map {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(steps)
    }
    if !values.contains(base) { values.append(base) }
    values.sort()
    let screens = try layOut(values.map { Limits.scenario(self.base, dimension, $0) })
    for (value, screen) in zip(values, screens) { laidOut[value] = screen }
    var edges: [LimitEdge] = []
    for (low, high) in zip(values, values.dropFirst()) {
      let below = laidOut[low]?.flatMap(\.keys) ?? []
      let above = laidOut[high]?.flatMap(\.keys) ?? []
      var changed: [Key] = []
      for key in below + above where !changed.contains(key) {
        if below.contains(key) != above.contains(key) { changed.append(key) }
      }
      for key in changed {
        edges.append(
          try bracket(
            key, along: dimension, low: low, high: high,
            presentAbove: above.contains(key),
            presentAtBase: laidOut[base]?.contains { $0.keys.contains(key) } ?? false,
            baseValue: base))
      }
    }
    return edges
  }

  /// Closes the bracket `low…high` of `key`'s edge to the dimension's resolution: first by the
  /// root of its affine amount, then by halving.
  mutating func bracket(
    _ key: Key, along dimension: LimitDimension, low: Double, high: Double, presentAbove: Bool,
    presentAtBase: Bool, baseValue: Double
  ) throws(FileCheckError) -> LimitEdge {
    var (low, high) = (low, high)
    let resolution = dimension.resolution
    var method = LimitEdge.Method.bisection
    if dimension == .contentSize {
      method = .categories
    } else {
      // Two tries: the second starts from the nearer ends the first one's layouts left.
      for _ in 0..<2 where high - low > resolution * (1 + 1e-9) {
        // A second layout inside the bracket, close to its end on the finding's side: it
        // narrows the bracket whichever side it falls on, and on the finding's side the two
        // give the amount's slope near the edge.
        let end = presentAbove ? high : low
        let inward = min(8 * resolution, (high - low) / 2)
        let near = presentAbove ? end - inward : end + inward
        let present = try isPresent(key, at: near, along: dimension)
        if present == presentAbove { high = near } else { low = near }
        guard present else { continue }
        guard let root = affineRoot(key, through: end, near), root > low, root < high else {
          break
        }
        // The root is where the amount reaches zero; the check needs it beyond its rounding
        // tolerance, so the edge lies at the root or up to a pixel further toward the finding.
        let step = presentAbove ? resolution : -resolution
        for probe in [root, root + step] where probe > low && probe < high {
          let present = try isPresent(key, at: probe, along: dimension)
          if present == presentAbove { high = probe } else { low = probe }
        }
        if high - low <= resolution * (1 + 1e-9) { method = .affine }
      }
    }
    while high - low > resolution * (1 + 1e-9) {
      let middle = (low + high) / 2
      let present = try isPresent(key, at: middle, along: dimension)
      if present == presentAbove { high = middle } else { low = middle }
    }
    return LimitEdge(
      scene: key.scene, kind: key.kind, items: key.items, dimension: dimension, below: low,
      above: high, presentAbove: presentAbove, presentAtBase: presentAtBase, method: method,
      baseValue: baseValue)
  }

  /// Where the affine function through the amounts of `key` at two laid-out values `v1`, `v2`
  /// on the finding's side reaches zero:
  /// `r = v2 − amount(v2) · (v1 − v2) / (amount(v1) − amount(v2))`; `nil` without two
  /// different amounts. Layouts a few points apart near the edge are most likely in one simplex
  /// basis, where the amount is affine in the varied value.
  func affineRoot(_ key: Key, through v1: Double, _ v2: Double) -> Double? {
    guard let a1 = amount(key, at: v1), let a2 = amount(key, at: v2), a1 != a2 else {
      return nil
    }
    return v2 - a2 * (v1 - v2) / (a1 - a2)
  }
}
