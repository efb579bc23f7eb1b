import Foundation
import LayoutPipeline

/// What an app's own Swift and Objective-C sources say outright about its tables' rows
/// (``LayoutStatements``): read once per app from the folder of its `Info.plist`, so
/// `plumb check` lays out rows the code makes self-size as UIKit shows them, and says at each
/// table which line made it so (Documentation/ProjectFile.md#rows-the-apps-code-sizes).
///
/// A file that cannot be read, is larger than ``maximumFileSize`` or is not UTF-8 text is
/// skipped with a note; so are the files past ``maximumFileCount``. Nothing here fails a check.
struct AppCode: Hashable {
  /// The folder read: the app target's, where its `Info.plist` is (the folder above a
  /// `Supporting Files` or `Resources` folder holding it).
  var folder: String
  /// The classes whose tables' rows self-size, in name order, each with the statement that
  /// says so (`ViewController.swift:51 returns UITableView.automaticDimension from
  /// tableView(_:heightForRowAt:)`), its path relative to ``folder``.
  var selfSizingRows: [CodeAdjustments.InferredRowHeight] = []
  /// The classes whose lifecycle methods set whether their views are hidden
  /// (``ViewLifecycle``), in name order, each with the first such statement.
  var hiddenByCode: [CodeAdjustments.HiddenByCode] = []
  /// The report's lines: files skipped and why, classes declared in more than one file.
  var notes: [String] = []

  /// The largest source file read, in bytes: a larger one is no hand-written controller.
  static let maximumFileSize = 4 << 20
  /// The most source files read in one app.
  static let maximumFileCount = 20_000
  /// The extensions of the files read (headers hold no method bodies).
  static let extensions: Set<String> = ["swift", "m", "mm"]
  /// Folders of other projects' code, never the app's own controllers.
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build"]

  /// The app folder of the plist at `infoPlist`.
  static func folder(ofInfoPlist infoPlist: String) -> String {
    var folder = URL(fileURLWithPath: infoPlist).standardizedFileURL.deletingLastPathComponent()
    if AppScopeDiscovery.supportFolders.contains(folder.lastPathComponent) {
      folder = folder.deletingLastPathComponent()
    }
    return folder.path
  }

  /// Reads the sources under `folder`, in sorted order (hidden folders and
  /// ``skippedFolders`` left out).
  static func read(folder: String) -> AppCode {
    var code = AppCode(folder: folder)
    var scans: [(file: String, statements: LayoutStatements)] = []
    let (files, more) = sourceFiles(under: folder)
    if more {
      code.notes.append(
        "app code: more than \(maximumFileCount) source files under \(display(folder)); "
          + "the first \(maximumFileCount) in sorted order read")
    }
    for path in files {
      let relative = String(path.dropFirst(folder.count + 1))
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      guard size <= maximumFileSize else {
        code.notes.append(
          "app code: \(relative) skipped (\(size) bytes, more than \(maximumFileSize))")
        continue
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        code.notes.append("app code: \(relative) skipped (cannot be read)")
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        code.notes.append("app code: \(relative) skipped (not UTF-8 text)")
        continue
      }
      scans.append((relative, LayoutStatements(text, objectiveC: !path.hasSuffix(".swift"))))
    }
    let ambiguous = classesDeclaredInSeveralFiles(scans)
    code.selfSizingRows = selfSizingRows(
      scans, except: ambiguous, notes: &code.notes)
    code.hiddenByCode = hiddenByCode(scans, except: ambiguous, notes: &code.notes)
    return code
  }

  /// The classes declared in more than one file, each with those files in scan order: which
  /// one a storyboard names is not in the sources, so nothing is inferred about them.
  private static func classesDeclaredInSeveralFiles(
    _ scans: [(file: String, statements: LayoutStatements)]
  ) -> [String: [String]] {
    var declared: [String: [String]] = [:]
    for (file, scan) in scans {
      for name in scan.declaredClasses { declared[name, default: []].append(file) }
    }
    return declared.filter { $0.value.count > 1 }
  }

