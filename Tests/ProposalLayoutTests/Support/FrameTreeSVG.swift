import LayoutCore

/// A tiny deterministic FrameTree → SVG writer for the documentation diagrams.
///
/// Test support only — the real renderer is a separate module. Coloured nodes are filled;
/// other nodes are drawn on top as dashed outlines labelled with their name (leaves only, to keep the
/// picture readable). Numbers use LayoutCore's locale-free `formatted`, attributes a fixed
/// order, so the same tree always gives the same bytes.
enum FrameTreeSVG {
  static func render(_ tree: FrameTree, margin: Double = 12, scale: Double = 2) -> String {
    let nodes = tree.flattened()
    let minX = nodes.map(\.frame.minX).min() ?? 0
    let minY = nodes.map(\.frame.minY).min() ?? 0
    let maxX = nodes.map(\.frame.maxX).max() ?? 0
    let maxY = nodes.map(\.frame.maxY).max() ?? 0
    let box = Rect(
      x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin,
      height: maxY - minY + 2 * margin)
    var lines = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(formatted(box.width * scale))" height="\#(formatted(box.height * scale))" viewBox="\#(formatted(box.minX)) \#(formatted(box.minY)) \#(formatted(box.width)) \#(formatted(box.height))" font-family="sans-serif" font-size="7">"#,
      #"<rect x="\#(formatted(box.minX))" y="\#(formatted(box.minY))" width="\#(formatted(box.width))" height="\#(formatted(box.height))" fill="white"/>"#,
    ]
    func geometry(_ frame: Rect) -> String {
      #"x="\#(formatted(frame.minX))" y="\#(formatted(frame.minY))" width="\#(formatted(frame.width))" height="\#(formatted(frame.height))""#
    }
    // Fills first, then outlines and labels on top, so overflowing fills don't hide frames.
    for (_, frame, node) in nodes {
      if let color = node.color {
        lines.append(#"<rect \#(geometry(frame)) fill="\#(color)" fill-opacity="0.75"/>"#)
      }
    }
    for (_, frame, node) in nodes where node.color == nil {
      lines.append(
        #"<rect \#(geometry(frame)) fill="none" stroke="dimgray" stroke-width="0.5" stroke-dasharray="2 1.5"/>"#)
      if node.children.isEmpty {
        lines.append(
          #"<text x="\#(formatted(frame.minX + 2))" y="\#(formatted(frame.minY + 8))">\#(node.name)</text>"#)
      }
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}
