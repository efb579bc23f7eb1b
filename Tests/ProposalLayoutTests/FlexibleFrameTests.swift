import LayoutCore
import Testing

@testable import ProposalLayout

@Test("Flexible frame limits are normalised as SwiftUI's initializer does (F-14)")
func flexibleFrameNormalisation() {
  // [OSUI-FRAME-TEST, OSUI-FRAME-DUALTEST]: ideal raised to min, max raised to ideal,
  // negative min raised to 0; max not raised to min when ideal is nil.
  #expect(FlexibleFrame.Limits(min: 20, ideal: 10, max: nil).ideal == 20)
  #expect(FlexibleFrame.Limits(min: nil, ideal: 30, max: 20).max == 30)
  #expect(FlexibleFrame.Limits(min: -10, ideal: nil, max: nil).min == 0)
  #expect(FlexibleFrame.Limits(min: 100, ideal: nil, max: 50).max == 50)
}

@Test("Contradictory limits (min > max) fall back to the child's length")
func contradictoryLimits() {
  let node = Color.red.frame(minWidth: 100, maxWidth: 50)
  let size = node.sizeThatFits(ProposedViewSize(width: 70, height: 10), context: LayoutContext())
  // Child proposed clamp(70, 100, 50) = 50 and answers 50; neither limit rule applies.
  #expect(size == Size(width: 50, height: 10))
}

@Test("A fixed frame ignores negative and non-finite lengths")
func invalidFixedFrameLengths() {
  let node = Color.red.frame(width: -5, height: .infinity)
  #expect(
    node.sizeThatFits(ProposedViewSize(width: 30, height: 40), context: LayoutContext())
      == Size(width: 30, height: 40))
}
