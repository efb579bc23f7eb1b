// plumb-layout-bench: the `feed` layout of Documentation/Facts/Solver.md#workloads built from
// AutoLayout views and labels, timed against the same frames computed by hand-written frame
// arithmetic. The ratio Plumb / hand-written is Plumb's distance to the physical limit: the
// hand-written version does only the arithmetic the answer needs, with no solver, no views and
// no constraints.
//
//   plumb-layout-bench [--cells N] [--runs R] [--resizes K]      (defaults 100, 7, 20)
//
// Protocol, per run (R fresh runs; every number reported is the median over the runs):
//   build_and_first_layout_ms  create the window and views, activate the constraints, first
//                              `layoutIfNeeded()` (portrait 393×852 @3x)
//   resize_ms                  assign the landscape screen (852×393) and `layoutIfNeeded()`, then
//                              portrait again, alternating; the median of K resizes
//   first_resize_ms            the first of those resizes alone (Plumb only)
// The hand-written side times the same two operations: computing every frame from the label
// sizes, and recomputing every frame for the other window width.
//
// Correctness: every view's frame (relative to its superview, as `View.frame` reports it) is
// compared with the hand-written frame after the first layout, the first resize and the last; the
// largest |Δ| of any edge is reported and must be within the pixel rounding (1/3 pt at @3x).
import AutoLayout
import BenchmarkTiming
import Foundation
import LayoutCore

struct Options {
  var cells = 100
  var runs = 7
  var resizes = 20
}

func parseOptions() -> Options? {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()[...]
  while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
    switch argument {
    case "--cells": options.cells = value
    case "--runs": options.runs = value
    case "--resizes": options.resizes = value
    default: return nil
    }
  }
  return options
}

let scale = 3.0
let portrait = Size(width: 393, height: 852)
let landscape = Size(width: 852, height: 393)
/// The pixel rounding: frames agree to within one device pixel's rounding, 1/3 pt at @3x.
let tolerance = 1 / scale

// MARK: The workload's label sizes

/// The intrinsic sizes of cell `i`'s labels, from the `feed` definition.
func titleSize(_ i: Int) -> Size {
  Size(width: Double(120 + (53 * i) % 400), height: Double(20 + 20 * (i % 2)))
}
func bodySize(_ i: Int) -> Size {
  Size(width: Double(200 + (97 * i) % 600), height: Double(17 * (1 + i % 4)))
}

// MARK: Plumb

/// A count a diagnostics handler can bump.
final class Counter { var value = 0 }

/// A text view stand-in: a view whose natural size is fixed when it is made, as a `UILabel`'s
/// is once its text and font are set. Hugging 250 and compression resistance 750 are `View`'s
/// defaults, as they are a label's in UIKit.
final class Label: View {
  let size: Size
  init(size: Size, identifier: String) {
    self.size = size
    super.init(identifier: identifier)
  }
  override var intrinsicContentSize: Size { size }
}

/// The feed as a UIKit developer writes it with anchors: each cell's constraints activated
/// together, as `NSLayoutConstraint.activate(_:)` is called in a cell's setup.
///
/// The timed build does only that. The benchmark's own bookkeeping — the list of views whose
/// frames are compared — is made afterwards, untimed, by `views()`.
struct PlumbFeed {
  let window: Window
  /// Diagnostics the window delivered (broken constraints): none are expected.
  let diagnostics = Counter()
  let root: View

  init(cells count: Int) {
    window = Window(screen: Screen(size: portrait, scale: scale), identifier: "window")
    window.diagnosticsHandler = { [diagnostics] _ in diagnostics.value += 1 }
    // The container all cells stack in: pinned to the window's top and sides; its height is the
    // cells' (the feed is taller than the window, as a scroll view's content is).
    let root = View(identifier: "root")
    self.root = root
    root.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(root)
    LayoutConstraint.activate([
      root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      root.topAnchor.constraint(equalTo: window.topAnchor),
      root.widthAnchor.constraint(equalTo: window.widthAnchor),
    ])
    var previous: View?
    for i in 0..<count {
      let cell = View(identifier: "cell\(i)")
      let avatar = View(identifier: "avatar\(i)")
      let title = Label(size: titleSize(i), identifier: "title\(i)")
      let body = Label(size: bodySize(i), identifier: "body\(i)")
      for view in [cell, avatar, title, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      root.addSubview(cell)
      cell.addSubview(avatar)
      cell.addSubview(title)
      cell.addSubview(body)
      // The cell's height is the smallest its content allows: pulled toward 0 at the fitting
      // priority, below every other constraint, as a self-sizing cell is.
      let compressed = cell.heightAnchor.constraint(equalToConstant: 0)
      compressed.priority = .fittingSizeLevel
      LayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        cell.widthAnchor.constraint(equalTo: root.widthAnchor),
        cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
        avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        avatar.widthAnchor.constraint(equalToConstant: 44),
        avatar.heightAnchor.constraint(equalToConstant: 44),
        title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
        body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
        cell.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 8),
        cell.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8),
        compressed,
      ])
      previous = cell
    }
    if let last = previous {
      root.bottomAnchor.constraint(equalTo: last.bottomAnchor).isActive = true
    }
  }

  /// root, then per cell: cell, avatar, title, body — the order of `HandWritten.frames`.
  func views() -> [View] {
    var views = [root]
    for cell in root.subviews { views += [cell] + cell.subviews }
    return views
  }

  func resize(to size: Size) {
    window.screen = Screen(size: size, scale: scale)
    window.layoutIfNeeded()
  }
}

