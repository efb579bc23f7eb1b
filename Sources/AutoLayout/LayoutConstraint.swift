import Cassowary
import LayoutCore

/// The priority of a constraint, `1...1000`, with UIKit's named levels (`.required`,
/// `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`): UIKit's `UILayoutPriority`.
public typealias LayoutPriority = Cassowary.Priority

/// A linear relation between two anchors, `first RELATION multiplier × second + constant`:
/// UIKit's `NSLayoutConstraint`.
///
/// Make constraints with the anchors (``LayoutAnchor``), with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, or with the visual
/// format language (``constraints(withVisualFormat:options:metrics:views:)``). A new constraint is
/// inactive, required, with multiplier 1; activate it with ``isActive`` or, in one batch, with
/// ``activate(_:)``. Activation installs it on the nearest common ancestor of its items, and the
/// owning window's solver picks it up at the next layout pass.
///
/// A constraint refers to its items weakly, as UIKit's does.
public final class LayoutConstraint: CustomStringConvertible {
  /// How the two sides relate: `NSLayoutConstraint.Relation`.
  public typealias Relation = Cassowary.Relation

  /// Who made the constraint; UIKit prints each kind under its own class name.
  enum Kind: Equatable {
    /// Made by the user.
    case user
    /// A view's frame, for a view that translates its autoresizing mask into constraints.
    case autoresizing
    /// Intrinsic content size: hugging (`<=`) or compression resistance (`>=`).
    case contentSize
    /// A system layout guide's position (margins, safe area, readable content).
    case system
  }

  // The terms are `var`s only so that `AnchorTerms`'s readers get their address (see there);
  // never written after `init`. Read them through the accessors below from other files.
  @exclusivity(unchecked) private(set) var first: AnchorTerms
  /// A process-unique number that orders constraints by creation, for deterministic listings.
  /// A serial, not a fresh solver variable's id: making a variable (and destroying its empty
  /// name) to read its id was a sizeable part of making a constraint.
  let creationOrder = Serial.next()
  /// Empty for a constraint against a constant.
  @exclusivity(unchecked) private(set) var second: AnchorTerms
  let kind: Kind
  /// `true` if a term is leading or trailing (or their margin forms), whose side depends on the
  /// layout direction: fixed when the constraint is made, so that activation and every solver
  /// expression read a flag instead of scanning the terms.
  let mentionsDirectionalAttribute: Bool

  /// How the first anchor relates to the second.
  public let relation: Relation

  // The stored properties are laid out in their order here: `priority` (four bytes) is next to
  // the one-byte fields above, in what would be padding before the next eight-byte field, and
  // the reference positions are four-byte hints, so that a constraint takes 256 bytes of the
  // heap, not 288. A feed's build makes one per constraint, into fresh memory.

  // `@exclusivity(unchecked)` here and on the other stored properties the activation and the
  // layout pass touch (in `View`, `Window`, `LayoutItem`, `LayoutConstraint` and
  // `LayoutEngine`): every access to them is a load, a store or an append that runs no other
  // code while it is open (an observer runs after its store has ended), so the runtime's
  // dynamic exclusivity check could never fail. It cost a `swift_beginAccess` (a call and a
  // thread-local access set) per access, a visible share of building a feed
  // (Benchmarks/Results/2026-11-27-layer-build.md).
  /// How strongly the constraint is held; `1...1000`, where 1000 means required.
  ///
  /// Follows modern UIKit (Documentation/Facts/AutoLayout.md#priorities): an active constraint may
  /// change between any two priorities. The solver removes and re-adds it; if making it required
  /// cannot hold, the change is reverted and reported.
  @exclusivity(unchecked) public var priority: LayoutPriority {
    didSet {
      guard priority != oldValue else { return }
      if installed != nil {
        if revertPriority == nil { revertPriority = oldValue }
        needsReinstall = true
      }
      enqueueInEngines()
    }
  }

  /// The factor of the second anchor. It cannot change once made, as in UIKit.
  public let multiplier: Double

  /// The constant added to the second anchor.
  ///
  /// Changing the constant of an active constraint is the cheap path: the solver updates the
  /// constant in place (``Cassowary/Solver/setConstant(_:of:)``) at the next layout pass instead of
  /// removing and re-adding the constraint.
  @exclusivity(unchecked) public var constant: Double {
    didSet {
      guard constant != oldValue else { return }
      hasStaleConstant = true
      enqueueInEngines()
    }
  }

  /// A name shown in descriptions and conflict reports.
  @exclusivity(unchecked) public var identifier: String?

