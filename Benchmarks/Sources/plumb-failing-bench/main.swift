// plumb-failing-bench: what one scenario of `plumb check` costs for a screen whose rows run off
// the bottom (every row a finding) against the same screen with rows that fit (no finding).
//
//   plumb-failing-bench [--rows "100,200,400"] [--runs R] [--device NAME]
//
// The screen: N rows stacked top to bottom by constraints (`rowI.top == rowI-1.bottom`), each
// as wide as the safe area, each showing a line of text. Failing: rows 44 pt tall, so all past
// the first eighteen or so leave the safe area and most leave the screen. Passing: rows
// `floor(safe height / N)` pt tall (at least 1), so all fit. Same views, same constraints,
// same checks; only the row height differs.
//
// Each run is one `Pipeline.check(files:in:)` call on one scenario (portrait), as `plumb check
// FILE --devices NAME --orientations portrait` makes it; the file is written once before the
// runs and read inside the timing. Reported per size and screen: the median and every run's
// CPU time (user + system of the process, getrusage) and wall time. The failing screen must
// report findings and the passing one none, or the bench exits 1.
import BenchmarkTiming
import DeviceCatalog
import Foundation
import LayoutPipeline

struct Options {
  var rows = [100, 200, 400]
  var runs = 5
  var device = "iPhone 14 Pro"
}

func parseOptions() -> Options? {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()[...]
  while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst() else { return nil }
    switch argument {
    case "--rows":
      let sizes = value.split(separator: ",").compactMap { Int($0) }
      guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return nil }
      options.rows = sizes
    case "--runs":
      guard let n = Int(value), n > 0 else { return nil }
      options.runs = n
    case "--device": options.device = value
    default: return nil
    }
  }
  return options
}

/// N rows chained top to bottom, each `height` pt tall.
func rowsScreen(rows: Int, height: Int) -> String {
  var views = "views:\n"
  var constraints = "constraints:\n"
  for i in 0..<rows {
    views += "  row\(i): { height: \(height), text: Row \(i) }\n"
    constraints +=
      "  - row\(i).leading == safeArea.leading\n  - row\(i).trailing == safeArea.trailing\n"
    constraints +=
      i == 0 ? "  - row0.top == safeArea.top\n" : "  - row\(i).top == row\(i - 1).bottom\n"
  }
  return "title: \(rows) rows of \(height) pt\n" + views + constraints
}

guard let options = parseOptions() else {
  FileHandle.standardError.write(
    Data("usage: plumb-failing-bench [--rows \"100,200,400\"] [--runs R] [--device NAME]\n".utf8))
  exit(64)
}
guard let device = try? Device.lookup(options.device) else {
  FileHandle.standardError.write(Data("unknown device \(options.device)\n".utf8))
  exit(64)
}
let scenario = Scenario(device: device, orientation: .portrait)
let safe = device.screen(.portrait)
let safeHeight = safe.size.height - safe.safeAreaInsets.top - safe.safeAreaInsets.bottom
let directory = FileManager.default.temporaryDirectory
  .appendingPathComponent("plumb-failing-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

func list(_ values: [Double]) -> String {
  values.map { String(format: "%.1f", $0) }.joined(separator: ", ")
}

print("device: \(device.name), portrait; runs: \(options.runs)")
print("rows  screen   findings  cpu_ms median [runs]                 wall_ms median")
var broken = false
for rows in options.rows {
  let fitting = max(1, Int(safeHeight) / rows)
  for (name, height) in [("failing", 44), ("passing", fitting)] {
    let path = directory.appendingPathComponent("\(name)-\(rows).yaml").path
    try rowsScreen(rows: rows, height: height).write(
      toFile: path, atomically: true, encoding: .utf8)
    var cpus: [Double] = []
    var walls: [Double] = []
    var findings = 0
    for _ in 0..<options.runs {
      let cpu0 = cpuMilliseconds()
      let wall0 = now()
      let checks = Pipeline.check(files: [path], in: [scenario])
      walls.append(milliseconds(now() - wall0))
      cpus.append(cpuMilliseconds() - cpu0)
      guard let report = checks.first?.report else {
        FileHandle.standardError.write(
          Data("\(path): \(checks.first?.error?.description ?? "")\n".utf8))
        exit(1)
      }
      findings = report.results.map(\.findings.count).reduce(0, +)
    }
    // A failing screen that reports nothing, or a passing one that reports something, is not
    // the workload this bench describes.
    if (name == "failing") != (findings > 0) { broken = true }
    print(
      String(
        format: "%4d  %@  %8d  %8.1f [%@]  %8.1f", rows, name, findings, median(cpus), list(cpus),
        median(walls)))
  }
}
if broken {
  FileHandle.standardError.write(Data("a screen did not fail or pass as designed\n".utf8))
  exit(1)
}
