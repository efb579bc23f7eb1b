/// Explaining why a required constraint cannot hold.
///
/// When an add fails, the row that proved it impossible is a linear combination of the
/// constraints whose markers it contains (a Farkas certificate): an all-dummy row with a non-zero
/// constant, or the artificial row of phase one stuck above zero. The main tableau drops the
/// markers of required equalities to stay sparse, so the explanation replays the constraints that
/// share variables with the failing one in a scratch solver that marks every equality, reads the
/// certificate there, and shrinks it with a deletion filter until every member is needed.
extension Solver {
  /// A minimal set of the installed required constraints, plus `earlier` (the part of a batch
  /// already applied), that rules `failing` out.
  func conflicts(of failing: Constraint, after earlier: [Constraint]) -> [Constraint] {
    minimalConflict(for: failing, among: requiredConstraints(excluding: nil) + earlier)
  }

  /// A minimal set of the installed required constraints that rules out `updated`, the new
  /// version of the installed constraint `id`.
  func conflicts(of updated: Constraint, replacing id: UInt64) -> [Constraint] {
    minimalConflict(for: updated, among: requiredConstraints(excluding: id))
  }

  /// The required constraints in installation order; required edit variables as `v == value`.
  private func requiredConstraints(excluding id: UInt64?) -> [Constraint] {
    records.all.filter { $0.constraint.priority.isRequired && $0.constraint.id != id }
      .sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  private func minimalConflict(for failing: Constraint, among candidates: [Constraint])
    -> [Constraint]
  {
    let connected = Self.connected(to: failing, in: candidates.filter { $0.priority.isRequired })
    var scratch = Solver()
    scratch.marksAllEqualities = true
    for constraint in connected {
      // These held together before; a failure here can only be numerical, and then the
      // explanation falls back to the whole connected set.
      guard (try? scratch.install(constraint)) != nil else { return connected }
    }
    do {
      try scratch.install(failing)
      return []  // It fits after all (numerically borderline); nothing to blame.
    } catch {}
    var owner: [Symbol: UInt64] = [:]
    for record in scratch.records.all where record.marker >= 0 {
      owner[record.marker] = record.constraint.id
    }
    let blamed = Set(scratch.certificate.compactMap { owner[$0] })
    var conflict = connected.filter { blamed.contains($0.id) && $0.id != failing.id }
    // Deletion filter: drop each member whose absence still leaves `failing` impossible.
    // Quadratic in the set, so only for sets of a readable size.
    if conflict.count <= 48 {
      var index = 0
      while index < conflict.count {
        var trial = conflict
        trial.remove(at: index)
        if Self.rejects(failing, given: trial) { conflict = trial } else { index += 1 }
      }
    }
    return conflict
  }

  /// `true` if `failing` cannot hold together with `constraints`.
  private static func rejects(_ failing: Constraint, given constraints: [Constraint]) -> Bool {
    var solver = Solver()
    for constraint in constraints {
      guard (try? solver.install(constraint)) != nil else { return true }
    }
    return (try? solver.install(failing)) == nil
  }

  /// The constraints that share a variable with `failing`, directly or through others.
  private static func connected(to failing: Constraint, in constraints: [Constraint])
    -> [Constraint]
  {
    var users: [UInt64: [Int]] = [:]
    for (index, constraint) in constraints.enumerated() {
      for term in constraint.expression.terms { users[term.variable.id, default: []].append(index) }
    }
    var reached = Set<UInt64>()
    var included = Array(repeating: false, count: constraints.count)
    var frontier = failing.expression.terms.map(\.variable.id)
    while let variable = frontier.popLast() {
      guard reached.insert(variable).inserted else { continue }
      for index in users[variable] ?? [] where !included[index] {
        included[index] = true
        frontier.append(contentsOf: constraints[index].expression.terms.map(\.variable.id))
      }
    }
    return constraints.indices.filter { included[$0] }.map { constraints[$0] }
  }
}
