import DeviceCatalog
import LayoutCore

/// Draws any laid-out ``LayoutCore/FrameTree`` — an Auto Layout window or a proposal-layout
/// tree — as an SVG picture, optionally on a device.
///
/// Every view is drawn and visible: fills go largest first, so a small view is never hidden
/// under a larger one, and every outline is drawn over every fill. Labels never collide or
/// leave their box: each is placed where it fits, shortened, or moved to a legend under the
/// picture. A view with text shows its text. A view compressed to nothing or outside the
/// picture is marked in red and listed in the legend, never silently absent.
///
/// With a device, the picture shows the device body, the display with its corners and sensor
/// housing, and the areas outside the safe area shaded; the tree's root is the window. Without
/// one, the picture is the bounding box of the tree.
///
/// The output is deterministic — elements in tree order, attributes in a fixed order, numbers
/// with at most three decimals and a `.` separator whatever the locale, no timestamps — so
/// pictures can be committed and compared as snapshots.
public struct SVGRenderer: Sendable {
  /// The device screen to draw on, if any.
  public var device: DeviceScreen?
  /// The width of the device body drawn around the display, in points.
  public var bezel: Double = 14
  /// The margin around the picture, in points.
  public var margin: Double = 10
  /// The most legend lines; labels beyond them are counted in a last line.
  public var legendLimit = 40
  /// Marks drawn over the views, numbered from 1 in this order, each with a legend line after
  /// the views' own.
  public var annotations: [Annotation] = []

  /// Creates a renderer, on `device` if given.
  public init(device: DeviceScreen? = nil) {
    self.device = device
  }

