/// One of UIKit's "Unable to simultaneously satisfy constraints." logs.
public struct UnsatisfiableConstraintsLog: Hashable, Sendable {
  /// Where the log starts.
  public var position: SourcePosition
  /// The views and guides its constraints name, in order of first appearance.
  public var items: [LoggedItem]
  /// The constraints UIKit listed, in the log's order.
  public var constraints: [LoggedConstraint]
  /// The index in ``constraints`` of the one UIKit broke ("Will attempt to recover by breaking
  /// constraint"); `nil` if the log stops before saying.
  public var broken: Int?

  /// A log of `constraints` naming `items`; the explainer treats a listing as one.
  package init(
    position: SourcePosition, items: [LoggedItem], constraints: [LoggedConstraint], broken: Int?
  ) {
    self.position = position
    self.items = items
    self.constraints = constraints
    self.broken = broken
  }
}

extension UnsatisfiableConstraintsLog {
  /// A listing's constraints as a log without a recovery line, so that they are rebuilt and
  /// solved like a conflict's.
  public init(_ listing: ConstraintListing) {
    self.init(
      position: listing.position, items: listing.items, constraints: listing.constraints,
      broken: nil)
  }
}

/// A view in an `_autolayoutTrace` dump.
public struct TraceNode: Hashable, Sendable {
  /// The index of the view in the trace's ``AutolayoutTrace/items``.
  public var item: Int
  /// How many `|` columns precede it: 0 for the window.
  public var depth: Int
  /// The index in ``AutolayoutTrace/nodes`` of its superview, if the dump shows it.
  public var parent: Int?
  /// Marked `*`: laid out with Auto Layout.
  public var usesAutoLayout: Bool
  /// Marked `+`: laid out by its frame, which the engine holds as autoresizing-mask constraints.
  public var translatesAutoresizingMask: Bool
  /// `AMBIGUOUS LAYOUT`: its frame has more than one solution.
  public var isAmbiguous: Bool
  /// The attributes UIKit names as ambiguous (`minX`, `width`, …), when it names them.
  public var ambiguousAttributes: [LoggedAttribute]
  /// Where its line is.
  public var position: SourcePosition
}

/// An `_autolayoutTrace` dump: the view tree with ambiguity markers.
public struct AutolayoutTrace: Hashable, Sendable {
  /// Where the dump starts.
  public var position: SourcePosition
  /// The views, in order of first appearance.
  public var items: [LoggedItem]
  /// The tree's lines, top down.
  public var nodes: [TraceNode]
}

/// Constraints printed on their own, as `constraintsAffectingLayout(for:)` returns them.
public struct ConstraintListing: Hashable, Sendable {
  /// Where the listing starts.
  public var position: SourcePosition
  /// The views and guides its constraints name.
  public var items: [LoggedItem]
  /// The constraints, in order.
  public var constraints: [LoggedConstraint]
}

/// One log found in the input.
public enum ConsoleLogEntry: Hashable, Sendable {
  /// "Unable to simultaneously satisfy constraints."
  case unsatisfiable(UnsatisfiableConstraintsLog)
  /// An `_autolayoutTrace` dump.
  case trace(AutolayoutTrace)
  /// A list of constraints without a conflict header.
  case listing(ConstraintListing)
}

/// The layout logs in a console output, read into typed values.
///
/// ```swift
/// let log = try ConsoleLog(bytes: Array(text.utf8))
/// for case .unsatisfiable(let conflict) in log.entries { … }
/// ```
public struct ConsoleLog: Hashable, Sendable {
  /// The logs, in the input's order.
  public var entries: [ConsoleLogEntry]

  /// Reads every layout log in `bytes`. Timestamps, process prefixes (`MyApp[12:34]`), other
  /// lines and Markdown escapes (`\<`) around them are skipped.
  public init(bytes: [UInt8], limits: ConsoleLogLimits = ConsoleLogLimits())
    throws(ConsoleLogError)
  {
    var scanner = LogScanner(bytes: bytes, limits: limits)
    entries = try scanner.scan()
  }
}
