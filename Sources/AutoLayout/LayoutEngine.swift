import Cassowary
import LayoutCore

/// A window's incremental solver and the bookkeeping that keeps it in step with the views.
///
/// Changes are collected, not applied: activations, deactivations, constant and priority changes
/// put their constraint on `pending`, and views whose generated constraints are stale go on
/// `dirtyViews`. The layout pass applies them in batches — one removal batch, the constant
/// changes through ``Cassowary/Solver/setConstant(_:of:)``, one addition batch — and writes the
/// frames of the views whose variables the solver reports as changed. Nothing is re-added.
final class LayoutEngine {
  // `@exclusivity(unchecked)`: see the note on `LayoutConstraint.constant`.
  unowned let window: Window
  var solver = Solver()
  @exclusivity(unchecked) var needsLayout = true

  /// The engine's identity in ``LayoutConstraint/queuedBy`` and ``View/queuedForUpdateBy``:
  /// unique in the process, so a mark left by a window that is gone is never taken for this
  /// one's.
  let serial = Serial.next()
  @exclusivity(unchecked) private var pending: [LayoutConstraint] = []
  // Not owning: the engine belongs to the window, so a strong list holding the window (or views that
  // hold it) would keep the window alive until its next layout pass.
  @exclusivity(unchecked) private var dirtyViews: [ItemReference<View>] = []
  /// Views whose frames the next pass writes even if no variable changes: views entering the
  /// window, and constrained views whose frame was set by hand.
  @exclusivity(unchecked) private var framesToRewrite: [ItemReference<View>] = []
  /// Solver constraint id → the layout constraint it stands for; made only when a conflict
  /// needs it (see `owners(of:)`), then kept up to date.
  private var ownerIndex: [UInt64: LayoutConstraint]?
  /// Views of this window that had a variable the solver did not know yet when their frame
  /// was first written, so not filed in `ownerTable` under it: filed again at each pass until
  /// all four are (a constraint that mentions the variable may come later).
  @exclusivity(unchecked) private var unfiledViews: [ItemReference<View>] = []
  /// The direction each variable was last moved by `exerciseAmbiguityInLayout()`.
  var exercisedDirections: [UInt64: Double] = [:]
  /// The last answer of ``determinedVariables``, with the solver revision it was read at.
  var determination: (revision: [UInt64], variables: DeterminedVariables)?
  /// The owner of each solver variable by its position in the solver (see
  /// `owner(of:at:in:)`): filled when a view's frame is first written (its four positions are
  /// looked up then, with its values), and cleared when the view leaves the window, so that an
  /// entry always names a view of this window.
  @exclusivity(unchecked) private var ownerTable: [VariableOwner] = []
  /// Reused storage for the solver's changes.
  @exclusivity(unchecked) private var changes: [(index: Int, value: Double)] = []
  /// How many views have left the window (see `detach(_:)`): `writeFrames()` checks a view's
  /// window before calling its `layoutSubviews()` only once this changed during its last loop.
  @exclusivity(unchecked) private var detachments: UInt64 = 0
  /// How many `writeFrames()` calls are inside their `layoutSubviews()` loop (an override may run
  /// a nested pass), and the views that left the window meanwhile, held until the outermost loop
  /// ends: the loop visits its views unretained, and a view that leaves the tree has nothing
  /// else keeping it alive.
  @exclusivity(unchecked) private var layoutSubviewsDepth = 0
  private var leftDuringLayoutSubviews: [View] = []
  /// Views with system guides, whose safe-area insets must be kept up to date.
  private(set) var guidedViews: [ObjectIdentifier: ItemReference<View>] = [:]

  private(set) var statistics = LayoutEngineStatistics()
  /// The last visited mark handed out by `nextStamp()`.
  @exclusivity(unchecked) private var stamp: UInt64 = 0

  /// Layout passes re-run while safe-area insets still change (each pass can move views, which
  /// changes their insets), or while ``View/layoutSubviews()`` overrides invalidate constraints
  /// (height-for-width content); the feedback settles in two passes in practice, and this bounds
  /// a loop that would not.
  private let maximumSafeAreaPasses = 8

  init(window: Window) {
    self.window = window
    LiveEngines.insert(self)
  }

