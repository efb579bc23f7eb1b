import LayoutCore
import ProposalLayout
import Testing

/// One acceptance case (Documentation/Facts/SwiftUI.md#acceptance-cases): a tree, a root proposal,
/// the expected root size and the expected frames of named nodes, in root coordinates.
struct LayoutFixture: Sendable, CustomTestStringConvertible {
  /// The acceptance row id plus a letter per sub-case, e.g. `AR-03b`.
  let id: String
  /// What the case shows, and where the expectation comes from when it is not plain from the facts page.
  let note: String
  let tree: any LayoutNode
  let proposal: ProposedViewSize
  let size: Size
  /// Expected frames by node name (see ``LayoutNode/named(_:)``), in root coordinates.
  let frames: [String: Rect]
  /// Pixel-round the result at this scale before comparing
  /// (Documentation/Facts/SwiftUI.md#pixel-rounding), or compare unrounded.
  var displayScale: Double?
  /// Why the case is not expected to pass: set on the alternatives of unverified (U) rows.
  var disabledReason: String?

  var testDescription: String { "\(id): \(note)" }

  init(
    _ id: String, _ note: String, proposal: ProposedViewSize, size: Size,
    frames: [String: Rect] = [:], displayScale: Double? = nil, disabledReason: String? = nil,
    tree: any LayoutNode
  ) {
    self.id = id
    self.note = note
    self.tree = tree
    self.proposal = proposal
    self.size = size
    self.frames = frames
    self.displayScale = displayScale
    self.disabledReason = disabledReason
  }

  /// A case hosted in a `side × side` canvas: the tree proposed the canvas and centred in it
  /// (Documentation/Facts/SwiftUI.md#test-stand-ins: equivalent to `.frame(width: side, height:
  /// side)`).
  static func canvas(
    _ id: String, _ note: String, side: Double, frames: [String: Rect],
    disabledReason: String? = nil, tree: some LayoutNode
  ) -> LayoutFixture {
    LayoutFixture(
      id, note, proposal: ProposedViewSize(width: side, height: side),
      size: Size(width: side, height: side), frames: frames, disabledReason: disabledReason,
      tree: tree.frame(width: side, height: side))
  }
}

/// The context every fixture is laid out in: the `TestText` measurer
/// (Documentation/Facts/SwiftUI.md#test-stand-ins).
let testContext = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())

/// Fixtures compare within this many points: the note's frames are exact arithmetic
/// (Documentation/Facts/SwiftUI.md#test-stand-ins).
let fixtureTolerance = 1e-6

func isClose(_ a: Double, _ b: Double, tolerance: Double = fixtureTolerance) -> Bool {
  a == b || abs(a - b) <= tolerance
}

func isClose(_ a: Size, _ b: Size) -> Bool {
  isClose(a.width, b.width) && isClose(a.height, b.height)
}

func isClose(_ a: Rect, _ b: Rect) -> Bool {
  isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width)
    && isClose(a.height, b.height)
}

/// The absolute frame of the one node called `name` in `tree`, or `nil` (with an issue
/// recorded) if there is none or more than one.
func frame(
  named name: String, in tree: FrameTree, sourceLocation: SourceLocation = #_sourceLocation
)
  -> Rect?
{
  let matches = tree.flattened().filter { $0.node.name == name }
  guard matches.count == 1 else {
    Issue.record(
      "expected one node named \(name), found \(matches.count)", sourceLocation: sourceLocation)
    return nil
  }
  return matches[0].frame
}

/// The stand-ins of Documentation/Facts/SwiftUI.md#test-stand-ins.
func fixedImage(_ width: Double, _ height: Double) -> Image {
  Image("image", pixelSize: Size(width: width, height: height))
}

func resizableImage(_ width: Double, _ height: Double) -> Image {
  fixedImage(width, height).resizable()
}

/// `Cn` of the acceptance cases: `Color.frame(width: n, height: n)`.
func square(_ side: Double) -> some LayoutNode {
  Color.gray.frame(width: side, height: side)
}

extension ProposedViewSize {
  /// Shorthand for fixture tables.
  static func p(_ width: Double?, _ height: Double?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
  }
}

extension Size {
  /// Shorthand for fixture tables.
  static func s(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
}

extension Rect {
  /// Shorthand for fixture tables.
  static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }
}