// MARK: Hand-written

/// The same frames by plain arithmetic, derived from the constraints:
///
/// * x: `avatar.left == cell.left + 8` and `w == 44` put the avatar at x 8…52; `title.left ==
///   avatar.right + 8` puts the title at x 60, and `body.left == title.left` the body too.
/// * widths: a label has `w >= intrinsic @750` (compression), `w <= intrinsic @250` (hugging)
///   and the required `right <= cell.right − 8`, so its width is
///   `min(intrinsic, cell.w − x − 8)` = `min(intrinsic, W − 68)`: the intrinsic width when it
///   fits (both optional constraints hold), else the required bound (compression loses).
/// * heights: nothing required bounds a label's height, and the only pull against it is
///   `cell.h == 0 @50`, which is weaker than both 750 and 250, so heights are intrinsic.
/// * y: avatar and title at `cell.top + 8`, the body at `title.bottom + 4`.
/// * the cell's height: `cell.bottom >= avatar.bottom + 8` and `>= body.bottom + 8`, pulled down
///   by `cell.h == 0 @50`, is the larger bound: `max(52, 8 + title.h + 4 + body.h) + 8`.
/// * cells stack from y 0 (`cell0.top == root.top`, `cell[i].top == cell[i−1].bottom`), are as
///   wide as the root (`cell.w == root.w`, root width = window width), and the root is as tall as
///   the stack (`root.bottom == cell[N−1].bottom`).
///
/// Frames are then rounded as AutoLayout rounds them (`LayoutEngine.writeFrames`): each edge in
/// window coordinates to the nearest device pixel, the size from the rounded edges, and the
/// frame made relative to the superview's rounded origin.
struct HandWritten {
  let titles: [Size]
  let bodies: [Size]
  /// root, then per cell: cell, avatar, title, body; relative to the superview.
  var frames: [Rect]

  init(cells count: Int, width: Double) {
    titles = (0..<count).map(titleSize)
    bodies = (0..<count).map(bodySize)
    frames = Array(repeating: .zero, count: 1 + 4 * count)
    layout(width: width)
  }

  @inline(__always) static func pixel(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }

  /// A frame in window coordinates rounded edge by edge, relative to `origin` (the superview's
  /// rounded window origin).
  @inline(__always) static func rounded(
    x: Double, y: Double, width: Double, height: Double, in origin: Point
  ) -> Rect {
    let minX = pixel(x)
    let minY = pixel(y)
    let maxX = pixel(x + width)
    let maxY = pixel(y + height)
    return Rect(x: minX - origin.x, y: minY - origin.y, width: maxX - minX, height: maxY - minY)
  }

  mutating func layout(width: Double) {
    let available = width - 68
    var top = 0.0
    let windowOrigin = Point(x: 0, y: 0)
    frames.withUnsafeMutableBufferPointer { frames in
      for i in 0..<titles.count {
        let title = titles[i]
        let body = bodies[i]
        let titleWidth = Swift.min(title.width, available)
        let bodyWidth = Swift.min(body.width, available)
        let height = Swift.max(52, 8 + title.height + 4 + body.height) + 8
        // The cell in window coordinates (the root sits at the window's origin).
        let cell = Self.rounded(x: 0, y: top, width: width, height: height, in: windowOrigin)
        let o = cell.origin
        let base = 1 + 4 * i
        frames[base] = cell
        frames[base + 1] = Self.rounded(x: 8, y: top + 8, width: 44, height: 44, in: o)
        frames[base + 2] = Self.rounded(
          x: 60, y: top + 8, width: titleWidth, height: title.height, in: o)
        frames[base + 3] = Self.rounded(
          x: 60, y: top + 8 + title.height + 4, width: bodyWidth, height: body.height, in: o)
        top += height
      }
      frames[0] = Self.rounded(x: 0, y: 0, width: width, height: top, in: windowOrigin)
    }
  }
}

// MARK: Running