  deinit { LiveEngines.remove(serial: serial) }

  // MARK: Collecting changes

  @inline(__always)
  func enqueue(_ constraint: LayoutConstraint) {
    needsLayout = true
    guard constraint.queuedBy != serial else { return }
    constraint.queuedBy = serial
    pending.append(constraint)
  }

  @inline(__always)
  func markForSystemConstraintUpdate(_ view: View) {
    needsLayout = true
    guard view.queuedForUpdateBy != serial else { return }
    view.queuedForUpdateBy = serial
    dirtyViews.append(ItemReference(view))
  }

  /// Takes in a view that joined the window.
  @inline(__always)
  func attach(_ view: View) {
    view.visitStamp = 0
    view.installedConstraints.forEach { constraint in
      constraint.containerWindowSerial = serial
      enqueue(constraint)
    }
    view.needsSystemConstraintUpdate = true
    markForSystemConstraintUpdate(view)
    if view.marginsGuide != nil || view.safeAreaGuide != nil { trackGuides(of: view) }
    if let guide = view.keyboardGuide {
      window.trackKeyboardGuide(guide)
      guide.update()
    }
    framesToRewrite.append(ItemReference(view))
  }

  /// Lets go of a view that left the window; its constraints leave the solver at the next pass.
  func detach(_ view: View) {
    detachments &+= 1
    if layoutSubviewsDepth > 0 { leftDuringLayoutSubviews.append(view) }
    for variable in [view.minX, view.minY, view.width, view.height] {
      if let index = solver.index(of: variable), index < ownerTable.count,
        ownerTable[index].variableID == variable.id
      {
        ownerTable[index] = .none
      }
    }
    view.installedConstraints.forEach { constraint in
      constraint.containerWindowSerial = 0
      enqueue(constraint)
    }
    guidedViews[ObjectIdentifier(view)] = nil
    view.safeAreaInsets = .zero
    // The view's window is already cleared: its keyboard guide falls back to the hidden form.
    view.keyboardGuide?.update()
  }

  /// Makes the next pass write `view`'s frame even if its variables do not change: its frame
  /// was set by hand although constraints position it.
  func rewriteFrame(of view: View) {
    framesToRewrite.append(ItemReference(view))
    needsLayout = true
  }

  /// Remembers that `view` has system guides, whose constants depend on its safe area.
  func trackGuides(of view: View) {
    guidedViews[ObjectIdentifier(view)] = ItemReference(view)
  }

  // MARK: The layout pass

  /// Applies every collected change and writes the frames that moved.
  func layoutIfNeeded() {
    guard needsLayout else { return }
    statistics.passes += 1
    for _ in 0..<maximumSafeAreaPasses {
      updateSystemConstraints()
      syncPending()
      writeFrames()
      let insetsChanged = updateSafeAreaInsets()
      // `layoutSubviews()` overrides may have invalidated intrinsic sizes or constraints.
      guard insetsChanged || !dirtyViews.isEmpty || !pending.isEmpty else { break }
    }
    needsLayout = !pending.isEmpty || !dirtyViews.isEmpty
  }

  private func updateSystemConstraints() {
    while !dirtyViews.isEmpty {
      let batch = dirtyViews.liveValues()
      dirtyViews = []
      // Off the list before any update runs, so that a view an update marks again is queued
      // for the next round.
      let serial = serial
      batch.forEachUnretained { view in
        if view.queuedForUpdateBy == serial { view.queuedForUpdateBy = 0 }
      }
      batch.forEachUnretained { view in
        if view.windowEngineSerial == serial && view.needsSystemConstraintUpdate {
          view.updateSystemConstraints(windowEngine: self)
        }
      }
    }
  }

