import LayoutCore
import ProposalLayout
import Testing

@Test("The special proposals ask for minimum, maximum and ideal sizes")
func specialProposals() {
  #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
  #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
  #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
}

@Test("replacingUnspecifiedDimensions replaces only nil dimensions, by 10×10 by default")
func replacingUnspecifiedDimensions() {
  #expect(
    ProposedViewSize(width: nil, height: 40).replacingUnspecifiedDimensions()
      == Size(width: 10, height: 40))
  #expect(
    ProposedViewSize.infinity.replacingUnspecifiedDimensions()
      == Size(width: .infinity, height: .infinity))
  let replaced = ProposedViewSize(width: 5, height: nil)
    .replacingUnspecifiedDimensions(by: Size(width: 1, height: 2))
  #expect(replaced == Size(width: 5, height: 2))
}

@Test("The axis subscript reads and writes the same dimension as the named property")
func axisSubscript() {
  var proposal = ProposedViewSize(width: 3, height: nil)
  proposal[.vertical] = 7
  #expect(proposal[.horizontal] == 3 && proposal.height == 7)
  proposal[.horizontal] = nil
  #expect(proposal.width == nil)
}

@Test("A proposal describes itself with nil for unspecified dimensions")
func proposalDescription() {
  #expect(ProposedViewSize(width: 100, height: nil).description == "100×nil")
  #expect(ProposedViewSize(width: .infinity, height: 0.5).description == "inf×0.5")
}
