// Times a proposal-layout pass over a feed of rows, the shape of a SwiftUI list screen:
// each row an HStack of an icon, a title and a wrapping subtitle, a Spacer and a time, padded
// and with a background; the feed is a VStack proposed 393 wide and no height (a scroll
// view's content). Text is measured with the fixed-advance stand-in, so the time is layout,
// not glyph metrics.
//
// plumb-proposal-bench [--rows N] [--runs R] [--leaves text|fixed] [--frames] [--dump FILE]
//   (defaults 1000, 15, text)
// --leaves fixed replaces the three texts by fixed-size colours (title 120×20, subtitle 240×40,
// time 50×20: the sizes the texts take in a 393-wide feed with the stand-in's 10 pt advances
// and 20 pt lines, near enough), the tree `Scripts/bench/proposal-taffy.py` gives Taffy.
// --frames adds the frames, in the root's space, of rows 0, N/2 and N−1: the row (its
// background) and then each leaf (icon, title, subtitle, time), as [x, y, width, height].
// --dump FILE writes the whole last frame tree to FILE, one node a line depth first (its depth,
// name, kind, colour, text and frame relative to its parent, every number in Swift's shortest
// round-trip form), so two builds' outputs can be compared bit for bit with `cmp`.
// Prints one JSON object: the median and the fastest of R layouts, in milliseconds. Each
// layout is a fresh pass (nothing is kept from the previous one), and only the layout call is
// timed: the previous pass's frame tree is released before the clock starts.
import BenchmarkTiming
import Foundation
import LayoutCore
import ProposalLayout

func value(of flag: String, default fallback: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1]), parsed > 0
  else { return fallback }
  return parsed
}

func option(_ flag: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

let rows = value(of: "--rows", default: 1000)
let runs = value(of: "--runs", default: 15)
let fixedLeaves = option("--leaves") == "fixed"
let printFrames = CommandLine.arguments.contains("--frames")

/// A leaf showing `text`, or in the fixed-leaf feed a colour of the given size.
func leaf(_ text: String, width: Double, height: Double) -> any LayoutNode {
  fixedLeaves ? Color.gray.frame(width: width, height: height) : Text(text)
}

let feed = VStack(spacing: 0) {
  for index in 0..<rows {
    HStack {
      Color.blue.frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 4) {
        leaf("Title \(index)", width: 120, height: 20)
        leaf("A subtitle long enough to wrap onto a second line \(index)", width: 240, height: 40)
      }
      Spacer()
      leaf("12:\(index % 60)", width: 50, height: 20)
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    .background(Color.white)
  }
}
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
let proposal = ProposedViewSize(width: 393, height: nil)

var times: [Double] = []
var tree = FrameTree(name: "none", frame: .zero)
for _ in 0..<runs {
  // Assigning the new tree to `tree` inside the timed region would release the previous one
  // there (a tenth of a pass), which is not laying out.
  tree = FrameTree(name: "none", frame: .zero)
  let start = now()
  let laidOut = feed.layout(proposal: proposal, context: context)
  times.append(milliseconds(now() - start))
  tree = laidOut
}

/// The frames of rows 0, N/2 and N−1 as JSON: the row, then its leaves.
func sampledFrames(of tree: FrameTree, rows: Int) -> String {
  let all = tree.absoluteFrames()
  // Depth first: each row's background comes before everything inside it.
  let rowStarts = all.indices.filter { all[$0].node.name == "background" }
  let samples = Set([0, rows / 2, rows - 1])
  var entries: [String] = []
  for (row, start) in rowStarts.enumerated() where samples.contains(row) {
    let end = row + 1 < rowStarts.count ? rowStarts[row + 1] : all.count
    let leaves = all[start..<end].filter { entry in
      // The icon and fixed leaves are `frame` nodes; texts are `Text` nodes.
      entry.node.name == "Text" || entry.node.name == "frame"
    }
    let boxes = ([all[start]] + leaves).map { entry in
      let frame = entry.frame
      return "[\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height)]"
    }
    entries.append("\"\(row)\": [\(boxes.joined(separator: ", "))]")
  }
  return "{\(entries.joined(separator: ", "))}"
}

/// Every node of `tree`, one a line, depth first, its numbers exact (see `--dump`).
func exactDump(of tree: FrameTree) -> String {
  var lines: [String] = []
  var stack: [(node: FrameTree, depth: Int)] = [(tree, 0)]
  while let (node, depth) = stack.popLast() {
    let frame = node.frame
    lines.append(
      "\(depth) \(node.name) \(node.kind) \(node.color ?? "-") \(node.text ?? "-") "
        + "\(frame.origin.x) \(frame.origin.y) \(frame.size.width) \(frame.size.height)")
    for child in node.children.reversed() { stack.append((child, depth + 1)) }
  }
  return lines.joined(separator: "\n") + "\n"
}

if let path = option("--dump") {
  do {
    try exactDump(of: tree).write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(
      Data("plumb-proposal-bench: cannot write \(path): \(error)\n".utf8))
    exit(1)
  }
}

let frames = printFrames ? ", \"frames\": \(sampledFrames(of: tree, rows: rows))" : ""
print(
  """
  {"rows": \(rows), "runs": \(runs), "leaves": "\(fixedLeaves ? "fixed" : "text")", \
  "median_ms": \(median(times)), "fastest_ms": \(times.min() ?? 0), \
  "height": \(tree.frame.height)\(frames)}
  """)
