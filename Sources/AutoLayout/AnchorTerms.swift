/// The terms of an anchor, or of one side of a constraint: `Σ coefficient · item.attribute`.
///
/// Nearly every anchor has one term (an edge, a centre, a size); only a distance made with
/// `anchorWithOffset(to:)` has two. The first term is held inline and only the others in an
/// array, so a one-term anchor — made by every anchor getter and copied into every constraint —
/// allocates nothing. As an array of one term it was an allocation and a free per getter, and
/// a feed's build calls the getters about thirty times per cell.
///
/// The terms hold their items weakly, as UIKit's anchors and constraints do (through their
/// `ItemLifetime`).
///
/// The readers are `mutating`, though they write nothing, so that a call is handed the terms'
/// address: a non-mutating method is handed the value, and reading the item of a value copies
/// its term first — a retain and a release of the item's lifetime — and one called on a stored
/// `var` (as `LayoutConstraint` keeps its terms, for this) copies all the terms.
struct AnchorTerms {
  /// The first term; a placeholder (no item, ``LayoutConstraint/Attribute/notAnAttribute``)
  /// when there are no terms.
  private var head: AnchorTerm
  /// `true` if there are no terms (the second side of a constraint against a constant).
  let isEmpty: Bool
  /// The terms after the first: empty, which allocates nothing, for a one-term anchor.
  private let tail: [AnchorTerm]

  /// No terms.
  init() {
    self.init(
      head: AnchorTerm(item: nil, coefficient: 0, attribute: .notAnAttribute), isEmpty: true,
      tail: [])
  }

  /// The one term `1 · item.attribute`.
  init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
    self.init(AnchorTerm(item: item, coefficient: 1, attribute: attribute))
  }

  /// The one term `term`.
  init(_ term: AnchorTerm) { self.init(head: term, isEmpty: false, tail: []) }

  /// The terms of `terms`, in order; an array is kept only for a second term and after.
  init(_ terms: [AnchorTerm]) {
    if let first = terms.first {
      self.init(head: first, isEmpty: false, tail: terms.count > 1 ? Array(terms.dropFirst()) : [])
    } else {
      self.init()
    }
  }

  private init(head: AnchorTerm, isEmpty: Bool, tail: [AnchorTerm]) {
    self.head = head
    self.isEmpty = isEmpty
    self.tail = tail
  }

  /// Every term, in order: an array made for the readers that are not on the layout path
  /// (descriptions, debugging queries, distances); a copy of a term copies its reference.
  var array: [AnchorTerm] { isEmpty ? [] : [head] + tail }

  /// The number of terms.
  var count: Int {
    mutating get { isEmpty ? 0 : 1 + tail.count }
  }

  /// The item of the term at `index`, or `nil` if it has been deallocated (or `index` is out
  /// of range): one load through its lifetime, where the term is stored.
  mutating func item(at index: Int) -> LayoutItem? {
    if index == 0 { return isEmpty ? nil : head.item }
    return tail.item(at: index - 1)
  }

  /// ``item(at:)`` without a retain for the first term (the one nearly every anchor has): for
  /// a reader that runs no code that could free the item while it uses it.
  mutating func unretainedItem(at index: Int) -> Unmanaged<LayoutItem>? {
    if index == 0 { return isEmpty ? nil : head.reference.unretained }
    return tail.item(at: index - 1).map { Unmanaged.passUnretained($0) }
  }

  /// The attribute of the term at `index`, which must be in range.
  mutating func attribute(at index: Int) -> LayoutConstraint.Attribute {
    index == 0 ? head.attribute : tail.attribute(at: index - 1)
  }

  /// The coefficient of the term at `index`, which must be in range.
  mutating func coefficient(at index: Int) -> Double {
    index == 0 ? head.coefficient : tail.coefficient(at: index - 1)
  }

  /// `true` if the attribute of some term satisfies `predicate`.
  mutating func containsAttribute(where predicate: (LayoutConstraint.Attribute) -> Bool) -> Bool {
    !isEmpty && (predicate(head.attribute) || tail.containsAttribute(where: predicate))
  }
}
