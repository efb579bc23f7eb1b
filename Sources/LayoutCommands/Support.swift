import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutCore
import LayoutFile
import SVGRendering

/// Writes to standard error (diagnostics, progress), keeping standard output for results.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Reads and parses a layout file, printing a file-and-caret error and exiting with status 2
/// when it is malformed.
func loadDocument(_ path: String) throws -> LayoutDocument {
  do {
    return try LayoutDocument.read(contentsOf: path)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}

/// Builds a document, printing its error the same way.
func build(_ document: LayoutDocument, _ device: Device, _ orientation: Orientation) throws -> BuiltLayout {
  do {
    return try BuiltLayout.build(document, device: device, orientation: orientation)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}

/// The exit statuses of `plumb`, for scripts and CI.
public enum PlumbExit {
  /// A layout file (or an argument) is malformed: 2.
  public static let invalidInput = ExitCode(2)
  /// `check` found a failing layout: 1.
  public static let checkFailed = ExitCode(1)
}

/// The device and orientation to use: the options, else the file's, else iPhone 14 Pro in
/// portrait.
func resolveTarget(device: String?, orientation: String?, document: LayoutDocument) throws -> (Device, Orientation) {
  let deviceName = device ?? document.device ?? "iPhone 14 Pro"
  guard let found = Device.named(deviceName) else {
    printError("error: unknown device `\(deviceName)`\n  hint: `plumb devices` lists them, e.g. \"iPhone 14 Pro\"")
    throw PlumbExit.invalidInput
  }
  let orientationName = orientation ?? document.orientation ?? "portrait"
  guard let turned = Orientation.named(orientationName) else {
    printError("error: unknown orientation `\(orientationName)`\n  hint: use \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
    throw PlumbExit.invalidInput
  }
  return (found, turned)
}

/// A fixed-width text table: columns padded to their widest cell, two spaces apart.
func table(_ header: [String], _ rows: [[String]]) -> String {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
  return all.map { row in
    row.enumerated().map { index, cell in
      index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
    }.joined(separator: "  ")
  }.joined(separator: "\n")
}

/// Numbers for text and JSON output: locale-free, at most three decimals.
func num(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return formatted(rounded == 0 ? 0 : rounded)
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// The frames of a built layout as a table.
func framesTable(_ built: BuiltLayout) -> String {
  let screen = built.device.screen(built.orientation)
  let heading = "\(built.device.name), \(built.orientation) (\(num(screen.size.width)) × \(num(screen.size.height)))"
  let rows = built.items.map { item in
    [item.name, item.kind.rawValue, num(item.frame.minX), num(item.frame.minY), num(item.frame.width), num(item.frame.height)]
  }
  var text = heading + "\n" + table(["name", "kind", "x", "y", "width", "height"], rows)
  if !built.conflicts.isEmpty { text += "\n\(built.conflicts.count) conflict(s): Auto Layout broke a constraint (run `plumb check`)" }
  return text
}

/// The frames of a built layout as JSON, keys in a fixed order.
func framesJSON(_ built: BuiltLayout) -> String {
  let screen = built.device.screen(built.orientation)
  let items = built.items.map { item in
    "    {\"name\": \(jsonString(item.name)), \"kind\": \"\(item.kind.rawValue)\", \"x\": \(num(item.frame.minX)), \"y\": \(num(item.frame.minY)), \"width\": \(num(item.frame.width)), \"height\": \(num(item.frame.height))}"
  }
  return """
    {
      "device": \(jsonString(built.device.name)),
      "orientation": "\(built.orientation.rawValue)",
      "size": {"width": \(num(screen.size.width)), "height": \(num(screen.size.height))},
      "conflicts": \(built.conflicts.count),
      "items": [
    \(items.joined(separator: ",\n"))
      ]
    }
    """
}

/// The SVG picture of a built layout.
func picture(_ built: BuiltLayout) -> String {
  let screen = built.device.screen(built.orientation)
  let caption = [built.document.title, "\(built.device.name), \(built.orientation)"].compactMap { $0 }.joined(separator: " · ")
  return SVGRenderer(screen: screen).render(built.frameTree, caption: caption)
}

/// Writes the picture to `path`: SVG as is, PNG through `rsvg-convert` when installed.
func writePicture(_ svg: String, to path: String) throws {
  let lower = path.lowercased()
  if lower.hasSuffix(".svg") {
    try writeText(svg, to: path)
  } else if lower.hasSuffix(".png") {
    guard let converter = findExecutable("rsvg-convert") else {
      printError("error: cannot write \(path): PNG needs `rsvg-convert`, which is not installed\n  hint: install it (Debian: `apt-get install librsvg2-bin`) or write an .svg")
      throw PlumbExit.invalidInput
    }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(ProcessInfo.processInfo.processIdentifier).svg")
    try writeText(svg, to: temporary.path)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["--format=png", "--output=\(path)", temporary.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      printError("error: rsvg-convert failed (status \(process.terminationStatus)) writing \(path)")
      throw PlumbExit.invalidInput
    }
  } else {
    printError("error: cannot tell the picture format of \(path)\n  hint: end the name in .svg or .png")
    throw PlumbExit.invalidInput
  }
}

func writeText(_ text: String, to path: String) throws {
  do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  } catch {
    printError("error: cannot write \(path): \(error.localizedDescription)")
    throw PlumbExit.invalidInput
  }
}

func findExecutable(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}
