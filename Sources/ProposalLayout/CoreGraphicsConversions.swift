import Foundation
import LayoutCore

// Conversions between LayoutCore's geometry and Foundation's CG types, for layouts written in
// SwiftUI's spelling. On Linux `CGFloat` wraps a `Double`, so they are exact.

extension Size {
  /// The same size as `size`.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension Point {
  /// The same point as `point`.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension Rect {
  /// The same rectangle as `rect`.
  public init(_ rect: CGRect) {
    self.init(origin: Point(rect.origin), size: Size(rect.size))
  }
}

extension CGSize {
  /// The same size as `size`.
  public init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension CGPoint {
  /// The same point as `point`.
  public init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension CGRect {
  /// The same rectangle as `rect`.
  public init(_ rect: Rect) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}

extension ProposedViewSize {
  /// Proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(Size(size))
  }
}

extension ProposedViewSize {
  /// The proposal as a CG size, with each `nil` dimension replaced by the one in `size`; for
  /// SwiftUI code that returns it from a `Layout` written with CG types. Where the result's
  /// type is not given, the `Size` form is chosen.
  @_disfavoredOverload
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(replacingUnspecifiedDimensions(by: Size(size)))
  }
}

extension LayoutSubview {
  /// The child's size for `proposal` as a CG size, for SwiftUI code that expects one; where
  /// the result's type is not given, the `Size` form is chosen.
  @_disfavoredOverload
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(sizeThatFits(proposal) as Size)
  }

  /// Places the child so that its `anchor` lands on `position`; SwiftUI's spelling of
  /// `place(at:anchor:proposal:)`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    place(at: Point(position), anchor: anchor, proposal: proposal)
  }
}