  /// Brings the solver in line with the pending constraints: one removal batch, in-place
  /// constant changes, one addition batch.
  private func syncPending() {
    guard !pending.isEmpty else { return }
    let batch = pending
    pending = []
    let syncStamp = Serial.next()
    for constraint in batch where constraint.queuedBy == serial { constraint.queuedBy = 0 }
    var removals: [LayoutConstraint] = []
    var updates: [LayoutConstraint] = []
    // Unretained, like the loop below: `batch` holds every constraint to the end of the pass,
    // additions included (a retain and a release each, and as many again for the additions'
    // lists in `add(_:expectingConstantChanges:)`, every constraint of a first layout).
    // At most one entry per constraint of the batch, reserved; not for a small batch (a resize's
    // constant changes, which adds nothing), where a few appends cost less than an allocation.
    var additions = AdditionBatches(reservingCapacity: batch.count > 16 ? batch.count : 0)
    // Unretained: `batch` holds every constraint to the end of the pass, so a retain and a
    // release of each as the loop visits it buys nothing.
    batch.withUnsafeBufferPointer { batch in
      for index in batch.indices {
        Unmanaged.passUnretained(batch[index])._withUnsafeGuaranteedRef { constraint in
          guard constraint.syncStamp != syncStamp else { return }
          constraint.syncStamp = syncStamp
          // Active (installed on a container) in this window: the container's serial, kept
          // on the constraint, is 0 without a container, so `isActive` is implied.
          let wanted = !constraint.isBroken && constraint.containerWindowSerial == serial
          // Held by this engine's solver: `installed` and `engineSerial` are set and cleared
          // together, and a serial names one engine (a freed one's never matches).
          if constraint.installed != nil, constraint.engineSerial == serial {
            if !wanted || constraint.needsReinstall {
              removals.append(constraint)
              if wanted { additions.append(constraint) }
            } else if constraint.hasStaleConstant {
              updates.append(constraint)
            }
          } else if wanted {
            // Moved here from another window before that window's pass ran (`installed` and
            // `engineSerial` are set and cleared together, so without the one there is no
            // other).
            if constraint.installed != nil { constraint.engine?.remove([constraint]) }
            additions.append(constraint)
          }
        }
      }
    }
    remove(removals)
    updateConstants(of: updates)
    add(additions)
  }

  func remove(_ constraints: [LayoutConstraint]) {
    let installed = constraints.compactMap(\.installed)
    guard !installed.isEmpty else { return }
    do {
      try solver.remove(installed)
    } catch {
      for constraint in installed { try? solver.remove(constraint) }
    }
    for constraint in constraints {
      if let installed = constraint.installed, ownerIndex != nil { ownerIndex?[installed.id] = nil }
      constraint.installed = nil
      constraint.engineSerial = 0
    }
    statistics.removals += installed.count
  }

  /// Adds `additions`, whose constraints the caller holds to the end of the call.
  private func add(_ additions: AdditionBatches) {
    // Both batches' solver constraints are made before either goes in, so that the solver sizes
    // its tables once for both: sized by the first batch alone, they were grown by the second,
    // which copied and rehashed what the first had put in.
    var terms = 0
    var own = solverBatch(additions.own, terms: &terms)
    var user = solverBatch(additions.user, terms: &terms)
    if !own.layouts.isEmpty, !user.layouts.isEmpty {
      solver.reserveCapacity(adding: own.layouts.count + user.layouts.count, terms: terms)
    }
    // The views' own constraints (frames, intrinsic sizes, guides) go first: when a user
    // constraint contradicts them, it is the user's that breaks, as in UIKit's logs. Their
    // constants follow frames, window sizes and insets, so the solver keeps them changeable.
    install(own.layouts, &own.constraints, expectingConstantChanges: true)
    install(user.layouts, &user.constraints, expectingConstantChanges: false)
  }

  /// The solver constraints of `constraints`, all of one kind (see `AdditionBatches`), in their
  /// order, beside the layout constraints they come from (those with an expression), adding
  /// their terms to `terms`.
  private func solverBatch(
    _ constraints: [Unmanaged<LayoutConstraint>], terms: inout Int
  ) -> (layouts: [Unmanaged<LayoutConstraint>], constraints: [Constraint]) {
    // Two arrays side by side, so that a batch hands the solver its array as it is.
    guard !constraints.isEmpty else { return ([], []) }
    var solverConstraints: [Constraint] = []
    solverConstraints.reserveCapacity(constraints.count)
    // The layout constraints with an expression: `constraints` itself until one has none (an
    // item was deallocated), which nearly never happens; only then is a list of them made.
    var layouts: [Unmanaged<LayoutConstraint>]?
    // The constraints are this window's, and so are their items (a view leaving a container
    // takes its constraints off it): the window's direction is theirs.
    let expressions = ContentSizeExpressions(windowDirection: window.layoutDirection)
    for index in constraints.indices {
      constraints[index]._withUnsafeGuaranteedRef { constraint in
        constraint.needsReinstall = false
        constraint.hasStaleConstant = false
        guard let expression = expressions.expression(for: constraint) else {
          if layouts == nil { layouts = Array(constraints[..<index]) }
          return
        }
        terms += expression.terms.count
        layouts?.append(constraints[index])
        solverConstraints.append(
          Constraint(expression, constraint.relation, priority: constraint.priority))
      }
    }
    return (layouts ?? constraints, solverConstraints)
  }

