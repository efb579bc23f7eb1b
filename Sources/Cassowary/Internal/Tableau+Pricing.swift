/// The primal simplex's choice of entering symbol (pricing), without rescanning the candidates.
extension Tableau {
  /// Removes and returns the entering symbol, or `nil` when the objective is optimal.
  ///
  /// **The rule** is the scan ``scan(_:bland:)``: walk ``candidates`` in list order, drop each
  /// one that no longer improves (swapping the last entry into its place), and fold the rest
  /// into a best-so-far — Dantzig's rule compares cost vectors with the tolerance of
  /// ``isLess(_:over:than:over:)``, Bland's rule compares symbols. Because of the tolerance the
  /// comparison is not transitive, so in general the fold's result depends on the list order.
  ///
  /// **The same choice without the scan.** Write `v(s)` for a candidate's cost vector divided by
  /// the sign of its direction, and `A`, `B` for the first decisive outcomes, level by level from
  /// the highest priority, of `v(m) < v(s) - ε` / `v(m) > v(s) + ε` and of
  /// `v(s) < v(m) - ε` / `v(s) > v(m) + ε` (ε = ``Tolerance/zero``). When `s` comes after the
  /// best `m` the fold keeps `m` unless `B = true` or (`A ≠ true` and `s < m`); when `m` comes
  /// after the best `s` it takes `m` if `A = true` or (`B ≠ true` and `m < s`). The two
  /// evaluate the same floating-point expressions with the roles swapped. So if some `m` satisfies
  /// `B ≠ true` and (`A = true` or `m < s`) against every other candidate `s`, the fold takes
  /// `m` when it reaches it (whatever the best was) and keeps it to the end: `m` is the result
  /// in every list order. The candidates are grouped by exact vector (``CostBuckets``); `m` is
  /// the smallest symbol of the group whose vector is exactly least, and the test runs once
  /// per other group with that group's smallest symbol. When it fails — vectors within ε of
  /// each other but not equal — the scan decides, over the same list in the same order. Bland's
  /// rule takes the smallest symbol, which the groups give directly.
  ///
  /// **The list** evolves exactly as under the scan (``purgeStaleCandidates()``), so a later scan
  /// sees the same order. Debug builds run the scan beside every choice and check both.
  mutating func takeEntering(bland: Bool) -> Symbol? {
    // Most suggestions leave nothing to improve.
    guard !candidates.isEmpty else { return nil }
    #if DEBUG
      let reference = scan(candidates, bland: bland)
    #endif
    refreshPricing()
    purgeStaleCandidates()
    var chosen = groupedChoice(bland: bland)
    if chosen == nil && !pricing.live.isEmpty { chosen = scan(candidates, bland: bland).choice }
    if let chosen { removeCandidate(at: Int(pricing.position[Int(chosen)])) }
    #if DEBUG
      assert(
        chosen == reference.choice && candidates == reference.list, "pricing departs from the scan")
    #endif
    return chosen
  }

  /// The scan that defines the choice, on a copy of `list`: the list it leaves (improving
  /// candidates in their new order, without the chosen one) and the chosen symbol.
  ///
  /// The cost arrays are read once in priority order; whether a candidate improves is
  /// ``canImprove(_:)``'s test, its sign comes from its leading cost, and the two comparisons
  /// with the best so far share one pass over the levels.
  func scan(_ list: [Symbol], bland: Bool) -> (list: [Symbol], choice: Symbol?) {
    var candidates = list
    let costs = levelOrder.map { levels[$0].costs }
    var best = -1
    var bestSymbol: Symbol = 0
    // How fast moving the best symbol lowers the objective: its cost vector divided by this
    // sign, since a free variable moves against its cost.
    var bestSign = 1.0
    var index = 0
    while index < candidates.count {
      let symbol = candidates[index]
      let column = Int(symbol)
      let leading = costs.first { $0[column] != 0 }?[column] ?? 0
      // `canImprove` reads the same leading cost through ``SymbolInfo/costLevels``.
      guard canImprove(symbol) else {
        candidates.swapAt(index, candidates.count - 1)
        candidates.removeLast()
        continue
      }
      let sign: Double = kinds[column] == .external && leading > 0 ? -1 : 1
      var takes = best < 0 || (bland && symbol < bestSymbol)
      if best >= 0 && !bland {
        // isLess(symbol, best) and isLess(best, symbol), each decided at the first level
        // where its own test fires, in one pass.
        var order = MutualToleranceOrder()
        for level in costs.indices where !order.isDecided {
          order.compare(costs[level][column] / sign, costs[level][Int(bestSymbol)] / bestSign)
        }
        takes = order.firstIsLess == true || (order.secondIsLess != true && symbol < bestSymbol)
      }
      if takes {
        best = index
        bestSymbol = symbol
        bestSign = sign
      }
      index += 1
    }
    guard best >= 0 else { return (candidates, nil) }
    candidates.swapAt(best, candidates.count - 1)
    candidates.removeLast()
    return (candidates, bestSymbol)
  }

  /// Brings the groups up to date with the symbols marked since the last choice, and marks the
  /// candidates that stopped improving as stale.
  mutating func refreshPricing() {
    if pricing.needsRebuild {
      pricing.removeAll(symbolCount: symbolCount)
      for symbol in candidates { pricing.markDirty(symbol) }
    }
    pricing.grow(to: symbolCount)
    for position in pricing.knownPositions..<candidates.count {
      pricing.position[Int(candidates[position])] = Int32(position)
    }
    pricing.knownPositions = candidates.count
    var index = 0
    while index < pricing.dirty.count {
      refreshPricing(of: pricing.dirty[index])
      index += 1
    }
    pricing.clearDirty()
  }

