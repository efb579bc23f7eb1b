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

/// The longest side, in pixels, of an image `rsvg-convert` draws: its renderer (cairo) refuses
/// a larger one ("The resulting image would be larger than 32767 pixels on either dimension").
let largestPNGSide = 32_767.0

/// The scale that fits a picture of `svg`'s size (its root element's `width` and `height`, one
/// pixel a point) within ``largestPNGSide`` on both sides: 1 for every picture but a contact
/// sheet of many scenes, whose PNG is scaled down rather than refused.
func pngScale(ofSVG svg: String) -> Double {
  guard let root = svg.split(separator: ">", maxSplits: 1).first else { return 1 }
  func size(_ name: String) -> Double {
    guard let range = root.range(of: " \(name)=\"") else { return 0 }
    return Double(root[range.upperBound...].prefix { $0 != "\"" }) ?? 0
  }
  let longest = max(size("width"), size("height"))
  return longest > largestPNGSide ? largestPNGSide / longest : 1
}

/// Rasterises SVG text into PNG data with `rsvg-convert`, scaled down by ``pngScale(ofSVG:)``
/// when the picture is larger than a PNG it can draw.
///
/// - Throws: ``PictureError/rasteriserMissing`` when `rsvg-convert` is not installed, and
///   ``PictureError/rasteriserFailed(status:message:)`` when it fails.
func pngData(fromSVG svg: String) throws(PictureError) -> Data {
  guard let converter = executablePath("rsvg-convert") else { throw .rasteriserMissing }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: converter)
  // Rounded down, so the scaled side stays within the limit.
  let zoom = (pngScale(ofSVG: svg) * 10_000).rounded(.down) / 10_000
  process.arguments = ["--format=png"] + (zoom < 1 ? ["--zoom=\(zoom)"] : [])
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