  /// Installs `solverConstraints` for `layouts`, which have the same indices; what goes in is
  /// moved out of `solverConstraints` (see `record(_:moving:from:)`).
  private func install(
    _ layouts: [Unmanaged<LayoutConstraint>], _ solverConstraints: inout [Constraint],
    expectingConstantChanges: Bool
  ) {
    var start = 0
    // One batch; when a required constraint cannot hold, install the ones before it, break it,
    // and go on with the rest (Documentation/Facts/AutoLayout.md#unsatisfiable-constraints: the new
    // constraint is the one broken).
    while start < layouts.count {
      do {
        statistics.additionBatches += 1
        try solver.add(
          start == 0 ? solverConstraints : Array(solverConstraints[start...]),
          expectingConstantChanges: expectingConstantChanges)
        record(layouts, moving: &solverConstraints, from: start)
        break
      } catch .unsatisfiableConstraint(let failing, let conflicts) {
        let index = solverConstraints[start...].firstIndex { $0 == failing } ?? start
        addOneByOne(
          layouts[start..<index], solverConstraints[start..<index],
          expectingConstantChanges: expectingConstantChanges)
        resolveFailedAddition(layouts[index].takeUnretainedValue(), conflicts: conflicts)
        start = index + 1
      } catch {
        addOneByOne(
          layouts[start...], solverConstraints[start...],
          expectingConstantChanges: expectingConstantChanges)
        break
      }
    }
  }

  /// Adds the constraints one at a time; `layouts` and `solverConstraints` have the same indices.
  private func addOneByOne(
    _ layouts: ArraySlice<Unmanaged<LayoutConstraint>>,
    _ solverConstraints: ArraySlice<Constraint>, expectingConstantChanges: Bool
  ) {
    for index in layouts.indices {
      do {
        try solver.add(
          [solverConstraints[index]], expectingConstantChanges: expectingConstantChanges)
        record(layouts[index], solverConstraints[index])
      } catch .unsatisfiableConstraint(_, let conflicts) {
        resolveFailedAddition(layouts[index].takeUnretainedValue(), conflicts: conflicts)
      } catch {
        layouts[index]._withUnsafeGuaranteedRef { $0.isBroken = true }
      }
    }
  }

  /// Marks the constraints from `start` installed, moving each solver constraint out of
  /// `solverConstraints` (cut back to `start`) into its layout constraint: a copy is a retain of
  /// its terms, and the array's release then a release of each. `layouts` and
  /// `solverConstraints` have the same indices.
  private func record(
    _ layouts: [Unmanaged<LayoutConstraint>], moving solverConstraints: inout [Constraint],
    from start: Int
  ) {
    // `record(_:_:)`'s steps, with the count and the owner table's test made once for the
    // batch instead of once per constraint.
    statistics.additions += solverConstraints.count - start
    let indexed = ownerIndex != nil
    while solverConstraints.count > start, let installed = solverConstraints.popLast() {
      layouts[solverConstraints.count]._withUnsafeGuaranteedRef { layout in
        if indexed { ownerIndex?[installed.id] = layout }
        layout.installed = installed
        layout.engineSerial = serial
        layout.revertPriority = nil
      }
    }
  }

  /// Marks `layout` installed as `installed`.
  @inline(__always)
  private func record(_ layout: Unmanaged<LayoutConstraint>, _ installed: Constraint) {
    statistics.additions += 1
    layout._withUnsafeGuaranteedRef { layout in
      if ownerIndex != nil { ownerIndex?[installed.id] = layout }
      layout.installed = installed
      layout.engineSerial = serial
      layout.revertPriority = nil
    }
  }

