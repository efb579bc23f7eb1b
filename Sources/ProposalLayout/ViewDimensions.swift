import LayoutCore

/// A view's size and its alignment guides, as seen by the closure of an
/// ``LayoutNode/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)`` or by a custom
/// ``Layout``.
public struct ViewDimensions {
  /// The view's width.
  public let width: Double
  /// The view's height.
  public let height: Double
  /// Where the explicit guide values come from.
  ///
  /// A node and its question rather than a closure capturing them: stacks and frames make
  /// dimensions for every child they align, and each closure was a heap allocation.
  private enum ExplicitGuides {
    /// No explicit guides.
    case none
    /// The guides of `node`, sized `size` for `proposal` in `context`.
    case node(any LayoutNode, size: Size, proposal: ProposedViewSize, context: LayoutContext)
  }

  private let explicitGuides: ExplicitGuides

  /// Dimensions of `size` without explicit guides.
  init(size: Size) {
    self.width = size.width
    self.height = size.height
    self.explicitGuides = .none
  }

  /// The dimensions of `node` sized `size` for `proposal`, with its explicit guides.
  init(of node: any LayoutNode, size: Size, proposal: ProposedViewSize, context: LayoutContext) {
    self.width = size.width
    self.height = size.height
    self.explicitGuides = .node(node, size: size, proposal: proposal, context: context)
  }

  /// The explicit value of `key`, or `nil`.
  private func explicitValue(_ key: AlignmentKey) -> Double? {
    switch explicitGuides {
    case .none:
      return nil
    case .node(let node, let size, let proposal, let context):
      return node.explicitAlignment(of: key, in: size, proposal: proposal, context: context)
    }
  }

  /// The view's size.
  var size: Size { Size(width: width, height: height) }

  /// The guide's value: the explicit one if the view has it, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
  /// The guide's value: the explicit one if the view has it, else the guide's default.
  public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }
  /// The view's explicit value for the guide, or `nil` if it has none.
  public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }
  /// The view's explicit value for the guide, or `nil` if it has none.
  public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }

  subscript(key: AlignmentKey) -> Double { explicitValue(key) ?? key.defaultValue(in: self) }
}