  /// The report's line for class `name`, declared in `files`, about which `what` is not inferred.
  private static func ambiguityNote(_ name: String, _ files: [String], _ what: String) -> String {
    "app code: class \(name) is declared in \(files.count) files "
      + "(\(files.joined(separator: ", "))); \(what) not inferred"
  }

  /// The source files under `folder`, sorted, at most ``maximumFileCount``, and whether more
  /// were left out.
  private static func sourceFiles(under folder: String) -> (files: [String], more: Bool) {
    let root = URL(fileURLWithPath: folder)
    guard
      let walk = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return ([], false) }
    var files: [String] = []
    for case let url as URL in walk {
      if skippedFolders.contains(url.lastPathComponent),
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
      {
        walk.skipDescendants()
        continue
      }
      guard extensions.contains(url.pathExtension) else { continue }
      files.append(folder + "/" + url.path.dropFirst(root.path.count + 1))
    }
    files.sort()
    return (Array(files.prefix(maximumFileCount)), files.count > maximumFileCount)
  }

  /// Each class's first statement, in file order, that sets its views' hidden state in a
  /// lifecycle method. A class of `ambiguous` is noted instead.
  private static func hiddenByCode(
    _ scans: [(file: String, statements: LayoutStatements)], except ambiguous: [String: [String]],
    notes: inout [String]
  ) -> [CodeAdjustments.HiddenByCode] {
    var first: [String: CodeAdjustments.HiddenByCode] = [:]
    for (file, scan) in scans {
      for statement in scan.hidingStatements where first[statement.className] == nil {
        first[statement.className] = CodeAdjustments.HiddenByCode(
          className: statement.className, file: file, line: statement.line,
          method: statement.method, property: statement.property)
      }
    }
    return first.keys.sorted().compactMap { name in
      if let files = ambiguous[name] {
        notes.append(ambiguityNote(name, files, "whether it hides its views is"))
        return nil
      }
      return first[name]
    }
  }

  /// Each class's statement that makes its rows self-size, from every file's statements: a
  /// `heightForRowAt` decides when the class has one (UIKit asks it before reading
  /// `rowHeight`), else an unconditional assignment with no other assignment beside it. A class
  /// of `ambiguous` is noted instead.
  private static func selfSizingRows(
    _ scans: [(file: String, statements: LayoutStatements)], except ambiguous: [String: [String]],
    notes: inout [String]
  ) -> [CodeAdjustments.InferredRowHeight] {
    var otherAssignments: Set<String> = []
    var otherMethods: Set<String> = []
    var assignments: [String: String] = [:]
    var methods: [String: String] = [:]
    for (file, scan) in scans {
      otherAssignments.formUnion(scan.otherAssignments)
      otherMethods.formUnion(scan.otherHeightMethods)
      for statement in scan.automaticAssignments where assignments[statement.className] == nil {
        assignments[statement.className] = "\(file):\(statement.line) \(statement.text)"
      }
      for statement in scan.automaticHeightMethods where methods[statement.className] == nil {
        methods[statement.className] = "\(file):\(statement.line) \(statement.text)"
      }
    }
    var rows: [CodeAdjustments.InferredRowHeight] = []
    for name in Set(assignments.keys).union(methods.keys).sorted() {
      if let files = ambiguous[name] {
        notes.append(ambiguityNote(name, files, "its rows are"))
        continue
      }
      let evidence: String?
      if methods[name] != nil || otherMethods.contains(name) {
        evidence = otherMethods.contains(name) ? nil : methods[name]
      } else {
        evidence = otherAssignments.contains(name) ? nil : assignments[name]
      }
      if let evidence {
        rows.append(CodeAdjustments.InferredRowHeight(className: name, evidence: evidence))
      }
    }
    return rows
  }
}
