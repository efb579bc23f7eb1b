import Foundation
import LayoutFile

/// Why the paths given to `plumb check` did not name layout files.
package struct LayoutFileDiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong with the path.
  package enum Problem: Hashable, Sendable {
    /// Nothing exists at the path.
    case notFound
    /// A directory with no layout file anywhere inside it.
    case noLayoutFiles
    /// No path was given at all.
    case noPaths
  }

  /// The path as given.
  package var path: String
  /// What was wrong.
  package var problem: Problem

  /// Creates an error.
  package init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The error as `plumb` prints it, with a hint.
  package var description: String {
    let extensions = LayoutFileDiscovery.extensions.sorted().map { ".\($0)" }.joined(
      separator: ", ")
    switch problem {
    case .notFound:
      return
        "error: \(path): no such file or directory\n  hint: give layout files or directories that hold them"
    case .noLayoutFiles:
      // Checking nothing must not look like a pass in CI.
      return
        "error: \(path): no layout file (\(extensions)) in this directory or below it\n  hint: point at the folder that holds your layout files"
    case .noPaths:
      return "error: no layout file given\n  hint: plumb check FILE_OR_DIRECTORY..."
    }
  }
}

/// Turns the files and directories given on the command line into the list of layout files to
/// check.
package enum LayoutFileDiscovery {
  /// The file extensions of layout files and Interface Builder documents (compared without
  /// regard to case).
  package static let extensions: Set<String> = ["json", "yaml", "yml", "storyboard", "xib"]

  /// Folders that Xcode treats as one document or bundle (an asset catalog's `Contents.json`
  /// files, a project's settings): never layout files, so a walk of an app's sources skips
  /// them instead of reporting their JSON as malformed layouts.
  package static let bundleExtensions: Set<String> = [
    "xcassets", "xcodeproj", "xcworkspace", "xcdatamodeld", "playground", "bundle", "framework",
    "xcframework", "app", "storyboardc", "nib",
  ]

  /// What a list of paths names: the layout files to check, and the files a directory walk met
  /// that are plainly something else.
  package struct Found: Hashable, Sendable {
    /// The layout files, in the order ``LayoutFileDiscovery/find(in:fileManager:)`` gives.
    package var files: [String] = []
    /// JSON and YAML files found inside a directory that are not layout files
    /// (``LayoutDocument/isPlainlyNotLayout(_:)``: an app's stubbed responses, a tool's settings),
    /// sorted as ``files``; the report says they were not checked.
    package var otherFiles: [String] = []
  }

  /// The layout files that `paths` name; see ``find(in:fileManager:)``.
  package static func files(in paths: [String], fileManager: FileManager = .default)
    throws(LayoutFileDiscoveryError) -> [String]
  {
    try find(in: paths, fileManager: fileManager).files
  }

  /// The layout files that `paths` name, and the other files met on the way.
  ///
  /// A file is taken as given, whatever its extension or content (the user named it). A
  /// directory contributes every file with a layout extension inside it (storyboards and xibs
  /// included), at any depth, skipping hidden files and folders (`.build`, `.git`), Xcode's
  /// bundle folders (``bundleExtensions``), JSON and YAML that is plainly no layout (listed in
  /// ``Found/otherFiles``), and not following links to folders (a link back up the tree would
  /// never end), sorted by path so every run checks — and reports — the same files in the same
  /// order. Paths keep the form they were given in (`Examples` → `Examples/000-media-player.yaml`),
  /// so reports point at files relative to where `plumb` ran. A file named twice is checked once,
  /// at its first place.
  ///
  /// - Throws: ``LayoutFileDiscoveryError`` for a path that does not exist, a directory without
  ///   layout files, or an empty list — an empty check must not pass.
  package static func find(in paths: [String], fileManager: FileManager = .default)
    throws(LayoutFileDiscoveryError) -> Found
  {
    guard !paths.isEmpty else { throw LayoutFileDiscoveryError(path: "", problem: .noPaths) }
    var found = Found()
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw LayoutFileDiscoveryError(path: path, problem: .notFound)
      }
      var files = [path]
      if isDirectory.boolValue {
        files = []
        for file in layoutFiles(inDirectory: path, fileManager: fileManager) {
          if isPlainlyNotLayout(file) {
            found.otherFiles.append(file)
          } else {
            files.append(file)
          }
        }
      }
      guard !files.isEmpty else {
        throw LayoutFileDiscoveryError(path: path, problem: .noLayoutFiles)
      }
      for file in files
      where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
        found.files.append(file)
      }
    }
    // A file named on the command line is checked, even where a walk also met it.
    found.otherFiles.removeAll { seen.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
    return found
  }

  /// Whether the file at `path` is JSON or YAML that is plainly no layout file. Interface
  /// Builder documents and unreadable files are checked (and their errors reported).
  private static func isPlainlyNotLayout(_ path: String) -> Bool {
    guard ["json", "yaml", "yml"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()),
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return false }
    return LayoutDocument.isPlainlyNotLayout(text)
  }

  /// The layout files under `directory`, sorted. The enumerator walks the tree iteratively, so a
  /// deep tree cannot exhaust the stack.
  private static func layoutFiles(inDirectory directory: String, fileManager: FileManager)
    -> [String]
  {
    let root = URL(fileURLWithPath: directory)
    guard
      let enumerator = fileManager.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let rootPath = root.standardizedFileURL.path
    var relative: [String] = []
    for case let url as URL in enumerator {
      let suffix = url.pathExtension.lowercased()
      if bundleExtensions.contains(suffix),
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
      {
        enumerator.skipDescendants()
        continue
      }
      guard extensions.contains(suffix),
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(rootPath + "/") else { continue }
      relative.append(String(path.dropFirst(rootPath.count + 1)))
    }
    // Sorted by Unicode scalars, not the locale, so the order is the same on every machine.
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return relative.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map {
      prefix + $0
    }
  }
}