  /// A required constraint could not be added: revert a priority change, or break it.
  private func resolveFailedAddition(_ constraint: LayoutConstraint, conflicts: [Constraint]) {
    let blamed = owners(of: conflicts)
    if let previous = constraint.revertPriority, constraint.priority.isRequired {
      // Modern UIKit puts the old priority back when the new required one cannot hold
      // (Documentation/Facts/AutoLayout.md#priorities). An optional constraint always fits.
      constraint.revertPriority = nil
      constraint.priority = previous
      var addition = AdditionBatches()
      addition.append(constraint)
      add(addition)
      LayoutDiagnostic.priorityChangeReverted(constraint, conflicts: blamed).deliver(near: [window])
      return
    }
    constraint.isBroken = true
    report(broken: constraint, conflicts: blamed + [constraint])
  }

  /// Changes the constants in place, all in one solver operation when they hold together (a
  /// resize changes the window's width and height at once); otherwise one by one, so that the
  /// one that cannot hold is found and broken.
  private func updateConstants(of constraints: [LayoutConstraint]) {
    guard constraints.count > 1 else {
      if let constraint = constraints.first { updateConstant(of: constraint) }
      return
    }
    var changes: [(constant: Double, constraint: Constraint)] = []
    changes.reserveCapacity(constraints.count)
    for constraint in constraints {
      guard let installed = constraint.installed, let expression = constraint.solverExpression()
      else { continue }
      changes.append((expression.constant, installed))
    }
    do {
      try solver.setConstants(changes)
    } catch {
      // The solver is as it was: repeat the changes one by one.
      for constraint in constraints { updateConstant(of: constraint) }
      return
    }
    for constraint in constraints { constraint.hasStaleConstant = false }
    statistics.constantChanges += changes.count
  }

  /// Changes a constant in place. If a required constraint then conflicts, breaks the newest
  /// user constraint of the conflict (the changed one itself, if it is the user's) and retries:
  /// a window that rotates keeps its new size, as in UIKit.
  private func updateConstant(of constraint: LayoutConstraint) {
    constraint.hasStaleConstant = false
    guard let installed = constraint.installed, let expression = constraint.solverExpression()
    else { return }
    while constraint.installed != nil {
      do {
        try solver.setConstant(expression.constant, of: installed)
        statistics.constantChanges += 1
        return
      } catch .unsatisfiableConstraint(_, let conflicts) {
        let blamed = owners(of: conflicts).filter { $0 !== constraint }
        let victim =
          constraint.kind == .user
          ? constraint : blamed.last { $0.kind == .user } ?? blamed.last ?? constraint
        remove([victim])
        victim.isBroken = true
        report(broken: victim, conflicts: blamed + [constraint])
      } catch {
        return
      }
    }
  }

  /// The layout constraints the solver constraints stand for, in their order; those of no
  /// layout constraint of this engine are left out.
  ///
  /// Only conflicts ask, so the table from solver constraint to layout constraint is not kept
  /// while every constraint installs (a hash and a dictionary entry each): the first conflict
  /// builds it from the constraints installed on the window's views — every constraint this
  /// solver holds, since the constraints of views that left are removed first in each pass —
  /// and `record` and `remove` keep it current from then on.
  private func owners(of constraints: [Constraint]) -> [LayoutConstraint] {
    if ownerIndex == nil {
      var index: [UInt64: LayoutConstraint] = [:]
      window.forEachInSubtree { view in
        view.installedConstraints.forEach { constraint in
          guard constraint.engineSerial == serial, let installed = constraint.installed else {
            return
          }
          index[installed.id] = constraint
        }
      }
      ownerIndex = index
    }
    return constraints.compactMap { ownerIndex?[$0.id] }
  }

  private func report(broken: LayoutConstraint, conflicts: [LayoutConstraint]) {
    let report = UnsatisfiableConstraintsReport(
      conflictingConstraints: conflicts, brokenConstraint: broken)
    LayoutDiagnostic.unsatisfiableConstraints(report).deliver(near: [window])
  }

  // MARK: Frames

