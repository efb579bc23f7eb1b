// Times a proposal-layout pass over a feed of rows, the shape of a SwiftUI list screen:
// each row an HStack of an icon, a title and a wrapping subtitle, a Spacer and a time, padded
// and with a background; the feed is a VStack proposed 393 wide and no height (a scroll
// view's content). Text is measured with the fixed-advance stand-in, so the time is layout,
// not glyph metrics.
//
// plumb-proposal-bench [--rows N] [--runs R]   (defaults 1000, 15)
// Prints one JSON object: the median and the fastest of R layouts, in milliseconds.
import BenchmarkTiming
import LayoutCore
import ProposalLayout

func value(of flag: String, default fallback: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1]), parsed > 0
  else { return fallback }
  return parsed
}

let rows = value(of: "--rows", default: 1000)
let runs = value(of: "--runs", default: 15)

let feed = VStack(spacing: 0) {
  for index in 0..<rows {
    HStack {
      Color.blue.frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 4) {
        Text("Title \(index)")
        Text("A subtitle long enough to wrap onto a second line \(index)")
      }
      Spacer()
      Text("12:\(index % 60)")
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    .background(Color.white)
  }
}
let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
let proposal = ProposedViewSize(width: 393, height: nil)

var times: [Double] = []
var height = 0.0
for _ in 0..<runs {
  let start = now()
  let tree = feed.layout(proposal: proposal, context: context)
  times.append(milliseconds(now() - start))
  height = tree.frame.height
}
print(
  """
  {"rows": \(rows), "runs": \(runs), "median_ms": \(median(times)), \
  "fastest_ms": \(times.min() ?? 0), "height": \(height)}
  """)
