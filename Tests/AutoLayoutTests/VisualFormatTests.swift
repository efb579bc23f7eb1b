import AutoLayout
import LayoutCore
import Testing

@Suite("Visual format language")
struct VisualFormatTests {
  struct LayoutCase: Sendable, CustomTestStringConvertible {
    var formats: [String]
    /// Options for the first format; the others use none.
    var options: LayoutConstraint.FormatOptions = []
    /// Expected frames of a, b (and c, if used), derived from the format's numbers.
    var expected: [String: Rect]
    var testDescription: String { formats.joined(separator: " ; ") }
  }

  // A 300 × 200 window at @1x; `a`, `b`, `c` are plain constrained views; metric `pad` = 12.
  static let layoutCases: [LayoutCase] = [
    LayoutCase(
      formats: ["H:|-[a(50)]-[b(60)]", "V:|-[a(10)]", "V:|-[b(10)]"],
      expected: [
        "a": Rect(x: 20, y: 20, width: 50, height: 10),  // `|-` is 20 pt to the superview
        "b": Rect(x: 20 + 50 + 8, y: 20, width: 60, height: 10),  // `-` is 8 pt between views
      ]),
    LayoutCase(
      formats: ["|[a][b(==a)]|", "V:|-pad-[a(10)]", "V:[b(20)]|"],
      expected: [
        "a": Rect(x: 0, y: 12, width: 150, height: 10),  // flush and equal: 300 / 2 each
        "b": Rect(x: 150, y: 200 - 20, width: 150, height: 20),
      ]),
    LayoutCase(
      formats: [
        "H:|-(>=30,<=40)-[a(>=100,<=120@750)]-(pad@999)-[b(40)]-(10)-|", "V:|[a(==b)]|", "V:|[b]|",
      ],
      expected: [
        // b is 10 from the right edge, a 12 before it; a wants ≤ 120 at 750 but the left gap
        // must stay ≤ 40, so a grows to 300 − 10 − 40 − 12 − 40 = 198.
        "a": Rect(x: 40, y: 0, width: 300 - 10 - 40 - 12 - 40, height: 200),
        "b": Rect(x: 300 - 10 - 40, y: 0, width: 40, height: 200),
      ]),
    LayoutCase(
      formats: ["H:|-10-[a(50)]-5-[b(50)]"], options: .directionRightToLeft,
      expected: [
        "a": Rect(x: 300 - 10 - 50, y: 0, width: 50, height: 0),  // runs from the right edge
        "b": Rect(x: 300 - 10 - 50 - 5 - 50, y: 0, width: 50, height: 0),
      ]),
    LayoutCase(
      formats: ["V:|-10-[a(30)]-[b(20)]", "H:|[a(40)]"], options: .alignAllLeading,
      expected: [
        "a": Rect(x: 0, y: 10, width: 40, height: 30),
        "b": Rect(x: 0, y: 10 + 30 + 8, width: 0, height: 20),  // aligned to a's leading edge
      ]),
  ]

  @Test("Formats lay out as written", arguments: layoutCases)
  func formats(_ testCase: LayoutCase) throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let views = ["a": constrainedView("a", in: window), "b": constrainedView("b", in: window)]
    for (index, format) in testCase.formats.enumerated() {
      let constraints = try LayoutConstraint.constraints(
        withVisualFormat: format, options: index == 0 ? testCase.options : [], metrics: ["pad": 12],
        views: views)
      #expect(constraints.allSatisfy { !$0.isActive })
      LayoutConstraint.activate(constraints)
    }
    window.layoutIfNeeded()
    for (name, expected) in testCase.expected {
      expectFrame(views[name]?.frame ?? .zero, expected)
    }
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var format: String
    var problem: VisualFormatError.Problem
    var offset: Int
    var testDescription: String { format }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      format: "V|[backgroundBox]|", problem: .expectedColonAfterOrientation("V"), offset: 1),
    ErrorCase(format: "H:|-[missing]", problem: .unknownView("missing"), offset: 5),
    ErrorCase(format: "H:[a]-gap-[b]", problem: .unknownMetric("gap"), offset: 6),
    ErrorCase(format: "H:[a]-b-[b]", problem: .viewInSpacing("b"), offset: 6),
    ErrorCase(format: "H:[a(==a)]", problem: .viewRelatedToItself("a"), offset: 3),
    ErrorCase(format: "H:[a(>=50@2000)]", problem: .invalidPriority(2000), offset: 10),
    ErrorCase(format: "H:[a]-10[b]", problem: .unexpectedCharacter("["), offset: 8),
    ErrorCase(format: "H:[a(50]", problem: .unexpectedCharacter("]"), offset: 7),
    ErrorCase(format: "H:[a]-[b", problem: .unexpectedEnd, offset: 8),
    ErrorCase(format: "H:|-[a]-|x", problem: .unexpectedCharacter("x"), offset: 9),
    ErrorCase(format: "H:-[a]", problem: .expectedView, offset: 2),
  ]

  @Test("Malformed formats throw with the offset of the problem", arguments: errorCases)
  func malformedFormats(_ testCase: ErrorCase) {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let views = ["a": constrainedView("a", in: window), "b": constrainedView("b", in: window)]
    #expect(
      throws: VisualFormatError(testCase.problem, format: testCase.format, offset: testCase.offset)
    ) {
      _ = try LayoutConstraint.constraints(withVisualFormat: testCase.format, views: views)
    }
  }

  @Test("The error shows the format with a caret and a hint")
  func caretDiagnostic() {
    let error = VisualFormatError(
      .expectedColonAfterOrientation("V"), format: "V|[backgroundBox]|", offset: 1)
    #expect(
      error.description == """
        Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
        V|[backgroundBox]|
         ^
        Hint: write the orientation as 'H:' or 'V:'.
        """)
  }

  @Test("Alignment along the format's own axis is rejected; a superview is required for |")
  func invalidOptionsAndSuperview() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let a = constrainedView("a", in: window)
    let orphan = View(identifier: "orphan")
    #expect(throws: VisualFormatError(.alignmentAlongLayoutAxis, format: "H:[a]-[b]", offset: 0)) {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: "H:[a]-[b]", options: .alignAllLeft,
        views: ["a": a, "b": constrainedView("b", in: window)])
    }
    #expect(throws: VisualFormatError(.noSuperview("orphan"), format: "H:|-[orphan]", offset: 3)) {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: "H:|-[orphan]", views: ["orphan": orphan])
    }
  }
}