  private mutating func refreshPricing(of symbol: Symbol) {
    let column = Int(symbol)
    let isMember = info[column].isCandidate
    let improves = isMember && canImprove(symbol)
    if isMember && improves {
      pricing.isStale[column] = false
    } else if isMember && !pricing.isStale[column] {
      pricing.isStale[column] = true
      pricing.stalePositions.heapPush(pricing.position[column], by: <)
    }
    guard improves else {
      pricing.remove(symbol)
      return
    }
    // The vector the scan compares: each cost divided by the direction's sign.
    let sign: Double = kinds[column] == .external && leadingCost(of: symbol) > 0 ? -1 : 1
    pricing.scratch.removeAll(keepingCapacity: true)
    for level in levels.indices { pricing.scratch.append(levels[level].costs[column] / sign) }
    while pricing.scratch.last == 0 { pricing.scratch.removeLast() }
    guard !pricing.isInBucketOfScratch(symbol) else { return }
    pricing.remove(symbol)
    pricing.insertWithScratchVector(symbol)
  }

  /// Removes the stale candidates from the list as the scan does: the one at the lowest position
  /// first, the last entry taking its place (and being looked at next if it is stale too).
  mutating func purgeStaleCandidates() {
    while let top = pricing.stalePositions.heapPop(by: <) {
      let position = Int(top)
      guard position < candidates.count, pricing.isStale[Int(candidates[position])] else {
        continue
      }
      pricing.isStale[Int(candidates[position])] = false
      removeCandidate(at: position)
      if position < candidates.count && pricing.isStale[Int(candidates[position])] {
        pricing.stalePositions.heapPush(top, by: <)
      }
    }
  }

  /// Takes the candidate at `position` off the list, the last entry taking its place.
  private mutating func removeCandidate(at position: Int) {
    let symbol = candidates[position]
    info[Int(symbol)].isCandidate = false
    pricing.remove(symbol)
    candidates.swapAt(position, candidates.count - 1)
    candidates.removeLast()
    if position < candidates.count { pricing.position[Int(candidates[position])] = Int32(position) }
    pricing.knownPositions = candidates.count
  }

  /// The scan's choice read off the groups, or `nil` if the groups cannot decide it (see
  /// ``takeEntering(bland:)``) or there is no improving candidate.
  private mutating func groupedChoice(bland: Bool) -> Symbol? {
    guard !pricing.live.isEmpty else { return nil }
    if bland {
      var smallest = Symbol.max
      for bucket in pricing.live { smallest = min(smallest, pricing.smallestMember(of: bucket)) }
      return smallest
    }
    var least = pricing.live[0]
    for bucket in pricing.live.dropFirst() where isExactlyLess(bucket, than: least) {
      least = bucket
    }
    let chosen = pricing.smallestMember(of: least)
    for bucket in pricing.live where bucket != least {
      let (chosenIsLess, otherIsLess) = toleranceOutcomes(least, bucket)
      if otherIsLess == true { return nil }
      if chosenIsLess != true && pricing.smallestMember(of: bucket) < chosen { return nil }
    }
    return chosen
  }

  /// The entry of a group's vector at a level (created levels beyond it are zero).
  private func entry(_ bucket: Int32, _ level: Int) -> Double {
    let vector = pricing.buckets[Int(bucket)].vector
    return level < vector.count ? vector[level] : 0
  }

  /// `true` if the vector of `a` is lexicographically below that of `b`, exactly, from the highest
  /// priority down.
  private func isExactlyLess(_ a: Int32, than b: Int32) -> Bool {
    for level in levelOrder {
      let x = entry(a, level)
      let y = entry(b, level)
      if x != y { return x < y }
    }
    return false
  }

  /// `A` and `B` of ``takeEntering(bland:)`` for the vectors `v` of group `m` and `w` of group
  /// `s`: the first decisive outcome of `v < w - ε` (true) / `v > w + ε` (false), and of
  /// `w < v - ε` (true) / `w > v + ε` (false), the scan's own expressions.
  private func toleranceOutcomes(_ m: Int32, _ s: Int32) -> (Bool?, Bool?) {
    var order = MutualToleranceOrder()
    for level in levelOrder where !order.isDecided {
      order.compare(entry(m, level), entry(s, level))
    }
    return (order.firstIsLess, order.secondIsLess)
  }
}

/// The scan's tolerance comparison of two cost vectors in both directions at once, level by
/// level: "is the first below the second?" is decided at the first level where `x < y − ε`
/// (yes) or `x > y + ε` (no) holds, and "is the second below the first?" at the first level where
/// `y < x − ε` or `y > x + ε` holds. The two are evaluated separately, with the scan's own
/// expressions, because in floating point `x > y + ε` and `y < x − ε` can differ.
private struct MutualToleranceOrder {
  var firstIsLess: Bool?
  var secondIsLess: Bool?

  var isDecided: Bool { firstIsLess != nil && secondIsLess != nil }

  /// Applies one level, whose entries are `x` (first) and `y` (second).
  @inline(__always)
  mutating func compare(_ x: Double, _ y: Double) {
    if firstIsLess == nil, x < y - Tolerance.zero || x > y + Tolerance.zero {
      firstIsLess = x < y - Tolerance.zero
    }
    if secondIsLess == nil, y < x - Tolerance.zero || y > x + Tolerance.zero {
      secondIsLess = y < x - Tolerance.zero
    }
  }
}