/// The largest difference of any edge between Plumb's frames and the hand-written ones.
func maxDifference(_ views: [View], _ frames: [Rect]) -> Double {
  precondition(views.count == frames.count)
  var worst = 0.0
  for (view, expected) in zip(views, frames) {
    let actual = view.frame
    worst = max(
      worst, abs(actual.minX - expected.minX), abs(actual.minY - expected.minY),
      abs(actual.maxX - expected.maxX), abs(actual.maxY - expected.maxY))
  }
  return worst
}

struct RunResult {
  var build: Double
  /// The part of `build` before the first layout pass: views and activation.
  var views: Double
  var resize: Double
  /// The first resize alone: a window's first size change costs more than the later ones.
  var firstResize: Double
  var handBuild: Double
  var handResize: Double
  var firstDifference: Double
  var resizedDifference: Double
  var finalDifference: Double
  var diagnostics: Int
}

func run(_ options: Options) -> RunResult {
  // Plumb: build and first layout.
  let a = now()
  let feed = PlumbFeed(cells: options.cells)
  let built = now()
  feed.window.layoutIfNeeded()
  let b = now()

  // Hand-written: the same frames.
  let c = now()
  var hand = HandWritten(cells: options.cells, width: portrait.width)
  let d = now()
  let views = feed.views()
  let firstDifference = maxDifference(views, hand.frames)

  var resizes: [Double] = []
  var handResizes: [Double] = []
  var resizedDifference = 0.0
  for k in 0..<options.resizes {
    let size = k % 2 == 0 ? landscape : portrait
    let e = now()
    feed.resize(to: size)
    let f = now()
    hand.layout(width: size.width)
    let g = now()
    resizes.append(milliseconds(f - e))
    handResizes.append(milliseconds(g - f))
    if k == 0 { resizedDifference = maxDifference(views, hand.frames) }
  }
  return RunResult(
    build: milliseconds(b - a), views: milliseconds(built - a), resize: median(resizes),
    firstResize: resizes[0], handBuild: milliseconds(d - c),
    handResize: median(handResizes), firstDifference: firstDifference,
    resizedDifference: resizedDifference, finalDifference: maxDifference(views, hand.frames),
    diagnostics: feed.diagnostics.value)
}

guard let options = parseOptions() else {
  FileHandle.standardError.write(
    Data("usage: plumb-layout-bench [--cells N] [--runs R] [--resizes K]\n".utf8))
  exit(2)
}
var results: [RunResult] = []
for _ in 0..<options.runs { results.append(run(options)) }

let build = median(results.map(\.build))
let resize = median(results.map(\.resize))
let handBuild = median(results.map(\.handBuild))
let handResize = median(results.map(\.handResize))
let worst =
  results.map { max($0.firstDifference, $0.resizedDifference, $0.finalDifference) }
  .max() ?? 0.0
let within = worst <= tolerance + 1e-9
// Built in pieces: one literal this size is too much for the type checker.
let plumb: [String: Any] = [
  "build_and_first_layout_ms": build, "resize_ms": resize,
  // The first size change of a window costs more than the later ones (the solver rebuilds its
  // tableau once so that the window's frame equalities can change constants); the median of
  // `resize_ms` hides it, so it is reported on its own.
  "first_resize_ms": median(results.map(\.firstResize)),
  "of_which_views_and_activation_ms": median(results.map(\.views)),
  "of_which_first_layout_ms": median(results.map { $0.build - $0.views }),
]
let handWritten: [String: Any] = ["build_and_first_layout_ms": handBuild, "resize_ms": handResize]
let ratio: [String: Any] = [
  "build_and_first_layout": build / handBuild, "resize": resize / handResize,
]
let firstDelta: Double = results.map(\.firstDifference).max() ?? 0
let resizedDelta: Double = results.map(\.resizedDifference).max() ?? 0
let finalDelta: Double = results.map(\.finalDifference).max() ?? 0
let agreement: [String: Any] = [
  "max_abs_delta_first_layout_pt": firstDelta, "max_abs_delta_after_resize_pt": resizedDelta,
  "max_abs_delta_final_pt": finalDelta, "tolerance_pt": tolerance, "within_tolerance": within,
  "plumb_diagnostics": results.map(\.diagnostics).reduce(0, +),
]
let allRuns: [String: Any] = [
  "plumb_build": results.map(\.build), "plumb_resize": results.map(\.resize),
  "hand_build": results.map(\.handBuild), "hand_resize": results.map(\.handResize),
]
var output: [String: Any] = [
  "workload": "feed", "cells": options.cells, "views": 1 + 4 * options.cells,
  "runs": options.runs, "resizes_per_run": options.resizes, "window": "393x852 <-> 852x393 @3x",
]
output["plumb"] = plumb
output["hand_written"] = handWritten
output["ratio"] = ratio
output["agreement"] = agreement
output["all_runs_ms"] = allRuns
let data = try JSONSerialization.data(withJSONObject: output, options: [.sortedKeys])
FileHandle.standardOutput.write(data + Data("\n".utf8))
exit(within ? 0 : 1)
