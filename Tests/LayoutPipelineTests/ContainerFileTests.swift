import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// Stack views, labels, scroll views, the keyboard guide and size-class variations in layout
/// files: built as UIKit builds them, and checked.
///
/// The device throughout is the iPhone 14 Pro in portrait: 393 × 852 pt, safe area top 59 and
/// bottom 34 (the catalog's insets), size classes compact width, regular height.
@Suite("Containers in layout files")
struct ContainerFileTests {
  func run(
    _ text: String, on device: Device = .iPhone14Pro, _ orientation: Orientation = .portrait,
    contentSize: ContentSizeCategory = .large, keyboard: Bool = false
  ) throws -> LayoutResult {
    let document = try LayoutDocument.parse(text, file: "test.yaml")
    let scenario = Scenario(
      device: device, orientation: orientation, contentSizeCategory: contentSize,
      showsKeyboard: keyboard)
    return try Pipeline.run(document, in: scenario, options: Pipeline.Options(check: true))
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

  /// A vertical stack of three 100 × 20, 100 × 30 and 100 × 40 views with spacing 8, pinned to
  /// the safe area's top, leading and trailing edges.
  func column(middle: String = "", first: String = "") -> String {
    """
    views:
      column: { stack: { axis: vertical, spacing: 8 } }
      a: { parent: column, size: 100x20\(first) }
      b: { parent: column, size: 100x30\(middle) }
      c: { parent: column, size: 100x40 }
    constraints:
      - column.top == safeArea.top
      - column.leading == safeArea.leading
      - column.trailing == safeArea.trailing
    """
  }

  @Test("A vertical fill stack lays its arranged views out in file order with its spacing")
  func verticalStack() throws {
    let result = try run(column())
    // Fill alignment stretches each view to the stack's 393-pt width; along the axis each keeps
    // its intrinsic height: a at 59, b at 59 + 20 + 8 = 87, c at 87 + 30 + 8 = 125.
    #expect(frame(result, "a") == Rect(x: 0, y: 59, width: 393, height: 20))
    #expect(frame(result, "b") == Rect(x: 0, y: 87, width: 393, height: 30))
    #expect(frame(result, "c") == Rect(x: 0, y: 125, width: 393, height: 40))
    // The stack hugs its content: 20 + 8 + 30 + 8 + 40 = 106.
    #expect(frame(result, "column")?.height == 106)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
  }

  @Test("A hidden arranged view collapses and hands its gap over")
  func hiddenArrangedView() throws {
    let result = try run(column(middle: ", hidden: true"))
    // Without b: a at 59, c at 59 + 20 + 8 = 87; the stack is 20 + 8 + 40 = 68 tall.
    #expect(frame(result, "c")?.minY == 87)
    #expect(frame(result, "column")?.height == 68)
  }

  @Test("spacingAfter replaces the stack's spacing after that view only")
  func customSpacing() throws {
    let result = try run(column(first: ", spacingAfter: 20"))
    // b at 59 + 20 + 20 = 99; c keeps the stack's 8: 99 + 30 + 8 = 137.
    #expect(frame(result, "b")?.minY == 99)
    #expect(frame(result, "c")?.minY == 137)
  }

  @Test("A horizontal stack with fillEqually and center alignment")
  func horizontalFillEqually() throws {
    let result = try run(
      """
      views:
        row: { stack: { distribution: fillEqually, alignment: center, spacing: 9 } }
        x: { parent: row, size: 50x20 }
        y: { parent: row, size: 50x40 }
      constraints:
        - row.top == safeArea.top
        - row.leading == safeArea.leading
        - row.trailing == safeArea.trailing
      """)
    // Equal widths: (393 − 9) / 2 = 192; y sets the row's height (40) and x is centred in it:
    // 59 + (40 − 20) / 2 = 69.
    #expect(frame(result, "x") == Rect(x: 0, y: 69, width: 192, height: 20))
    #expect(frame(result, "y") == Rect(x: 201, y: 59, width: 192, height: 40))
  }

  @Test("Unknown names in a stack are errors at the value that list the valid ones")
  func unknownStackNames() throws {
    let distribution = try #require(
      readError("views:\n  s: { stack: { distribution: fillEvenly } }\n"))
    // `  s: { stack: { distribution: ` is 30 characters: the value starts in column 31.
    #expect(distribution.line == 2 && distribution.column == 31)
    #expect(distribution.message == "unknown distribution `fillEvenly`")
    #expect(
      distribution.hint.contains(
        "fill, fillEqually, fillProportionally, equalSpacing, equalCentering"))
    let alignment = try #require(readError("views:\n  s: { stack: { alignment: middle } }\n"))
    #expect(alignment.message == "unknown alignment `middle`")
    #expect(alignment.hint.contains("firstBaseline") && alignment.hint.contains("top"))
    let axis = try #require(readError("views:\n  s: { stack: { axis: diagonal } }\n"))
    #expect(axis.hint.contains("horizontal, vertical"))
    let key = try #require(readError("views:\n  s: { stack: { spacin: 4 } }\n"))
    #expect(key.hint.contains("did you mean `spacing`?"))
  }

  @Test("Negative, non-numeric and infinite spacing is refused where it is written")
  func badSpacing() throws {
    for value in ["-4", "wide", ".inf"] {
      let error = try #require(readError("views:\n  s: { stack: { spacing: \(value) } }\n"))
      #expect(error.line == 2 && error.message == "`\(value)` is not a spacing")
    }
  }

  @Test("spacingAfter on a view whose parent is not a stack is an error at the view")
  func spacingAfterNeedsStack() throws {
    let error = try #require(readError("views:\n  box:\n  a: { parent: box, spacingAfter: 4 }\n"))
    #expect(error.line == 3 && error.column == 3)
    #expect(error.message.contains("needs a stack view as the parent of `a`"))
  }

  @Test("A view is one kind only; unknown text styles and size classes list the valid ones")
  func otherBadValues() throws {
    let twice = try #require(readError("views:\n  v: { stack: {}, label: hi }\n"))
    #expect(twice.message == "view `v` is already a stack")
    let style = try #require(readError("views:\n  l: { label: { text: hi, style: huge } }\n"))
    #expect(style.message == "unknown text style `huge`")
    #expect(style.hint.contains("largeTitle") && style.hint.contains("caption2"))
    let sizeClass = try #require(readError("views:\n  v: { when: { width: tiny } }\n"))
    #expect(sizeClass.message == "unknown size class `tiny`")
    #expect(sizeClass.hint.contains("compact, regular"))
    let priority = try #require(readError("views:\n  v: { hugging: 1001 }\n"))
    #expect(priority.message == "`1001` is not a priority")
    let lines = try #require(readError("views:\n  l: { label: { text: hi, lines: -1 } }\n"))
    #expect(lines.message == "`-1` is not a number of lines")
  }

  @Test(
    "Views and constraints scoped to a size class are installed only there, like Interface Builder's variations"
  )
  func sizeClassVariations() throws {
    let text = """
      views:
        compactOnly: { size: 10x10, when: { width: compact } }
        regularOnly: { size: 10x10, when: { width: regular } }
        box: { size: 10x10 }
      constraints:
        - compactOnly.top == safeArea.top
        - compactOnly.leading == safeArea.leading
        - regularOnly.top == safeArea.top
        - regularOnly.leading == safeArea.leading
        - box.leading == safeArea.leading
        - box.top == safeArea.top + 100
        - { when: { width: regular }, constraints: ["box.top == safeArea.top + 200"] }
      """
    // The iPhone 14 Pro in portrait is compact width; the iPad Pro 11-inch (3rd generation) is
    // regular width in both orientations (Apple's size-class table).
    let phone = try run(text)
    #expect(phone.items.map(\.name).filter { $0.hasSuffix("Only") } == ["compactOnly"])
    #expect(frame(phone, "box")?.minY == 159)
    #expect(phone.findings.isEmpty, "\(phone.findings.map(\.message))")
    let pad = try run(text, on: .iPadPro11Gen3)
    #expect(pad.items.map(\.name).filter { $0.hasSuffix("Only") } == ["regularOnly"])
    // Both box.top lines hold only if they agree; on the iPad the second is installed and
    // conflicts with the first (100 ≠ 200): the check reports it with both lines.
    let conflict = try #require(pad.findings(.unsatisfiable).first)
    #expect(conflict.lines.sorted() == [11, 12])
  }

  @Test(
    "keyboard.top is the safe area's bottom with the keyboard hidden, and the keyboard's top with it shown"
  )
  func keyboardGuide() throws {
    let text = """
      views:
        field: { size: 100x44 }
      constraints:
        - field.leading == safeArea.leading
        - field.bottom == keyboard.top
      """
    // Hidden: 852 − 34 = 818.
    #expect(frame(try run(text), "field")?.maxY == 818)
    // Shown: the catalog's iPhone portrait keyboard is 267 pt of keys plus the 34-pt bottom
    // inset, 301 pt (Device.defaultKeyboardHeight(in:)); its top is at 852 − 301 = 551.
    let shown = try run(text, keyboard: true)
    #expect(frame(shown, "field")?.maxY == 551)
    #expect(shown.findings(.underKeyboard).isEmpty)
  }

  @Test("A view pinned to the safe area's bottom is under the keyboard, with its line")
  func underKeyboard() throws {
    let result = try run(
      """
      views:
        button: { size: 100x44 }
      constraints:
        - button.leading == safeArea.leading
        - button.bottom == safeArea.bottom
      """, keyboard: true)
    let finding = try #require(result.findings(.underKeyboard).first)
    #expect(finding.items == ["button"])
    #expect(finding.lines == [5])
    // The whole 44-pt button is below the keyboard's top (551 < 774).
    #expect(finding.amount == 44)
    #expect(!result.passed)
  }

  @Test("A label that fits at the default text size is truncated at the largest accessibility size")
  func truncationAtAccessibilitySizes() throws {
    let text = """
      views:
        title: { label: { text: Notifications and sounds, style: body } }
      constraints:
        - title.top == safeArea.top
        - title.leading == safeArea.leading
        - title.trailing <= safeArea.trailing
      """
    // 24 characters of body text: at the default 17 pt about 24 × 0.6 × 17 ≈ 245 pt, inside
    // 393; at accessibilityExtraExtraExtraLarge body is 53 pt (Apple's Dynamic Type table),
    // about 3 × as wide, ≈ 760 pt, which the required trailing edge cuts to 393.
    #expect(try run(text).findings.isEmpty)
    let large = try run(text, contentSize: .accessibilityExtraExtraExtraLarge)
    let finding = try #require(large.findings(.truncated).first)
    #expect(finding.items == ["title"])
    #expect(finding.lines.contains(6))
    #expect(frame(large, "title")?.width == 393)
  }

  @Test("Overlapping siblings are a finding unless one is marked overlaps")
  func overlapping() throws {
    func text(_ flag: String) -> String {
      """
      views:
        photo: { size: 100x100 }
        badge: { text: "9", size: 40x20\(flag) }
      constraints:
        - photo.top == safeArea.top
        - photo.leading == safeArea.leading
        - badge.top == photo.top
        - badge.leading == photo.trailing - 20
      """
    }
    // The badge straddles the photo's trailing edge: 20 × 20 pt of it over the photo, so the
    // photo is no backdrop holding it (OverlapRuleTests) and the overlap is a finding.
    let finding = try #require(try run(text("")).findings(.overlapping).first)
    #expect(finding.items == ["photo", "badge"])
    #expect(finding.amount == 20)
    // `badge.top == photo.top` (line 7) places both views: one cause, listed once.
    #expect(finding.lines.filter { $0 == 7 }.count == 1)
    #expect(Set(finding.constraints).count == finding.constraints.count)
    #expect(try run(text(", overlaps: true")).findings.isEmpty)
  }

  @Test("Plain views without text may be layered: a backdrop behind a panel is no finding")
  func plainViewsMayOverlap() throws {
    let result = try run(
      """
      views:
        backdrop: { size: 100x100 }
        panel: { size: 50x50 }
      constraints:
        - backdrop.top == safeArea.top
        - backdrop.leading == safeArea.leading
        - panel.top == backdrop.top
        - panel.leading == backdrop.leading
      """)
    #expect(result.findings.isEmpty)
  }

  @Test("A subview reaching outside its superview is a finding naming its edge and line")
  func outsideSuperview() throws {
    let result = try run(
      """
      views:
        card: { size: 100x100 }
        tag: { parent: card, size: 30x10 }
      constraints:
        - card.top == safeArea.top
        - card.leading == safeArea.leading
        - tag.top == card.top
        - tag.leading == card.trailing - 10
      """)
    let finding = try #require(result.findings(.outsideSuperview).first)
    #expect(finding.items == ["tag"])
    // tag spans card.maxX − 10 … + 30: 20 pt past the right edge.
    #expect(finding.amount == 20 && finding.edges == [.right])
    #expect(finding.lines.contains(8))
  }

  @Test(
    "Scroll content tied to the content guide's edges and the frame guide's width is not ambiguous")
  func scrollContent() throws {
    let pinned = """
      views:
        scroll: { scroll: true }
        content: { parent: scroll, size: 10x2000 }
      constraints:
        - scroll.top == safeArea.top
        - scroll.bottom == safeArea.bottom
        - scroll.leading == safeArea.leading
        - scroll.trailing == safeArea.trailing
        - content.top == scroll.contentLayout.top
        - content.leading == scroll.contentLayout.leading
        - content.trailing == scroll.contentLayout.trailing
        - content.width == scroll.frameLayout.width
      """
    let fine = try run(pinned + "\n  - content.bottom == scroll.contentLayout.bottom\n")
    #expect(fine.findings.isEmpty, "\(fine.findings.map(\.message))")
    // Without the bottom edge nothing fixes the content guide's height.
    let open = try run(pinned)
    let finding = try #require(open.findings(.ambiguousScrollContent).first)
    #expect(finding.items == ["scroll"])
    #expect(finding.message.contains("content height"))
  }

  @Test("contentLayout on a view that is not a scroll view is an error at the guide's name")
  func contentGuideNeedsScrollView() throws {
    let document = try LayoutDocument.parse(
      "views:\n  box:\nconstraints:\n  - box.contentLayout.top == safeArea.top\n", file: "test.yaml"
    )
    #expect(throws: LayoutFileError.self) {
      try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    }
    do {
      _ = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    } catch {
      #expect(error.line == 4 && error.column == 9)
      #expect(error.message == "only a scroll view has a `contentLayout` guide")
    }
  }

  @Test("Content size lists take UIKit's, SwiftUI's and the short names; unknown ones are refused")
  func contentSizeLists() throws {
    #expect(try ContentSizeCategory.categories(named: "all").count == 12)
    #expect(
      try ContentSizeCategory.categories(named: "L, XL,accessibility3, extraSmall")
        == [.large, .extraLarge, .accessibilityExtraLarge, .extraSmall])
    #expect(
      try ContentSizeCategory.categories(named: "accessibility").allSatisfy(
        \.isAccessibilityCategory))
    #expect(throws: ContentSizeListError(name: "huge")) {
      try ContentSizeCategory.categories(named: "L,huge")
    }
  }

  @Test("The matrix multiplies orientations, content sizes and the keyboard")
  func matrix() throws {
    let scenarios = Scenario.matrix(
      devices: [.iPhone14Pro], orientations: nil, contentSizes: [.large, .accessibilityMedium],
      keyboard: true)
    // The iPhone 14 Pro supports portrait and both landscapes: 3 × 2 sizes × 2 keyboard states.
    #expect(scenarios.count == 12)
    #expect(scenarios[1].description == "iPhone 14 Pro, portrait, keyboard")
    #expect(scenarios[2].description == "iPhone 14 Pro, portrait, accessibilityMedium")
  }
}
