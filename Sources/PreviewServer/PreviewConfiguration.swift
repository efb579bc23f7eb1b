import LayoutPipeline

/// What `plumb preview` serves and where.
public struct PreviewConfiguration: Sendable {
  /// The files shown and watched, in order; the only files the server will send.
  public var files: [WatchedFile]
  /// The devices and orientations shown.
  public var scenarios: [Scenario]
  /// The address to bind; loopback unless the user asks otherwise.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// Bounds on requests and messages.
  public var limits: PreviewLimits

  /// Creates a configuration.
  public init(
    files: [WatchedFile], scenarios: [Scenario], host: String = "127.0.0.1", port: Int = 0,
    limits: PreviewLimits = PreviewLimits()
  ) {
    self.files = files
    self.scenarios = scenarios
    self.host = host
    self.port = port
    self.limits = limits
  }

  /// Whether `host` is a loopback address, reachable from this machine only.
  public var bindsLoopback: Bool {
    ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
  }
}