  /// Writes the frames of the views whose variables changed, and of their children (whose
  /// frames are relative to them).
  private func writeFrames() {
    // Also brings the solver's cached values up to date, so that `value(of:)` below is a lookup.
    solver.fetchChanges(into: &changes)
    // One copy of the solver for every read below: a read through the engine's stored property
    // (`self.solver.value(of:)`) copies the whole value, a retain and release of each of its
    // buffers, per read.
    let solver = self.solver
    // The owner table is taken out of the engine for the lookups below (and put back before
    // any view's code runs): each access to the stored property is a dynamic exclusivity
    // check, two per variable filed and one per variable changed.
    var owners: [VariableOwner] = []
    swap(&owners, &ownerTable)
    // It grows once per pass to the solver's variable count, not one entry at a time as
    // variables are first seen.
    if owners.count < solver.variables.count {
      owners.append(contentsOf: repeatElement(.none, count: solver.variables.count - owners.count))
    }
    // Held strongly to the end of the pass, like every view of the window (see `moved`).
    let rewrite = framesToRewrite.liveValues()
    framesToRewrite.removeAll(keepingCapacity: true)
    // The views whose window frames this pass writes, each once: a mark (`collected`) says a
    // view is already there when more of its variables change. Unretained, because every view
    // of a window is held by its superview (the window by its owner) and nothing below runs
    // code that could remove one before `written` holds them: a retain and a release of a view
    // for every changed variable was most of a resize's frame writing (when views still had
    // side tables, see `ItemLifetime`).
    var moved: [Unmanaged<View>] = []
    moved.reserveCapacity(rewrite.count + changes.count)
    // Views entering the window, or whose frame was set by hand, read all four values: changes
    // to their variables made while they were elsewhere never reached them. Their variables'
    // positions, looked up for that, file them in the owner table, so that the changes below
    // find them without a search.
    let collected = nextStamp()
    for view in rewrite where view.windowEngineSerial == serial && view.visitStamp != collected {
      view.visitStamp = collected
      view.solvedValues = fileOwners(of: view, in: solver, table: &owners)
      view.changedValues = 0b1111
      moved.append(Unmanaged.passUnretained(view))
    }
    if !unfiledViews.isEmpty {
      let unfiled = unfiledViews.liveValues()
      unfiledViews.removeAll(keepingCapacity: true)
      // The values that changed are in `changes`; only the filing matters here.
      for view in unfiled where view.windowEngineSerial == serial {
        _ = fileOwners(of: view, in: solver, table: &owners)
      }
    }
    let variables = solver.variables
    for (index, value) in changes {
      // The table names only views of this window (`detach(_:)` clears a leaving view's
      // entries), so a view that moved to another window, whose values now come from that
      // window's solver, is not written here.
      guard let (owner, component) = Self.owner(of: variables[index].id, at: index, in: owners)
      else { continue }
      owner._withUnsafeGuaranteedRef { view in
        switch component {
        case 0b0001: view.solvedValues.minX = value
        case 0b0010: view.solvedValues.minY = value
        case 0b0100: view.solvedValues.width = value
        default: view.solvedValues.height = value
        }
        if view.visitStamp != collected {
          view.visitStamp = collected
          view.changedValues = 0
          moved.append(owner)
        }
        view.changedValues |= component
      }
    }
    swap(&owners, &ownerTable)
    let screen = self.window.screen
    // Visited marks instead of sets of views: a walk takes a fresh stamp, and a view is visited
    // when its mark differs from it.
    for entry in moved {
      // Every entry is a view of this window, once (see `collected` and `owner(of:at:in:)`).
      entry._withUnsafeGuaranteedRef { view in
        // Only the edges whose values changed: `windowFrame` is written nowhere else, from
        // `solvedValues` on this screen (a new scale rewrites every view, all four bits set).
        view.windowFrame = screen.roundedFrame(
          of: view.solvedValues, changed: view.changedValues, previous: view.windowFrame)
      }
    }
    // Frames relative to the superview: the written views' children's (whose window frames
    // may not have moved, but whose parent's did), then the written views' own where a parent's
    // pass did not write them. The parent is found from the child's side only for those: a
    // load of `superview` is a load through its lifetime, a retain and a release. Still
    // unretained: none of the views' own code runs before the last loop.
    let secondWalk = nextStamp()
    for entry in moved {
      entry._withUnsafeGuaranteedRef { view in
        let origin = view.windowFrame.origin
        view.subviews.withUnsafeBufferPointer { children in
          for index in children.indices {
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
              guard child.visitStamp != secondWalk else { return }
              child.visitStamp = secondWalk
              child.storedFrame = child.windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            }
          }
        }
      }
    }
    for entry in moved {
      entry._withUnsafeGuaranteedRef { view in
        guard view.visitStamp != secondWalk else { return }
        view.visitStamp = secondWalk
        let origin = view.superview?.windowFrame.origin ?? .zero
        view.storedFrame = view.windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
      }
    }
    // After every frame is written, so that an override sees its final bounds and its parent's.
    // An override may remove views, and move them out of the window, hence the check — needed
    // only once a view has left this window during the loop (`detach(_:)` counts), so a pass
    // whose overrides change no hierarchy checks no view's window. Still unretained: a view
    // is held by its superview while it is in the window, and by `leftDuringLayoutSubviews`
    // once it has left (a retain and a release per view was a sixth of a resize's frame work).
    let detachmentsBefore = detachments
    layoutSubviewsDepth += 1
    defer {
      layoutSubviewsDepth -= 1
      if layoutSubviewsDepth == 0 { leftDuringLayoutSubviews.removeAll() }
    }
    for entry in moved {
      entry._withUnsafeGuaranteedRef { view in
        guard detachments == detachmentsBefore || view.windowEngineSerial == serial else { return }
        view.layoutSubviews()
      }
    }
  }

  /// A value no view of this window holds in ``View/visitStamp`` yet: stamps only grow, and
  /// ``attach(_:)`` clears the mark of a view that arrives from another window.
  private func nextStamp() -> UInt64 {
    stamp &+= 1
    return stamp
  }

  /// The view the solver variable `id` at position `index` belongs to, and which of its four
  /// variables it is (its bit in ``View/changedValues``: 1 `minX`, 2 `minY`, 4 `width`, 8
  /// `height`); `nil` for a layout guide's variable or a view that left.
  ///
  /// A table by the variable's position in the solver answers without hashing. An entry is
  /// trusted only while the solver still has the same variable at that position.
  private static func owner(
    of id: UInt64, at index: Int, in table: [VariableOwner]
  ) -> (Unmanaged<View>, UInt8)? {
    guard index < table.count, table[index].variableID == id, let view = table[index].view
    else { return nil }
    return (view, table[index].component)
  }

  /// Files `view` in `table` (the owner table, taken out of the engine by `writeFrames()`) as
  /// the owner of its four variables under their positions in `solver`, and returns their
  /// values (0 for a variable the solver has not seen, as ``Cassowary/Solver/value(of:)``
  /// answers); a view with such a variable goes on `unfiledViews`.
  private func fileOwners(of view: View, in solver: Solver, table: inout [VariableOwner])
    -> (minX: Double, minY: Double, width: Double, height: Double)
  {
    var complete = true
    func file(_ variable: Variable, _ component: UInt8) -> Double {
      guard let index = solver.index(of: variable) else {
        complete = false
        return 0
      }
      if table[index].variableID != variable.id {
        table[index] = VariableOwner(
          variableID: variable.id, view: Unmanaged.passUnretained(view), component: component)
      }
      return solver.value(atIndex: index)
    }
    let values = (file(view.minX, 1), file(view.minY, 2), file(view.width, 4), file(view.height, 8))
    if !complete { unfiledViews.append(ItemReference(view)) }
    return values
  }

  // MARK: Safe area

  /// Recomputes the safe-area insets of the views with system guides from the frames just
  /// written; `true` if any changed (their guides then need another pass).
  ///
  /// A view's insets are the parts of its superview's unsafe strips it overlaps:
  /// `max(0, parentSafe edge − frame edge)` on each edge where the superview has an inset, 0 on
  /// the others (Documentation/Facts/AutoLayout.md#safe-area); the window's are the screen's.
  private func updateSafeAreaInsets() -> Bool {
    // No view with system guides (a layout that uses none): nothing can change, and the table
    // of safe rectangles below, a dictionary made and hashed into, is not needed.
    guard !guidedViews.isEmpty else { return false }
    var safeRects: [ObjectIdentifier: Rect] = [
      ObjectIdentifier(window): window.windowFrame.inset(by: window.screen.safeAreaInsets)
    ]
    var changed = false
    // In creation order, never the dictionary's: its order follows the hash seed and the views'
    // addresses, and the order in which views are marked decides the order in which their guide
    // constraints reach the solver, so a degenerate layout could come out differently per run.
    let views = guidedViews.values.compactMap(\.value).sorted { $0.serial < $1.serial }
    for view in views where view.windowEngineSerial == serial {
      let insets =
        view === window ? window.screen.safeAreaInsets : computeInsets(of: view, &safeRects)
      if insets != view.safeAreaInsets {
        view.safeAreaInsets = insets
        view.setNeedsUpdateSystemConstraints()
        changed = true
      }
    }
    return changed
  }

  /// `view`'s insets against its superview's safe rectangle, computing (and keeping in
  /// `safeRects`) the safe rectangles of the ancestors not known yet.
  private func computeInsets(of view: View, _ safeRects: inout [ObjectIdentifier: Rect])
    -> EdgeInsets
  {
    // Climb from the view to the nearest ancestor whose safe rectangle is known, then come back
    // down. The view itself is always on the way down, even when its safe rectangle is known
    // already (a view of the same pass below it computed it): its insets are computed again,
    // not taken as zero, so they do not depend on which view the pass visits first.
    var chain: [View] = [view]
    var current: View? = view.superview
    while let node = current, safeRects[ObjectIdentifier(node)] == nil {
      chain.append(node)
      current = node.superview
    }
    var insets = EdgeInsets.zero
    for node in chain.reversed() {
      let frame = node.windowFrame
      let bounds = node.superview?.windowFrame ?? frame
      let safe = node.superview.flatMap { safeRects[ObjectIdentifier($0)] } ?? frame
      // Only what covers the superview covers the view: on an edge where the superview's safe
      // rectangle reaches its bounds, a view overhanging that edge is not covered there
      // (Documentation/Facts/AutoLayout.md#safe-area).
      func covered(_ inset: Double, _ covers: Bool) -> Double { covers ? max(0, inset) : 0 }
      insets = EdgeInsets(
        top: covered(safe.minY - frame.minY, safe.minY > bounds.minY),
        left: covered(safe.minX - frame.minX, safe.minX > bounds.minX),
        bottom: covered(frame.maxY - safe.maxY, safe.maxY < bounds.maxY),
        right: covered(frame.maxX - safe.maxX, safe.maxX < bounds.maxX))
      safeRects[ObjectIdentifier(node)] = frame.inset(by: insets)
    }
    return insets
  }
}

