import Cassowary
import LayoutCore

/// The role of a constraint a view makes for itself, other than its intrinsic size (those are
/// in `View.intrinsicSizeConstraints`).
enum SystemConstraintSlot: Hashable {
  /// Autoresizing: the frame's left, top, width or height (`View.frameAttributes[index]`).
  case frame(Int)
  /// The `index`-th constraint of a system guide.
  case guide(SystemGuide, Int)
}

extension SystemConstraintSlot {
  /// How many slots a view has: 4 frame, 4 margins, 4 safe-area and 6 readable-content
  /// constraints.
  static let count = 18

  /// The slot's position in `View.systemConstraints`: a fixed table instead of a dictionary,
  /// so that finding a view's generated constraint hashes nothing.
  var index: Int {
    switch self {
    case .frame(let position): return position
    case .guide(.margins, let position): return 4 + position
    case .guide(.safeArea, let position): return 8 + position
    case .guide(.readable, let position): return 12 + position
    }
  }
}

/// The layout guides every view can make on demand.
enum SystemGuide: Hashable {
  case margins, safeArea, readable
}

/// What a generated constraint should be.
struct SystemConstraintSpec {
  var first: AnchorTerm
  var relation: LayoutConstraint.Relation = .equal
  var second: AnchorTerm?
  var constant: Double
  var priority: LayoutPriority = .required
  var kind: LayoutConstraint.Kind
  var identifier: String?
}

extension View {
  /// Brings the generated constraints in line with the frame (autoresizing), the intrinsic
  /// content size and the system guides. Run by the layout pass for views marked with
  /// `setNeedsUpdateSystemConstraints()`: UIKit's update-constraints pass
  /// (Documentation/Facts/AutoLayout.md#update-constraints-pass).
  ///
  /// `windowEngine` is the engine of the view's window when the caller is that engine's pass,
  /// which has it at hand; `nil` to look it up.
  func updateSystemConstraints(windowEngine: LayoutEngine? = nil) {
    needsSystemConstraintUpdate = false
    updateArrangement()
    if let window = self as? Window {
      safeAreaInsets = window.screen.safeAreaInsets
      for guide in window.screenDerivedGuides { guide.update(window) }
    }
    updateFrameConstraints()
    updateIntrinsicSizeConstraints(windowEngine: windowEngine)
    updateGuideConstraints()
  }

  /// The frame's attributes, in the order of the `.frame` slots.
  private static let frameAttributes: [LayoutConstraint.Attribute] = [.left, .top, .width, .height]

  @inline(__always)
  private func updateFrameConstraints() {
    // The window is pinned to its screen; other views to their superview's origin.
    let isWindow = self is Window
    // Decided before `superview` is loaded (a load, a retain and a release): a view
    // that does not translate its frame and has no generated constraints has nothing to do.
    guard isWindow || translatesAutoresizingMaskIntoConstraints || !systemConstraints.isEmpty
    else { return }
    let anchor: View? = isWindow ? nil : superview
    let translates = isWindow || (translatesAutoresizingMaskIntoConstraints && anchor != nil)
    let values = [storedFrame.minX, storedFrame.minY, storedFrame.width, storedFrame.height]
    for (position, attribute) in Self.frameAttributes.enumerated() {
      guard translates else {
        removeSystemConstraint(.frame(position))
        continue
      }
      setSystemConstraint(
        .frame(position),
        SystemConstraintSpec(
          first: term(attribute),
          second: attribute.isDimension ? nil : anchor.map { $0.term(attribute) },
          constant: values[position], kind: .autoresizing))
    }
  }

  private func updateIntrinsicSizeConstraints(windowEngine known: LayoutEngine?) {
    // Read before the engine is looked up: an override of `intrinsicContentSize` is the
    // caller's code.
    let size = intrinsicContentSize
    // Negative means "no intrinsic metric" (`View.noIntrinsicMetric`,
    // Documentation/Facts/AutoLayout.md#intrinsic-content-size). Tested once per axis, with
    // two comparisons: a length not below 0 (which NaN is not) is finite when it is below
    // infinity. `isFinite`, which classifies the bits, was tested at each of four uses.
    let hasWidth = size.width >= 0 && size.width < .infinity
    let hasHeight = size.height >= 0 && size.height < .infinity
    // The engine is looked up once for the view's (up to) four constraints, and only if it has
    // one: a plain optional, lent to each call, where one looked up on first need was an
    // optional of an optional, copied (a retain and a release of the engine) at every use.
    // The caller's engine when it has it (the layout pass), so that a label's update looks up
    // nothing; lent on as it was lent here, where choosing it into a local (`known ?? lookup`)
    // was a retain and a release of it per view.
    guard known == nil, hasWidth || hasHeight else {
      updateIntrinsicSizeConstraints(size, hasWidth, hasHeight, windowEngine: known)
      return
    }
    var engines = ContainerEngine()
    updateIntrinsicSizeConstraints(
      size, hasWidth, hasHeight, windowEngine: engines.engine(of: self))
  }

