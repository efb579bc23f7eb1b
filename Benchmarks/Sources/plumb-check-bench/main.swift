// plumb-check-bench: `plumb check`'s work — read a layout file, build and check it in every
// scenario of the matrix on all cores — timed for the whole matrix of the new axes: devices ×
// orientations × Split View and Slide Over windows × content size categories × keyboard.
//
//   plumb-check-bench [FILE] [--rows N] [--runs R] [--devices "A,B"]
//
// Without FILE it checks a generated settings screen of N rows (default 33: a scroll view, a
// column stack and N row stacks of a title and a value label in the body style, 2 + 3N views
// = 101), each row a first-baseline row that turns into a column at the accessibility sizes.
// The default devices, iPhone 14 Pro and iPad Air (5th generation), with every orientation,
// the split views, all twelve content sizes and the keyboard hidden and shown, make 504
// scenarios: iPhone 3 orientations × 24, iPad (portrait 1 + 3 windows, upside down 1 + 3, two
// landscapes 1 + 4 each) 18 × 24.
//
// Each run is one `Pipeline.check(files:in:)` call, as `plumb check` makes it (the file is
// read inside the timing). Reported: the median and every run's wall time, and its CPU time
// (user + system of the whole process, from getrusage) — on a shared machine the wall time
// depends on what else runs, the CPU time much less. Exit status 1 if any scenario fails to
// build or the check reports an error finding, so a broken screen cannot pass as fast.
import AutoLayout
import BenchmarkTiming
import DeviceCatalog
import Foundation
import LayoutFile
import LayoutPipeline

struct Options {
  var file: String?
  var rows = 33
  var runs = 5
  var devices = "iPhone 14 Pro,iPad Air 5"
}

func parseOptions() -> Options? {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()[...]
  while let argument = arguments.popFirst() {
    if !argument.hasPrefix("--") {
      options.file = argument
      continue
    }
    guard let value = arguments.popFirst() else { return nil }
    switch argument {
    case "--rows":
      guard let n = Int(value), n > 0 else { return nil }
      options.rows = n
    case "--runs":
      guard let n = Int(value), n > 0 else { return nil }
      options.runs = n
    case "--devices": options.devices = value
    default: return nil
    }
  }
  return options
}

/// A settings screen of `rows` rows in the layout-file format (the shape of Examples/008).
func settingsScreen(rows: Int) -> String {
  var text = """
    title: Generated settings, \(rows) rows
    device: iPhone 14 Pro
    views:
      scroll: { scroll: true }
      list: { parent: scroll, stack: { axis: vertical, spacing: 12 } }

    """
  for i in 0..<rows {
    text += """
        row\(i): { parent: list, stack: { axis: horizontal, alignment: firstBaseline, spacing: 8, accessibility: { axis: vertical, spacing: 2 } } }
        title\(i): { parent: row\(i), label: { text: Setting number \(i), style: body, lines: 0 } }
        value\(i): { parent: row\(i), label: { text: Value \(i), style: body, lines: 0 } }

      """
  }
  text += """
    constraints:
      - scroll.top == safeArea.top
      - scroll.bottom == keyboard.top
      - scroll.leading == safeArea.leading
      - scroll.trailing == safeArea.trailing
      - list.top == scroll.contentLayout.top + 20
      - list.bottom == scroll.contentLayout.bottom - 20
      - list.leading == scroll.contentLayout.leading + 20
      - list.trailing == scroll.contentLayout.trailing - 20
      - list.width == scroll.frameLayout.width - 40

    """
  return text
}

guard let options = parseOptions() else {
  FileHandle.standardError.write(
    Data("usage: plumb-check-bench [FILE] [--rows N] [--runs R] [--devices \"A,B\"]\n".utf8))
  exit(64)
}
let path: String
if let file = options.file {
  path = file
} else {
  path = NSTemporaryDirectory() + "plumb-check-bench-\(options.rows).yaml"
  try settingsScreen(rows: options.rows).write(toFile: path, atomically: true, encoding: .utf8)
}
var devices: [Device] = []
for name in options.devices.split(separator: ",") {
  do {
    devices.append(try Device.lookup(name.trimmingCharacters(in: .whitespaces)))
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
  }
}
let scenarios = Scenario.matrix(
  devices: devices, orientations: nil, splitViews: true, contentSizes: ContentSizeCategory.allCases,
  keyboard: true)

var walls: [Double] = []
var cpus: [Double] = []
var failed = false
for _ in 0..<options.runs {
  let cpu0 = cpuMilliseconds()
  let start = now()
  let checks = Pipeline.check(files: [path], in: scenarios)
  let wall = milliseconds(now() - start)
  let cpu = cpuMilliseconds() - cpu0
  walls.append(wall)
  cpus.append(cpu)
  for check in checks {
    if let error = check.error {
      print("error: \(error)")
      failed = true
    } else if let report = check.report, !report.passed {
      let failing = report.results.filter { !$0.passed }
      print(
        "failing scenarios: \(failing.count); first: \(failing.first.map { "\($0.scenario): \($0.findings.first?.message ?? "")" } ?? "")"
      )
      failed = true
    }
  }
}
let views = (try? LayoutDocument.read(contentsOf: path))?.views.count ?? 0
func list(_ values: [Double]) -> String {
  values.map { String(format: "%.0f", $0) }.joined(separator: ", ")
}
print("file: \(options.file ?? "generated, \(options.rows) rows"), \(views) views")
print(
  "scenarios: \(scenarios.count) (\(devices.map(\.name).joined(separator: ", ")); split views, 12 content sizes, keyboard)"
)
print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")
print(String(format: "wall_ms median %.0f [%@]", median(walls), list(walls)))
print(String(format: "cpu_ms  median %.0f [%@]", median(cpus), list(cpus)))
exit(failed ? 1 : 0)