  // MARK: Engine state

  /// The view the constraint is installed on while active: the items' nearest common ancestor.
  var container: View? {
    get { containerReference?.takeUnretainedValue() }
    set { containerReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// `container`, held without a count and without its `ItemLifetime`: a constraint with a
  /// container is on the container's `installedConstraints` (set and left together, in
  /// `LayoutConstraint+Activation.swift`), and the container clears it there at the start of
  /// its `deinit` (`containerDidDeinitialize()`), where its lifetime is cleared, so `container`
  /// reads `nil` from the same moment as an `ItemReference` would. Through the lifetime it was
  /// a retain of that object per constraint installed, and a release when the constraint goes.
  @exclusivity(unchecked) private var containerReference: Unmanaged<View>?

  /// Forgets the container, which is being deinitialised (see `containerReference`).
  func containerDidDeinitialize() { containerReference = nil }
  /// The `windowEngineSerial` of `container` (0 when not installed): kept beside `container`
  /// so that a layout pass tells its window's constraints by a comparison, not a load of the
  /// container (through its lifetime, and a retain and a release) per constraint. Set
  /// where a container's serial can change while the constraint is on it: on installing, and
  /// when the container enters or leaves a window (`LayoutEngine.attach(_:)`, `detach(_:)`).
  @exclusivity(unchecked) var containerWindowSerial: UInt64 = 0
  /// The constraint's position in `container.constraints`.
  @exclusivity(unchecked) var containerIndex = -1
  /// The serial of the engine whose solver holds `installed` (0 when not installed): a serial,
  /// not a weak reference, so that the engine has no side table (see `LiveEngines`).
  @exclusivity(unchecked) var engineSerial: UInt64 = 0
  /// The engine whose solver holds `installed`, while it lives.
  var engine: LayoutEngine? { LiveEngines.engine(serial: engineSerial) }
  /// The solver constraint, while it is in `engine`'s solver.
  @exclusivity(unchecked) var installed: Cassowary.Constraint?
  /// Active but left out of the solver because it conflicted with required constraints.
  @exclusivity(unchecked) var isBroken = false
  /// The solver must remove and re-add it (priority or layout direction changed).
  @exclusivity(unchecked) var needsReinstall = false
  /// The solver's copy has an old constant.
  @exclusivity(unchecked) var hasStaleConstant = false
  /// The priority to restore if a new required priority cannot hold.
  @exclusivity(unchecked) var revertPriority: LayoutPriority?
  /// The serial of the engine whose `pending` list it was last put on (0 once taken off), so
  /// that queuing it again is a comparison, not a set lookup.
  @exclusivity(unchecked) var queuedBy: UInt64 = 0
  /// Where the constraint is in its items' `referencingConstraints`, by term (first's terms,
  /// then second's; the first four terms; -1 for a term whose item an earlier term already
  /// names). A hint, checked before use: see `ConstraintReferences`.
  /// Four bytes each: a hint is checked before use, so a position past `Int32.max` (never met)
  /// would only cost a search.
  @exclusivity(unchecked) var referencePositions: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
  /// For an intrinsic-size constraint, the terms of its solver expression, `1·length` of its
  /// view, made with it (see `ContentSizeExpressions`); empty for every other constraint.
  @exclusivity(unchecked) var intrinsicSizeTerms: [Term] = []
  /// The stamp of the last solver sync that took it, to skip a second copy in the same batch
  /// (a constraint queued by two windows in turn can be on one list twice).
  @exclusivity(unchecked) var syncStamp: UInt64 = 0

  /// The terms are `consuming`, moved into the constraint: a copy is a retain of each item's
  /// lifetime (and a destroy of the argument).
  init(
    first: consuming AnchorTerms, relation: Relation, second: consuming AnchorTerms,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    kind: Kind = .user, identifier: String? = nil
  ) {
    self.first = first
    // A multiplier of zero drops the second anchor: the constraint becomes `first R constant`
    // (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods).
    if multiplier == 0 { self.second = AnchorTerms() } else { self.second = second }
    // Read from the stored terms, not the arguments (see `AnchorTerms`); no `||`, whose
    // right-hand side would be a closure capturing the unfinished `self`. A closure, not the
    // key path `\.isDirectional`: a key path used as a function is read through the runtime's
    // generic key-path projection on every call.
    var directional = self.first.containsAttribute { $0.isDirectional }
    if !directional { directional = self.second.containsAttribute { $0.isDirectional } }
    mentionsDirectionalAttribute = directional
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.kind = kind
    self.identifier = identifier
  }

  /// Creates a constraint `item.attribute RELATION multiplier × toItem.attribute + constant`, as
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// Pass `nil` and ``Attribute/notAnAttribute`` for a constraint against a constant. Problems
  /// such as an x attribute related to a y attribute are reported when the constraint is
  /// activated (``LayoutError``); prefer the anchors, which reject them at compile time.
  public convenience init(
    item: LayoutItem, attribute firstAttribute: Attribute, relatedBy relation: Relation,
    toItem: LayoutItem?, attribute secondAttribute: Attribute, multiplier: Double,
    constant: Double
  ) {
    let second = toItem.map { AnchorTerms($0, secondAttribute) }
    self.init(
      first: AnchorTerms(item, firstAttribute), relation: relation,
      second: secondAttribute == .notAnAttribute ? AnchorTerms() : second ?? AnchorTerms(),
      multiplier: multiplier, constant: constant)
  }

  /// The item of the first anchor.
  public var firstItem: LayoutItem? { first.item(at: 0) }
  /// The attribute of the first anchor.
  public var firstAttribute: Attribute { first.isEmpty ? .notAnAttribute : first.attribute(at: 0) }
  /// The item of the second anchor; `nil` for a constraint against a constant.
  public var secondItem: LayoutItem? { second.item(at: 0) }
  /// The attribute of the second anchor; ``Attribute/notAnAttribute`` without one.
  public var secondAttribute: Attribute {
    second.isEmpty ? .notAnAttribute : second.attribute(at: 0)
  }

  /// `true` while the constraint is installed. Setting it activates or deactivates the
  /// constraint, like ``activate(_:)`` and ``deactivate(_:)`` with one element.
  public var isActive: Bool {
    // A constraint off every view's list (`containerIndex` −1: never installed, or uninstalled)
    // is inactive without a load of `container` — through its lifetime, and a retain and a
    // release, paid by every constraint `activate(_:)` looks at. On a list, the container may
    // still have been deallocated, which only the load tells.
    get { containerIndex >= 0 && container != nil }
    set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
  }

  // MARK: Anchor terms, read where they are stored

  /// The number of terms of the first anchor and of the second (0 against a constant).
  var termCounts: (first: Int, second: Int) { (first.count, second.count) }

  /// The item of the `index`-th anchor term (first's terms, then second's), or `nil` if it
  /// has been deallocated (or there is no such term): one load through its lifetime.
  func item(ofTerm index: Int) -> LayoutItem? {
    let firstCount = first.count
    return index < firstCount ? first.item(at: index) : second.item(at: index - firstCount)
  }

  /// ``item(ofTerm:)`` without the retain of a load, for a reader that runs no code that could
  /// free the item while it uses it. Inlined: activation reads one or two items of every
  /// constraint through it, and a call each cost about as much as the read.
  @inline(__always)
  func unretainedItem(ofTerm index: Int) -> Unmanaged<LayoutItem>? {
    let firstCount = first.count
    return index < firstCount
      ? first.unretainedItem(at: index) : second.unretainedItem(at: index - firstCount)
  }

  /// `true` if the attribute of some term of either anchor satisfies `predicate`.
  func containsAttribute(where predicate: (Attribute) -> Bool) -> Bool {
    first.containsAttribute(where: predicate) || second.containsAttribute(where: predicate)
  }

  /// The items the constraint mentions, first anchor first.
  var items: [LayoutItem] { (first.array + second.array).compactMap(\.item) }

  /// The solver expression `first − multiplier × second − constant`, which the relation compares
  /// with zero; `nil` if an item has been deallocated.
  ///
  /// Built into one array of terms, each anchor's terms written in place
  /// (`LayoutItem.appendTerms`): composing it with the expression operators, as
  /// `lhs - multiplier * rhs - constant`, allocated an array per operator and per anchor, and
  /// every layout pass that installs constraints builds one per constraint. The arithmetic is
  /// the operators', in their order, so the coefficients and the constant are the same to the
  /// bit. The layout direction is looked up only for leading and trailing anchors, the only
  /// ones it changes.
  ///
  /// `windowDirection` is the layout direction of the items' window, which a layout pass has at
  /// hand (every item of a constraint in a window's solver is in that window); without it, the
  /// first item's window is looked up.
  func solverExpression(windowDirection: UserInterfaceLayoutDirection? = nil) -> Expression? {
    let rightToLeft = resolvesRightToLeft(windowDirection: windowDirection)
    if let expression = plainExpression(rightToLeft: rightToLeft) { return expression }
    var terms: [Term] = []
    terms.reserveCapacity(2 * (first.count + second.count))
    var lhsConstant = 0.0
    guard Self.append(&first, rightToLeft: rightToLeft, to: &terms, constant: &lhsConstant)
    else { return nil }
    guard !second.isEmpty else { return Expression(terms, constant: lhsConstant + -constant) }
    let start = terms.count
    var rhsConstant = 0.0
    guard Self.append(&second, rightToLeft: rightToLeft, to: &terms, constant: &rhsConstant)
    else { return nil }
    for index in start..<terms.count {
      terms[index].coefficient = -(terms[index].coefficient * multiplier)
    }
    if multiplier != 1, let origin = containerOrigin(rightToLeft: rightToLeft) {
      let variable = origin.axis == .horizontal ? origin.container.minX : origin.container.minY
      terms.append(Term(variable, -origin.weight))
    }
    return Expression(terms, constant: lhsConstant + -(rhsConstant * multiplier) + -constant)
  }

  /// ``solverExpression(windowDirection:)`` for the shape nearly every constraint has — one
  /// term a side (or a constant on the right), attributes that are sums of their item's own
  /// variables (``PlainTerms``), multiplier 1 — or `nil` for another shape or when an item has
  /// been deallocated, which the general path then finds and answers.
  ///
  /// The terms are written as an array literal, which is allocated at its size: the general
  /// path grows an empty array to a reserved capacity (the slower, general growth path) and
  /// appends to it. The numbers are the general path's, in its order: the left side's `k·f`,
  /// the right side's `−((k·f)·m)`, and the constant `0 + −(0·m) + −constant`.
  @inline(__always)
  private func plainExpression(rightToLeft: Bool) -> Expression? {
    let counts = termCounts
    guard counts.first == 1, counts.second <= 1, multiplier == 1 else { return nil }
    let lhs = PlainTerms(first.attribute(at: 0), rightToLeft: rightToLeft)
    guard lhs.count > 0 else { return nil }
    let f = first.coefficient(at: 0)
    let lhsConstant = 0.0
    // The items are read unretained and borrowed (`_withUnsafeGuaranteedRef`), not loaded (a
    // retain and a release each): nothing below runs code that could free them. The stdlib's
    // borrow is always inlined; a borrowing helper of our own taking a closure was called
    // through a thunk for each side.
    guard let leftItem = first.unretainedItem(at: 0) else { return nil }
    guard counts.second == 1 else {
      let terms = leftItem._withUnsafeGuaranteedRef { left in
        lhs.count == 1
          ? [Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f)]
          : [
            Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f),
            Term(left.variable(lhs.secondComponent), lhs.secondCoefficient * f),
          ]
      }
      return Expression(terms, constant: lhsConstant + -constant)
    }
    let rhs = PlainTerms(second.attribute(at: 0), rightToLeft: rightToLeft)
    guard rhs.count > 0 else { return nil }
    let g = second.coefficient(at: 0)
    let m = multiplier
    guard let rightItem = second.unretainedItem(at: 0) else { return nil }
    let terms = leftItem._withUnsafeGuaranteedRef { left in
      rightItem._withUnsafeGuaranteedRef { right -> [Term] in
        switch (lhs.count, rhs.count) {
        case (1, 1):
          [
            Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f),
            Term(right.variable(rhs.firstComponent), -((rhs.firstCoefficient * g) * m)),
          ]
        case (1, _):
          [
            Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f),
            Term(right.variable(rhs.firstComponent), -((rhs.firstCoefficient * g) * m)),
            Term(right.variable(rhs.secondComponent), -((rhs.secondCoefficient * g) * m)),
          ]
        case (_, 1):
          [
            Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f),
            Term(left.variable(lhs.secondComponent), lhs.secondCoefficient * f),
            Term(right.variable(rhs.firstComponent), -((rhs.firstCoefficient * g) * m)),
          ]
        default:
          [
            Term(left.variable(lhs.firstComponent), lhs.firstCoefficient * f),
            Term(left.variable(lhs.secondComponent), lhs.secondCoefficient * f),
            Term(right.variable(rhs.firstComponent), -((rhs.firstCoefficient * g) * m)),
            Term(right.variable(rhs.secondComponent), -((rhs.secondCoefficient * g) * m)),
          ]
        }
      }
    }
    let rhsConstant = 0.0
    return Expression(terms, constant: lhsConstant + -(rhsConstant * m) + -constant)
  }

  /// The container, axis and weight `w` of the container's origin in the constraint: a
  /// multiplier applies to positions measured in the coordinates of the constraint's container,
  /// its items' nearest common ancestor, not the window's
  /// (Documentation/Facts/AutoLayout.md#position-multipliers). `nil` when the origin drops out.
  ///
  /// With `o` the container's origin in window coordinates, a position `p` of the window is
  /// `p − o` in the container. A side `Σ cᵢ·pᵢ + sizes` then reads `Σ cᵢ·pᵢ − (Σ cᵢ)·o`, and
  /// `first − m·second` in the container is its window form minus `w·o`, with
  /// `w = Σ first's position weights − m·Σ second's` (``Attribute/positionWeight(rightToLeft:)``
  /// times each term's coefficient). One position on each side and `m = 1` give `w = 0`: the
  /// origin cancels, so only a multiplier other than 1 (`centerX == 1.6 × superview.centerX`)
  /// depends on it. The window's origin is 0 in its own coordinates, so a constraint on the
  /// window needs no term. Called only with a second anchor (without one there is no multiplier).
  private func containerOrigin(rightToLeft: Bool)
    -> (container: View, axis: Axis, weight: Double)?
  {
    func weight(_ terms: inout AnchorTerms) -> (Double, Axis?) {
      var sum = 0.0
      var axis: Axis?
      for index in 0..<terms.count {
        let attribute = terms.attribute(at: index)
        let position = attribute.positionWeight(rightToLeft: rightToLeft)
        guard position != 0 else { continue }
        sum += terms.coefficient(at: index) * position
        axis = attribute.axis
      }
      return (sum, axis)
    }
    let (firstWeight, firstAxis) = weight(&first)
    let (secondWeight, secondAxis) = weight(&second)
    let total = firstWeight - multiplier * secondWeight
    guard total != 0, let axis = firstAxis ?? secondAxis, let container, !(container is Window)
    else { return nil }
    return (container, axis, total)
  }

  /// ``containerOrigin(rightToLeft:)`` in the layout direction the solver expression uses (its
  /// first item's): for checks that evaluate the constraint on laid-out frames, which are in
  /// window coordinates and must subtract `weight × origin` as the solver does.
  package var containerOriginWeight: (container: View, axis: Axis, weight: Double)? {
    guard multiplier != 1, !second.isEmpty else { return nil }
    return containerOrigin(rightToLeft: resolvesRightToLeft(windowDirection: nil))
  }

  /// Whether the solver expression writes leading and trailing right to left: its first item's
  /// direction in `windowDirection`, or in its window's when `nil`; left to right without a
  /// leading or trailing term.
  @inline(__always)
  private func resolvesRightToLeft(windowDirection: UserInterfaceLayoutDirection?) -> Bool {
    guard mentionsDirectionalAttribute, let item = first.unretainedItem(at: 0) else { return false }
    // Borrowed, as in `plainExpression(rightToLeft:)`: the direction is read from the item's own
    // properties (its views' overrides are this module's), which free nothing.
    return item._withUnsafeGuaranteedRef { item in
      item.isRightToLeft(
        windowDirection: windowDirection ?? item.hostView?.window?.layoutDirection ?? .leftToRight)
    }
  }

  /// Appends `Σ coefficient · item.attribute` of the anchor terms to `terms` and adds its
  /// constant to `constant`; `false` if an item has been deallocated.
  ///
  /// `inout` only so that the terms are read where the constraint stores them (see
  /// `AnchorTerms`); nothing is written.
  private static func append(
    _ anchorTerms: inout AnchorTerms, rightToLeft: Bool, to terms: inout [Term],
    constant: inout Double
  ) -> Bool {
    for index in 0..<anchorTerms.count {
      guard let item = anchorTerms.item(at: index) else { return false }
      constant =
        constant
        + item.appendTerms(
          of: anchorTerms.attribute(at: index), times: anchorTerms.coefficient(at: index),
          rightToLeft: rightToLeft, to: &terms)
    }
    return true
  }

  /// Asks every engine that holds or should hold the constraint to look at it again.
  func enqueueInEngines() { enqueueInEngines(windowEngine: container?.window?.engine) }

  /// ``enqueueInEngines()`` for a caller that has the engine of the container's window at hand
  /// (activation): loads of `container` and `window` are a retain and a release each, on every
  /// constraint activated.
  func enqueueInEngines(windowEngine target: LayoutEngine?) {
    // The holding engine is looked up only when it is not the window's (the container moved,
    // or the constraint is being taken out of a window's solver).
    if engineSerial != 0, engineSerial != target?.serial { engine?.enqueue(self) }
    target?.enqueue(self)
  }
}
