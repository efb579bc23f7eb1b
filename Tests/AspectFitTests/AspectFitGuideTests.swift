import AspectFit
import AutoLayout
import DeviceCatalog
import LayoutCore
import Testing

let tolerance = 1e-3

@Suite("Seed 000: iPhone 14 Pro in landscape")
struct SeedAspectFitTests {
  @Test(
    "21:9 in the aspect-fit guide is 756 × 323; in the safe area 734 × 314.67",
    arguments: [Orientation.landscapeLeft, .landscapeRight])
  func seed(_ orientation: Orientation) throws {
    let window = Window(device: .iPhone14Pro, orientation: orientation)
    let guide = window.safeAreaAspectFitLayoutGuide
    try guide.setAspectRatio(21.0 / 9)
    let content = View(identifier: "yellow")
    window.addSubview(content)
    try content.constrainAspectFit(in: guide.layoutGuide, aspectRatio: 21.0 / 9)
    let black = View(identifier: "black")
    window.addSubview(black)
    try black.constrainAspectFit(in: window.safeAreaLayoutGuide, aspectRatio: 21.0 / 9)
    window.layoutIfNeeded()
    // Island edge at 48 pt: 852 − 2·48 = 756 wide, 756·9/21 = 324 high at y = 34.5; snapped
    // to (48, 35, 756, 323) (Documentation/Facts/AspectFitGuide.md#worked-checks).
    #expect(guide.layoutFrame == Rect(x: 48, y: 35, width: 756, height: 323))
    // The content fills the guide's height: 323 × 21/9 = 753.67 wide (on the @3x grid).
    // The two edges are rounded separately.
    #expect(
      abs(content.frame.height - 323) < tolerance
        && abs(content.frame.width - 2261.0 / 3) <= 1.0 / 3 + tolerance)
    // Safe area 852 − 2·59 = 734 wide; 734·9/21 = 314.57, 314.67 on the @3x grid.
    #expect(abs(black.frame.width - 734) < tolerance)
    #expect(abs(black.frame.height - 944.0 / 3) < tolerance)
  }

  @Test("1:1 spans the full window height: (230, 0, 392, 393)")
  func square() {
    let window = Window(device: .iPhone14Pro, orientation: .landscapeRight)
    window.layoutIfNeeded()
    #expect(window.safeAreaAspectFitLayoutGuide.aspectRatio == 1)
    window.layoutIfNeeded()
    // 393 × 393 centred at x = 426: x = 229.5, snapped to 230 and 392 wide.
    #expect(
      window.safeAreaAspectFitLayoutGuide.layoutFrame == Rect(x: 230, y: 0, width: 392, height: 393)
    )
  }

  @Test(
    "iPhone SE has a rectangular path: 1:1 is (146, 0, 375, 375) in landscape, (0, 146, 375, 375) in portrait"
  )
  func iPhoneSE() throws {
    let window = Window(device: .iPhoneSE3, orientation: .landscapeLeft)
    let guide = window.safeAreaAspectFitLayoutGuide
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 146, y: 0, width: 375, height: 375))
    window.interfaceOrientation = .portrait
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 0, y: 146, width: 375, height: 375))
  }
}

/// One case of the sweep.
struct SweepCase: CustomTestStringConvertible, Sendable {
  let device: Device
  let orientation: Orientation
  var testDescription: String { "\(device.name) \(orientation)" }
  static let all = Device.all.flatMap { d in
    d.orientations.map { SweepCase(device: d, orientation: $0) }
  }
}

@Suite("Every device, orientation and ratio")
struct AspectFitSweepTests {
  static let ratios: [Double] = [1, 4.0 / 3, 16.0 / 9, 21.0 / 9, 9.0 / 16, 1.0 / 100]

