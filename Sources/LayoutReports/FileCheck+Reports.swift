import LayoutPipeline

extension FileCheck {
  /// A closing line for many files: "3 files, 108 layouts: 85 ok, 23 failed; 1 file malformed".
  public static func summary(_ checks: [FileCheck]) -> String {
    let reports = checks.compactMap(\.report)
    let layouts = reports.map(\.results.count).reduce(0, +)
    let failed = reports.map(\.failures).reduce(0, +)
    let malformed = checks.count - reports.count
    var line =
      "\(checks.count) file\(checks.count == 1 ? "" : "s"), \(layouts) layouts: \(layouts - failed) ok, \(failed) failed"
    if malformed > 0 { line += "; \(malformed) file\(malformed == 1 ? "" : "s") malformed" }
    return line
  }

  /// Many files' reports as one JSON object: `{"files": [{"file", "error" | "report"}]}`, each
  /// report as ``CheckReport/json()`` writes it.
  public static func json(_ checks: [FileCheck]) -> String {
    let entries = checks.map { check -> String in
      let body: String
      switch check.outcome {
      case .success(let report): body = "\"report\": " + indent(report.json())
      case .failure(let error): body = "\"error\": " + encodeJSON(error.description)
      }
      return "    {\n      \"file\": \(encodeJSON(check.file)),\n      \(body)\n    }"
    }
    return "{\n  \"files\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}"
  }

  /// `json` nested three levels deep: every line after the first indented by six spaces.
  private static func indent(_ json: String) -> String {
    json.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : "      " + $0.element }.joined(separator: "\n")
  }
}
