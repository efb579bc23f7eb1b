import AutoLayout
import ConsoleLog
import DeviceCatalog
import LayoutCore

/// A log's views and constraints made again with Plumb's Auto Layout in a window on a
/// catalogued device, solved once.
///
/// Every item becomes a sibling view in the window (the log gives no view tree), with
/// `translatesAutoresizingMaskIntoConstraints = false`; the autoresizing-mask constraints the
/// log prints are added as it prints them, so that a fix can take them away. Each view also gets
/// `width >= 0` and `height >= 0`: UIKit's engine holds sizes non-negative
/// (Documentation/Facts/ConsoleLogs.md#non-negative-sizes).
struct Rebuild {
  /// The conflicts the layout pass reported, each as the logged constraints it names (indices)
  /// and the implicit size limits it names (item indices and axis).
  var conflicts: [[ConflictMember]] = []
  /// The window the views are in.
  let window: Window
  /// The views, by item index.
  let views: [View]
  /// Logged constraints Plumb's Auto Layout refused to activate, with the reason.
  var refused: [(index: Int, reason: String)] = []

  /// - Parameter sketch: for a picture, also hold each view at priority 1 in a place and size
  ///   of its own (``sketchPlace(_:in:)``), so that what the log leaves free is drawn
  ///   rather than collapsed to zero; a priority-1 constraint gives way to every logged one.
  init(
    _ log: UnsatisfiableConstraintsLog, device: Device, applying fix: FixAction?,
    sketch: Bool = false
  ) {
    let window = Window(device: device)
    self.window = window
    var views: [View] = []
    var members: [ObjectIdentifier: ConflictMember] = [:]
    for (index, item) in log.items.enumerated() {
      let view = View(identifier: item.name)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.insetsLayoutMarginsFromSafeArea = false
      window.addSubview(view)
      views.append(view)
      for (anchor, axis) in [(view.widthAnchor, Axis.horizontal), (view.heightAnchor, .vertical)] {
        let limit = anchor.constraint(greaterThanOrEqualToConstant: 0)
        limit.isActive = true
        members[ObjectIdentifier(limit)] = .nonNegativeSize(item: index, axis: axis)
      }
      if sketch {
        let place = Rebuild.sketchPlace(index, in: device)
        let weak = [
          view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: place.minX),
          view.topAnchor.constraint(equalTo: window.topAnchor, constant: place.minY),
          view.widthAnchor.constraint(equalToConstant: place.width),
          view.heightAnchor.constraint(equalToConstant: place.height),
        ]
        for constraint in weak { constraint.priority = LayoutPriority(rawValue: 1) }
        LayoutConstraint.activate(weak)
      }
    }
    self.views = views
    for (index, logged) in log.constraints.enumerated() {
      guard let made = Rebuild.make(logged, index: index, views: views, fix: fix) else { continue }
      do {
        try LayoutConstraint.activateChecked(made)
        for constraint in made { members[ObjectIdentifier(constraint)] = .logged(index) }
      } catch {
        refused.append((index, error.description))
      }
    }
    final class Collector { var reports: [UnsatisfiableConstraintsReport] = [] }
    let collector = Collector()
    window.diagnosticsHandler = { diagnostic in
      if case .unsatisfiableConstraints(let report) = diagnostic {
        collector.reports.append(report)
      }
    }
    window.layoutIfNeeded()
    conflicts = collector.reports.map { report in
      var seen: [ConflictMember] = []
      for constraint in report.conflictingConstraints {
        if let member = members[ObjectIdentifier(constraint)], !seen.contains(member) {
          seen.append(member)
        }
      }
      return seen.sorted()
    }
  }

  /// Where a picture puts item `index` when the log leaves it free: each view inset
  /// 20 pt inside the one before it, from the safe area's top left, 120 pt tall, as a view tree
  /// would nest (the log gives none), never narrower than 40 pt.
  static func sketchPlace(_ index: Int, in device: Device) -> Rect {
    let screen = device.screen(.portrait)
    let inset = 20 * Double(index + 1)
    return Rect(
      x: inset, y: screen.safeAreaInsets.top + inset,
      width: max(40, screen.size.width - 2 * inset), height: 120)
  }

  /// The Auto Layout constraints for one logged constraint (two for a content-size one), or
  /// none if `fix` takes it away.
  private static func make(
    _ logged: LoggedConstraint, index: Int, views: [View], fix: FixAction?
  ) -> [LayoutConstraint]? {
    var priority = logged.priority
    switch fix {
    case .remove(let removed) where removed == index: return nil
    case .lowerPriority(let lowered, let to) where lowered == index: priority = to
    case .stopTranslatingAutoresizingMask(let item):
      if case .autoresizingMask = logged.origin, logged.subject == item { return nil }
    default: break
    }
    let first = views[logged.first.item]
    let second = logged.second.map { views[$0.item] }
    let secondAttribute = logged.second.map { attribute($0.attribute) } ?? .notAnAttribute
    func constraint(_ relation: LayoutConstraint.Relation, _ priority: Double) -> LayoutConstraint {
      let made = LayoutConstraint(
        item: first, attribute: attribute(logged.first.attribute), relatedBy: relation,
        toItem: second, attribute: secondAttribute, multiplier: logged.multiplier,
        constant: logged.constant)
      made.priority = LayoutPriority(rawValue: Float(priority))
      made.identifier = logged.identifier
      return made
    }
    if case .contentSize(let hugging, let resistance) = logged.origin {
      // Hugging holds the size at most the intrinsic size, compression resistance at least.
      return [constraint(.lessThanOrEqual, hugging), constraint(.greaterThanOrEqual, resistance)]
    }
    switch logged.relation {
    case .equal: return [constraint(.equal, priority)]
    case .lessThanOrEqual: return [constraint(.lessThanOrEqual, priority)]
    case .greaterThanOrEqual: return [constraint(.greaterThanOrEqual, priority)]
    }
  }

  /// UIKit's attribute for a logged one. The autoresizing edges are the frame's (`minX` is the
  /// left edge); every other logged name is UIKit's own attribute name.
  static func attribute(_ logged: LoggedAttribute) -> LayoutConstraint.Attribute {
    let name: String
    switch logged {
    case .minX: name = "left"
    case .midX: name = "centerX"
    case .maxX: name = "right"
    case .minY: name = "top"
    case .midY: name = "centerY"
    case .maxY: name = "bottom"
    default: name = logged.rawValue
    }
    // Every name is in the table (ExplainerTests.everyLoggedAttributeHasUIKitsAttribute).
    return attributesByName[name] ?? .notAnAttribute
  }

  private static let attributesByName = Dictionary(
    uniqueKeysWithValues: LayoutConstraint.Attribute.allCases.map { ($0.description, $0) })

  /// The value of `term` in the solved layout (window coordinates; every view is the window's
  /// subview, left to right).
  func value(of term: LoggedTerm) -> Double {
    let view = views[term.item]
    let frame = view.frame
    let margins = view.layoutMargins
    switch Rebuild.attribute(term.attribute) {
    case .left, .leading: return frame.minX
    case .right, .trailing: return frame.maxX
    case .top, .firstBaseline: return frame.minY
    case .bottom, .lastBaseline: return frame.maxY
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .width: return frame.width
    case .height: return frame.height
    case .leftMargin, .leadingMargin: return frame.minX + margins.left
    case .rightMargin, .trailingMargin: return frame.maxX - margins.right
    case .topMargin: return frame.minY + margins.top
    case .bottomMargin: return frame.maxY - margins.bottom
    case .centerXWithinMargins: return (frame.minX + margins.left + frame.maxX - margins.right) / 2
    case .centerYWithinMargins: return (frame.minY + margins.top + frame.maxY - margins.bottom) / 2
    case .notAnAttribute: return 0
    }
  }
}

/// A constraint in a conflict Plumb found: one the log lists, or a size limit UIKit keeps.
public enum ConflictMember: Hashable, Sendable, Comparable {
  /// The logged constraint at this index.
  case logged(Int)
  /// The item's width (horizontal) or height (vertical) must be at least 0.
  case nonNegativeSize(item: Int, axis: Axis)

  public static func < (a: ConflictMember, b: ConflictMember) -> Bool {
    switch (a, b) {
    case (.logged(let x), .logged(let y)): return x < y
    case (.logged, .nonNegativeSize): return true
    case (.nonNegativeSize, .logged): return false
    case (.nonNegativeSize(let x, let p), .nonNegativeSize(let y, let q)):
      return (x, p == .horizontal ? 0 : 1) < (y, q == .horizontal ? 0 : 1)
    }
  }
}

/// One change to a log's constraints.
public enum FixAction: Hashable, Sendable {
  /// Give the logged constraint at `index` this priority.
  case lowerPriority(index: Int, to: Double)
  /// Take the logged constraint at `index` away.
  case remove(index: Int)
  /// Set `translatesAutoresizingMaskIntoConstraints = false` on the item: its
  /// autoresizing-mask constraints go.
  case stopTranslatingAutoresizingMask(item: Int)
}
