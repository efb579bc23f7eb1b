// The counts and lists the README and Documentation state, read from the text and compared with
// what they describe: the Examples folder, the catalogue of bad inputs, Package.swift's
// products, dependencies and targets, and the packages SwiftPM resolved. Each claim drifted once
// ("three" dependencies when a consumer fetched 30 packages, "five" examples when there were
// nine, 122 bad inputs when the catalogue had 124); this keeps them true.
import Foundation
import Testing

@Suite("The README's and Documentation's counts match the repository")
struct ReadmeClaimsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The English words the README writes small counts in.
  static let numberWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
  ]

  /// The number written just before `suffix` in `text` (`all nine examples` → 9 for
  /// `" examples pass"`), in words or digits.
  static func count(before suffix: String, in text: String) throws -> Int {
    let range = try #require(text.range(of: suffix), "the text no longer says “\(suffix)”")
    let word =
      text[..<range.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" }).last.map(
        String.init) ?? ""
    if let number = Int(word.replacingOccurrences(of: ",", with: "")) { return number }
    let index = try #require(numberWords.firstIndex(of: word), "`\(word)` is not a count")
    return index + 1
  }

  /// The names in `.NAME(name: "X"` calls of Package.swift, in order.
  static func packageNames(_ call: String) throws -> [String] {
    let manifest = try text("Package.swift")
    let pattern = try NSRegularExpression(pattern: "\\.\(call)\\(\\s*name: \"([A-Za-z]+)\"")
    let range = NSRange(manifest.startIndex..., in: manifest)
    return pattern.matches(in: manifest, range: range).compactMap { match in
      Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
    }
  }

  @Test("“all N examples pass” counts the layout files in Examples/")
  func examplesCount() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Examples").path)
    let layouts = files.filter { $0.hasSuffix(".yaml") }
    #expect(try Self.count(before: " examples pass", in: Self.text("README.md")) == layouts.count)
  }

  @Test("“lists N of them” counts the catalogue's entries in Documentation/BadInputs.md")
  func badInputsCount() throws {
    // An entry is a heading `### X12. what`: a letter for its section and a number.
    let catalogue = try Self.text("Documentation/BadInputs.md")
    let entries = catalogue.split(separator: "\n").filter { line in
      guard line.hasPrefix("### "), let dot = line.firstIndex(of: ".") else { return false }
      let id = line[line.index(line.startIndex, offsetBy: 4)..<dot]
      return id.count >= 2 && id.first?.isUppercase == true && id.dropFirst().allSatisfy(\.isNumber)
    }
    #expect(
      try Self.count(before: " of them with the message", in: Self.text("README.md"))
        == entries.count)
  }

  @Test("The README's list of library products is Package.swift's, in its order")
  func products() throws {
    let readme = try Self.text("README.md")
    let start = try #require(
      readme.range(of: "Each module is a library product of the package `Plumb`: "))
    let end = try #require(
      readme.range(of: "; `plumb` is the", range: start.upperBound..<readme.endIndex))
    let listed = readme[start.upperBound..<end.lowerBound]
      .split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["`"])
      }
    #expect(listed == (try Self.packageNames("library")))
  }

  @Test("“N direct dependencies … M packages in all” match Package.swift and Package.resolved")
  func dependencies() throws {
    let readme = try Self.text("README.md")
    let manifest = try Self.text("Package.swift")
    let direct = manifest.components(separatedBy: ".package(url:").count - 1
    #expect(try Self.count(before: " direct dependencies", in: readme) == direct)
    // `swift test` resolves the package first, so Package.resolved (kept out of git) is there:
    // one pin per package SwiftPM fetches, which is what a consumer fetches too.
    let resolved = try Self.text("Package.resolved")
    let pins = resolved.components(separatedBy: "\"identity\"").count - 1
    #expect(try Self.count(before: " packages in all", in: readme) == pins)
  }

  @Test("Architecture.md's module table has a row for every module Package.swift builds")
  func architectureTable() throws {
    let architecture = try Self.text("Documentation/Architecture.md")
    let rows = architecture.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
      row.split(separator: "|")[0].split(separator: ",").map {
        $0.trimmingCharacters(in: [" ", "`"])
      }
    }
    let documented = Set(rows.flatMap { $0 })
    // Library and executable targets; test targets and the test helper under Tests/ are not modules.
    let manifest = try Self.text("Package.swift")
    let testsStart = try #require(manifest.range(of: "// MARK: - Tests"))
    let modules =
      try Self.packageNames("target").filter { name in
        manifest.range(of: "name: \"\(name)\"", range: manifest.startIndex..<testsStart.lowerBound)
          != nil
      } + Self.packageNames("executableTarget")
    #expect(Set(modules).subtracting(documented).sorted() == [])
    // And it no longer calls shipped front ends future work.
    #expect(!architecture.contains("to come"))
  }
}
