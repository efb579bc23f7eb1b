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
      // Breadth first, nearest first, names sorted: the same file wins on every machine.
      var level = [directory.path]
      for depth in 0...ShippedFontSearch.levelsDown where !wanted.isEmpty {
        var next: [String] = []
        for folder in level {
          let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
          for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if wanted.remove(name) != nil {
              found[name] = path
            } else if depth < ShippedFontSearch.levelsDown {
              var isFolder: ObjCBool = false
              if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                next.append(path)
              }
            }
          }
        }
        level = next
      }
      let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
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

/// How far ``IBDocument/useShippedFontFiles(near:)`` looks for a font file.
enum ShippedFontSearch {
  /// Folders above the document's.
  static let levelsUp = 2
  /// Subfolders below each of them.
  static let levelsDown = 3
}
