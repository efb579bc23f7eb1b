import PlumbUIKit
import Testing

@testable import UIKitCodeStarterKitBasics
@testable import UIKitCodeStarterKitCustomView
@testable import UIKitCodeStarterKitEmbedded
@testable import UIKitCodeStarterKitIntrinsic
@testable import UIKitCodeStarterKitScrollableStack

// Jonathan Rasmusson's iOS starter kit (jrasmusson/ios-starter-kit, Tests/Fixtures/UIKitCode/
// SOURCES.md), laid out on an iPhone 16 Pro in portrait: 402 × 874 pt, safe area 62 pt above
// and 34 pt below (DeviceCatalog's `iPhone16Pro`), pixels of 1/3 pt.

@Suite("Published UIKit code: iOS starter kit")
struct StarterKitTests {
  @Test("intrinsicContentSize.md: a 40-pt round container centred by its intrinsic size alone")
  func roundContainer() throws {
    let controller = UIKitCodeStarterKitIntrinsic.ViewController()
    let screen = ShownScreen(controller)
    #expect(screen.problems.isEmpty)
    let container = try #require(controller.view.subviews.first)
    // cornerRadius 20 → intrinsic size 2 × 20 = 40 square; centred in 402 × 874:
    // x = (402 − 40) / 2 = 181, y = (874 − 40) / 2 = 417.
    #expect(container.frame == CGRect(x: 181, y: 417, width: 40, height: 40))
  }

  @Test("Basics.md: two stacked stack views, the blue one 200 high and the red one the rest")
  func basics() throws {
    let controller = UIKitCodeStarterKitBasics.ViewController()
    let screen = ShownScreen(controller)
    #expect(screen.problems.isEmpty)
    let stack = try #require(controller.view.subviews.first as? UIStackView)
    let top = stack.arrangedSubviews[0]
    let bottom = stack.arrangedSubviews[1]
    // The outer stack fills the root view (402 × 874). Blue is 200 high and fills the bottom
    // stack, so that is 200; red is only ≥ 200, so the top stack takes 874 − 200 = 674.
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
    #expect(top.frame == CGRect(x: 0, y: 0, width: 402, height: 674))
    #expect(bottom.frame == CGRect(x: 0, y: 674, width: 402, height: 200))
    #expect(top.subviews.first?.frame == CGRect(x: 0, y: 0, width: 402, height: 674))
    #expect(bottom.subviews.first?.frame == CGRect(x: 0, y: 0, width: 402, height: 200))
  }

  @Test("how-to-embedded-view.md: a row with a button and a 16-pt chevron under a heading")
  func embeddedRow() throws {
    let controller = UIKitCodeStarterKitEmbedded.ViewController()
    let screen = ShownScreen(controller)
    #expect(screen.problems.isEmpty)
    let subviews = controller.view.subviews
    let (label, line, row) = (subviews[0], subviews[1], subviews[2])
    #expect(abs(label.frame.minY - (62 + 8)) < 0.001)
    #expect(abs(line.frame.minY - (label.frame.maxY + 16)) < 0.001 && line.frame.minX == 24)
    // The row: 24 pt in on the left, 32 on the right: 402 − 24 − 32 = 346 wide, 50 high.
    #expect(isClose(row.frame, CGRect(x: 24, y: line.frame.maxY, width: 346, height: 50)))
    // Chevron 16 square, 16 pt in from the row's right edge, centred on the 50-pt button:
    // x = 346 − 16 − 16 = 314, y = (50 − 16) / 2 = 17; the button ends 8 pt before it: 306.
    let button = try #require(row.subviews.first as? UIButton)
    let chevron = try #require(row.subviews.last as? UIImageView)
    #expect(isClose(chevron.frame, CGRect(x: 314, y: 17, width: 16, height: 16)))
    #expect(isClose(button.frame, CGRect(x: 0, y: 0, width: 306, height: 50)))
  }

