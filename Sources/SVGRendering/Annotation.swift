import LayoutCore

/// A mark drawn over a picture: line segments in the tree's root coordinates, numbered, with a
/// legend line that says what they stand for (`plumb explain` marks constraints this way).
public struct Annotation: Hashable, Sendable {
  /// A straight line between two points.
  public struct Segment: Hashable, Sendable {
    /// Where it starts.
    public var from: Point
    /// Where it ends.
    public var to: Point

    /// The segment from `from` to `to`.
    public init(from: Point, to: Point) {
      self.from = from
      self.to = to
    }
  }

  /// The lines; the number is written at the middle of the first.
  public var segments: [Segment]
  /// The stroke colour, as CSS.
  public var color: String
  /// Drawn dashed.
  public var dashed: Bool
  /// The legend's text for the mark.
  public var legend: String

  /// A mark of `segments` in `color`, dashed or solid, explained by `legend`.
  public init(segments: [Segment], color: String, dashed: Bool = false, legend: String) {
    self.segments = segments
    self.color = color
    self.dashed = dashed
    self.legend = legend
  }

  /// The SVG elements of the mark numbered `number`: each segment with a dot at either end, then
  /// the number on a white disc at the first segment's middle.
  func elements(number: Int) -> [String] {
    var out: [String] = []
    let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
    let stroke = escape(color)
    for segment in segments {
      out.append(
        "<path class=\"annotation\" d=\"M\(n(segment.from.x)) \(n(segment.from.y))L\(n(segment.to.x)) \(n(segment.to.y))\" stroke=\"\(stroke)\" stroke-width=\"2\"\(dash)/>"
      )
      for end in [segment.from, segment.to] {
        out.append(
          "<circle class=\"annotation\" cx=\"\(n(end.x))\" cy=\"\(n(end.y))\" r=\"2.5\" fill=\"\(stroke)\"/>"
        )
      }
    }
    if let first = segments.first {
      let x = (first.from.x + first.to.x) / 2
      let y = (first.from.y + first.to.y) / 2
      out.append(
        "<circle class=\"annotation-number\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"7\" fill=\"#ffffff\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>"
      )
      out.append(
        "<text class=\"annotation-number\" x=\"\(n(x))\" y=\"\(n(y + 3.5))\" font-size=\"10\" text-anchor=\"middle\" fill=\"#000000\">\(number)</text>"
      )
    }
    return out
  }
}
