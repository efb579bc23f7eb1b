import ConsoleLog
import Testing

private let header = "Unable to simultaneously satisfy constraints.\n"

private func read(_ text: String) throws -> ConsoleLog {
  try ConsoleLog(bytes: Array(text.utf8))
}

private func conflict(_ text: String) throws -> UnsatisfiableConstraintsLog {
  guard case .unsatisfiable(let log)? = try read(text).entries.first else {
    throw ConsoleLogError.noLayoutLog(lines: 0)
  }
  return log
}

@Test("An equation with identifier, margin, multiplier, constant and priority is read exactly")
func equationForm() throws {
  let log = try conflict(
    """
    2019-03-01 12:00:00.123456+0100 MyApp[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x600001 'title' UILabel:0x7f01'Title'.leading == UIView:0x7f02.leadingMargin + 8   (active)>",
        "<NSLayoutConstraint:0x600002 UIView:0x7f03.width == 0.5*UIView:0x7f02.width - 4 @750   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600001 'title' UILabel:0x7f01'Title'.leading == UIView:0x7f02.leadingMargin + 8   (active)>
    """)
  #expect(log.items.map(\.name) == ["UILabel 'Title'", "UIView#1", "UIView#2"])
  let first = log.constraints[0]
  #expect(first.identifier == "title")
  #expect(first.first == LoggedTerm(item: 0, attribute: .leading))
  #expect(first.second == LoggedTerm(item: 1, attribute: .leadingMargin))
  #expect(first.constant == 8 && first.multiplier == 1 && first.priority == 1000)
  let second = log.constraints[1]
  #expect(second.multiplier == 0.5 && second.constant == -4 && second.priority == 750)
  #expect(log.broken == 0)
  #expect(first.position == SourcePosition(line: 3, column: 6))
}

@Test("Visual-format lines become the edge and size equations UIKit means")
func visualFormatForms() throws {
  let log = try conflict(
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x10]   (Names: '|':UIView:0x20 )>",
        "<NSLayoutConstraint:0x2 H:[UILabel:0x10]-(>=NSSpace(8))-[UIButton:0x30'Go']>",
        "<NSLayoutConstraint:0x3 V:[UIView:0x20(44@999)]>"
    )
    """)
  let leading = log.constraints[0]
  #expect(log.items[leading.first.item].name == "UILabel#1")
  #expect(leading.first.attribute == .leading && leading.second?.attribute == .leading)
  #expect(log.items[leading.second!.item].name == "UIView#1" && leading.constant == 8)
  let gap = log.constraints[1]
  #expect(gap.relation == .greaterThanOrEqual && gap.constant == 8)
  #expect(log.items[gap.first.item].name == "UIButton 'Go'" && gap.first.attribute == .leading)
  let size = log.constraints[2]
  #expect(size.first.attribute == .height && size.constant == 44 && size.priority == 999)
  #expect(size.second == nil)
  #expect(log.broken == nil)
}

@Test("Autoresizing masks, encapsulated sizes, stack and temporary constraints keep their origin")
func originsAreRecognised() throws {
  let log = try conflict(
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.height == 0   (active)>",
        "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 320   (active)>",
        "<NSLayoutConstraint:0x3 'UISV-spacing' H:[UILabel:0x11]-(8)-[UILabel:0x12]   (active)>",
        "<NSLayoutConstraint:0x4 '_UITemporaryLayoutWidth' UIView:0x10.width == 0   (active)>",
        "<NSContentSizeLayoutConstraint:0x5 UILabel:0x11.width == 42 Hug:250 CompressionResistance:750   (active)>",
        "<NSLayoutConstraint:0x6 UILayoutGuide:0x13'UIViewSafeAreaLayoutGuide'.bottom == UIView:0x10.bottom   (active)>"
    )
    """)
  #expect(log.constraints[0].origin == .autoresizingMask(horizontal: "--&", vertical: "--&"))
  #expect(log.constraints[1].origin == .encapsulatedLayoutSize)
  #expect(log.constraints[2].origin == .stackView)
  #expect(log.constraints[3].origin == .temporaryLayoutSize)
  #expect(log.constraints[4].origin == .contentSize(hugging: 250, compressionResistance: 750))
  #expect(
    log.items[log.constraints[5].first.item].name == "UILayoutGuide 'UIViewSafeAreaLayoutGuide'")
  #expect(log.items[log.constraints[5].first.item].isLayoutGuide)
}

