// A small Layout written in SwiftUI's spelling — CG types, `inout ()` caches,
// `replacingUnspecifiedDimensions()` returned as a CGSize, `sizeThatFits` read as a CGSize and
// an explicit alignment in CGFloat — to check that each form is the one Plumb calls. The only
// change from SwiftUI code is the import.
import Foundation
import ProposalLayout

struct TopInsetLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let size: CGSize = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(size))
    }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guide == .top ? bounds.minY + 5 : nil
  }
}