/// An entry of `LayoutEngine.ownerTable`: the view a solver variable belongs to.
///
/// The view is not retained: an entry exists only while its view is in the engine's window
/// (it is filed when the pass first writes the view's frame there, and `detach(_:)` clears it
/// before the view can leave the tree that holds it; the window is held by its owner, and the
/// table dies with the window's engine). A non-owning reference costs a load per changed
/// variable per pass, a strong one a retain and a release — and a cycle through the window.
struct VariableOwner {
  /// The variable's id, to tell a stale entry from a current one; 0 for no entry.
  var variableID: UInt64
  var view: Unmanaged<View>?
  /// Which of the view's variables, as its bit in ``View/changedValues``: 1 `minX`, 2 `minY`,
  /// 4 `width`, 8 `height`.
  var component: UInt8

  /// No owner.
  static var none: VariableOwner { VariableOwner(variableID: 0, view: nil, component: 0) }
}

/// What a layout engine asked of its solver: a test hook for the incremental paths.
package struct LayoutEngineStatistics: Equatable, Sendable {
  /// Constraints added to the solver.
  package var additions = 0
  /// Calls that added constraints to the solver (one per layout pass unless a conflict splits
  /// the batch).
  package var additionBatches = 0
  /// Constraints removed from the solver.
  package var removals = 0
  /// Constants changed in place.
  package var constantChanges = 0
  /// Layout passes that did any work.
  package var passes = 0
}
