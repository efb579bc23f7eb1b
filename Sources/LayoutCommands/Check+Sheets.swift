import Foundation
import LayoutPipeline
import LayoutReports

extension Check {
  /// Whether `--sheet` names a folder: one that exists, or a path ending in `/` (created).
  static func namesFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
  }

  /// Writes one SVG sheet per scene of `report` into `folder`, each named for its scene
  /// (``sheetFileNames(_:)``), and prints what it wrote.
  func writeSheetsByScene(_ report: CheckReport, title: String?, into folder: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      printError("error: cannot write \(folder): \(error.localizedDescription)")
      throw PlumbExit.invalidInput
    }
    let sheets = report.contactSheetsByScene(title: title)
    let names = Self.sheetFileNames(sheets.map(\.scene))
    for (sheet, name) in zip(sheets, names) {
      let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
      try write(Data(sheet.svg.utf8), to: path)
    }
    let note = "note: \(sheets.count) contact sheets written to \(folder), one per scene"
    if json { printError(note) } else { print(note) }
  }

  /// A file name per scene: the scene's name with every character but letters, digits, `-` and
  /// `_` made `-` (a scene called `Settings › NameCell` or `A/B` stays one file in the folder),
  /// `sheet` for an unnamed one, and `-2`, `-3`… after a name already taken, so no sheet
  /// overwrites another.
  static func sheetFileNames(_ scenes: [String?]) -> [String] {
    var taken: Set<String> = []
    return scenes.map { scene in
      var base = String(
        (scene ?? "sheet").map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
      while base.contains("--") { base = base.replacingOccurrences(of: "--", with: "-") }
      base = base.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
      if base.isEmpty { base = "sheet" }
      var name = base
      var suffix = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)-\(suffix)"
        suffix += 1
      }
      taken.insert(name.lowercased())
      return name + ".svg"
    }
  }
}
