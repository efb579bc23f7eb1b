import LayoutCore
import Testing

@testable import AutoLayout

/// The solver expressions of intrinsic-size constraints, built from the terms the view makes
/// with them (`ContentSizeExpressions`), against the general path every other constraint takes
/// (`LayoutConstraint.solverExpression`), which is the oracle: the two must agree to the bit.
@Suite("Intrinsic-size solver expressions")
struct IntrinsicSizeExpressionTests {
  /// A view with a fixed natural size, as a label's once its text is set.
  final class Sized: View {
    var size: Size
    init(_ size: Size) {
      self.size = size
      super.init(identifier: "sized")
    }
    override var intrinsicContentSize: Size { size }
  }

  /// The four intrinsic-size constraints of `view` (hugging and compression resistance, per
  /// axis) that exist.
  static func constraints(of view: View) -> [LayoutConstraint] {
    let roles: [IntrinsicSizeConstraints.Role] = [.hugging, .compressionResistance]
    return Axis.allCases.flatMap { axis in
      roles.compactMap { view.intrinsicSizeConstraints[$0, axis] }
    }
  }

  /// A constraint's solver expression as bits — per term its variable's id and its
  /// coefficient's bits, then the constant's bits (−0 told from 0) — built from the view's terms
  /// (`built`) or by the general path; `nil` if the path gives none.
  static func bits(
    _ constraint: LayoutConstraint, built: Bool, direction: UserInterfaceLayoutDirection
  ) -> [UInt64]? {
    let expression =
      built
      ? ContentSizeExpressions(windowDirection: direction).expression(for: constraint)
      : constraint.solverExpression(windowDirection: direction)
    guard let expression else { return nil }
    return expression.terms.flatMap { [$0.variable.id, $0.coefficient.bitPattern] }
      + [expression.constant.bitPattern]
  }

  /// A window of `direction` holding one view of natural size `size`, laid out.
  static func laidOut(_ size: Size, direction: UserInterfaceLayoutDirection) -> (Window, Sized) {
    let window = Window(screen: Screen(size: Size(width: 400, height: 300), scale: 1))
    window.layoutDirection = direction
    let view = Sized(size)
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
  }

  // A natural length of 0 gives the constant −0 through `0.0 + −c`, which the general path
  // gives too.
  @Test(
    "Built from the view's terms, as the general path builds them, in either direction",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft],
    [Size(width: 120, height: 20), Size(width: 0, height: 37.5)])
  func matchesGeneralPath(direction: UserInterfaceLayoutDirection, size: Size) throws {
    let (window, view) = Self.laidOut(size, direction: direction)
    let made = Self.constraints(of: view)
    #expect(made.count == 4)
    for constraint in made {
      #expect(!constraint.intrinsicSizeTerms.isEmpty)
      let general = try #require(Self.bits(constraint, built: false, direction: direction))
      #expect(Self.bits(constraint, built: true, direction: direction) == general)
    }
    withExtendedLifetime(window) {}
  }

  @Test("A constraint made again beside a live partner takes the partner's terms")
  func replacementSharesPartnerTerms() throws {
    let (window, view) = Self.laidOut(Size(width: 80, height: 30), direction: .leftToRight)
    // The caller's code deactivates the horizontal hugging constraint; the next update makes a
    // new one beside the still active compression resistance.
    let old = try #require(view.intrinsicSizeConstraints[.hugging, .horizontal])
    LayoutConstraint.deactivate([old])
    view.size = Size(width: 90, height: 30)
    view.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    let hugging = try #require(view.intrinsicSizeConstraints[.hugging, .horizontal])
    let compression = try #require(
      view.intrinsicSizeConstraints[.compressionResistance, .horizontal])
    #expect(hugging !== old)
    let general = try #require(Self.bits(hugging, built: false, direction: .leftToRight))
    #expect(Self.bits(hugging, built: true, direction: .leftToRight) == general)
    #expect(
      hugging.intrinsicSizeTerms.map(\.variable.id)
        == compression.intrinsicSizeTerms.map(\.variable.id))
    // Laid out with the new natural width (hugging and compression resistance both hold it).
    #expect(view.frame.width == 90)
  }
}