  /// The SVG document for `tree`. `caption` is written under the picture.
  public func render(_ tree: FrameTree, caption: String? = nil) -> String {
    let drawing = self.drawing(tree, caption: caption, id: "")
    return
      ([
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(drawing.size.width))\" height=\"\(n(drawing.size.height))\" viewBox=\"0 0 \(n(drawing.size.width)) \(n(drawing.size.height))\" font-family=\"Helvetica, Arial, sans-serif\">"
      ]
      + drawing.elements + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// A picture's elements and size, its ids prefixed with `id` so that several pictures can
  /// share one document (``ContactSheet``).
  func drawing(_ tree: FrameTree, caption: String?, id: String) -> (elements: [String], size: Size)
  {
    let layer = device.map { DeviceLayer(screen: $0, bezel: bezel, id: id) }
    let all = tree.absoluteFrames()
    // With a device the root is the window, drawn as the display; without one it is a node.
    let nodes = layer == nil ? all[...] : all.dropFirst()
    let canvas: Rect
    if let layer {
      canvas = layer.displayRect
    } else {
      let finite = nodes.map(\.frame).filter(\.isFinite)
      canvas = finite.dropFirst().reduce(finite.first ?? Rect(x: 0, y: 0, width: 0, height: 0)) {
        $0.union($1)
      }
    }
    let inset = margin + (layer == nil ? 0 : bezel)
    // Wide enough for the caption in 13 pt text (0.6 em a character, as for labels), the
    // picture centred in that width.
    let width = max(canvas.width + 2 * inset, Double(caption?.count ?? 0) * 0.6 * 13 + 2 * margin)
    let left = (width - canvas.width) / 2
    var out: [String] = []
    if let layer { out.append("<defs>\(layer.clipPath)</defs>") }
    out.append("<g transform=\"translate(\(n(left - canvas.minX)) \(n(inset - canvas.minY)))\">")
    out += layer?.underlay ?? []
    let views = nodes.enumerated().filter { $0.element.node.kind == .view }
    let marks = views.compactMap { index, entry in
      mark(entry.frame, within: canvas).map { (index, $0) }
    }
    let marked = Dictionary(uniqueKeysWithValues: marks)
    // Fills largest first (stable among equals): a small view is never covered by a larger one.
    let fills = views.filter { $0.element.node.color != nil && marked[$0.offset] == nil }
      .sorted { ($0.element.frame.area, $1.offset) > ($1.element.frame.area, $0.offset) }
    for (_, entry) in fills {
      out.append(
        "<rect class=\"view\" \(geometry(entry.frame)) fill=\"\(escape(entry.node.color ?? "none"))\"/>"
      )
    }
    // Every outline over every fill, in tree order.
    for (index, entry) in views where marked[index] == nil {
      let stroke = entry.node.color.map(escape) ?? "#3a3a3c"
      out.append(
        "<rect class=\"outline\" \(geometry(entry.frame)) fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>"
      )
    }
    for (_, entry) in nodes.enumerated() where entry.node.kind == .guide {
      out.append(
        "<rect class=\"guide\" \(geometry(entry.frame)) fill=\"none\" stroke=\"#007aff\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
      )
    }
    for (index, mark) in marks {
      out.append(markElement(mark, frame: nodes[nodes.startIndex + index].frame, canvas: canvas))
    }
    var legend: [LegendEntry] = []
    out += labels(Array(nodes), marked: marked, legend: &legend)
    for (offset, annotation) in annotations.enumerated() {
      out += annotation.elements(number: offset + 1)
      legend.append(
        LegendEntry(
          text: "\(offset + 1). \(annotation.legend)", color: annotation.color, marked: false,
          index: all.count + offset))
    }
    out += layer?.overlay ?? []
    out.append("</g>")
    var height = canvas.height + 2 * inset
    if let caption {
      height += 4
      out.append(
        "<text class=\"caption\" x=\"\(n(width / 2))\" y=\"\(n(height + 9))\" font-size=\"13\" text-anchor=\"middle\" fill=\"#3a3a3c\">\(escape(caption))</text>"
      )
      height += 18
    }
    let (legendElements, legendHeight) = legendLines(legend, top: height, width: width)
    out += legendElements
    height += legendHeight
    return (out, Size(width: width, height: height))
  }

  /// Why a view is marked instead of drawn plainly.
  enum Mark {
    /// Narrower or shorter than half a device pixel, so the display draws nothing of it:
    /// compressed to nothing. A hairline (a `Divider`, one pixel thick) is drawn.
    case collapsed
    /// Entirely outside the picture.
    case offScreen
  }

  private func mark(_ frame: Rect, within canvas: Rect) -> Mark? {
    // In pixels: a third of a point is a whole pixel at 3×. Without a device, at the finest
    // scale a display has (3×), so a hairline drawn for any device shows.
    let scale = device?.scale ?? 3
    if frame.width * scale < 0.5 || frame.height * scale < 0.5 { return .collapsed }
    if !frame.intersects(canvas) { return .offScreen }
    return nil
  }

  /// A red cross where a collapsed view is, or a red triangle on the picture's edge nearest an
  /// off-screen one.
  private func markElement(_ mark: Mark, frame: Rect, canvas: Rect) -> String {
    let x = min(max(frame.midX, canvas.minX + 6), canvas.maxX - 6)
    let y = min(max(frame.midY, canvas.minY + 6), canvas.maxY - 6)
    switch mark {
    case .collapsed:
      return
        "<path class=\"mark collapsed\" d=\"M\(n(x - 5)) \(n(y - 5))L\(n(x + 5)) \(n(y + 5))M\(n(x + 5)) \(n(y - 5))L\(n(x - 5)) \(n(y + 5))\" stroke=\"#ff3b30\" stroke-width=\"2\"/>"
    case .offScreen:
      return
        "<path class=\"mark off-screen\" d=\"M\(n(x)) \(n(y - 6))L\(n(x + 6)) \(n(y + 5))L\(n(x - 6)) \(n(y + 5))Z\" fill=\"#ff3b30\"/>"
    }
  }

  struct LegendEntry {
    var text: String
    var color: String?
    var marked: Bool
    /// The node's place in tree order, which the legend follows.
    var index: Int
  }

  /// Each node's label where it fits without touching another, else a legend entry. A view
  /// with text shows the text in its middle first; then its name and size go in the first free
  /// corner (a guide's bottom left first). The legend lists the rest in tree order.
  private func labels(
    _ nodes: [(frame: Rect, node: FrameTree)], marked: [Int: Mark], legend: inout [LegendEntry]
  ) -> [String] {
    var placer = LabelPlacer()
    var out: [String] = []
    // Smallest first: a small box has one place for its label, a large one has room elsewhere.
    let order = nodes.indices.sorted { (nodes[$0].frame.area, $0) < (nodes[$1].frame.area, $1) }
    for index in order {
      let entry = nodes[index]
      let (frame, node) = entry
      let size = "\(n1(frame.width))×\(n1(frame.height))"
      if let mark = marked[index] {
        let why =
          mark == .collapsed
          ? "compressed to nothing" : "off screen at (\(n1(frame.minX)), \(n1(frame.minY)))"
        legend.append(
          LegendEntry(
            text: "\(node.name) \(size): \(why)", color: node.color, marked: true, index: index))
        continue
      }
      if let content = node.text, node.kind == .view {
        if let lines = contentLines(content, in: frame),
          case let block = Rect(
            x: frame.midX - (lines.map(LabelFont.width).max() ?? 0) / 2,
            y: frame.midY - Double(lines.count) * LabelFont.lineHeight / 2,
            width: lines.map(LabelFont.width).max() ?? 0,
            height: Double(lines.count) * LabelFont.lineHeight),
          placer.place(block)
        {
          for (number, shown) in lines.enumerated() {
            let baseline = block.minY + Double(number + 1) * LabelFont.lineHeight - 3
            out.append(
              "<text class=\"content\" x=\"\(n(frame.midX))\" y=\"\(n(baseline))\" font-size=\"\(n(LabelFont.size))\" text-anchor=\"middle\" fill=\"#000000\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escape(shown))</text>"
            )
          }
        } else {
          legend.append(
            LegendEntry(
              text: "\(node.name): “\(content)”", color: node.color, marked: false, index: index))
        }
      }
      let isGuide = node.kind == .guide
      let text = "\(node.name) \(size)"
      if let (shown, origin) = placeLabel(text, in: frame, preferBottom: isGuide, placer: &placer) {
        out.append(
          labelElement(
            shown, x: origin.x, baseline: origin.y + LabelFont.lineHeight - 3,
            color: isGuide ? "#0040dd" : "#000000"))
        if shown != text {
          legend.append(LegendEntry(text: text, color: node.color, marked: false, index: index))
        }
      } else {
        legend.append(LegendEntry(text: text, color: node.color, marked: false, index: index))
      }
    }
    return out
  }

  /// A view's text as drawn in its middle: on one line when it fits the box's width (shortened
  /// with `…` when the box holds only one line), else wrapped at its spaces over as many lines
  /// as the box's height holds, as a label with several lines shows it — wrapped text is not
  /// truncated, so it is not drawn ending in `…`. `nil` when not even one character fits.
  private func contentLines(_ content: String, in frame: Rect) -> [String]? {
    let width = frame.width - 8
    // Counted as a Double first: a height of 1e308 (or NaN) is no Int.
    let height = (frame.height - 2) / LabelFont.lineHeight
    let rows = height.isFinite ? Int(min(100, max(0, height.rounded(.down)))) : 0
    if LabelFont.width(content) <= width || rows < 2 {
      return LabelFont.fitting(content, in: width).map { [$0] }
    }
    return LabelFont.wrapped(content, in: width, maximumLines: rows)
      ?? LabelFont.fitting(content, in: width).map { [$0] }
  }

  /// Where `text` goes in `frame` without touching a placed label: the first free corner
  /// (top left first, or bottom left for guides), shortened to the box's width. `nil` when the
  /// box is too small or every corner is taken.
  private func placeLabel(
    _ text: String, in frame: Rect, preferBottom: Bool, placer: inout LabelPlacer
  ) -> (String, Point)? {
    let pad = 3.0
    guard frame.height >= LabelFont.lineHeight + 2 * pad,
      let shown = LabelFont.fitting(text, in: frame.width - 2 * pad - 2)
    else { return nil }
    let width = LabelFont.width(shown)
    let left = frame.minX + pad + 1
    let right = frame.maxX - pad - 1 - width
    let top = frame.minY + pad
    let bottom = frame.maxY - pad - LabelFont.lineHeight
    let rows = preferBottom ? [bottom, top] : [top, bottom]
    for y in rows {
      for x in [left, right]
      where placer.place(Rect(x: x, y: y, width: width, height: LabelFont.lineHeight)) {
        return (shown, Point(x: x, y: y))
      }
    }
    return nil
  }

  private func labelElement(_ text: String, x: Double, baseline: Double, color: String) -> String {
    "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(LabelFont.size))\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escape(text))</text>"
  }

  /// The legend under the picture: a swatch and a line per entry, marked entries in red, at
  /// most ``legendLimit`` lines and then how many more there are.
  private func legendLines(_ entries: [LegendEntry], top: Double, width: Double) -> (
    [String], Double
  ) {
    guard !entries.isEmpty else { return ([], 0) }
    let entries = entries.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }.map(\.element)
    var out: [String] = []
    var y = top + 4
    for entry in entries.prefix(legendLimit) {
      y += 15
      let swatch = entry.color.map(escape) ?? "none"
      out.append(
        "<rect class=\"swatch\" x=\"\(n(margin))\" y=\"\(n(y - 10))\" width=\"10\" height=\"10\" fill=\"\(swatch)\" stroke=\"#3a3a3c\" stroke-width=\"0.5\"/>"
      )
      let capacity = width - margin * 2 - 16
      let text = LabelFont.fitting(entry.text, in: capacity) ?? ""
      out.append(
        "<text class=\"legend\" x=\"\(n(margin + 16))\" y=\"\(n(y))\" font-size=\"\(n(LabelFont.size))\" fill=\"\(entry.marked ? "#d70015" : "#000000")\">\(escape(text))</text>"
      )
    }
    if entries.count > legendLimit {
      y += 15
      out.append(
        "<text class=\"legend\" x=\"\(n(margin))\" y=\"\(n(y))\" font-size=\"\(n(LabelFont.size))\" fill=\"#3a3a3c\">… and \(entries.count - legendLimit) more labels</text>"
      )
    }
    return (out, y - top + 8)
  }
}