  @Test("ScrollableStackView: 21 green views and labels stacked in a scroll view's content")
  func scrollableStack() throws {
    let controller = UIKitCodeStarterKitScrollableStack.ViewController()
    let screen = ShownScreen(controller)
    let scroll = try #require(controller.view.subviews.first as? UIScrollView)
    // The author pins the stack to the scroll view's own edges, which UIKit reads as the
    // content's edges; Plumb's scroll view takes the content's edges only from
    // `contentLayoutGuide`, so the stack's vertical position is left free there.
    withKnownIssue("Plumb reads a scroll view's own edges as its frame, not its content") {
      #expect(screen.problems.isEmpty)
    }
    let stack = try #require(scroll.subviews.first as? UIStackView)
    #expect(stack.arrangedSubviews.count == 42)
    let labelHeight = stack.arrangedSubviews[1].intrinsicContentSize.height
    // Each pair is a 100-pt green view and a label of its one-line height, full width.
    withKnownIssue("the stack's position follows from the content edges Plumb does not read") {
      for (index, view) in stack.arrangedSubviews.enumerated() {
        let pair = CGFloat(index / 2)
        let y = pair * (100 + labelHeight) + (index.isMultiple(of: 2) ? 0 : 100)
        #expect(abs(view.frame.minY - y) < 0.5 && view.frame.width == 402)
      }
      #expect(abs(scroll.contentSize.height - 21 * (100 + labelHeight)) < 0.5)
    }
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
  }

  @Test("customView.md: the custom view's dot and label inside its 110 × 28 intrinsic size")
  func readyToActivateView() throws {
    let ready = ReadyToActivateView()
    let screen = ShownScreen(ready) { view, window in
      [
        view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      ]
    }
    #expect(screen.problems.isEmpty)
    #expect(ready.frame.size == CGSize(width: 110, height: 28))
    let dot = ready.subviews[0]
    let label = ready.subviews[1]
    // Dot: 2 × 4 = 8 square, 4 pt in, centred on 28: y = (28 − 8) / 2 = 10. Label: from
    // 4 + 8 + 2 × 4 = 20 to 110 − 4 = 106, so 86 wide.
    #expect(dot.frame == CGRect(x: 4, y: 10, width: 8, height: 8))
    #expect(label.frame.minX == 20 && label.frame.width == 86)
  }

  @Test("customView.md: a label beside the custom view, no width constraints")
  func basicViewController() {
    let controller = BasicViewController()
    let screen = ShownScreen(controller)
    // The author: both sizes are defined, so no width constraints are needed. Plumb agrees
    // (no conflict, no ambiguous frame). Both views hug horizontally at 250, the default of
    // views made in code, so the width left over goes to whichever the solver picks;
    // Interface Builder would warn of equal content priorities here.
    #expect(screen.problems.isEmpty)
    let subviews = controller.view.subviews
    #expect(subviews[1].frame.maxX == 402 - 8 && subviews[0].frame.minX == 8)
  }

  @Test("breakable-constraints.md: hiding the button lets the view shrink to the label")
  func breakableConstraints() throws {
    let myView = MyView()
    let screen = ShownScreen(myView) { view, window in
      [
        view.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
        view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
      ]
    }
    #expect(screen.problems.isEmpty)
    let label = myView.label.frame
    let button = myView.button.frame
    // With the button: 8 above the label, 16 between label and button, 8 below the button;
    // the button is 100 wide, centred in 402 − 16 = 386: x = (386 − 100) / 2 = 143.
    #expect(label.minY == 8 && label.minX == 8 && label.width == 386 - 16)
    #expect(button.minY == label.maxY + 16 && button.minX == 143 && button.width == 100)
    #expect(myView.frame.height == button.maxY + 8)
    // `adjust()` hides the button and deactivates its two constraints: the breakable
    // label-to-bottom constraint (priority 250) then holds, 8 pt below the label.
    myView.adjust()
    screen.layOut()
    // The hidden button keeps only its centre x and width: its vertical position is free, as it
    // is in UIKit, and nothing else is.
    #expect(screen.problems == ["ambiguous layout: UIWindow/0:MyView/1:UIButton"])
    #expect(myView.frame.height == label.maxY + 8)
  }
}
