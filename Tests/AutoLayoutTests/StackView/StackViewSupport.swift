import Foundation
import LayoutCore

@testable import AutoLayout

/// One generated constraint as a line: `identifier first relation [multiplier×]second [± constant] [@priority]`,
/// items named by their identifiers (gap guides numbered in order: gap0, gap1, …).
func render(_ constraint: LayoutConstraint, in stack: StackView) -> String {
  let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
  func name(_ item: LayoutItem?) -> String {
    guard let item else { return "nil" }
    if let index = gaps.firstIndex(where: { $0 === item }) { return "gap\(index)" }
    switch item.identifier {
    case "UISV-alignment-spanner": return "spanner"
    case "UIViewLayoutMarginsGuide": return "margins"
    default: return item.identifier ?? "?"
    }
  }
  func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.4f", value)
  }
  var line =
    "\(constraint.identifier ?? "-") \(name(constraint.firstItem)).\(constraint.firstAttribute)"
  line += " \(constraint.relation.rawValue) "
  if let second = constraint.secondItem {
    if constraint.multiplier != 1 { line += number(constraint.multiplier) + "×" }
    line += "\(name(second)).\(constraint.secondAttribute)"
    if constraint.constant != 0 {
      line +=
        constraint.constant > 0
        ? " + \(number(constraint.constant))" : " - \(number(-constraint.constant))"
    }
  } else {
    line += number(constraint.constant)
  }
  if !constraint.priority.isRequired { line += " @\(constraint.priority)" }
  return line
}

/// The stack view's generated constraints, rendered and sorted. (Those with one item, such as
/// `a.height == 0`, are installed on that item, as in UIKit, so they are not all among
/// `stack.constraints`.)
func generatedLines(_ stack: StackView) -> [String] {
  stack.generatedConstraints.map { render($0, in: stack) }.sorted()
}

/// The three views of Grebenyuk's listing ("Let's Build UIStackView", kean.blog): intrinsic
/// sizes 160 × 200, 80 × 100 and 40 × 50, hugging 250, compression resistance 750.
func grebenyukViews() -> (View, View, View) {
  (
    FixedSizeView("a", width: 160, height: 200), FixedSizeView("b", width: 80, height: 100),
    FixedSizeView("c", width: 40, height: 50)
  )
}

/// A 1000 × 1000 window at scale 1 (no rounding surprises) holding `stack`, its top-left corner
/// pinned to the window's; `width`/`height` pin its size when given.
@discardableResult
func host(_ stack: StackView, width: Double? = nil, height: Double? = nil) -> Window {
  let window = Window(screen: Screen(size: Size(width: 1000, height: 1000), scale: 1))
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  var constraints = [
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    stack.topAnchor.constraint(equalTo: window.topAnchor),
  ]
  if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
  if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
  LayoutConstraint.activate(constraints)
  window.layoutIfNeeded()
  return window
}

/// `true` if the two rectangles agree within `tolerance` in every coordinate.
func same(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
    && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
