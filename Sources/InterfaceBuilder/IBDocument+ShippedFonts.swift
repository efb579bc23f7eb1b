import Foundation
import Typography

extension IBDocument {
  /// Measures text in the faces of `fonts` (font files the app ships) from those files: every
  /// label, button and text field whose `fontDescription name="…"` is a file's PostScript name,
  /// as `UIFont(name:size:)` finds a registered font by that name
  /// (Documentation/Facts/Typography.md#fonts-an-app-ships). A face no file has stays
  /// unmeasured (``IBFont/unmeasuredFace``). The first file with a name wins.
  public mutating func useShippedFonts(_ fonts: [FontFile]) {
    var byName: [String: FontFile] = [:]
    for font in fonts where byName[font.postScriptName] == nil {
      byName[font.postScriptName] = font
    }
    guard !byName.isEmpty else { return }
    for scene in scenes.indices {
      for view in scenes[scene].views.indices {
        guard let font = scenes[scene].views[view].font, font.textStyle == nil,
          let name = font.type, let file = byName[name]
        else { continue }
        scenes[scene].views[view].font?.shipped = file
      }
    }
  }

  /// Finds and reads the font files ``customFontFiles`` names, beside `file` in the app's
  /// project, and measures the document's text in their faces (``useShippedFonts(_:)``); a file
  /// that is missing or malformed is a warning at `<customFonts>`, its faces unmeasured.
  ///
  /// Xcode copies a project's font files into the app bundle wherever they sit in the project, so
  /// each named file is looked for by name: in the document's folder and each folder above it —
  /// up to the folder that holds the repository (`.git`) or the Xcode project (`*.xcodeproj`),
  /// at most 2 folders up — and in their subfolders down to 3 levels (hidden
  /// folders skipped), nearest first. Bounded walks, no recursion.
  public mutating func useShippedFontFiles(near file: String) {
    guard !customFontFiles.isEmpty else { return }
    var wanted = Set(customFontFiles)
    var found: [String: String] = [:]  // file name → path
    var directory = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
    let manager = FileManager.default
    for _ in 0...ShippedFontSearch.levelsUp where !wanted.isEmpty {
      let names = ShippedFontSearch.names(in: directory.path)
      ShippedFontSearch.find(&wanted, below: directory.path, names: names, into: &found)
      let parent = directory.deletingLastPathComponent()
      if names.contains(".git") || names.contains(where: { $0.hasSuffix(".xcodeproj") })
        || parent.path == directory.path
      {
        break
      }
      directory = parent
    }
    var fonts: [FontFile] = []
    for name in customFontFiles {
      let problem: String
      if let path = found[name] {
        guard let data = manager.contents(atPath: path) else {
          problem = "the font file \(name) could not be read"
          warnings.append(fontWarning(problem, file: file))
          continue
        }
        do {
          fonts.append(try FontFile(bytes: [UInt8](data)))
          continue
        } catch {
          problem = "the font file \(name) is malformed (\(error))"
        }
      } else {
        problem = "the font file \(name) the document lists is not in the project"
      }
      warnings.append(fontWarning(problem, file: file))
    }
    useShippedFonts(fonts)
  }

  private func fontWarning(_ problem: String, file: String) -> IBWarning {
    IBWarning(
      file: file, line: customFontsLine, column: 5,
      message: "\(problem); text in its faces is measured in the system font and reported")
  }
}

/// How far and in which order ``IBDocument/useShippedFontFiles(near:)`` looks for a font file.
enum ShippedFontSearch {
  /// Folders above the document's.
  static let levelsUp = 2
  /// Subfolders below each of them.
  static let levelsDown = 3

  /// The names in `folder`, sorted so that the same file wins on every machine.
  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Moves each name of `wanted` found in `root` (whose listing is `names`) or in its
  /// subfolders, down to ``levelsDown``, into `found` (name → path): breadth first, so the
  /// nearest file wins; hidden folders skipped.
  static func find(
    _ wanted: inout Set<String>, below root: String, names: [String],
    into found: inout [String: String]
  ) {
    var level = [root]
    for depth in 0...levelsDown where !wanted.isEmpty {
      var next: [String] = []
      for folder in level {
        for name in depth == 0 ? names : Self.names(in: folder) where !name.hasPrefix(".") {
          let path = folder + "/" + name
          if wanted.remove(name) != nil {
            found[name] = path
          } else if depth < levelsDown {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
              isFolder.boolValue
            {
              next.append(path)
            }
          }
        }
      }
      level = next
    }
  }
}
