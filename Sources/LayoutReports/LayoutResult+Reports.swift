import Foundation
import LayoutCore
import LayoutPipeline

extension LayoutResult {
  /// The frames as a text table under a heading naming the scenario, and a line for each
  /// conflict.
  public func table() -> String {
    let size = screen.size
    let heading =
      "\(scenario) (\(formatted(size.width, decimals: 3)) × \(formatted(size.height, decimals: 3)))"
    let rows = items.map { item in
      [item.name, item.kind.rawValue] + item.frame.components.map { formatted($0, decimals: 3) }
    }
    let text = heading + "\n" + textTable(["name", "kind", "x", "y", "width", "height"], rows)
    return findings.isEmpty ? text : text + "\n\n" + findingsText()
  }

  /// Each finding as `severity: message`, then the responsible constraints as
  /// `file:line: constraint`, compiler style, so editors and terminals can jump to them.
  public func findingsText() -> String {
    findings.map { finding in
      ["\(finding.severity.rawValue): [\(finding.kind.rawValue)] \(finding.message)"]
        + finding.constraints.map { c in
          c.line > 0 ? "  \(source):\(c.line): \(c.text)" : "  (Auto Layout) \(c.text)"
        }
    }.flatMap { $0 }.joined(separator: "\n")
  }

  /// The frames as JSON: the scenario, the screen size, every item, and the findings.
  public func json() -> String {
    struct Item: Encodable {
      var name: String, kind: String, x: Double, y: Double, width: Double, height: Double
    }
    struct Report: Encodable {
      var device: String, orientation: String, size: [String: Double], conflicts: Int, items: [Item]
      var passed: Bool, findings: [EncodedFinding]
    }
    let report = Report(
      device: scenario.device.name, orientation: scenario.orientation.rawValue,
      size: [
        "width": rounded(screen.size.width, decimals: 3),
        "height": rounded(screen.size.height, decimals: 3),
      ],
      conflicts: findings(.unsatisfiable).count,
      items: items.map { item in
        let c = item.frame.components.map { rounded($0, decimals: 3) }
        return Item(
          name: item.name, kind: item.kind.rawValue, x: c[0], y: c[1], width: c[2], height: c[3])
      }, passed: passed, findings: findings.map(EncodedFinding.init))
    return encodeJSON(report)
  }
}

extension Rect {
  /// x, y, width, height.
  package var components: [Double] { [minX, minY, width, height] }
}

/// `value` as JSON, keys sorted and indented, so the output is the same on every run.
func encodeJSON<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  // With non-finite numbers as strings, encoding plain structs of strings, numbers and arrays
  // cannot fail; an empty object keeps the output valid JSON if it ever did.
  guard let data = try? encoder.encode(value) else { return "{}" }
  return String(decoding: data, as: UTF8.self)
}
