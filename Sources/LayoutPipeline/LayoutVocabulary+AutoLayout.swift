import AutoLayout
import Cassowary
import LayoutVocabulary

// The readers' typed values as Auto Layout's, one exhaustive switch each: a case added to the
// vocabulary fails to compile here rather than falling through to a default.

extension LayoutConstraint.Attribute {
  /// The attribute an equation or a storyboard's constraint names.
  init(_ attribute: LayoutAttribute) {
    switch attribute {
    case .left: self = .left
    case .right: self = .right
    case .top: self = .top
    case .bottom: self = .bottom
    case .leading: self = .leading
    case .trailing: self = .trailing
    case .width: self = .width
    case .height: self = .height
    case .centerX: self = .centerX
    case .centerY: self = .centerY
    case .firstBaseline: self = .firstBaseline
    case .lastBaseline: self = .lastBaseline
    case .leftMargin: self = .leftMargin
    case .rightMargin: self = .rightMargin
    case .topMargin: self = .topMargin
    case .bottomMargin: self = .bottomMargin
    case .leadingMargin: self = .leadingMargin
    case .trailingMargin: self = .trailingMargin
    case .centerXWithinMargins: self = .centerXWithinMargins
    case .centerYWithinMargins: self = .centerYWithinMargins
    }
  }
}

extension Relation {
  /// The relation an equation or a storyboard's constraint writes.
  init(_ relation: LayoutRelation) {
    switch relation {
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .equal: self = .equal
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}

extension StackView.Distribution {
  /// The distribution a layout file or storyboard names.
  init(_ distribution: StackDistribution) {
    switch distribution {
    case .fill: self = .fill
    case .fillEqually: self = .fillEqually
    case .fillProportionally: self = .fillProportionally
    case .equalSpacing: self = .equalSpacing
    case .equalCentering: self = .equalCentering
    }
  }
}

extension StackView.Alignment {
  /// The alignment a layout file or storyboard names; `top` and `bottom` are UIKit's
  /// `leading` and `trailing`.
  init(_ alignment: StackAlignment) {
    switch alignment {
    case .fill: self = .fill
    case .leading, .top: self = .leading
    case .firstBaseline: self = .firstBaseline
    case .center: self = .center
    case .trailing, .bottom: self = .trailing
    case .lastBaseline: self = .lastBaseline
    }
  }
}
