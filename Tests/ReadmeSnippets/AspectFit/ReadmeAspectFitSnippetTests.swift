// The README's aspect-fit example with exactly its imports (see ReadmeSolverSnippetTests.swift
// for how the snippet is kept identical to the README's). `Rect` is LayoutCore's, which the
// snippet does not import, so the frame is compared field by field.
import AspectFit
import AutoLayout
import DeviceCatalog
import Testing

@Test("README: the aspect-fit guide of an iPhone 14 Pro in landscape at 21:9")
func readmeAspectFitExample() throws {
  // README snippet begin
  let window = Window(device: .iPhone14Pro, orientation: .landscapeLeft)
  try window.safeAreaAspectFitLayoutGuide.setAspectRatio(21 / 9)
  window.layoutIfNeeded()
  print(window.safeAreaAspectFitLayoutGuide.layoutFrame)  // (48, 35, 756, 323)
  // README snippet end
  // Seed 000 reports "about 756 × 323"; Documentation/Facts/AspectFitGuide.md#worked-checks derives
  // (48, 35, 756, 323): the island's edge at 48 pt gives 852 − 2·48 = 756, whose 21:9 height 324 at
  // y = 34.5 snaps to 323 at 35.
  let frame = window.safeAreaAspectFitLayoutGuide.layoutFrame
  #expect(frame.minX == 48)
  #expect(frame.minY == 35)
  #expect(frame.width == 756)
  #expect(frame.height == 323)
}