  @Test(
    "The guide is inside the shape, centred, of the ratio, and maximal", arguments: SweepCase.all)
  func sweep(_ c: SweepCase) {
    let screen = c.device.screen(c.orientation)
    for r in Self.ratios {
      let result = AspectFitComputation(
        shape: screen.shape, statusBarHeight: screen.statusBarHeight,
        safeAreaInsets: screen.safeAreaInsets, aspectRatio: r)
      let f = result.frame
      let label = "\(c.testDescription) r = \(r): \(f)"
      #expect(screen.shape.containsPixels(touching: f), "inside: \(label)")
      // Centred: within the snap's half point.
      #expect(
        abs(f.midX - screen.size.width / 2) <= 0.5 && abs(f.midY - screen.size.height / 2) <= 0.5,
        "centred: \(label)")
      // Ratio: exact before the snap (within one point); the snap moves x and y independently
      // by less than a point per edge, so the snapped short side is within two points.
      let u = result.unsnapped
      let before = r >= 1 ? abs(u.height - u.width / r) : abs(u.width - u.height * r)
      #expect(before <= 1, "ratio before snap: \(label)")
      let shortError = r >= 1 ? abs(f.height - f.width / r) : abs(f.width - f.height * r)
      #expect(shortError < 2, "ratio after snap: \(label)")
      // Maximal: the pixel search stopped at the first fit; one step larger leaves the shape
      // (or the window, for the start rectangle).
      guard let fit = result.shapeFit else {
        Issue.record("no shape fit: \(label)")
        continue
      }
      if fit.steps > 0 {
        let s = screen.scale
        let dx = min(r, 1) / s
        let dy = (r >= 1 ? 1 / r : 1) / s
        let larger = Rect(
          x: fit.rect.minX - dx, y: fit.rect.minY - dy,
          width: fit.rect.width + 2 * dx, height: fit.rect.height + 2 * dy)
        #expect(!screen.shape.containsPixels(touching: larger), "maximal: \(label)")
      } else {
        #expect(
          abs(fit.rect.width - screen.size.width) < 1e-9
            || abs(fit.rect.height - screen.size.height) < 1e-9)
      }
      // The snap moves each edge by at most a point, unless the status bar re-fit shrank it.
      if !result.refitForStatusBar {
        #expect(
          fit.rect.contains(f, tolerance: 1e-9) && f.width > fit.rect.width - 2
            && f.height > fit.rect.height - 2, "snap: \(label)")
      }
    }
  }
}

