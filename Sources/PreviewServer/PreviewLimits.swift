/// Bounds on what a client may send, so that a stray or hostile page cannot make the server
/// hold unbounded memory.
public struct PreviewLimits: Hashable, Sendable {
  /// The largest request body accepted (the page sends none; anything larger gets 413).
  public var maxRequestBody: Int
  /// The largest request path accepted (longer gets 414).
  public var maxPathLength: Int
  /// The largest WebSocket frame accepted; a larger one closes the connection ("message too
  /// big", close code 1009, RFC 6455 §7.4.1 — https://www.rfc-editor.org/rfc/rfc6455#section-7.4.1).
  public var maxMessage: Int
  /// The most scenarios the page's toggles may choose at once (more if the command line chose
  /// more): each edit lays the file out in every one of them.
  public var maxScenarios: Int
  /// The most hover requests one page may have waiting for a limits search (each search lays
  /// the file out some 90 times; a page runs one at a time and queues one more): beyond it the
  /// oldest is answered `superseded`.
  public var maxLimitsRequests: Int

  /// Creates limits; the defaults leave room for a 1 MiB layout file as JSON, and for 96
  /// scenarios (all twelve text sizes on four devices in both orientations).
  public init(
    maxRequestBody: Int = 16 * 1024, maxPathLength: Int = 2048, maxMessage: Int = 2 * 1024 * 1024,
    maxScenarios: Int = 96, maxLimitsRequests: Int = 8
  ) {
    self.maxRequestBody = maxRequestBody
    self.maxPathLength = maxPathLength
    self.maxMessage = maxMessage
    self.maxScenarios = maxScenarios
    self.maxLimitsRequests = maxLimitsRequests
  }
}
