import Testing
import XCTest

/// Where a check was called from — the test's own line — and how to fail there with whichever
/// framework runs the test: Swift Testing's `Issue.record` inside a `@Test` function (where
/// `Test.current` is set), XCTest's `XCTFail` inside an `XCTestCase`. The checks build their
/// messages once and fail only through here, so both frameworks get the same words.
///
/// The parameters are swift-snapshot-testing's (`StaticString` file, `UInt` line): `XCTFail`
/// takes the file only as a `StaticString`, so the `#filePath` the caller's default gives is
/// kept as one all the way down.
struct CallSite {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The location Swift Testing records an issue at.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// The test file's path, for finding `__Snapshots__` beside it.
  var path: String { "\(filePath)" }

  /// Records `message` as a failure of the running test at this line.
  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
