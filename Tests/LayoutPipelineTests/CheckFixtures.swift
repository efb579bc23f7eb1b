import DeviceCatalog
import Foundation
import LayoutPipeline
import TemporaryFolder

/// Layout files on disk for the report tests: each test gets its own temporary directory.
struct CheckFixtures {
  /// A 100 × 100 box centred in the safe area: passes everywhere.
  static let passing = """
    views:
      box: { color: teal }
    constraints:
      - box.centerX == safeArea.centerX
      - box.centerY == safeArea.centerY
      - box.width == 100
      - box.height == 100
    """

  /// A box in the window's top-left corner, above the safe area on every phone (line 3 is
  /// `corner`'s declaration; no constraint is responsible, so findings point there).
  static let outside = """
    title: corner
    views:
      corner: { color: red }
    constraints:
      - corner.leading == window.leading
      - corner.top == window.top
      - corner.width == 100
      - corner.height == 100
    """

  /// Two required widths that cannot both hold (lines 7 and 8): a conflict with its lines.
  static let conflicting = """
    views:
      box: { color: teal }
    constraints:
      - box.centerX == safeArea.centerX
      - box.centerY == safeArea.centerY
      - box.height == 100
      - box.width == 100
      - box.width == 200
    """

  /// Malformed: the unknown attribute `widht` on line 4, column 9.
  static let malformed = """
    views:
      box: { color: teal }
    constraints:
      - box.widht == 100
    """

  /// Two scenarios: iPhone 14 Pro in portrait and in landscapeLeft.
  static let scenarios = [
    Scenario(device: .iPhone14Pro, orientation: .portrait),
    Scenario(device: .iPhone14Pro, orientation: .landscapeLeft),
  ]

  /// The files on disk.
  let folder: TemporaryFolder
  /// The files' paths, sorted as `plumb check DIRECTORY` lists them (by Unicode scalars).
  let paths: [String]

  /// A fresh directory holding `files` (relative path → text).
  init(_ files: [String: String]) throws {
    folder = try TemporaryFolder(files)
    let directory = folder.directory
    paths = files.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
      .map { directory.appendingPathComponent($0).path }
  }

  /// The directory.
  var directory: URL { folder.directory }

  /// `relative` inside the directory.
  func path(_ relative: String) -> String { folder.path(relative) }

  /// The text of line `number` (1-based) of the file at `path`.
  static func line(_ number: Int, of path: String) throws -> String {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    return number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
  }
}
