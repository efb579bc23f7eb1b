import AutoLayout
import LayoutCore

// Conversions between Core Graphics' geometry, which UIKit code speaks, and the engine's.
// Both hold `Double`s on Linux (`CGFloat` wraps one), so every conversion is exact.

extension CGSize {
  init(_ size: Size) { self.init(width: size.width, height: size.height) }
  var engineSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
  init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
  var engineRect: Rect {
    Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
  }
}

/// Insets with left and right sides: UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// Insets with leading and trailing sides: UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
