import LayoutCore

/// What a cell of a ``Grid`` tells the grid about itself, set with `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes`.
struct GridCellTraits {
  /// How many columns the cell covers.
  var columns = 1
  /// The alignment of the cell's whole column, if the cell sets it.
  var columnAlignment: HorizontalAlignment?
  /// The point of the cell that meets the same point of its cell area, overriding alignment.
  var anchor: UnitPoint?
  /// Axes on which the cell does not size its row or column.
  var unsizedAxes: Axis.Set = []
}

/// A layout-neutral modifier that sets one grid-cell trait.
protocol GridCellTraitModifier: LayoutNeutralModifier {
  /// Sets this modifier's trait in `traits`, unless a modifier outside it set it already.
  func apply(to traits: inout GridCellTraits, alreadySet: inout Set<String>)
}

extension LayoutNode {
  /// The grid-cell traits set on this node by the modifiers around it.
  ///
  /// Traits are read through layout-neutral modifiers (`named`, `background`, `offset`, …)
  /// and the bodies of composite nodes, not through modifiers with a layout of their own
  /// (`frame`, `padding`): apply them outside those. The outermost setting of a trait wins.
  var gridCellTraits: GridCellTraits {
    var traits = GridCellTraits()
    var set: Swift.Set<String> = []
    var node: any LayoutNode = self
    // A loop, not recursion: chains of modifiers can be long.
    while true {
      if let modifier = node as? any GridCellTraitModifier {
        modifier.apply(to: &traits, alreadySet: &set)
      }
      if let neutral = node as? any LayoutNeutralModifier {
        node = neutral.content
      } else if let composite = node as? any CompositeNode {
        node = composite.body
      } else {
        return traits
      }
    }
  }
}

/// `gridCellColumns(_:)`.
struct GridCellColumns: GridCellTraitModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let count: Int

  /// The most columns one cell may cover: a grid allocates per column, so an absurd span
  /// (say from a generated file) would otherwise exhaust memory.
  static let maximum = 10_000

  func apply(to traits: inout GridCellTraits, alreadySet: inout Set<String>) {
    if alreadySet.insert("columns").inserted { traits.columns = min(max(count, 1), Self.maximum) }
  }
}

/// `gridColumnAlignment(_:)`.
struct GridColumnAlignment: GridCellTraitModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let alignment: HorizontalAlignment

  func apply(to traits: inout GridCellTraits, alreadySet: inout Set<String>) {
    if alreadySet.insert("columnAlignment").inserted { traits.columnAlignment = alignment }
  }
}

/// `gridCellAnchor(_:)`.
struct GridCellAnchor: GridCellTraitModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let anchor: UnitPoint

  func apply(to traits: inout GridCellTraits, alreadySet: inout Set<String>) {
    if alreadySet.insert("anchor").inserted { traits.anchor = anchor }
  }
}

/// `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxes: GridCellTraitModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let axes: Axis.Set

  func apply(to traits: inout GridCellTraits, alreadySet: inout Set<String>) {
    if alreadySet.insert("unsizedAxes").inserted { traits.unsizedAxes = axes }
  }
}

extension LayoutNode {
  /// Makes this cell of a ``Grid`` row cover `count` columns ("gridCellColumns(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)). A count
  /// below 1 is taken as 1, and one above 10,000 as 10,000, which bounds the memory a grid
  /// allocates per column.
  public func gridCellColumns(_ count: Int) -> some LayoutNode {
    GridCellColumns(content: self, count: count)
  }

  /// Aligns every cell of this cell's ``Grid`` column horizontally by `guide`; the first cell
  /// of the column, top to bottom, that sets it decides ("gridColumnAlignment(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some LayoutNode {
    GridColumnAlignment(content: self, alignment: guide)
  }

  /// Places this cell in its ``Grid`` cell area so that `anchor` of the cell meets `anchor` of
  /// the area, instead of aligning it ("gridCellAnchor(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some LayoutNode {
    GridCellAnchor(content: self, anchor: anchor)
  }

  /// Stops this cell from sizing its ``Grid`` column (horizontal) or row (vertical): it is
  /// proposed the size the other cells decide, so a flexible view such as ``Color`` or
  /// ``Divider`` does not widen the grid ("gridCellUnsizedAxes(_:)": it "prevents a flexible
  /// view like a Spacer, Divider, or Color from defining the size of a row or column",
  /// https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some LayoutNode {
    GridCellUnsizedAxes(content: self, axes: axes)
  }
}
