import LayoutCore

extension LayoutConstraint {
  /// The part of an item's rectangle a constraint relates, as `NSLayoutConstraint.Attribute`.
  ///
  /// The raw values are UIKit's (Documentation/Facts/AutoLayout.md#attribute-raw-values); they
  /// matter for archives and debug output.
  public enum Attribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No attribute: the second "item" of a constraint against a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in left-to-right layouts).
    case leading = 5
    /// The trailing edge (right in left-to-right layouts).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for items without text).
    case lastBaseline = 11
    /// The baseline of the first line of text.
    case firstBaseline = 12
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the layout margins.
    case centerYWithinMargins = 20

    /// The axis the attribute lies along; `nil` for ``notAnAttribute``.
    public var axis: Axis? {
      switch withoutMargins {
      case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: return .vertical
      default: return nil
      }
    }

    /// `true` for leading and trailing (and their margin forms), whose side depends on the
    /// layout direction.
    var isDirectional: Bool {
      // A switch, not `[…].contains(self)`: the array literal was built on every call, and
      // every activation and every solver expression asks.
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: return true
      default: return false
      }
    }

    /// `true` for left and right (and their margin forms).
    var isAbsoluteHorizontalEdge: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: return true
      default: return false
      }
    }

    /// What an anchor of the attribute can be related to (see ``Family``).
    var family: Family {
      // One `switch` over the raw cases: the check it serves (activation's, on every
      // constraint) read `withoutMargins`, then `isDimension` and `axis`, a `switch` each.
      switch self {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontalPosition
      case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        .verticalPosition
      case .width, .height: .dimension
      case .notAnAttribute: .none
      }
    }

    /// The kinds of attribute that can be related to each other: two positions along the same
    /// axis, or two dimensions (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods).
    enum Family {
      /// ``notAnAttribute``.
      case none
      /// An x position: an edge or centre along the horizontal axis, margins included.
      case horizontalPosition
      /// A y position: an edge, centre or baseline along the vertical axis, margins included.
      case verticalPosition
      /// Width or height.
      case dimension
    }

    /// `true` for width and height, which have no position.
    var isDimension: Bool {
      // A `switch`, not `==`: the enum's `==` was a call per comparison.
      switch self {
      case .width, .height: true
      default: false
      }
    }

    /// How far the attribute's value moves, in the solver's coordinates, when its item moves by
    /// 1 pt along the attribute's axis: 1 for an edge, a centre or a baseline, −1 for leading and
    /// trailing in a right-to-left layout (the solver writes them as negated x positions, see
    /// `LayoutItem.appendTerms`), 0 for a size.
    func positionWeight(rightToLeft: Bool) -> Double {
      switch withoutMargins {
      case .left, .right, .centerX, .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return 1
      case .leading, .trailing: return rightToLeft ? -1 : 1
      default: return 0
      }
    }

    /// The same edge of the item itself rather than of its margins.
    package var withoutMargins: Attribute {
      switch self {
      case .leftMargin: return .left
      case .rightMargin: return .right
      case .topMargin: return .top
      case .bottomMargin: return .bottom
      case .leadingMargin: return .leading
      case .trailingMargin: return .trailing
      case .centerXWithinMargins: return .centerX
      case .centerYWithinMargins: return .centerY
      default: return self
      }
    }

    public var description: String {
      switch self {
      case .notAnAttribute: return "notAnAttribute"
      case .left: return "left"
      case .right: return "right"
      case .top: return "top"
      case .bottom: return "bottom"
      case .leading: return "leading"
      case .trailing: return "trailing"
      case .width: return "width"
      case .height: return "height"
      case .centerX: return "centerX"
      case .centerY: return "centerY"
      case .lastBaseline: return "lastBaseline"
      case .firstBaseline: return "firstBaseline"
      case .leftMargin: return "leftMargin"
      case .rightMargin: return "rightMargin"
      case .topMargin: return "topMargin"
      case .bottomMargin: return "bottomMargin"
      case .leadingMargin: return "leadingMargin"
      case .trailingMargin: return "trailingMargin"
      case .centerXWithinMargins: return "centerXWithinMargins"
      case .centerYWithinMargins: return "centerYWithinMargins"
      }
    }
  }
}