@Suite("Guide behaviour")
struct AspectFitGuideBehaviourTests {
  @Test("Invalid ratios throw typed errors and keep the old value; others clamp to [0.01, 100]")
  func invalidRatios() throws {
    let window = Window(device: .iPhone14Pro)
    let guide = window.safeAreaAspectFitLayoutGuide
    #expect(throws: AspectRatioError.notPositive(0)) { try guide.setAspectRatio(0) }
    #expect(throws: AspectRatioError.notPositive(-2)) { try guide.setAspectRatio(-2) }
    #expect(throws: AspectRatioError.notANumber) { try guide.setAspectRatio(.nan) }
    #expect(guide.aspectRatio == 1)
    try guide.setAspectRatio(150)
    #expect(guide.aspectRatio == 100)
    try guide.setAspectRatio(0.001)
    #expect(guide.aspectRatio == 0.01)
    try guide.setAspectRatio(.infinity)
    #expect(guide.aspectRatio == 100)
    let view = View()
    window.addSubview(view)
    #expect(throws: AspectRatioError.notPositive(0)) {
      try view.constrainAspectFit(in: window, aspectRatio: 0)
    }
  }

  @Test(
    "Rotation and ratio changes move the guide through constant changes only; deep descendants follow"
  )
  func rotationInPlace() throws {
    let window = Window(device: .iPhone14Pro, orientation: .landscapeRight)
    let guide = window.safeAreaAspectFitLayoutGuide
    try guide.setAspectRatio(21.0 / 9)
    // A view five levels deep, constrained to the guide.
    var parent: View = window
    for i in 0..<5 {
      let child = View(identifier: "level\(i)")
      parent.addSubview(child)
      child.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: parent.leftAnchor),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.widthAnchor.constraint(equalTo: parent.widthAnchor),
        child.heightAnchor.constraint(equalTo: parent.heightAnchor),
      ])
      parent = child
    }
    let deep = View(identifier: "deep")
    parent.addSubview(deep)
    try deep.constrainAspectFit(in: guide.layoutGuide, aspectRatio: 21.0 / 9)
    window.layoutIfNeeded()
    #expect(abs(deep.frame.width - 2261.0 / 3) <= 1.0 / 3 + tolerance)
    let before = window._engineStatistics
    window.interfaceOrientation = .landscapeLeft  // same screen; the island moves to the right
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 48, y: 35, width: 756, height: 323))
    window.interfaceOrientation = .portrait
    window.layoutIfNeeded()
    let after = window._engineStatistics
    #expect(after.additions == before.additions && after.removals == before.removals)
    #expect(after.constantChanges > before.constantChanges)
    // Portrait 21:9: 393 wide, 168.43 high, centred; clear of the corners and the island.
    let f = guide.layoutFrame
    #expect(f.width == 393 && abs(f.midY - 426) <= 0.5)
    let fitted = AVMakeRect(aspectRatio: Size(width: 21, height: 9), insideRect: f)
    #expect(
      abs(deep.frame.width - fitted.width) <= 1.0 / 3
        && abs(deep.frame.midY - fitted.midY) <= 1.0 / 3)
    let mid = window._engineStatistics
    try guide.setAspectRatio(1)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 0, y: 230, width: 393, height: 392))
    #expect(window._engineStatistics.additions == mid.additions)
  }
}

@Suite("Content modes")
struct ContentModeTests {
  static let bounds = Rect(x: 10, y: 20, width: 200, height: 100)
  static let content = Size(width: 50, height: 50)

  @Test("Every mode", arguments: ContentMode.allCases)
  func mode(_ mode: ContentMode) {
    let b = Self.bounds
    let expected: Rect
    switch mode {
    case .scaleToFill, .redraw: expected = b
    // Fit scales by min(4, 2) = 2, fill by max(4, 2) = 4.
    case .scaleAspectFit: expected = Rect(x: 60, y: 20, width: 100, height: 100)
    case .scaleAspectFill: expected = Rect(x: 10, y: -30, width: 200, height: 200)
    case .center: expected = Rect(x: 85, y: 45, width: 50, height: 50)
    case .top: expected = Rect(x: 85, y: 20, width: 50, height: 50)
    case .bottom: expected = Rect(x: 85, y: 70, width: 50, height: 50)
    case .left: expected = Rect(x: 10, y: 45, width: 50, height: 50)
    case .right: expected = Rect(x: 160, y: 45, width: 50, height: 50)
    case .topLeft: expected = Rect(x: 10, y: 20, width: 50, height: 50)
    case .topRight: expected = Rect(x: 160, y: 20, width: 50, height: 50)
    case .bottomLeft: expected = Rect(x: 10, y: 70, width: 50, height: 50)
    case .bottomRight: expected = Rect(x: 160, y: 70, width: 50, height: 50)
    }
    #expect(mode.frame(forContentOf: Self.content, in: b) == expected)
  }

  @Test("AVMakeRect fits and centres; an empty ratio gives an empty rect at the centre")
  func avMakeRect() {
    #expect(
      AVMakeRect(
        aspectRatio: Size(width: 16, height: 9),
        insideRect: Rect(x: 0, y: 0, width: 100, height: 100))
        == Rect(x: 0, y: 21.875, width: 100, height: 56.25))
    #expect(
      AVMakeRect(aspectRatio: .zero, insideRect: Rect(x: 0, y: 0, width: 100, height: 50))
        == Rect(x: 50, y: 25, width: 0, height: 0))
  }
}
