import DeviceCatalog
import Foundation
import LayoutCore

/// Why an aspect ratio was refused.
public enum AspectRatioError: Error, Equatable, Sendable {
  /// The ratio is zero or negative; UIKit raises "Invalid parameter not satisfying:
  /// aspectRatio > 0.0" (Documentation/Facts/AspectFitGuide.md#aspect-ratio-validation).
  case notPositive(Double)
  /// The ratio is NaN. UIKit lets NaN through and `fmin` turns it into 100; we refuse it.
  case notANumber
}

/// Validates a width-over-height ratio and clamps it to UIKit's range `[0.01, 100]`
/// (`max(min(r, 100), 0.01)`, Documentation/Facts/AspectFitGuide.md#aspect-ratio-validation); +∞
/// becomes 100.
public func validatedAspectRatio(_ ratio: Double) throws(AspectRatioError) -> Double {
  if ratio.isNaN { throw .notANumber }
  guard ratio > 0 else { throw .notPositive(ratio) }
  return max(min(ratio, 100), 0.01)
}

/// Every stage of the aspect-fit guide's computation
/// (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed), for one window.
public struct AspectFitComputation: Hashable, Sendable {
  /// Step 1: the pixel-stepped shrink inside the display shape; `nil` if nothing fitted.
  public var shapeFit: OrientedDisplayShape.ShrinkResult?
  /// Step 2: whether the status bar re-fit ran.
  public var refitForStatusBar: Bool
  /// Step 3: whether the safe-area fallback was used.
  public var usedSafeAreaFallback: Bool
  /// The rectangle before snapping.
  public var unsnapped: Rect
  /// Step 4: the guide's frame, in whole points.
  public var frame: Rect

  /// Computes the guide for a window of `shape.size`.
  ///
  /// 1. Shape-aware fit about the window centre C (``OrientedDisplayShape/largestInscribedRect(center:aspectRatio:)``).
  /// 2. If `statusBarHeight > rect.minY`, inset the rect top and bottom by the status bar height
  ///    (the scene-bounds origin term is 0 for a full-screen window), never below zero height,
  ///    and re-fit the largest centred rect of the ratio about C inside it.
  /// 3. If there is still nothing: the largest centred rect about C inside the safe rect (a negative
  ///    span collapses to 0, centred); failing that the safe rect itself.
  /// 4. Snap: inset by `ceil(x) − x`, `ceil(y) − y` (the rect stays centred), then integralise.
  ///    On a window of whole-point size the far edge then lands on `W − ceil(x)`, so the snap
  ///    never grows the rect past the fitted one.
  public init(
    shape: OrientedDisplayShape, statusBarHeight: Double, safeAreaInsets: EdgeInsets,
    aspectRatio r: Double
  ) {
    let bounds = Rect(origin: .zero, size: shape.size)
    let center = Point(x: bounds.midX, y: bounds.midY)
    shapeFit = shape.largestInscribedRect(center: center, aspectRatio: r)
    var rect = shapeFit?.rect
    refitForStatusBar = false
    if let fitted = rect, statusBarHeight > fitted.minY {
      refitForStatusBar = true
      let inset = min(statusBarHeight, fitted.height / 2)
      let band = Rect(
        x: fitted.minX, y: fitted.minY + inset, width: fitted.width,
        height: fitted.height - 2 * inset)
      rect = Rect.largestCentered(in: band, center: center, aspectRatio: r)
    }
    usedSafeAreaFallback = false
    if rect == nil {
      usedSafeAreaFallback = true
      let insets = safeAreaInsets
      var safe = bounds.inset(by: insets)
      if safe.width < 0 { safe = Rect(x: safe.midX, y: safe.minY, width: 0, height: safe.height) }
      if safe.height < 0 { safe = Rect(x: safe.minX, y: safe.midY, width: safe.width, height: 0) }
      rect = Rect.largestCentered(in: safe, center: center, aspectRatio: r) ?? safe
    }
    let found = rect ?? bounds
    unsnapped = found
    frame = Self.snapped(found)
  }

  /// `CGRectIntegral(CGRectInset(rect, ceil(x) − x, ceil(y) − y))`
  /// (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed step 4).
  public static func snapped(_ rect: Rect) -> Rect {
    let epsilon = 1e-9
    let dx = ceil(rect.minX - epsilon) - rect.minX
    let dy = ceil(rect.minY - epsilon) - rect.minY
    let inset = Rect(
      x: rect.minX + dx, y: rect.minY + dy,
      width: max(0, rect.width - 2 * dx), height: max(0, rect.height - 2 * dy))
    let minX = floor(inset.minX + epsilon)
    let minY = floor(inset.minY + epsilon)
    let maxX = ceil(inset.maxX - epsilon)
    let maxY = ceil(inset.maxY - epsilon)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
