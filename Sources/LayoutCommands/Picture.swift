import Foundation

/// A picture format `plumb` writes.
enum PictureFormat: String, Sendable, CaseIterable {
  /// SVG text, written by Plumb itself.
  case svg
  /// PNG, rasterised from the SVG by `rsvg-convert` (Debian's `librsvg2-bin`).
  case png

  /// The format a file name asks for, by its extension.
  init(path: String) throws(PictureError) {
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    guard let format = PictureFormat(rawValue: ext) else { throw .unknownFormat(path: path) }
    self = format
  }
}

/// Why a picture could not be made.
enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name ends in neither `.svg` nor `.png`.
  case unknownFormat(path: String)
  /// PNG needs `rsvg-convert`, and it is not on the `PATH`.
  case rasteriserMissing
  /// `rsvg-convert` ran and failed.
  case rasteriserFailed(status: Int32, message: String)

  /// What went wrong, and a hint.
  var description: String {
    switch self {
    case .unknownFormat(let path):
      return "cannot tell the picture format of \(path)\n  hint: end the name in .svg or .png"
    case .rasteriserMissing:
      return
        "PNG needs `rsvg-convert`, which is not installed\n  hint: install it (Debian: `apt-get install librsvg2-bin`) or write an .svg"
    case .rasteriserFailed(let status, let message):
      return "rsvg-convert failed (status \(status)): \(message)"
    }
  }
}

/// Rasterises SVG text into PNG data with `rsvg-convert`.
///
/// - Throws: ``PictureError/rasteriserMissing`` when `rsvg-convert` is not installed, and
///   ``PictureError/rasteriserFailed(status:message:)`` when it fails.
func pngData(fromSVG svg: String) throws(PictureError) -> Data {
  guard let converter = executablePath("rsvg-convert") else { throw .rasteriserMissing }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: converter)
  process.arguments = ["--format=png"]
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  do {
    try process.run()
  } catch {
    throw .rasteriserFailed(status: -1, message: "\(error)")
  }
  // Write on another thread: a large picture fills the pipe before the converter answers.
  let writer = Thread {
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
  }
  writer.start()
  let png = output.fileHandleForReading.readDataToEndOfFile()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0, !png.isEmpty else {
    throw .rasteriserFailed(
      status: process.terminationStatus,
      message: message.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  return png
}

/// The picture bytes for `path`'s format: the SVG as UTF-8, or PNG.
func pictureData(_ svg: String, for path: String) throws(PictureError) -> Data {
  switch try PictureFormat(path: path) {
  case .svg: return Data(svg.utf8)
  case .png: return try pngData(fromSVG: svg)
  }
}

/// The first executable called `name` on the `PATH`.
func executablePath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}
