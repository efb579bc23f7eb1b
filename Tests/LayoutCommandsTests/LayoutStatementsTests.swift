import Testing

@testable import LayoutCommands

/// Which statements of a source file make a class's rows self-size (``LayoutStatements``):
/// each case a small file and what must be read from it.
@Suite("Reading the statements that make table rows self-size from Swift and Objective-C")
struct LayoutStatementsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var objectiveC = false
    /// `class:line` of each automatic assignment, heightForRowAt method.
    var assignments: [String] = []
    var methods: [String] = []
    /// Classes whose rows are computed or conditional.
    var otherAssignments: Set<String> = []
    var otherMethods: Set<String> = []
    /// `class:line method property` of each statement hiding a view in its lifecycle methods.
    var hiding: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an assignment in viewDidLoad",
      source: """
        class A: UITableViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = UITableView.automaticDimension
          }
        }
        """,
      assignments: ["A:4"]),
    Case(
      name: "the short and the Objective-C spellings, self. and optional chaining",
      source: """
        class A { func f() { self.tableView?.rowHeight = .automaticDimension } }
        extension Module.B { func g() { table.rowHeight = UITableViewAutomaticDimension } }
        """,
      assignments: ["A:1", "B:2"]),
    Case(
      name: "comments and strings never count",
      source: """
        class A {
          func f() {
            // tableView.rowHeight = UITableView.automaticDimension
            /* tableView.rowHeight = /* nested */ UITableView.automaticDimension */
            let s = "tableView.rowHeight = UITableView.automaticDimension"
            let t = \"\"\"
              tableView.rowHeight = UITableView.automaticDimension
              \"\"\"
            let u = #"tableView.rowHeight = "UITableView.automaticDimension""#
          }
        }
        """),
    Case(
      name: "inside an if, a closure, after a guard: conditional",
      source: """
        class A {
          func f() { if x { tableView.rowHeight = UITableView.automaticDimension } }
          func g() { DispatchQueue.main.async { self.tableView.rowHeight = .automaticDimension } }
          func h() {
            guard isViewLoaded else { return }
            tableView.rowHeight = .automaticDimension
          }
        }
        """,
      otherAssignments: ["A"]),
    Case(
      name: "a computed value, a ternary, a fixed height",
      source: """
        class A { func f() { tableView.rowHeight = compact ? 44 : UITableView.automaticDimension } }
        class B { func f() { tableView.rowHeight = 44 } }
        """,
      otherAssignments: ["A", "B"]),
    Case(
      name: "a declaration and a comparison are no assignment",
      source: """
        class A {
          var rowHeight = UITableView.automaticDimension
          func f() -> Bool { tableView.rowHeight == UITableView.automaticDimension }
        }
        """),
    Case(
      name: "heightForRowAt returning only the constant, in a class or an extension",
      source: """
        class A: UITableViewController {
          override func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {
            return UITableView.automaticDimension
          }
        }
        extension B: UITableViewDelegate {
          func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {
            UITableView.automaticDimension
          }
        }
        """,
      methods: ["A:2", "B:7"]),
    Case(
      name: "heightForRowAt with another return, or a computed one",
      source: """
        class A {
          func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {
            if i.row == 0 { return 44 }
            return UITableView.automaticDimension
          }
        }
        class B {
          func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {
            return i.row == 0 ? 44 : UITableView.automaticDimension
          }
          func tableView(_ t: UITableView, estimatedHeightForRowAt i: IndexPath) -> CGFloat {
            return UITableView.automaticDimension
          }
        }
        """,
      otherMethods: ["A", "B"]),
    Case(
      name: "a class func and a nested struct's method belong to no controller",
      source: """
        class A {
          class func make() { tableView.rowHeight = UITableView.automaticDimension }
          struct S { func f() { tableView.rowHeight = UITableView.automaticDimension } }
        }
        """,
      assignments: ["A:2"]),
    Case(
      name: "Objective-C: the assignment and the delegate method",
      source: """
        @implementation A
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.rowHeight = UITableViewAutomaticDimension;
        }
        @end
        @implementation B (Rows)
        - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)p {
            return UITableViewAutomaticDimension;
        }
        @end
        """,
      objectiveC: true, assignments: ["A:4"], methods: ["B:8"]),
    Case(
      name: "Objective-C: an if without braces, a string, another return",
      source: """
        @implementation A
        - (void)viewDidLoad {
            if (compact)
                self.tableView.rowHeight = UITableViewAutomaticDimension;
            NSLog(@"self.tableView.rowHeight = UITableViewAutomaticDimension;");
        }
        - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)p {
            if (p.row == 0) return 44;
            return UITableViewAutomaticDimension;
        }
        @end
        """,
      objectiveC: true, otherAssignments: ["A"], otherMethods: ["A"]),
  ]

  @Test("Each file's statements", arguments: cases)
  func statements(_ c: Case) {
    let read = LayoutStatements(c.source, objectiveC: c.objectiveC)
    #expect(read.automaticAssignments.map { "\($0.className):\($0.line)" } == c.assignments)
    #expect(read.automaticHeightMethods.map { "\($0.className):\($0.line)" } == c.methods)
    #expect(read.otherAssignments == c.otherAssignments)
    #expect(read.otherHeightMethods == c.otherMethods)
  }

  @Test("Unterminated comments and strings, stray quotes and empty files scan without failing")
  func badInputScans() {
    for source in [
      "", "/* open", "\"open", "#\"raw", "class", "class A {", "}}}", "@implementation",
    ] {
      let read = LayoutStatements(source, objectiveC: false)
      #expect(read.automaticAssignments.isEmpty)
      let objC = LayoutStatements(source, objectiveC: true)
      #expect(objC.automaticAssignments.isEmpty)
    }
  }

  /// Files setting a view's own hidden state in its lifecycle methods (``ViewLifecycle``), or not.
  static let hidingCases: [Case] = [
    Case(
      name: "Swift: bare and self. assignments in each lifecycle method, init(coder:) too",
      source: """
        class A: UIView {
          required init?(coder: NSCoder) { super.init(coder: coder); isHidden = flag }
          override func didMoveToWindow() { if x { self.isHidden = true } }
          override func layoutSubviews() { isHidden = bounds.width < 10 }
          override func didMoveToSuperview() { self.isHidden = !shows }
        }
        """,
      hiding: [
        "A:2 init(coder:) isHidden", "A:3 didMoveToWindow isHidden", "A:4 layoutSubviews isHidden",
        "A:5 didMoveToSuperview isHidden",
      ]),
    Case(
      name: "Swift: a constant false, another view's property, another method and a comparison",
      source: """
        class A: UIView {
          override func awakeFromNib() { isHidden = false; label.isHidden = true }
          func show() { isHidden = true }
          override func layoutSubviews() { if isHidden == true { return } }
          init(frame: CGRect) { super.init(frame: frame); isHidden = true }
        }
        """),
    Case(
      name: "Objective-C: self.hidden and [self setHidden:] in awakeFromNib and initWithCoder:",
      source: """
        @implementation A
        - (void)awakeFromNib { [super awakeFromNib]; self.hidden = !debug; }
        - (instancetype)initWithCoder:(NSCoder *)c { self = [super initWithCoder:c]; [self setHidden:YES]; return self; }
        - (void)layoutSubviews { [self setHidden:NO]; self.hidden = NO; self.label.hidden = YES; }
        @end
        """,
      objectiveC: true,
      hiding: ["A:2 awakeFromNib hidden", "A:3 initWithCoder: hidden"]),
  ]

  @Test("Each file's hiding statements", arguments: hidingCases)
  func hiding(_ c: Case) {
    let read = LayoutStatements(c.source, objectiveC: c.objectiveC).hidingStatements.map {
      "\($0.className):\($0.line) \($0.method) \($0.property)"
    }
    #expect(read == c.hiding)
  }
}
