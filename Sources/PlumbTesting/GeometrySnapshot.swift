import Foundation
import LayoutCore
import LayoutPipeline
import LayoutReports

/// The frames of every item of every result, as a text file a reviewer can diff: one section
/// per scenario (and scene), one line per view or guide — `name x y width height` in window
/// coordinates, to a thousandth of a point (locale-free) — in the pipeline's order, then one
/// line per constraint the source wrote that the scenario installs (`= ` and its text as
/// written, without its line number, so a comment added above it changes nothing; for code,
/// an equation in the views' names, see ``recordedConstraints(of:)``), so the same layout
/// always writes the same bytes.
///
/// ```text
/// ## iPhone SE (3rd generation), portrait
/// window 0 0 375 667
/// title 16 40 343 20.333
/// = title.top == safeArea.top + 20
/// ```
package struct GeometrySnapshot: Equatable {
  /// One scenario's section: its heading, each item's frame and the source's constraints,
  /// in order.
  package struct Section: Equatable {
    var heading: String
    var frames: [(name: String, frame: Rect)]
    /// The constraints the source installed in the scenario (``recordedConstraints(of:)``).
    var constraints: [String] = []

    package static func == (a: Section, b: Section) -> Bool {
      a.heading == b.heading && a.frames.elementsEqual(b.frames) { $0 == $1 }
        && a.constraints == b.constraints
    }
  }

  var sections: [Section]

  /// The results' frames.
  package init(_ results: [LayoutResult]) {
    sections = results.map { result in
      let scene = result.title.map { " [\($0)]" } ?? ""
      return Section(
        heading: "\(result.scenario)\(scene)",
        frames: result.items.map { ($0.name, Self.rounded($0.frame)) },
        constraints: Self.recordedConstraints(of: result))
    }
  }

  /// The constraints a section records: a file's as written, with a line, in the pipeline's
  /// order (a stack view's, made from its attributes, have none and are left out); code's,
  /// every one it installs — its own and those its stack views make (`UISV-spacing`), which
  /// are the cause when a stack's `spacing` changes — as equations in the views' names,
  /// sorted, so that activating the same constraints in another order changes nothing.
  static func recordedConstraints(of result: LayoutResult) -> [String] {
    let active = result.constraints.filter { $0.status != .inactive }
    guard result.isCode else { return active.filter { $0.line > 0 }.map(\.text) }
    return active.map(\.text).sorted()
  }

  /// The snapshot a file holds; a line that is not a section heading or `name x y width height`
  /// is an error naming its line.
  package init(text: String) throws(SnapshotError) {
    sections = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.isEmpty || line.hasPrefix("# ") { continue }
      if line.hasPrefix("## ") {
        sections.append(Section(heading: String(line.dropFirst(3)), frames: []))
        continue
      }
      if line.hasPrefix("= "), !sections.isEmpty {
        sections[sections.count - 1].constraints.append(String(line.dropFirst(2)))
        continue
      }
      let fields = line.split(separator: " ")
      let numbers = fields.suffix(4).compactMap { Double($0) }
      guard fields.count >= 5, numbers.count == 4, !sections.isEmpty else {
        throw .malformedLine(index + 1, String(line))
      }
      let name = fields.dropLast(4).joined(separator: " ")
      let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      sections[sections.count - 1].frames.append((name, frame))
    }
  }

  /// The file's text.
  package var text: String {
    var lines = ["# Plumb geometry snapshot: frames in window coordinates (x y width height)"]
    for section in sections {
      lines.append("")
      lines.append("## \(section.heading)")
      for (name, frame) in section.frames {
        lines.append(([name] + frame.components.map { formatted($0) }).joined(separator: " "))
      }
      lines += section.constraints.map { "= " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A frame as the file writes it: each number to a thousandth of a point.
  static func rounded(_ frame: Rect) -> Rect {
    let c = frame.components.map { LayoutCore.rounded($0, decimals: 3) }
    return Rect(x: c[0], y: c[1], width: c[2], height: c[3])
  }

  /// What changed from `recorded` to `self`, in words: scenarios added or gone, and in each
  /// scenario the views added, gone, moved and resized, by how much (empty when equal).
  package func changes(from recorded: GeometrySnapshot) -> [String] {
    var lines: [String] = []
    let old = Dictionary(recorded.sections.map { ($0.heading, $0) }) { first, _ in first }
    let headings = Set(sections.map(\.heading))
    for section in recorded.sections where !headings.contains(section.heading) {
      lines.append("\(section.heading): scenario no longer checked")
    }
    for section in sections {
      guard let before = old[section.heading] else {
        lines.append("\(section.heading): new scenario")
        continue
      }
      let changes = section.changes(from: before)
      if !changes.isEmpty {
        lines.append("\(section.heading):")
        lines += changes.map { "  " + $0 }
      }
    }
    return lines
  }
}

extension GeometrySnapshot.Section {
  /// Each item added, gone, moved or resized since `before`, in this section's order (gone
  /// ones last, in `before`'s order).
  func changes(from before: Self) -> [String] {
    let old = Dictionary(before.frames.map { ($0.name, $0.frame) }) { first, _ in first }
    let names = Set(frames.map(\.name))
    var lines: [String] = []
    for (name, frame) in frames {
      guard let was = old[name] else {
        lines.append("`\(name)` is new at \(describe(frame))")
        continue
      }
      let moves = [
        step(frame.minX - was.minX, "right", "left"), step(frame.minY - was.minY, "down", "up"),
      ].compactMap { $0 }
      let sizes = [
        step(frame.width - was.width, "wider", "narrower"),
        step(frame.height - was.height, "taller", "shorter"),
      ].compactMap { $0 }
      if moves.isEmpty && sizes.isEmpty { continue }
      let moved = moves.isEmpty ? [] : ["moved " + moves.joined(separator: " and ")]
      lines.append(
        "`\(name)` " + (moved + sizes).joined(separator: ", ")
          + " (was \(describe(was)), now \(describe(frame)))")
    }
    for (name, frame) in before.frames where !names.contains(name) {
      lines.append("`\(name)` is gone (was at \(describe(frame)))")
    }
    let now = Set(constraints)
    let was = Set(before.constraints)
    lines += before.constraints.filter { !now.contains($0) }.map { "constraint gone: \($0)" }
    lines += constraints.filter { !was.contains($0) }.map { "constraint new: \($0)" }
    return lines
  }

  private func step(_ delta: Double, _ positive: String, _ negative: String) -> String? {
    // Both frames are rounded to a thousandth, so any difference is a change of the layout.
    let delta = LayoutCore.rounded(delta, decimals: 3)
    guard delta != 0 else { return nil }
    return "\(formatted(abs(delta))) pt \(delta > 0 ? positive : negative)"
  }

  private func describe(_ frame: Rect) -> String {
    "(\(frame.components.map { formatted($0) }.joined(separator: ", ")))"
  }
}

/// A snapshot file that cannot be read.
package enum SnapshotError: Error, CustomStringConvertible {
  /// A line is neither a heading nor `name x y width height`.
  case malformedLine(Int, String)

  package var description: String {
    switch self {
    case .malformedLine(let line, let text):
      "line \(line) is not `## scenario` or `name x y width height`: \(text)"
    }
  }
}
