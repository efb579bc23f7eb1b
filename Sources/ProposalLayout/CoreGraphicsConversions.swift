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

extension LayoutSubview {
  /// Places the child so that its `anchor` lands on `position`; SwiftUI's spelling of
  /// `place(at:anchor:proposal:)`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    place(at: Point(position), anchor: anchor, proposal: proposal)
  }
}
