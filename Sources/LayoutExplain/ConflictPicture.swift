import AutoLayout
import ConsoleLog
import DeviceCatalog
import LayoutCore

/// What a picture of a conflict shows: the rebuilt views as UIKit leaves them, and the
/// constraints to mark on them.
public struct ConflictPicture: Sendable {
  /// The window and its views, solved as UIKit recovers: without the constraint it broke when
  /// the log names one, else as Plumb's solver breaks the conflict. What the log leaves free is
  /// drawn nested (each view 20 pt inside the one before, 120 pt tall; ``assumption``). Views the
  /// conflict names are filled ``conflictFill``, the others ``otherFill``.
  public var tree: FrameTree
  /// The conflicting constraints in the minimal set's order, then the broken one if it is not
  /// among them; each drawn between the places its two sides name.
  public var marks: [ConstraintMark]

  /// What the picture assumes beyond the explanation's assumptions.
  public static let assumption =
    "what the log leaves free is drawn nested: each view 20 pt inside the one before, 120 pt tall"
  /// The fill of a view that a conflicting constraint names (a light system red).
  public static let conflictFill = "#ffd8d6"
  /// The fill of the log's other views (system gray 5).
  public static let otherFill = "#e5e5ea"
}

/// A constraint marked on a ``ConflictPicture``.
public struct ConstraintMark: Sendable {
  /// Why it is marked.
  public enum Role: String, Hashable, Sendable {
    /// A member of the minimal conflicting set.
    case conflicting
    /// The constraint UIKit broke to recover (which is also conflicting when the set has it).
    case broken
  }

  /// The index of the logged constraint.
  public var constraint: Int
  /// Why it is marked.
  public var role: Role
  /// The equation with stable names.
  public var equation: String
  /// Where to draw it, in window coordinates: for an edge or centre, a line from the first
  /// side's place to the second's, across the middle of the views; for a width or height, a
  /// bar across each view it sizes.
  public var segments: [(from: Point, to: Point)]
}

extension Explainer {
  /// The picture of `log` rebuilt on `device`: the frames UIKit's recovery gives, with the
  /// conflicting constraints and the broken one marked.
  public static func picture(of log: UnsatisfiableConstraintsLog, device: Device)
    -> ConflictPicture
  {
    let conflict = Rebuild(log, device: device, applying: nil).conflicts.first ?? []
    var indices = conflict.compactMap { member -> Int? in
      if case .logged(let index) = member { return index }
      return nil
    }
    if let broken = log.broken, !indices.contains(broken) { indices.append(broken) }
    // UIKit drops the broken constraint; without one named, Plumb's own solution stands.
    let solved = Rebuild(
      log, device: device, applying: log.broken.map { .remove(index: $0) }, sketch: true)
    var named: [Int] = []
    for index in indices {
      let constraint = log.constraints[index]
      named += [constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])
    }
    for (index, view) in solved.views.enumerated() {
      view.backgroundColor =
        named.contains(index) ? ConflictPicture.conflictFill : ConflictPicture.otherFill
    }
    let marks = indices.enumerated().map { number, index in
      // Marks side by side, 16 pt apart across their axis around the views' middles, so that
      // constraints on the same edges do not hide one another.
      let shift = 16 * (Double(number) - Double(indices.count - 1) / 2)
      return ConstraintMark(
        constraint: index, role: index == log.broken ? .broken : .conflicting,
        equation: log.constraints[index].equation(items: log.items),
        segments: segments(of: log.constraints[index], in: solved, shift: shift))
    }
    return ConflictPicture(tree: solved.window.frameTree(), marks: marks)
  }

  /// Where a constraint is drawn: see ``ConstraintMark/segments``.
  private static func segments(of constraint: LoggedConstraint, in solved: Rebuild, shift: Double)
    -> [(from: Point, to: Point)]
  {
    let terms = [constraint.first] + (constraint.second.map { [$0] } ?? [])
    let horizontal = constraint.first.attribute.isHorizontal
    let isSize = [.width, .height].contains(Rebuild.attribute(constraint.first.attribute))
    if isSize {
      // A bar across each sized view, through its middle on the other axis.
      return terms.map { term in
        let frame = solved.views[term.item].frame
        return horizontal
          ? (
            Point(x: frame.minX, y: frame.midY + shift), Point(x: frame.maxX, y: frame.midY + shift)
          )
          : (
            Point(x: frame.midX + shift, y: frame.minY), Point(x: frame.midX + shift, y: frame.maxY)
          )
      }
    }
    // An edge or centre: from the first side's place to the second's (or to the window's
    // edge for a constant), each on its view's middle across the axis.
    func place(_ term: LoggedTerm) -> Point {
      let value = solved.value(of: term)
      let frame = solved.views[term.item].frame
      return horizontal
        ? Point(x: value, y: frame.midY + shift) : Point(x: frame.midX + shift, y: value)
    }
    let from = place(constraint.first)
    let to =
      constraint.second.map(place)
      ?? (horizontal ? Point(x: 0, y: from.y) : Point(x: from.x, y: 0))
    return [(from, to)]
  }
}
