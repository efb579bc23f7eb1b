import DeviceCatalog
import LayoutCore

/// Many pictures on one page: every scenario a check visited, each scaled into a cell and
/// marked pass or fail with its findings under it.
public struct ContactSheet: Sendable {
  /// One cell of the sheet.
  public struct Entry: Sendable {
    /// The laid-out tree.
    public var tree: FrameTree
    /// The device to draw it on, if any.
    public var device: DeviceScreen?
    /// The cell's title (the scenario).
    public var title: String
    /// Whether the scenario passed.
    public var passed: Bool
    /// Whether a passing scenario was only partly checked (parts Plumb does not model).
    public var partlyChecked: Bool
    /// One line per finding.
    public var notes: [String]

    /// Creates an entry.
    public init(
      tree: FrameTree, device: DeviceScreen?, title: String, passed: Bool,
      partlyChecked: Bool = false, notes: [String]
    ) {
      self.tree = tree
      self.device = device
      self.title = title
      self.passed = passed
      self.partlyChecked = partlyChecked
      self.notes = notes
    }
  }

  /// The cells, in order, left to right and top to bottom.
  public var entries: [Entry]
  /// A heading over the sheet.
  public var title: String?
  /// How many cells a row holds.
  public var columns = 6
  /// Each picture is scaled to fit this box.
  public var cell = Size(width: 240, height: 300)
  /// At most this many finding lines are listed per cell.
  public var notesPerCell = 4

  /// Creates a sheet.
  public init(entries: [Entry], title: String? = nil) {
    self.entries = entries
    self.title = title
  }

  /// The sheet as an SVG document.
  public func render() -> String {
    let gap = 16.0
    let lineHeight = 14.0
    let textHeight = 20 + Double(notesPerCell + 1) * lineHeight
    var out: [String] = []
    var y = gap + (title == nil ? 0 : 24)
    if let title {
      out.append(
        "<text class=\"sheet-title\" x=\"\(n(gap))\" y=\"\(n(gap + 12))\" font-size=\"16\" fill=\"#000000\">\(escape(title))</text>"
      )
    }
    for start in stride(from: 0, to: entries.count, by: max(1, columns)) {
      let row = entries[start..<min(entries.count, start + max(1, columns))]
      var rowHeight = 0.0
      for (column, (offset, entry)) in zip(row.indices, row).map({ ($0, $1) }).enumerated() {
        let x = gap + Double(column) * (cell.width + gap)
        let drawing = SVGRenderer(device: entry.device).drawing(
          entry.tree, caption: nil, id: "c\(offset)-")
        let scale = min(
          cell.width / max(drawing.size.width, 1), cell.height / max(drawing.size.height, 1), 1)
        let pictureHeight = drawing.size.height * scale
        out.append(
          "<g class=\"cell\" transform=\"translate(\(n(x)) \(n(y))) scale(\(formatted(scale, decimals: 4)))\">"
        )
        out += drawing.elements
        out.append("</g>")
        var lineY = y + pictureHeight + 16
        let badge =
          !entry.passed
          ? ("FAIL", "#d70015")
          : entry.partlyChecked ? ("partly checked", "#a05a00") : ("ok", "#248a3d")
        out.append(
          "<text class=\"cell-title\" x=\"\(n(x))\" y=\"\(n(lineY))\" font-size=\"12\" fill=\"\(badge.1)\"><tspan font-weight=\"bold\">\(badge.0)</tspan> \(escape(LabelFont.fitting(entry.title, in: cell.width - 40) ?? ""))</text>"
        )
        for note in entry.notes.prefix(notesPerCell) {
          lineY += lineHeight
          out.append(
            "<text class=\"note\" x=\"\(n(x))\" y=\"\(n(lineY))\" font-size=\"10\" fill=\"#3a3a3c\">\(escape(LabelFont.fitting(note, in: cell.width * 1.1) ?? ""))</text>"
          )
        }
        if entry.notes.count > notesPerCell {
          lineY += lineHeight
          out.append(
            "<text class=\"note\" x=\"\(n(x))\" y=\"\(n(lineY))\" font-size=\"10\" fill=\"#3a3a3c\">… and \(entry.notes.count - notesPerCell) more</text>"
          )
        }
        rowHeight = max(rowHeight, pictureHeight + textHeight)
      }
      y += rowHeight + gap
    }
    let width = gap + Double(min(max(1, columns), max(entries.count, 1))) * (cell.width + gap)
    return
      ([
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(y))\" viewBox=\"0 0 \(n(width)) \(n(y))\" font-family=\"Helvetica, Arial, sans-serif\">",
        "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(y))\" fill=\"#ffffff\"/>",
      ]
      + out + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}
