import DeviceCatalog
import Foundation
import LayoutFile
import LayoutPipeline
import Testing

/// What users read never shows Plumb's insides: no object address (`0x18902b0eca561141`), no
/// Swift type name (`LayoutConstraint`, `FileView`, `Optional(…)`), whatever the file holds.
@Suite("User-facing messages")
struct UserFacingMessageTests {
  /// Words that only the implementation knows.
  static let internals = [
    "<LayoutConstraint", "LayoutConstraint:", "FileView", "Optional(", "Swift.", "Double",
    "CGFloat",
  ]

  static func leaksInternals(_ message: String) -> String? {
    if message.range(of: "0x[0-9a-fA-F]{6,}", options: .regularExpression) != nil {
      return "an object address"
    }
    return internals.first { message.contains($0) }
  }

  @Test(
    "No malformed file's message holds an address or a type name",
    arguments: MalformedFileTests.files)
  func malformedMessages(_ name: String) throws {
    let path = "Tests/PlumbCLITests/Malformed/\(name)"
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    do {
      let document = try LayoutDocument.parse(text, file: path)
      _ = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro, orientation: .portrait))
      Issue.record("\(name) was accepted")
    } catch {
      #expect(Self.leaksInternals(error.description) == nil, "\(name): \(error.description)")
    }
  }

  @Test("The checker itself recognises what it must reject")
  func detectorWorks() {
    #expect(
      Self.leaksInternals(
        "Unable to activate constraint <LayoutConstraint:0x18902b0eca561141 'line 5'>") != nil)
    #expect(Self.leaksInternals("`a` leaves the safe area") == nil)
  }
}
