import LayoutCore
import LayoutPipeline

/// A finding as the JSON reports write it: numbers rounded to three decimals, frames as
/// `[x, y, width, height]`.
struct EncodedFinding: Encodable {
  struct Constraint: Encodable { var line: Int, text: String }

  var kind: String, severity: String, items: [String], message: String
  var lines: [Int]
  var constraints: [Constraint]
  var amount: Double?
  var edges: [String]
  var evidence: [[Double]]
  /// Why the finding is a warning and not a verdict (``Finding/partlyChecked``); absent when
  /// Plumb stands by it.
  var partlyChecked: String?
  /// Why the finding is a warning because the design shows it on purpose
  /// (``Finding/deliberate``); absent otherwise.
  var deliberate: String?

  init(_ finding: Finding) {
    kind = finding.kind.rawValue
    severity = finding.severity.rawValue
    items = finding.items
    message = finding.message
    lines = finding.lines
    constraints = finding.constraints.map { Constraint(line: $0.line, text: $0.text) }
    amount = finding.amount.map { rounded($0, decimals: 3) }
    edges = finding.edges.map(\.rawValue)
    evidence = finding.evidence.map { $0.components.map { rounded($0, decimals: 3) } }
    partlyChecked = finding.partlyChecked
    deliberate = finding.deliberate
  }
}
