import LayoutCore

/// Places label rectangles so that no two overlap.
///
/// Placed rectangles are kept in a grid of buckets, so each test looks only at the labels
/// near it: placing n labels costs O(n) for labels spread over the picture (a deep chain of
/// views stacked in one place costs more per test, but is refused after the first label there
/// and the rest go to the legend).
struct LabelPlacer {
  private let cell = Size(width: 96, height: 32)
  private var buckets: [Key: [Rect]] = [:]

  private struct Key: Hashable { var column: Int, row: Int }

  /// Whether `rect` overlaps no placed label; if so it is placed.
  mutating func place(_ rect: Rect) -> Bool {
    // A label far off the picture (or at a non-finite place) is not drawn there.
    guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ abs($0) < 1e7 }) else {
      return false
    }
    let keys = self.keys(for: rect)
    for key in keys {
      for other in buckets[key, default: []] where other.intersects(rect) { return false }
    }
    for key in keys { buckets[key, default: []].append(rect) }
    return true
  }

  private func keys(for rect: Rect) -> [Key] {
    let c0 = Int((rect.minX / cell.width).rounded(.down))
    let c1 = Int((rect.maxX / cell.width).rounded(.down))
    let r0 = Int((rect.minY / cell.height).rounded(.down))
    let r1 = Int((rect.maxY / cell.height).rounded(.down))
    return (r0...max(r0, r1)).flatMap { row in (c0...max(c0, c1)).map { Key(column: $0, row: row) }
    }
  }
}
