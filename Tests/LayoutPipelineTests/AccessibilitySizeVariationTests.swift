import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// Layouts that change at the accessibility text sizes (UIKit's `isAccessibilityCategory`):
/// `when: {accessibilityCategory: …}` and a stack's `accessibility:` settings.
///
/// The device is the iPhone 14 Pro in portrait: 393 × 852 pt, safe area top 59, leading 0.
@Suite("Accessibility-size variations in layout files")
struct AccessibilitySizeVariationTests {
  func run(_ text: String, _ size: ContentSizeCategory) throws -> LayoutResult {
    let document = try LayoutDocument.parse(text, file: "test.yaml")
    return try Pipeline.run(document, in: Scenario(device: .iPhone14Pro, contentSizeCategory: size))
  }

  func frame(_ result: LayoutResult, _ name: String) -> Rect? {
    result.items.first { $0.name == name }?.frame
  }

  func readError(_ text: String) -> LayoutFileError? {
    do {
      _ = try LayoutDocument.parse(text, file: "test.yaml")
      return nil
    } catch {
      return error
    }
  }

  /// A row of a 100 × 20 and a 50 × 30 view, spacing 8, that becomes a column with spacing 4.
  let row = """
    views:
      row: { stack: { axis: horizontal, spacing: 8, accessibility: { axis: vertical, spacing: 4 } } }
      a: { parent: row, size: 100x20 }
      b: { parent: row, size: 50x30 }
    constraints:
      - row.top == safeArea.top
      - row.leading == safeArea.leading
    """

  @Test("A stack's accessibility settings replace its own at the five accessibility sizes only")
  func stackTurnsIntoColumn() throws {
    // Row (fill distribution and alignment): widths are the intrinsic ones, a at 0 and b at
    // 100 + 8; both as tall as the row, and the row is 30 tall (b's compression resistance,
    // 750, beats a's hugging, 250).
    for size in ContentSizeCategory.allCases where !size.isAccessibilityCategory {
      let result = try run(row, size)
      #expect(frame(result, "a") == Rect(x: 0, y: 59, width: 100, height: 30), "\(size)")
      #expect(frame(result, "b") == Rect(x: 108, y: 59, width: 50, height: 30), "\(size)")
    }
    // Column: heights are the intrinsic ones, b 20 + 4 below a's top; both as wide as the
    // column, 100 (a's compression resistance beats b's hugging).
    for size in ContentSizeCategory.allCases where size.isAccessibilityCategory {
      let result = try run(row, size)
      #expect(frame(result, "a") == Rect(x: 0, y: 59, width: 100, height: 20), "\(size)")
      #expect(frame(result, "b") == Rect(x: 0, y: 83, width: 100, height: 30), "\(size)")
    }
  }

  @Test(
    "when: {accessibilityCategory: true} installs views and constraints at the accessibility sizes only"
  )
  func whenAccessibilityCategory() throws {
    let text = """
      views:
        box: { size: 10x10 }
        hint: { size: 40x40, when: { accessibilityCategory: true } }
      constraints:
        - box.top == safeArea.top
        - box.leading == safeArea.leading
        - when: { accessibilityCategory: false }
          constraints: [box.width == 200]
        - when: { accessibilityCategory: true }
          constraints: [box.width == 300, hint.top == box.bottom, hint.leading == box.leading]
      """
    let large = try run(text, .extraExtraExtraLarge)
    #expect(frame(large, "box")?.width == 200)
    #expect(frame(large, "hint") == nil)
    let accessibility = try run(text, .accessibilityMedium)
    #expect(frame(accessibility, "box")?.width == 300)
    // Under the 10-pt-tall box at the safe area's top: 59 + 10.
    #expect(frame(accessibility, "hint") == Rect(x: 0, y: 69, width: 40, height: 40))
  }

  @Test(
    "Unknown accessibility settings and a condition that is not true or false are errors at the value"
  )
  func badSettings() throws {
    let setting = try #require(
      readError("views:\n  s: { stack: { accessibility: { lines: 2 } } }\n"))
    #expect(setting.message == "unknown accessibility setting `lines`")
    #expect(setting.hint.contains("axis, distribution, alignment, spacing"))
    let axis = try #require(
      readError("views:\n  s: { stack: { accessibility: { axis: diagonal } } }\n"))
    #expect(axis.message == "unknown axis `diagonal`")
    let negative = try #require(
      readError("views:\n  s: { stack: { accessibility: { spacing: -4 } } }\n"))
    #expect(negative.message == "`-4` is not a spacing")
    let flag = try #require(readError("views:\n  v: { when: { accessibilityCategory: maybe } }\n"))
    #expect(flag.message == "`maybe` is not true or false")
    // A size class no device has (every window is compact or regular each way).
    let unspecified = try #require(readError("views:\n  v: { when: { width: unspecified } }\n"))
    #expect(unspecified.message == "unknown size class `unspecified`")
    #expect(unspecified.hint.hasSuffix("the size classes are compact, regular"))
  }
}
