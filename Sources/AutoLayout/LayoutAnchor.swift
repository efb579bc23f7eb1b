import Cassowary

/// The kind of a horizontal position anchor (leading, trailing, left, right, centre X).
public enum XAxis {}
/// The kind of a vertical position anchor (top, bottom, centre Y, baselines).
public enum YAxis {}
/// The kind of a length anchor (width, height, or a distance made with `anchorWithOffset(to:)`).
public enum Dimension {}

/// UIKit's `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
/// UIKit's `NSLayoutDimension`.
public typealias LayoutDimension = LayoutAnchor<Dimension>

/// One attribute of one item, with the factor it enters an anchor with.
struct AnchorTerm {
  /// The item, held as `weak` would hold it (see `ItemLifetime`).
  let reference: ItemReference<LayoutItem>
  // The attribute (one byte) last: a term is then 17 bytes, and ``AnchorTerms`` stores its
  // flag after its inline term, in what would be padding, 32 bytes in all instead of 40.
  let coefficient: Double
  let attribute: LayoutConstraint.Attribute

  init(item: LayoutItem?, coefficient: Double, attribute: LayoutConstraint.Attribute) {
    reference = ItemReference(item)
    self.coefficient = coefficient
    self.attribute = attribute
  }

  /// The item, or `nil` if it has been deallocated.
  var item: LayoutItem? { reference.value }
}

/// A position or length of a view or layout guide, typed by its kind, from which constraints are
/// made (UIKit's `NSLayoutAnchor`).
///
/// The kind is a phantom type, so a horizontal anchor cannot be related to a vertical one or to a
/// dimension: every constraint-making method takes an anchor of its own kind
/// (Documentation/Facts/AutoLayout.md#axis-type-safety).
///
/// ```swift
/// view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8)
/// view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 21 / 9)
/// // view.leadingAnchor.constraint(equalTo: guide.topAnchor)  // does not compile
/// ```
///
/// An anchor refers to its item weakly, as UIKit's does.
public struct LayoutAnchor<Kind>: CustomStringConvertible {
  /// One term for an edge, centre or size; two for a distance made with `anchorWithOffset(to:)`.
  let terms: AnchorTerms

  init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
    terms = AnchorTerms(item, attribute)
  }

  init(terms: AnchorTerms) { self.terms = terms }

  /// `View:'a'.leading`, or `(View:'b'.top - View:'a'.bottom)` for a distance.
  public var description: String {
    func name(_ term: AnchorTerm) -> String {
      "\(term.item?.debugName ?? "nil").\(term.attribute)"
    }
    let terms = terms.array
    guard terms.count > 1 else { return terms.first.map(name) ?? "nil" }
    return "(" + terms.map(name).joined(separator: " - ") + ")"
  }
}