  /// `updateIntrinsicSizeConstraints(windowEngine:)` for the natural size `size`, which has a
  /// width or a height as `hasWidth` and `hasHeight` say, with the engine of the view's window
  /// (only read for a length the view has).
  @inline(__always)
  private func updateIntrinsicSizeConstraints(
    _ size: Size, _ hasWidth: Bool, _ hasHeight: Bool, windowEngine engine: LayoutEngine?
  ) {
    for axis in Axis.allCases {
      guard axis == .horizontal ? hasWidth : hasHeight else {
        removeIntrinsicSizeConstraints(axis)
        continue
      }
      // Compression resistance: length >= natural length; hugging: length <= natural length.
      // Apple documents no order between the two. The order decides which of their rows the
      // dual simplex (smallest infeasible basic symbol first) repairs first when a resize moves
      // a view across its natural length, and so which symbols enter and how many objective
      // levels each pivot rewrites: this order is the cheaper, for the same frames
      // (Benchmarks/Results/2026-11-29-resize-2.md).
      setIntrinsicSizeConstraint(
        .compressionResistance, size[axis], contentCompressionResistancePriority(for: axis),
        axis: axis, windowEngine: engine)
      setIntrinsicSizeConstraint(
        .hugging, size[axis], contentHuggingPriority(for: axis), axis: axis,
        windowEngine: engine)
    }
  }

  /// Deactivates the hugging and the compression-resistance constraint along `axis`, in that
  /// order, if there are any.
  @inline(__always)
  private func removeIntrinsicSizeConstraints(_ axis: Axis) {
    for role in [IntrinsicSizeConstraints.Role.hugging, .compressionResistance] {
      guard let existing = intrinsicSizeConstraints[role, axis] else { continue }
      LayoutConstraint.deactivate([existing])
      intrinsicSizeConstraints[role, axis] = nil
    }
  }

  /// `setSystemConstraint(_:_:)` for a hugging or compression-resistance constraint: `length
  /// RELATION constant @ priority`, the view's own width or height against a constant (the
  /// relation is the role's), installed on the view itself.
  ///
  /// The general path's checks are implied by the role: its constraint is only ever made here,
  /// with the role's relation and the view's own length, so an existing one is changed in place
  /// whenever it is still active. A new one needs no spec, no search for its container and no
  /// load of its item (the view is its only item). Its one anchor term is made for it, not
  /// copied from a shared one (a copy and a destroy).
  @inline(__always)
  private func setIntrinsicSizeConstraint(
    _ role: IntrinsicSizeConstraints.Role, _ constant: Double, _ priority: LayoutPriority,
    axis: Axis, windowEngine: LayoutEngine?
  ) {
    let existing = intrinsicSizeConstraints[role, axis]
    // An inactive one (the caller's code deactivated it) is replaced, as the general path does.
    if let existing, existing.isActive {
      existing.constant = constant
      existing.priority = priority
      return
    }
    let constraint = LayoutConstraint(
      first: AnchorTerms(self, axis == .horizontal ? .width : .height), relation: role.relation,
      second: AnchorTerms(), constant: constant, priority: priority, kind: .contentSize)
    // Its solver terms, `1·length` (what `solverExpression()` writes for the view's own width or
    // height), shared with the other role's constraint along the axis when there is one.
    let other = role == .hugging ? IntrinsicSizeConstraints.Role.compressionResistance : .hugging
    if let partner = intrinsicSizeConstraints[other, axis], !partner.intrinsicSizeTerms.isEmpty {
      constraint.intrinsicSizeTerms = partner.intrinsicSizeTerms
    } else {
      constraint.intrinsicSizeTerms = [Term(axis == .horizontal ? width : height, 1)]
    }
    // The caller passes a finite constant and the multiplier is 1; a priority the caller's code
    // set out of range goes through the general path, which reports it (and may run the
    // caller's code, so the view holds the constraint first).
    guard priority.isValid else {
      intrinsicSizeConstraints[role, axis] = constraint
      constraint.activate(in: self)
      return
    }
    constraint.install(onSoleItem: self, windowEngine: windowEngine)
    // Stored after installing, which runs nothing but this module's code: as the constraint's
    // last use, the store takes the reference it was made with, where a store before the
    // install was a retain of its own and a release at the end.
    intrinsicSizeConstraints[role, axis] = constraint
  }

