/// The edit variables: each one's variable id with the id of its edit constraint.
///
/// Not a `Dictionary<UInt64, UInt64>`: the first one a process makes instantiates its storage's
/// metadata, which looks up `UInt64: Hashable` by scanning every conformance record of the
/// loaded libraries: a fixed cost, visible in building a small system. The ids go into an
/// ``IdentityTable`` as positions in two arrays; a removal moves the last entry into the hole.
struct EditTable: Sendable {
  private var positions = IdentityTable()
  private var variableIDs: [UInt64] = []
  /// The edit constraints' ids, in no particular order.
  private(set) var constraintIDs: [UInt64] = []

  /// The id of the edit constraint of the variable `id`, or `nil`; setting `nil` removes it.
  subscript(id: UInt64) -> UInt64? {
    get { positions[id].map { constraintIDs[Int($0)] } }
    set {
      if let position = positions[id] {
        if let newValue {
          constraintIDs[Int(position)] = newValue
        } else {
          positions.remove(id)
          let last = variableIDs.count - 1
          if Int(position) != last {
            variableIDs[Int(position)] = variableIDs[last]
            constraintIDs[Int(position)] = constraintIDs[last]
            positions.update(variableIDs[last], position)
          }
          variableIDs.removeLast()
          constraintIDs.removeLast()
        }
      } else if let newValue {
        positions.insert(id, Int32(variableIDs.count))
        variableIDs.append(id)
        constraintIDs.append(newValue)
      }
    }
  }
}
