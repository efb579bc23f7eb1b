// plumb-stack-bench: a settings screen made of stack views — N rows, each a row stack of two
// Dynamic Type labels aligned on their first baselines, in a column stack inside a scroll view
// pinned to the safe area of an iPhone 14 Pro window (393×852 @3x).
//
//   plumb-stack-bench [--rows N] [--runs R] [--changes K] [--fill]   (defaults 100, 7, 20)
//
// `--fill` aligns each row with `.fill` instead of `.firstBaseline` (no alignment spanner), to
// show what the baseline arrangement costs.
//
// Protocol, per run (R fresh runs; every number reported is the median over the runs):
//   build_and_first_layout_ms  create the window, scroll view, stacks and labels, first
//                              `layoutIfNeeded()` (the stacks generate their constraints there)
//   first_layout_ms            that first `layoutIfNeeded()` alone
//   category_change_ms         set the window's content size category to accessibility extra
//                              extra extra large and lay out, then back to large, alternating;
//                              the median of K changes (every label re-measures, every baseline
//                              constraint is re-installed)
//   rotation_ms                assign the landscape screen and lay out, then portrait,
//                              alternating; the median of K
//
// Correctness: at the default category every row is one body line tall (the system font at
// 17 pt: 17 × 2444 / 2048 pt, rounded up to the pixel by the label: 61 / 3), rows are 8 pt
// apart, so row i starts at i × (line + 8); the largest difference from that (after pixel
// rounding, so within 1/3 pt) is reported and must stay within 1/3 pt, or the exit status is 1.
// The content must scroll for N ≥ 30 rows.
import AutoLayout
import BenchmarkTiming
import Foundation
import LayoutCore

struct Options {
  var rows = 100
  var runs = 7
  var changes = 20
  var fill = false
}

func parseOptions() -> Options? {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()[...]
  while let argument = arguments.popFirst() {
    if argument == "--fill" {
      options.fill = true
      continue
    }
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
    switch argument {
    case "--rows": options.rows = value
    case "--runs": options.runs = value
    case "--changes": options.changes = value
    default: return nil
    }
  }
  return options
}

let portrait = Screen(
  size: Size(width: 393, height: 852), scale: 3,
  safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
let landscape = Screen(
  size: Size(width: 852, height: 393), scale: 3,
  safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
let tolerance = 1.0 / 3

struct Screenful {
  let window: Window
  let scroll: ScrollView
  let rows: [StackView]
  /// Milliseconds spent in the first `layoutIfNeeded()` (where the stacks generate their
  /// constraints and the solver runs).
  let firstLayout: Double
}

func build(rows count: Int, fill: Bool) -> Screenful {
  let window = Window(screen: portrait)
  let scroll = ScrollView(identifier: "scroll")
  scroll.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(scroll)
  let rows = (0..<count).map { index -> StackView in
    let title = Label(text: "Setting \(index)", textStyle: .body)
    let value = Label(text: "Value \(index % 7)", textStyle: .body)
    value.setContentHuggingPriority(251, for: .horizontal)
    let row = StackView(arrangedSubviews: [title, value])
    row.alignment = fill ? .fill : .firstBaseline
    row.spacing = 8
    return row
  }
  let column = StackView(arrangedSubviews: rows, identifier: "column")
  column.axis = .vertical
  column.spacing = 8
  column.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(column)
  let safe = window.safeAreaLayoutGuide
  let content = scroll.contentLayoutGuide
  LayoutConstraint.activate([
    scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
    scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    scroll.topAnchor.constraint(equalTo: safe.topAnchor),
    scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
    column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
    column.topAnchor.constraint(equalTo: content.topAnchor),
    column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
  ])
  let begin = now()
  window.layoutIfNeeded()
  return Screenful(
    window: window, scroll: scroll, rows: rows, firstLayout: milliseconds(now() - begin))
}

/// The largest distance of a row's top from i × (line + 8), at the default category.
func largestDeviation(_ screen: Screenful) -> Double {
  let line = (17.0 * 2444 / 2048 * 3).rounded(.up) / 3
  var worst = 0.0
  for (index, row) in screen.rows.enumerated() {
    worst = max(worst, abs(row.frame.minY - Double(index) * (line + 8)))
  }
  return worst
}

guard let options = parseOptions() else {
  FileHandle.standardError.write(
    Data("usage: plumb-stack-bench [--rows N] [--runs R] [--changes K] [--fill]\n".utf8))
  exit(2)
}

var buildTimes: [Double] = []
var layoutTimes: [Double] = []
var categoryTimes: [Double] = []
var rotationTimes: [Double] = []
var deviation = 0.0
var fit = ""
for _ in 0..<options.runs {
  let start = now()
  let screen = build(rows: options.rows, fill: options.fill)
  buildTimes.append(milliseconds(now() - start))
  layoutTimes.append(screen.firstLayout)
  deviation = max(deviation, largestDeviation(screen))
  fit = screen.scroll.contentFit(along: .vertical).description
  var changes: [Double] = []
  for step in 0..<options.changes {
    let category: ContentSizeCategory = step % 2 == 0 ? .accessibilityExtraExtraExtraLarge : .large
    let begin = now()
    screen.window.traitOverrides.preferredContentSizeCategory = category
    screen.window.layoutIfNeeded()
    changes.append(milliseconds(now() - begin))
  }
  categoryTimes.append(median(changes))
  var rotations: [Double] = []
  for step in 0..<options.changes {
    let begin = now()
    screen.window.screen = step % 2 == 0 ? landscape : portrait
    screen.window.layoutIfNeeded()
    rotations.append(milliseconds(now() - begin))
  }
  rotationTimes.append(median(rotations))
}

let result: [String: Any] = [
  "rows": options.rows, "runs": options.runs, "changes": options.changes,
  "row_alignment": options.fill ? "fill" : "firstBaseline",
  "build_and_first_layout_ms": median(buildTimes),
  "first_layout_ms": median(layoutTimes),
  "category_change_ms": median(categoryTimes),
  "rotation_ms": median(rotationTimes),
  "largest_row_deviation_pt": deviation,
  "content_fit": fit,
]
let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
exit(deviation <= tolerance + 1e-9 ? 0 : 1)
