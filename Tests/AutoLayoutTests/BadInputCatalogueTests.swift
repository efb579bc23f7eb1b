import AutoLayout
import LayoutCore
import Testing

// The Visual Format Language and activation rows of Documentation/BadInputs.md: each bad input
// and the exact message users see (the error's `description`).

@Suite("Bad-input catalogue (Auto Layout)")
struct BadInputCatalogueTests {
  struct FormatCase: Sendable, CustomTestStringConvertible {
    var id: String
    var format: String
    var options: LayoutConstraint.FormatOptions = []
    var message: String
    var testDescription: String { id }
  }

  // Views `a` and `b` are in a window, `orphan` has none; metric `pad` = 12, `nan` = NaN.
  static let formatCases: [FormatCase] = [
    FormatCase(
      id: "V1 orientation without colon", format: "V|[a]|",
      message:
        "Unable to parse constraint format: Expected \':\' after \'V\' to specify vertical arrangement\nV|[a]|\n ^\nHint: write the orientation as \'H:\' or \'V:\'."
    ),
    FormatCase(
      id: "V2 unknown view", format: "H:|-[missing]",
      message:
        "Unable to parse constraint format: missing is not a key in the views dictionary.\nH:|-[missing]\n     ^\nHint: pass the view in the views dictionary under this name."
    ),
    FormatCase(
      id: "V3 unknown metric", format: "H:[a]-gap-[b]",
      message:
        "Unable to parse constraint format: gap is not a key in the metrics dictionary.\nH:[a]-gap-[b]\n      ^\nHint: pass the value in the metrics dictionary, or write a number."
    ),
    FormatCase(
      id: "V4 view name as spacing", format: "H:[a]-b-[b]",
      message:
        "Unable to parse constraint format: View \'b\' in a connection: only widths and heights can relate to other views\nH:[a]-b-[b]\n      ^\nHint: write a number or a metric name for spacing."
    ),
    FormatCase(
      id: "V5 view related to itself", format: "H:[a(==a)]",
      message:
        "Unable to parse constraint format: A view cannot be related to itself: a\nH:[a(==a)]\n   ^\nHint: relate the view to another view."
    ),
    FormatCase(
      id: "V6 priority above 1000", format: "H:[a(>=50@2000)]",
      message:
        "Unable to parse constraint format: Invalid priority 2000.0: priorities lie in 1...1000\nH:[a(>=50@2000)]\n          ^\nHint: use a priority greater than 0 and at most 1000."
    ),
    FormatCase(
      id: "V7 priority NaN (metric)", format: "H:[a(>=50@nan)]",
      message:
        "Unable to parse constraint format: Invalid priority nan: priorities lie in 1...1000\nH:[a(>=50@nan)]\n          ^\nHint: use a priority greater than 0 and at most 1000."
    ),
    FormatCase(
      id: "V8 spacing without closing dash", format: "H:[a]-10[b]",
      message:
        "Unable to parse constraint format: Unexpected character \'[\'\nH:[a]-10[b]\n        ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V9 unclosed predicate list", format: "H:[a(50]",
      message:
        "Unable to parse constraint format: Unexpected character \']\'\nH:[a(50]\n       ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V10 unclosed view", format: "H:[a]-[b",
      message:
        "Unable to parse constraint format: Unexpected end of format string\nH:[a]-[b\n        ^\nHint: close every \'[\' with \']\' and every \'(\' with \')\'."
    ),
    FormatCase(
      id: "V11 text after the superview", format: "H:|-[a]-|x",
      message:
        "Unable to parse constraint format: Unexpected character \'x\'\nH:|-[a]-|x\n         ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V12 connection before the first view", format: "H:-[a]",
      message:
        "Unable to parse constraint format: Expected a view\nH:-[a]\n  ^\nHint: views are written in brackets, like [button]."
    ),
    FormatCase(
      id: "V13 empty string", format: "",
      message:
        "Unable to parse constraint format: Unexpected end of format string\n\n^\nHint: close every \'[\' with \']\' and every \'(\' with \')\'."
    ),
    FormatCase(
      id: "V14 single '=' relation", format: "H:[a(=50)]",
      message:
        "Unable to parse constraint format: Unexpected character \'=\'\nH:[a(=50)]\n     ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V15 sign without digits", format: "H:[a(-)]",
      message:
        "Unable to parse constraint format: Unexpected character \'-\'\nH:[a(-)]\n     ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V16 non-ASCII name", format: "H:[ä]",
      message:
        "Unable to parse constraint format: Unexpected character \'ä\'\nH:[ä]\n   ^\nHint: connections are \'-\', \'-8-\', \'-(>=8@750)-\' or nothing; views are [name(predicates)]."
    ),
    FormatCase(
      id: "V17 alignment along the layout axis", format: "H:[a]-[b]", options: .alignAllLeft,
      message:
        "Unable to parse constraint format: Options mask required views to be aligned on an edge along the layout axis, which is not allowed\nH:[a]-[b]\n^\nHint: use alignAllTop/Bottom/CenterY/baselines with H:, alignAllLeft/Right/Leading/Trailing/CenterX with V:."
    ),
    FormatCase(
      id: "V18 superview bar next to an orphan", format: "H:|-[orphan]",
      message:
        "Unable to parse constraint format: Unable to interpret \'|\' character, because orphan has no superview\nH:|-[orphan]\n   ^\nHint: add the view to a superview before making the constraints."
    ),
    // `inf` is neither a metric nor a view: Swift would read it as infinity, so the message says
    // it is not finite (caret at offset 5, after `H:[a(`).
    FormatCase(
      id: "V19 infinity as a size", format: "H:[a(inf)]",
      message:
        "Unable to parse constraint format: inf is not a finite number: sizes and spacings must be finite\nH:[a(inf)]\n     ^\nHint: write a finite number of points, such as 8."
    ),
    // A 310-digit number is past Double's largest, about 1.8e308; the message quotes its first
    // twelve characters and its length.
    FormatCase(
      id: "V20 number too large", format: "H:[a(1\(String(repeating: "0", count: 309)))]",
      message:
        "Unable to parse constraint format: 100000000000… (310 characters) is not a finite number: sizes and spacings must be finite\nH:[a(1\(String(repeating: "0", count: 309)))]\n     ^\nHint: write a finite number of points, such as 8."
    ),
  ]

