import LayoutCore

/// Something the check found wrong with a layout in one scenario: what, how bad, which items,
/// by how much, and the constraints responsible as the source wrote them.
public struct Finding: Hashable, Sendable {
  /// What kind of problem it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Required constraints that cannot hold together; Auto Layout broke one to recover.
    case unsatisfiable
    /// A view or guide whose frame the constraints do not fix.
    case ambiguous
    /// A view whose width or height came out negative.
    case negativeSize
    /// A view squeezed below its intrinsic content size: truncated text, a squashed image.
    case compressed
    /// A view that leaves the safe area (and is not marked `ignoresSafeArea`).
    case outsideSafeArea
    /// A view that the display's rounded corners, notch or Dynamic Island cover by more than a
    /// pixel (and is not marked `allowsClipping`).
    case outsideDisplay
    /// A view entirely outside the window.
    case offScreen
    /// A label too small for its text, which UIKit would cut short with an ellipsis
    /// (`Label.isTruncated`).
    case truncated
    /// A view that overlaps a sibling (and neither is marked `overlaps`).
    case overlapping
    /// A view that reaches outside its superview (a scroll view's content excepted).
    case outsideSuperview
    /// A view the docked keyboard covers, which the user cannot scroll to.
    case underKeyboard
    /// A scroll view whose constraints do not fix its content size.
    case ambiguousScrollContent
    /// A view whose design-time frame in an Interface Builder document differs from its solved
    /// frame on the document's own device by more than half a point (Xcode's yellow
    /// "misplaced view" warning); the amount is the largest edge difference in points.
    case misplaced
    /// Part of an Interface Builder document that Plumb does not lay out as UIKit would, named
    /// at its element: a custom view whose size only the app's code decides, a size-class
    /// variation of a property Plumb does not model. Always a warning: the scene is partly
    /// checked.
    case notModelled
  }

  /// The kinds that judge a view's place on the screen rather than in its own layout.
  package static let placeOnScreenKinds: Set<Kind> = [
    .offScreen, .outsideSafeArea, .outsideDisplay, .underKeyboard,
  ]

  /// How bad it is: an error fails the check.
  public enum Severity: String, Hashable, Sendable {
    /// Fails the check.
    case error
    /// Reported, but passes.
    case warning
  }

  /// An edge of a rectangle, in window coordinates.
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, left, bottom, right
  }

  /// A constraint as the source wrote it, with its line; line 0 for the constraints Auto Layout
  /// makes itself (intrinsic size, autoresizing, guides), written as UIKit describes them.
  public struct SourceConstraint: Hashable, Sendable {
    /// The 1-based line in the source, or 0.
    public var line: Int
    /// The constraint as written.
    public var text: String

    /// Creates one.
    public init(line: Int, text: String) {
      self.line = line
      self.text = text
    }
  }

  /// The kind.
  public var kind: Kind
  /// The severity.
  public var severity: Severity
  /// The views and guides concerned, by name.
  public var items: [String]
  /// What is wrong, in a sentence (for conflicts, UIKit's log text follows it).
  public var message: String
  /// The constraints responsible, as written: the minimal conflicting set, or those that place
  /// the item along the axis concerned.
  public var constraints: [SourceConstraint]
  /// By how much, in points: how far outside, how deep under the corners, how far below the
  /// intrinsic size or zero.
  public var amount: Double?
  /// The edges concerned (outside the safe area, under the display's shape).
  public var edges: [Edge]
  /// For ambiguity: two frames the constraints allow equally, in window coordinates; for a
  /// frame Plumb does not reproduce (``isFidelityGap``): the saved frame, then Plumb's.
  public var evidence: [Rect]
  /// Why the finding is not a verdict, when it is about a view Plumb says it does not lay out
  /// as UIKit does (a `notModelled` warning at the view or one of its superviews): reported as a
  /// warning, and its scenario is partly checked. Nil for a finding Plumb stands by.
  public var partlyChecked: String?
  /// Why the finding is a warning and not an error when the design shows it on purpose: the
  /// frames Xcode saved for the design device overlap (or leave the superview) by as much, the
  /// view in front is a button that draws nothing, or the project file says the shipped app
  /// never shows the view. Nil for a finding not so explained.
  public var deliberate: String?
  /// For a `notModelled` warning: whether the views it names are laid out as UIKit does and
  /// only their surroundings go unchecked (a xib component's place on a screen), so that what
  /// is found about them stays a verdict rather than being made partly checked.
  package var leavesItemsModelled = false
  /// For a `notModelled` warning: why what is found about the views it names is partly checked,
  /// when it is not that Plumb lays them out otherwise than UIKit (the app's code decides
  /// whether they show). Nil for the usual reason.
  package var partlyCheckedReason: String?

  /// A `notModelled` warning that Plumb's frame of a view differs from the one Xcode solved
  /// with UIKit and saved, on the document's own device: Plumb's gap, which holds for the view
  /// in every scenario of its scene.
  public var isFidelityGap: Bool { kind == .notModelled && evidence.count == 2 }

  /// Whether the finding says a view is not at its saved frame on the document's own device:
  /// Xcode's `misplaced` warning, or a fidelity gap of Plumb's.
  public var isAwayFromSavedFrame: Bool { kind == .misplaced || isFidelityGap }

  /// ``message`` with why the finding is not a verdict (``partlyChecked``) or is a warning on
  /// purpose (``deliberate``): what every report prints, so a CI log says it as the table does.
  public var qualifiedMessage: String {
    message + (partlyChecked.map { "; partly checked: \($0)" } ?? "")
      + (deliberate.map { "; deliberate: \($0)" } ?? "")
  }

  /// The source lines of the responsible constraints, without repeats.
  public var lines: [Int] {
    var seen = Set<Int>()
    return constraints.map(\.line).filter { $0 > 0 && seen.insert($0).inserted }
  }

  /// Makes an error a warning that says why the design shows it on purpose
  /// (``deliberate``); nothing when `why` is nil or the finding is no error.
  package mutating func markDeliberate(_ why: String?) {
    guard let why, severity == .error else { return }
    severity = .warning
    deliberate = why
  }

  /// Creates a finding.
  public init(
    kind: Kind, severity: Severity = .error, items: [String], message: String,
    constraints: [SourceConstraint] = [], amount: Double? = nil, edges: [Edge] = [],
    evidence: [Rect] = []
  ) {
    self.kind = kind
    self.severity = severity
    self.items = items
    self.message = message
    self.constraints = constraints
    self.amount = amount
    self.edges = edges
    self.evidence = evidence
  }
}
