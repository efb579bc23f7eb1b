import LayoutCore

/// A view's size and its alignment guides, as seen by the closure of an
/// ``LayoutNode/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)`` or by a custom
/// ``Layout``.
public struct ViewDimensions {
  /// The view's width.
  public let width: Double
  /// The view's height.
  public let height: Double
  private let explicitValue: (AlignmentKey) -> Double?

  init(size: Size, explicitValue: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
    self.width = size.width
    self.height = size.height
    self.explicitValue = explicitValue
  }

  /// The dimensions of `node` sized `size` for `proposal`, with its explicit guides.
  init(of node: any LayoutNode, size: Size, proposal: ProposedViewSize, context: LayoutContext) {
    self.init(size: size) {
      node.explicitAlignment(of: $0, in: size, proposal: proposal, context: context)
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
