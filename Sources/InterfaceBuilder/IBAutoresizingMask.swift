/// An `<autoresizingMask>`: which of a view's margins and dimensions follow its superview's size
/// when that changes (UIKit's `UIView.AutoresizingMask`; an absent flag is fixed).
public struct IBAutoresizingMask: Hashable, Sendable {
  /// `flexibleMinX` (UIKit's `flexibleLeftMargin`).
  public var flexibleLeftMargin: Bool
  /// `widthSizable` (`flexibleWidth`).
  public var flexibleWidth: Bool
  /// `flexibleMaxX` (`flexibleRightMargin`).
  public var flexibleRightMargin: Bool
  /// `flexibleMinY` (`flexibleTopMargin`).
  public var flexibleTopMargin: Bool
  /// `heightSizable` (`flexibleHeight`).
  public var flexibleHeight: Bool
  /// `flexibleMaxY` (`flexibleBottomMargin`).
  public var flexibleBottomMargin: Bool

  /// Creates a mask.
  public init(
    flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false,
    flexibleRightMargin: Bool = false, flexibleTopMargin: Bool = false,
    flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false
  ) {
    self.flexibleLeftMargin = flexibleLeftMargin
    self.flexibleWidth = flexibleWidth
    self.flexibleRightMargin = flexibleRightMargin
    self.flexibleTopMargin = flexibleTopMargin
    self.flexibleHeight = flexibleHeight
    self.flexibleBottomMargin = flexibleBottomMargin
  }
}