  @inline(__always)
  private func updateGuideConstraints() {
    if let guide = safeAreaGuide {
      pin(guide, .safeArea, insets: safeAreaInsets, names: "UIViewSafeAreaLayoutGuide-")
    }
    if let guide = marginsGuide {
      let margins = layoutMargins
      let safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
      let insets = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
      pin(guide, .margins, insets: insets, names: "UIView-", suffix: "Margin-guide-constraint")
    }
    if let guide = readableGuide, let margins = marginsGuide {
      // Documentation/Facts/AutoLayout.md#readable-content-guide: inside the margins, centred in
      // them, at most the readable width.
      let width = window?.readableContentWidth ?? 664
      let specs = [
        SystemConstraintSpec(
          first: guide.term(.top), second: margins.term(.top), constant: 0, kind: .system),
        SystemConstraintSpec(
          first: guide.term(.bottom), second: margins.term(.bottom), constant: 0, kind: .system),
        SystemConstraintSpec(
          first: guide.term(.centerX), second: margins.term(.centerX), constant: 0, kind: .system),
        SystemConstraintSpec(
          first: guide.term(.width), relation: .lessThanOrEqual, second: margins.term(.width),
          constant: 0, kind: .system),
        SystemConstraintSpec(
          first: guide.term(.width), relation: .lessThanOrEqual, constant: width, kind: .system),
        // As wide as allowed: just below required, so the two caps above win.
        SystemConstraintSpec(
          first: guide.term(.width), second: margins.term(.width), constant: 0,
          priority: LayoutPriority(rawValue: 999), kind: .system),
      ]
      for (index, spec) in specs.enumerated() {
        var spec = spec
        spec.identifier = "UIViewReadableContentGuide-\(index)"
        setSystemConstraint(.guide(.readable, index), spec)
      }
    }
  }

  /// Pins `guide` inside the view's edges by `insets`.
  private func pin(
    _ guide: LayoutGuide, _ role: SystemGuide, insets: EdgeInsets, names: String,
    suffix: String = ""
  ) {
    let edges: [(LayoutConstraint.Attribute, Double, String)] = [
      (.left, insets.left, "left"), (.top, insets.top, "top"),
      (.right, -insets.right, "right"), (.bottom, -insets.bottom, "bottom"),
    ]
    for (index, (attribute, constant, name)) in edges.enumerated() {
      setSystemConstraint(
        .guide(role, index),
        SystemConstraintSpec(
          first: guide.term(attribute), second: term(attribute), constant: constant, kind: .system,
          identifier: names + name + suffix))
    }
  }

  /// Gives the view its table of generated-constraint slots on first use: a view that never
  /// makes a generated constraint keeps an empty one.
  private func makeSystemConstraintSlots() {
    if systemConstraints.isEmpty {
      systemConstraints = Array(repeating: nil, count: SystemConstraintSlot.count)
    }
  }

  /// Deactivates the constraint in `slot`, if there is one.
  private func removeSystemConstraint(_ slot: SystemConstraintSlot) {
    let index = slot.index
    guard index < systemConstraints.count, let existing = systemConstraints[index] else { return }
    LayoutConstraint.deactivate([existing])
    systemConstraints[index] = nil
  }

  /// Makes the constraint in `slot` match `spec`: changes its constant or priority in place
  /// when its items and relation are unchanged (the cheap solver paths), else replaces it.
  ///
  /// `spec` is not optional (removal is `removeSystemConstraint(_:)`): unwrapping one copies
  /// its anchor terms' references to their items.
  private func setSystemConstraint(_ slot: SystemConstraintSlot, _ spec: SystemConstraintSpec) {
    let index = slot.index
    makeSystemConstraintSlots()
    let existing = systemConstraints[index]
    if let existing, existing.isActive, existing.relation == spec.relation,
      existing.firstItem === spec.first.item,
      existing.secondItem === spec.second?.item
    {
      existing.constant = spec.constant
      existing.priority = spec.priority
      return
    }
    if let existing { LayoutConstraint.deactivate([existing]) }
    let constraint = LayoutConstraint(
      first: AnchorTerms(spec.first), relation: spec.relation,
      second: spec.second.map(AnchorTerms.init) ?? AnchorTerms(),
      constant: spec.constant, priority: spec.priority, kind: spec.kind,
      identifier: spec.identifier)
    systemConstraints[index] = constraint
    // The container is known without searching for a common ancestor: the superview for a
    // frame position (the only constraints here with an item outside the view), else the view
    // itself, whose guides are its own.
    let container = superview.flatMap { spec.second?.item === $0 ? $0 : nil } ?? self
    constraint.activate(in: container)
  }
}

extension LayoutItem {
  /// The anchor term for one of the item's attributes.
  func term(_ attribute: LayoutConstraint.Attribute) -> AnchorTerm {
    AnchorTerm(item: self, coefficient: 1, attribute: attribute)
  }
}
