import Foundation
import LayoutCore

/// The physical shape of a display in portrait: a continuous-corner rounded rectangle minus the
/// sensor housing.
///
/// **Point test**: ``contains(_:)`` is exact for the model (the corner curve is solved to double
/// precision). **Pixel rule**: a pixel is inside when its *centre* is inside; that is the rule
/// of ``containsPixel(column:row:)``, ``containsPixels(_:)`` and ``rasterize()``.
public struct DisplayShape: Hashable, Sendable {
  /// The size in points (portrait).
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// The display corner radius in points (`UIScreen._displayCornerRadius`,
  /// Documentation/Facts/Devices.md#corner-radii). 0 is a plain rectangle.
  public var cornerRadius: Double
  /// The cut-out, in portrait points.
  public var housing: SensorHousing

  /// Creates a shape.
  public init(size: Size, scale: Double, cornerRadius: Double, housing: SensorHousing = .none) {
    self.size = size
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.housing = housing
  }

  /// The radius actually drawn: like `UIBezierPath`, limited so that two corner curves fit on
  /// the shorter side (`min(W, H) / 2 / 1.52866483`).
  public var effectiveCornerRadius: Double {
    min(cornerRadius, min(size.width, size.height) / 2 / ContinuousCorner.extent)
  }

  /// The size in whole pixels.
  public var pixelSize: (columns: Int, rows: Int) {
    (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
  }

  /// Whether `point` (portrait points) is inside the rounded outline, ignoring the housing.
  /// The boundary counts as inside.
  public func outlineContains(_ point: Point) -> Bool {
    guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else {
      return false
    }
    let r = effectiveCornerRadius
    guard r > 0 else { return true }
    // Distances to the nearest vertical and horizontal edge, in radii.
    let u = min(point.x, size.width - point.x) / r
    let v = min(point.y, size.height - point.y) / r
    guard u < ContinuousCorner.extent, v < ContinuousCorner.extent else { return true }
    return v >= ContinuousCorner.boundary(atU: u)
  }

  /// Whether `point` (portrait points) is on the display: inside the outline and not in the
  /// housing (the housing's boundary is excluded).
  public func contains(_ point: Point) -> Bool {
    outlineContains(point) && !housing.contains(point)
  }

  /// Whether the portrait pixel is inside: the centre rule.
  public func containsPixel(column: Int, row: Int) -> Bool {
    contains(Point(x: (Double(column) + 0.5) / scale, y: (Double(row) + 0.5) / scale))
  }

  /// Whether every pixel of the block (portrait pixels, half-open) is inside. An empty block is
  /// inside; a block reaching outside the pixel grid is not.
  ///
  /// The outline is convex, so the block is inside it exactly when its four corner pixels are —
  /// the order UIKit tests first (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed).
  /// The housing is convex too: each pixel row meets it in one interval, checked row by row over
  /// the housing's extent.
  public func containsPixels(_ block: PixelRect) -> Bool {
    guard !block.isEmpty else { return true }
    let (columns, rows) = pixelSize
    guard block.minColumn >= 0, block.minRow >= 0, block.maxColumn <= columns, block.maxRow <= rows
    else { return false }
    let corners = [
      (block.minColumn, block.minRow), (block.maxColumn - 1, block.minRow),
      (block.minColumn, block.maxRow - 1), (block.maxColumn - 1, block.maxRow - 1),
    ]
    for (c, r) in corners {
      let centre = Point(x: (Double(c) + 0.5) / scale, y: (Double(r) + 0.5) / scale)
      guard outlineContains(centre) else { return false }
    }
    guard let box = housing.bounds else { return true }
    let firstRow = max(block.minRow, Int(floor(box.minY * scale - 0.5)))
    let lastRow = min(block.maxRow - 1, Int(ceil(box.maxY * scale - 0.5)))
    guard firstRow <= lastRow else { return true }
    for row in firstRow...lastRow {
      guard let span = housing.span(atY: (Double(row) + 0.5) / scale) else { continue }
      // Pixel columns whose centre (c + 0.5) / scale lies in the span.
      let low = max(block.minColumn, Int(ceil(span.lowerBound * scale - 0.5)))
      let high = min(block.maxColumn - 1, Int(floor(span.upperBound * scale - 0.5)))
      if low <= high { return false }
    }
    return true
  }

  /// The shape as a bitmap at the device's pixel scale, row-major, `true` for pixels inside
  /// (centre rule).
  public func rasterize() -> PixelMask {
    let (columns, rows) = pixelSize
    var bits = [Bool](repeating: false, count: columns * rows)
    for row in 0..<rows {
      for column in 0..<columns where containsPixel(column: column, row: row) {
        bits[row * columns + column] = true
      }
    }
    return PixelMask(columns: columns, rows: rows, bits: bits)
  }
}

/// A block of whole pixels, half-open: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
public struct PixelRect: Hashable, Sendable {
  public var minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int
  /// Creates a block.
  public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
    self.minColumn = minColumn
    self.minRow = minRow
    self.maxColumn = maxColumn
    self.maxRow = maxRow
  }
  /// Whether the block holds no pixel.
  public var isEmpty: Bool { maxColumn <= minColumn || maxRow <= minRow }

  /// The pixels a rectangle (in points) touches: UIKit integralises before testing
  /// (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed), so the origin is floored
  /// and the far edge ceiled, at `scale`. A tolerance of 1e-9
  /// pixel absorbs the rounding of repeated fractional steps.
  ///
  /// Edges beyond ±2⁵³ pixels — a frame 1e300 points wide, from a constraint with a 300-digit
  /// constant — are clamped there, far off any display, instead of trapping in `Int(_:)`; a NaN
  /// edge becomes the far limit on its side, so the block is never on the display.
  public init(integralising rect: Rect, scale: Double) {
    let epsilon = 1e-9
    minColumn = Self.pixel(floor(rect.minX * scale + epsilon), ifNaN: -Self.limit)
    minRow = Self.pixel(floor(rect.minY * scale + epsilon), ifNaN: -Self.limit)
    maxColumn = Self.pixel(ceil(rect.maxX * scale - epsilon), ifNaN: Self.limit)
    maxRow = Self.pixel(ceil(rect.maxY * scale - epsilon), ifNaN: Self.limit)
  }

  /// 2⁵³: every integer up to it is exact in a `Double`, and it is far beyond any display.
  static let limit = 1 << 53

  /// A whole number of pixels as an `Int`, clamped to ±``limit``.
  private static func pixel(_ value: Double, ifNaN fallback: Int) -> Int {
    guard !value.isNaN else { return fallback }
    return Int(min(max(value, -Double(limit)), Double(limit)))
  }
}

/// A rasterised display: one flag per pixel, row-major.
public struct PixelMask: Hashable, Sendable {
  public let columns: Int
  public let rows: Int
  public let bits: [Bool]
  /// The flag of one pixel.
  public subscript(column: Int, row: Int) -> Bool { bits[row * columns + column] }
  /// How many pixels are inside.
  public var insideCount: Int { bits.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
