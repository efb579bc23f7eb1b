/// Reading a constraint's anchor terms where they are stored.
///
/// An ``AnchorTerm`` holds its item weakly, so copying one out of its array — what `for term in
/// terms`, `contains(where:)` and a plain subscript read do — is a weak-reference copy and
/// destroy in the runtime, paid on every term of every constraint activated or installed
/// (about 200,000 copies to build a 1,000-cell feed). These read the fields through the array's
/// storage instead: an attribute is a plain load, an item one weak load.
extension Array where Element == AnchorTerm {
  /// `true` if the attribute of some term satisfies `predicate`.
  func containsAttribute(where predicate: (LayoutConstraint.Attribute) -> Bool) -> Bool {
    withUnsafeBufferPointer { terms in
      for index in terms.indices where predicate(terms[index].attribute) { return true }
      return false
    }
  }

  /// The item of the term at `index`, or `nil` if it has been deallocated.
  func item(at index: Int) -> LayoutItem? {
    withUnsafeBufferPointer { $0[index].item }
  }

  /// The attribute of the term at `index`.
  func attribute(at index: Int) -> LayoutConstraint.Attribute {
    withUnsafeBufferPointer { $0[index].attribute }
  }
}
