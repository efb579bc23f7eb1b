import LayoutPipeline
import LayoutReports

/// The server's answer to a ``LimitsRequest``: `{"limits": {…}}`, first `searching` while the
/// search runs (seconds: tens of layouts), then `found` with the blocks `plumb check --limits`
/// prints for the finding, or `refused` with a typed error.
public struct LimitsAnswer: Codable, Hashable, Sendable {
  /// Where the answer stands.
  public enum State: String, Codable, Hashable, Sendable {
    /// The search runs (or waits behind the session's running one).
    case searching
    /// ``Body/blocks`` hold the edges.
    case found
    /// ``Body/error`` says why not.
    case refused
  }

  /// A block of `plumb check --limits`'s report, worded by the same formatter.
  public struct Block: Codable, Hashable, Sendable {
    /// "[truncated] `title` (found here):".
    public var heading: String
    /// One line per edge.
    public var lines: [String]
  }

  /// A typed refusal: ``LimitsRequestError/kind`` and its message.
  public struct Refusal: Codable, Hashable, Sendable {
    /// "staleRevision", "unknownPanel", "unknownFinding", …
    public var kind: String
    /// What was wrong.
    public var message: String
  }

  /// The answer proper.
  public struct Body: Codable, Hashable, Sendable {
    /// The request answered.
    public var request: LimitsRequest
    /// Where it stands.
    public var state: State
    /// The scenario searched from: "iPhone 14 Pro, portrait".
    public var base: String?
    /// How many layouts the search made.
    public var layouts: Int?
    /// Dimensions that could not vary from the scenario, each with why.
    public var notes: [String] = []
    /// The finding's block, or the panel's.
    public var blocks: [Block] = []
    /// Why it was refused.
    public var error: Refusal?
  }

  /// The answer.
  public var limits: Body

  /// The search is under way.
  static func searching(_ request: LimitsRequest) -> LimitsAnswer {
    LimitsAnswer(limits: Body(request: request, state: .searching))
  }

  /// `request` refused for `error`.
  static func refused(_ request: LimitsRequest, _ error: LimitsRequestError) -> LimitsAnswer {
    LimitsAnswer(
      limits: Body(
        request: request, state: .refused,
        error: Refusal(kind: error.kind, message: error.description)))
  }

  /// The blocks of the request's finding in `limits`, or of its panel (`origin`): a passing
  /// panel's nearest edges, else every finding's edges.
  static func found(_ request: LimitsRequest, _ limits: Limits, origin: PanelOrigin)
    -> LimitsAnswer
  {
    let blocks: [LimitsBlock]
    if let index = request.finding {
      blocks = [limits.block(for: origin.findings[index])]
    } else if let passing = limits.passing(scene: origin.scene) {
      blocks = [passing]
    } else {
      blocks = origin.findings.map(limits.block(for:))
    }
    return LimitsAnswer(
      limits: Body(
        request: request, state: .found, base: limits.base.description, layouts: limits.layouts,
        notes: limits.notes, blocks: blocks.map { Block(heading: $0.heading, lines: $0.lines) }))
  }
}
