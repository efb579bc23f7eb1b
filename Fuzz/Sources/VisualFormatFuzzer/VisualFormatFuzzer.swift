// libFuzzer target: the Visual Format Language parser and builder.
//
// Input: one options byte, then the format string (UTF-8, invalid sequences repaired). Views
// `a`, `b`, `c` live in one 300 × 200 window, `orphan` has no superview; metrics include NaN,
// infinity and out-of-range priorities. The string must either parse or throw a
// `VisualFormatError` whose offset lies inside the string and whose description renders. Parsed
// constraints are then activated (checked) and laid out, which must not crash either.
import AutoLayout
import LayoutCore

let optionChoices: [LayoutConstraint.FormatOptions] = [
  [], .alignAllTop, .alignAllLeading, .alignAllCenterX, .directionRightToLeft,
  .directionLeftToRight,
  .spacingBaselineToBaseline, [.alignAllBottom, .alignAllLastBaseline],
]
let metrics: [String: Double] = [
  "pad": 12, "zero": 0, "neg": -5, "big": 1e300, "nan": .nan, "inf": .infinity, "p750": 750,
  "p2000": 2000,
]

/// One window for every input (a Window leaks through a retain cycle, Fuzz/RESULTS.md finding 4);
/// each input's constraints are deactivated again after its layout pass.
nonisolated(unsafe) let window: Window = {
  let window = Window(screen: Screen(size: Size(width: 300, height: 200)))
  window.diagnosticsHandler = { _ in }
  return window
}()
nonisolated(unsafe) let views: [String: View] = {
  var views: [String: View] = [:]
  for name in ["a", "b", "c"] {
    let view = View(identifier: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    views[name] = view
  }
  views["orphan"] = View(identifier: "orphan")
  return views
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  let options = optionChoices[Int(bytes[0]) % optionChoices.count]
  let format = String(decoding: bytes.dropFirst(), as: UTF8.self)

  do {
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
    do {
      try LayoutConstraint.activateChecked(constraints)
      window.layoutIfNeeded()
      _ = views["a"]!.frame
      LayoutConstraint.deactivate(constraints)
      window.layoutIfNeeded()
    } catch {
      _ = error.description
    }
  } catch {
    let length = format.count
    guard error.offset >= 0, error.offset <= length else {
      fatalError("offset \(error.offset) outside 0...\(length) for \(format.debugDescription)")
    }
    _ = error.description
  }
  return 0
}
