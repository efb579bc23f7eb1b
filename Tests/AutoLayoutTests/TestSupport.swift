import AutoLayout
import LayoutCore
import Testing

/// Frames are compared within a thousandth of a point: pixel rounding produces thirds on @3x.
let tolerance = 1e-3

/// A view with a fixed natural size, standing in for a label or a button.
final class FixedSizeView: View {
  var naturalSize: Size {
    didSet { invalidateIntrinsicContentSize() }
  }
  var baselineFromBottom: Double = 0

  init(_ identifier: String, width: Double, height: Double) {
    naturalSize = Size(width: width, height: height)
    super.init(identifier: identifier)
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: Size { naturalSize }
  override var lastBaselineOffsetFromBottom: Double { baselineFromBottom }
}

/// The two orientations every seed recipe is checked in.
enum Orientation: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case portrait, landscape
  var testDescription: String { rawValue }
}

/// iPhone 14 Pro (Documentation/Facts/Devices.md#device-table): 393 × 852 pt @3x, safe area
/// 59/0/34/0 in portrait and 0/59/21/59 in landscape.
func iPhone14Pro(_ orientation: Orientation) -> Screen {
  switch orientation {
  case .portrait:
    return Screen(
      size: Size(width: 393, height: 852), scale: 3,
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  case .landscape:
    return Screen(
      size: Size(width: 852, height: 393), scale: 3,
      safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }
}

/// UIKit's rounding rule written out for expectations: each edge to the nearest device pixel,
/// the size from the rounded edges.
func pixelAligned(_ rect: Rect, scale: Double) -> Rect {
  func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
  let minX = round(rect.minX)
  let minY = round(rect.minY)
  return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
}

/// A view positioned by constraints, added to `parent`.
func constrainedView(_ identifier: String, in parent: View) -> View {
  let view = View(identifier: identifier)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

func expectFrame(
  _ actual: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.isApproximatelyEqual(to: expected, tolerance: tolerance),
    "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Collects the diagnostics a window reports.
final class DiagnosticsRecorder {
  var diagnostics: [LayoutDiagnostic] = []
  var reports: [UnsatisfiableConstraintsReport] {
    diagnostics.compactMap {
      if case .unsatisfiableConstraints(let report) = $0 { return report }
      return nil
    }
  }

  init(_ window: Window) {
    window.diagnosticsHandler = { [unowned self] in self.diagnostics.append($0) }
  }
}
