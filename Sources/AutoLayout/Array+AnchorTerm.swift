/// Reading anchor terms where an array stores them (the terms of an ``AnchorTerms`` after its
/// first).
///
/// Copying an ``AnchorTerm`` out of its array — what `for term in terms`, `contains(where:)` and
/// a plain subscript read do — copies its reference to the item (a retain and a release of the
/// item's `ItemLifetime`), paid on every term of every constraint activated or installed (about
/// 200,000 copies to build a 1,000-cell feed). These read the fields through the array's
/// storage instead: an attribute is a plain load, an item one load through its lifetime.
///
/// Reading `terms[index].item` is not enough: the compiler copies the whole term to call the
/// property's getter; only a `mutating` method is handed the term's address, so `item(at:)`
/// goes through one that does not mutate.
extension Array where Element == AnchorTerm {
  /// `true` if the attribute of some term satisfies `predicate`.
  func containsAttribute(where predicate: (LayoutConstraint.Attribute) -> Bool) -> Bool {
    withUnsafeBufferPointer { terms in
      for index in terms.indices where predicate(terms[index].attribute) { return true }
      return false
    }
  }

  /// The item of the term at `index`, or `nil` if it has been deallocated (or `index` is out
  /// of range).
  func item(at index: Int) -> LayoutItem? {
    withUnsafeBufferPointer { $0.item(at: index) }
  }

  /// The attribute of the term at `index`.
  func attribute(at index: Int) -> LayoutConstraint.Attribute {
    withUnsafeBufferPointer { $0[index].attribute }
  }

  /// The coefficient of the term at `index`.
  func coefficient(at index: Int) -> Double {
    withUnsafeBufferPointer { $0[index].coefficient }
  }
}

extension UnsafeBufferPointer where Element == AnchorTerm {
  /// The item of the term at `index`, or `nil` if it has been deallocated (or `index` is out
  /// of range), loaded where the term is stored.
  func item(at index: Int) -> LayoutItem? {
    guard let base = baseAddress, indices.contains(index) else { return nil }
    return UnsafeMutablePointer(mutating: base + index).pointee.loadItem()
  }
}

extension AnchorTerm {
  /// The item, read where the term is stored: `mutating` only so that the call receives the
  /// term's address instead of a copy (see `Array.item(at:)`); nothing is written.
  mutating func loadItem() -> LayoutItem? { item }
}
