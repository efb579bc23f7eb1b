extension Solver {
  /// The position of `variable` in ``variables``, or `nil` if the solver has not seen it: for
  /// callers that keep tables by position, as ``fetchChanges(into:)`` reports changes.
  package func index(of variable: Variable) -> Int? { indexOfVariable[variable.id].map(Int.init) }

  /// The value of the variable at position `index` of ``variables``: ``value(of:)`` without
  /// the lookup of the position.
  package func value(atIndex index: Int) -> Double {
    let symbol = symbolOfVariable[index]
    return cacheIsCurrent ? cachedValues[Int(symbol)] : tableau.externalValue(of: symbol)
  }
}
