import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain
import SVGRendering

/// The colours constraints are marked in: system red for a conflicting one, system orange
/// (dashed) for the one UIKit broke.
private let conflictingColor = "#ff3b30"
private let brokenColor = "#ff9500"

/// The SVG of `log`'s rebuilt views on `device` in portrait, with its conflicting and broken
/// constraints marked and numbered, each listed by its number under the picture.
func conflictSVG(_ log: UnsatisfiableConstraintsLog, device: Device) -> String {
  let picture = Explainer.picture(of: log, device: device)
  var renderer = SVGRenderer(device: device.screen(.portrait))
  renderer.annotations = picture.marks.map { mark in
    Annotation(
      segments: mark.segments.map { Annotation.Segment(from: $0.from, to: $0.to) },
      color: mark.role == .broken ? brokenColor : conflictingColor, dashed: mark.role == .broken,
      legend: mark.equation)
  }
  let caption =
    "line \(log.position.line) · red: conflicting · orange, dashed: broken by UIKit · "
    + device.name
  return renderer.render(picture.tree, caption: caption)
}

/// The file a log's picture goes to: `path` itself when the input has one log to draw, else
/// `path` with the log's line before the extension (`conflict-line12.svg`), so that each name
/// says which log of the input it shows.
func picturePath(_ path: String, line: Int, single: Bool) -> String {
  guard !single else { return path }
  let url = URL(fileURLWithPath: path)
  let ext = url.pathExtension
  let stem = url.deletingPathExtension().lastPathComponent
  return url.deletingLastPathComponent().appendingPathComponent("\(stem)-line\(line).\(ext)").path
}
