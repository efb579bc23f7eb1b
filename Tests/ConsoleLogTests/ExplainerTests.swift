import ConsoleLog
import DeviceCatalog
import LayoutExplain
import Testing

private func onlyConflict(_ text: String) throws -> UnsatisfiableConstraintsLog {
  guard case .unsatisfiable(let log)? = try ConsoleLog(bytes: Array(text.utf8)).entries.first
  else { throw ConsoleLogError.noLayoutLog(lines: 0) }
  return log
}

@Test("A cell's encapsulated height against a pinned 100-pt view: the set, UIKit's break, fixes")
func encapsulatedHeightConflict() throws {
  // 0 (top) + 100 (height) + 0 (bottom) cannot equal the cell's 44: all four are needed, and
  // without the bottom pin the view's bottom is at 0 + 100 = 100 where the pin asks for 44.
  let log = try onlyConflict(
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 44   (active)>",
        "<NSLayoutConstraint:0x2 V:|-(0)-[UIView:0x20]   (active, names: '|':UITableViewCellContentView:0x10 )>",
        "<NSLayoutConstraint:0x3 UIView:0x20.height == 100   (active)>",
        "<NSLayoutConstraint:0x4 V:[UIView:0x20]-(0)-|   (active, names: '|':UITableViewCellContentView:0x10 )>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x4 V:[UIView:0x20]-(0)-|   (active, names: '|':UITableViewCellContentView:0x10 )>
    """)
  let device = try Device.lookup(Explainer.defaultDevice)
  let explanation = Explainer.explain(log, device: device)
  #expect(explanation.reproduced)
  #expect(explanation.conflict.count == 4)
  #expect(explanation.conflict[0].hasPrefix("UITableViewCellContentView#1.height == 44"))
  #expect(
    explanation.broken?.contains(
      "without it, UITableViewCellContentView#1.bottom solves to 44 where the constraint asked "
        + "for 100") == true)
  // UIKit's own constraint is never offered as a fix; the broken one is lowered first.
  #expect(explanation.fixes.first?.action == .lowerPriority(index: 3, to: 999))
  #expect(!explanation.fixes.contains { $0.action == .lowerPriority(index: 0, to: 999) })
  for fix in explanation.fixes {
    #expect(Explainer.conflicts(in: log, device: device, applying: fix.action).isEmpty)
  }
}

@Test(
  "An autoresizing mask in the conflict is offered as translatesAutoresizingMaskIntoConstraints")
func autoresizingMaskFix() throws {
  // The frame holds the superview at 0 pt tall; 8 + 8 of insets need at least 16.
  let log = try onlyConflict(
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.height == 0   (active)>",
        "<NSLayoutConstraint:0x2 V:[UILabel:0x20'Tech']-(8)-|   (active, names: '|':UIView:0x10 )>",
        "<NSLayoutConstraint:0x3 V:|-(8)-[UILabel:0x20'Tech']   (active, names: '|':UIView:0x10 )>"
    )
    """)
  let explanation = Explainer.explain(log, device: try Device.lookup(Explainer.defaultDevice))
  #expect(explanation.reproduced)
  #expect(explanation.conflict.contains { $0.hasPrefix("UILabel 'Tech'.height >= 0") })
  #expect(explanation.fixes.contains { $0.action == .stopTranslatingAutoresizingMask(item: 0) })
  #expect(explanation.broken == nil)
}

@Test("A trace's ambiguous view is named with its superview and what is left free")
func traceAmbiguityInWords() throws {
  let log = try ConsoleLog(
    bytes: Array(
      """
      UIWindow:0x100
      |   •UIView:0x101
      |   |   *UIButton:0x102'Retrieve data'- AMBIGUOUS LAYOUT for UIButton:0x102'Retrieve data'.minX{id: 170}, UIButton:0x102'Retrieve data'.minY{id: 171}
      """.utf8))
  guard case .trace(let trace)? = log.entries.first else {
    Issue.record("expected a trace")
    return
  }
  let explanation = Explainer.explain(trace)
  #expect(
    explanation.ambiguous == [
      "UIButton 'Retrieve data' (in UIView#1): its constraints leave the horizontal position "
        + "and the vertical position free; constrain them"
    ])
  #expect(!explanation.text().contains("0x"))
}

@Test("A listing whose constraints hold together is explained as no conflict")
func listingWithoutConflict() throws {
  let log = try ConsoleLog(
    bytes: Array(
      "[<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x10]   (Names: '|':UIView:0x20 )>]\n".utf8))
  guard case .listing(let listing)? = log.entries.first else {
    Issue.record("expected a listing")
    return
  }
  let explanation = Explainer.explain(listing, device: try Device.lookup(Explainer.defaultDevice))
  #expect(!explanation.reproduced && explanation.fixes.isEmpty)
}

@Test("Every attribute a log can name is rebuilt as one of UIKit's attributes")
func everyLoggedAttributeHasUIKitsAttribute() throws {
  // A width constraint on each attribute's axis: a rebuilt `notAnAttribute` would be refused
  // and listed among the assumptions as left out.
  for attribute in LoggedAttribute.allCases {
    let dimension = attribute.isHorizontal ? "width" : "height"
    let text = """
      Unable to simultaneously satisfy constraints.
      "<NSLayoutConstraint:0x1 UIView:0x10.\(attribute.rawValue) == UIView:0x20.\(attribute.rawValue)>"
      "<NSLayoutConstraint:0x2 UIView:0x10.\(dimension) == 1>"
      """
    guard case .unsatisfiable(let log)? = try ConsoleLog(bytes: Array(text.utf8)).entries.first
    else {
      Issue.record("\(attribute) was not read")
      continue
    }
    let explanation = Explainer.explain(log, device: try Device.lookup(Explainer.defaultDevice))
    #expect(!explanation.assumptions.contains { $0.hasPrefix("left out") }, "\(attribute)")
  }
}
