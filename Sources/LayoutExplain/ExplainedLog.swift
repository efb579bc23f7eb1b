import ConsoleLog
import DeviceCatalog

/// One log of a console output with what Plumb makes of it.
public struct ExplainedLog: Hashable, Sendable {
  /// What kind of log it is, and its explanation.
  public enum Kind: Hashable, Sendable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiable(Explanation)
    /// Constraints printed without a conflict header (`constraintsAffectingLayout(for:)`).
    case listing(Explanation)
    /// An `_autolayoutTrace` dump.
    case trace(TraceExplanation)
  }

  /// Where the log starts in the input.
  public var position: SourcePosition
  /// Its kind and explanation.
  public var kind: Kind

  /// The explanation of a conflict or a listing; `nil` for a trace.
  public var explanation: Explanation? {
    switch kind {
    case .unsatisfiable(let explanation), .listing(let explanation): return explanation
    case .trace: return nil
    }
  }

  /// The explanation as plain text, after the log's position.
  public func text() -> String {
    switch kind {
    case .unsatisfiable(let explanation), .listing(let explanation):
      return "\(position):\n" + explanation.text()
    case .trace(let trace): return "\(position):\n" + trace.text()
    }
  }
}

extension Explainer {
  /// Explains one log of a console output; conflicts and listings are rebuilt on `device`.
  public static func explain(_ entry: ConsoleLogEntry, device: Device) -> ExplainedLog {
    switch entry {
    case .unsatisfiable(let conflict):
      return ExplainedLog(
        position: conflict.position, kind: .unsatisfiable(explain(conflict, device: device)))
    case .listing(let listing):
      return ExplainedLog(
        position: listing.position, kind: .listing(explain(listing, device: device)))
    case .trace(let trace):
      return ExplainedLog(position: trace.position, kind: .trace(explain(trace)))
    }
  }
}
