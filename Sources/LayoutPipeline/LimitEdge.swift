import AutoLayout

/// Where a finding starts or stops along one continuous dimension (``LimitDimension``): the
/// two values laid out on either side of the edge, at most the dimension's resolution apart,
/// and which side the finding is on.
public struct LimitEdge: Hashable, Sendable {
  /// How the edge was bracketed.
  public enum Method: String, Hashable, Sendable {
    /// By the finding's amount, affine in the varied value within one solver basis: its root,
    /// laid out on both sides, closed the bracket.
    case affine
    /// By halving the bracket: the finding has no amount, or the basis changes between the
    /// samples (a wrapped line, a stack that switches), so its root did not close the bracket.
    case bisection
    /// Between two neighbouring Dynamic Type categories, each laid out.
    case categories
  }

  /// The scene's title, for a storyboard with several scenes; `nil` for one screen.
  public var scene: String?
  /// The finding's kind.
  public var kind: Finding.Kind
  /// The finding's items.
  public var items: [String]
  /// The dimension varied.
  public var dimension: LimitDimension
  /// The value laid out just below the edge (a category's index for ``LimitDimension/contentSize``).
  public var below: Double
  /// The value laid out just above the edge.
  public var above: Double
  /// Whether the finding is present above the edge (else below it).
  public var presentAbove: Bool
  /// Whether the finding is present in the scenario the search started from.
  public var presentAtBase: Bool
  /// How the edge was found.
  public var method: Method
  /// The dimension's value in the scenario the search started from (a category's index for
  /// ``LimitDimension/contentSize``): an edge's distance from it says which is nearest.
  public var baseValue: Double

  /// How far the edge lies from the scenario the search started from.
  public var distance: Double { abs(value - baseValue) }

  /// The edge: the middle of the bracket, within half the dimension's resolution of the true
  /// edge (for Dynamic Type, the first category on the finding's side).
  public var value: Double {
    dimension == .contentSize ? (presentAbove ? above : below) : (below + above) / 2
  }

  /// For ``LimitDimension/contentSize``: the first category, going away from the base, on the
  /// finding's side.
  public var category: ContentSizeCategory? { category(at: value) }

  /// For ``LimitDimension/contentSize``: the category of index `value` (``below``, ``above``).
  public func category(at value: Double) -> ContentSizeCategory? {
    let all = ContentSizeCategory.allCases
    return dimension == .contentSize && all.indices.contains(Int(value)) ? all[Int(value)] : nil
  }
}

/// A finding as a limits search follows it across layouts: its scene, kind and items.
public struct LimitFinding: Hashable, Sendable {
  /// The scene's title, for a storyboard with several scenes; `nil` for one screen.
  public var scene: String?
  /// The finding's kind.
  public var kind: Finding.Kind
  /// The finding's items.
  public var items: [String]

  /// The finding of `scene` (`nil` for a single screen) of `kind` naming `items`.
  public init(scene: String?, kind: Finding.Kind, items: [String]) {
    self.scene = scene
    self.kind = kind
    self.items = items
  }

  /// `finding` of `result`, its scene named where the scenario laid out several (`titled`).
  init(_ finding: Finding, of result: LayoutResult, titled: Bool) {
    self.init(scene: titled ? result.title : nil, kind: finding.kind, items: finding.items)
  }
}