  @Test("Each malformed visual format fails with its documented message", arguments: formatCases)
  func malformedFormat(_ testCase: FormatCase) {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let views = [
      "a": constrainedView("a", in: window), "b": constrainedView("b", in: window),
      "orphan": View(identifier: "orphan"),
    ]
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: testCase.format, options: testCase.options,
        metrics: ["pad": 12, "nan": .nan],
        views: views)
      Issue.record("\(testCase.id) parsed")
    } catch {
      #expect(
        error.description == testCase.message,
        "ACTUAL \(testCase.id) => \(error.description.debugDescription)")
      #expect(error.offset >= 0 && error.offset <= testCase.format.count)
    }
  }

  struct ActivationCase: Sendable, CustomTestStringConvertible {
    var id: String
    var message: String
    var make:
      @Sendable (_ a: View, _ b: View, _ orphan: View, _ guide: LayoutGuide) -> LayoutConstraint
    var testDescription: String { id }
  }

  static let activationCases: [ActivationCase] = [
    ActivationCase(
      id: "A1 no common ancestor",
      message:
        "Unable to activate constraint with anchors View:\'a\'.width and View:\'orphan\'.width because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That\'s illegal. <LayoutConstraint:0x… View:\'a\'.width == View:\'orphan\'.width (inactive)>",
      make: { a, _, orphan, _ in
        a.widthAnchor.constraint(equalTo: orphan.widthAnchor)
      }),
    ActivationCase(
      id: "A2 guide without owning view",
      message:
        "Unable to activate constraint <LayoutConstraint:0x… View:\'a\'.top == LayoutGuide:0x….top (inactive)>: a layout guide in it has no owning view. Add the guide to a view with addLayoutGuide(_:) first.",
      make: { a, _, _, guide in
        a.topAnchor.constraint(equalTo: guide.topAnchor)
      }),
    ActivationCase(
      id: "A3 leading to left",
      message:
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither. <LayoutConstraint:0x… View:\'a\'.leading == View:\'b\'.left (inactive)>",
      make: { a, b, _, _ in
        LayoutConstraint(
          item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left,
          multiplier: 1, constant: 0)
      }),
    ActivationCase(
      id: "A4 x position to y position",
      message:
        "A constraint cannot be made between View:\'a\'.centerX and View:\'b\'.top because their units are not compatible. <LayoutConstraint:0x… View:\'a\'.centerX == View:\'b\'.top (inactive)>",
      make: { a, b, _, _ in
        LayoutConstraint(
          item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .top,
          multiplier: 1, constant: 0)
      }),
    ActivationCase(
      id: "A5 position to a constant",
      message:
        "A constraint cannot be made between View:\'a\'.top and nil because their units are not compatible. <LayoutConstraint:0x… View:\'a\'.top == 10 (inactive)>",
      make: { a, _, _, _ in
        LayoutConstraint(
          item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 10)
      }),
    ActivationCase(
      id: "A6 infinite constant",
      message:
        "Unable to activate constraint <LayoutConstraint:0x… View:\'a\'.width == inf (inactive)>: its multiplier and constant must be finite, not 1.0 and inf.",
      make: { a, _, _, _ in
        a.widthAnchor.constraint(equalToConstant: .infinity)
      }),
    ActivationCase(
      id: "A7 NaN multiplier",
      message:
        "Unable to activate constraint <LayoutConstraint:0x… View:\'a\'.width == nan*View:\'b\'.width (inactive)>: its multiplier and constant must be finite, not nan and 0.0.",
      make: { a, b, _, _ in
        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .nan)
      }),
    ActivationCase(
      id: "A8 priority 0",
      message:
        "It\'s illegal to set priority:0. Priorities must be greater than 0 and less or equal to 1000. <LayoutConstraint:0x… View:\'a\'.width == 1 priority:0 (inactive)>",
      make: { a, _, _, _ in
        let constraint = a.widthAnchor.constraint(equalToConstant: 1)
        constraint.priority = LayoutPriority(rawValue: 0)
        return constraint
      }),
    ActivationCase(
      id: "A9 NaN metric from a visual format",
      message:
        "Unable to activate constraint <LayoutConstraint:0x… View:\'a\'.width == nan (inactive)>: its multiplier and constant must be finite, not 1.0 and nan.",
      make: { a, b, _, _ in
        // The format parses (a metric is just a number); activation refuses the NaN constant.
        try! LayoutConstraint.constraints(
          withVisualFormat: "H:[a(nan)]", metrics: ["nan": .nan], views: ["a": a])[0]
      }),
  ]

  @Test(
    "Each constraint that cannot be activated fails with its documented message",
    arguments: activationCases)
  func invalidActivation(_ testCase: ActivationCase) {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let orphan = View(identifier: "orphan")
    let guide = LayoutGuide()
    let constraint = testCase.make(a, b, orphan, guide)
    do {
      try LayoutConstraint.activateChecked([constraint])
      Issue.record("\(testCase.id) activated")
    } catch {
      // Constraint and guide addresses differ from run to run.
      let message = error.description.replacing(/0x[0-9a-f]+/, with: "0x…")
      #expect(message == testCase.message, "ACTUAL \(testCase.id) => \(message.debugDescription)")
    }
    #expect(!constraint.isActive)
    withExtendedLifetime((orphan, guide)) {}
  }

  @Test(
    "activate(_:) reports each of them with the message activateChecked(_:) throws",
    arguments: activationCases)
  func invalidActivationReported(_ testCase: ActivationCase) {
    // `activate(_:)` checks and installs one- and two-term constraints on a path of its own;
    // it must refuse the same constraints, with the same error, and leave them inactive.
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let orphan = View(identifier: "orphan")
    let guide = LayoutGuide()
    let constraint = testCase.make(a, b, orphan, guide)
    LayoutConstraint.activate([constraint])
    let messages = recorder.diagnostics.map {
      $0.description.replacing(/0x[0-9a-f]+/, with: "0x…")
    }
    #expect(messages == ["[LayoutConstraints] " + testCase.message])
    #expect(!constraint.isActive)
    withExtendedLifetime((orphan, guide)) {}
  }
}