@Test("Several logs in one file are read in order, and an _autolayoutTrace dump becomes a tree")
func severalLogsAndATrace() throws {
  let log = try read(
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UIView:0x10.width == 1   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x1 UIView:0x10.width == 1   (active)>
    UIWindow:0x100
    |   •UIView:0x101
    |   |   *UIButton:0x102'Tap'- AMBIGUOUS LAYOUT for UIButton:0x102'Tap'.minX{id: 15}, UIButton:0x102'Tap'.minY{id: 16}
    """)
  #expect(log.entries.count == 2)
  guard case .trace(let trace) = log.entries[1] else {
    Issue.record("expected a trace")
    return
  }
  #expect(trace.items.map(\.name) == ["UIWindow#1", "UIView#1", "UIButton 'Tap'"])
  #expect(trace.nodes.map(\.depth) == [0, 1, 2])
  #expect(trace.nodes.map(\.parent) == [nil, 0, 1])
  #expect(trace.nodes[2].isAmbiguous && trace.nodes[2].ambiguousAttributes == [.minX, .minY])
}

@Test("A list of constraints without a header is a constraintsAffectingLayout listing")
func listingWithoutHeader() throws {
  let log = try read(
    """
    (lldb) po view.constraintsAffectingLayout(for: .horizontal)
    [<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x10]   (Names: '|':UIView:0x20 )>]
    """)
  guard case .listing(let listing)? = log.entries.first else {
    Issue.record("expected a listing")
    return
  }
  #expect(listing.constraints.count == 1 && listing.constraints[0].constant == 20)
}

// Columns count UTF-8 bytes from 1: the cut description ends after byte 44 of its line (4
// spaces, `"`, 23 bytes of `<NSLayoutConstraint:0x1`, a space, 15 of `UIView:0x10.wid`), so the
// missing `>` is at 45; a final newline leaves an empty line 4 where the list should close;
// `size` starts at byte 38 of `"<NSLayoutConstraint:0x1 UIView:0x10.size == 1>"`.
@Test(
  "Each bad input gets its typed error at its line and column",
  arguments: [
    (
      "truncated in a description",
      header + "(\n    \"<NSLayoutConstraint:0x1 UIView:0x10.wid",
      ConsoleLogError.truncated(
        SourcePosition(line: 3, column: 45), expected: "`>` closing the constraint description")
    ),
    (
      "truncated list",
      header + "(\n    \"<NSLayoutConstraint:0x1 UIView:0x10.width == 1>\",\n",
      .truncated(
        SourcePosition(line: 4, column: 1), expected: "`)` closing the list of constraints")
    ),
    (
      "another runtime",
      "E/AndroidRuntime: FATAL EXCEPTION: main\n\tat com.example.Main.onCreate(Main.java:12)\n",
      .noLayoutLog(lines: 2)
    ),
    (
      "binary garbage", "Unable\u{0}\u{1}\u{2}",
      .notText(SourcePosition(line: 1, column: 7), byte: 0)
    ),
    (
      "redacted",
      "2017-01-19 17:52:50.971640 App[4899:703967] [Layout] Unable to simultaneously satisfy "
        + "constraints:\n<private>\n",
      .redacted(SourcePosition(line: 2, column: 1))
    ),
    (
      "unknown attribute",
      header + "\"<NSLayoutConstraint:0x1 UIView:0x10.size == 1>\"\n",
      .malformedConstraint(
        SourcePosition(line: 2, column: 38), reason: "unknown attribute `size`",
        excerpt: "UIView:0x10.size == 1")
    ),
  ])
func badInputs(_ name: String, _ text: String, _ expected: ConsoleLogError) {
  #expect(throws: expected) { try read(text) }
  // The message Documentation/BadInputs.md shows for the case.
  #expect(documentedMessages[name] == expected.description)
}

/// Copied from Documentation/BadInputs.md, rows G1 to G3, G5 and G6.
private let documentedMessages = [
  "truncated in a description":
    "line 3, column 45: the log ends early: expected `>` closing the constraint description",
  "truncated list":
    "line 4, column 1: the log ends early: expected `)` closing the list of constraints",
  "another runtime":
    "none of the 2 lines is a UIKit Auto Layout log: expected \"Unable to simultaneously "
    + "satisfy constraints.\" with <NSLayoutConstraint:…> lines, an _autolayoutTrace dump, or "
    + "constraintsAffectingLayout(for:) output",
  "binary garbage": "line 1, column 7: byte 0x0 is not text; this is not a console log",
  "redacted":
    "line 2, column 1: the constraints are redacted (`<private>`); copy the log from Xcode's "
    + "console, or log with `privacy: .public`",
  "unknown attribute": "line 2, column 38: unknown attribute `size` in `UIView:0x10.size == 1`",
]

@Test("A log larger than the limit is refused before it is scanned")
func oversizedLog() {
  var limits = ConsoleLogLimits()
  limits.maxBytes = 1_000
  let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_001)
  let expected = ConsoleLogError.tooLarge(bytes: 1_001, limit: 1_000)
  #expect(throws: expected) { try ConsoleLog(bytes: bytes, limits: limits) }
  #expect(
    expected.description
      == "the log has 1001 bytes; at most 1000 are read. Cut the part around \"Unable to "
      + "simultaneously satisfy constraints.\" out of the file")
  // The default limit refuses a 50 MB log.
  #expect(ConsoleLogLimits().maxBytes < 50_000_000)
}

@Test("A trace nested 3,000 deep is read without recursion")
func deepTrace() throws {
  var text = "UIWindow:0x1\n"
  for depth in 1...3_000 {
    text += String(repeating: "|", count: depth) + "*UIView:0x\(String(depth + 1, radix: 16))\n"
  }
  let log = try read(text)
  guard case .trace(let trace)? = log.entries.first else {
    Issue.record("expected a trace")
    return
  }
  #expect(trace.nodes.count == 3_001)
  #expect(trace.nodes.last?.parent == 2_999)
}
