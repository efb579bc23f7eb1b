/// The most a reader takes in, so that any input is read in bounded time and memory.
public struct ConsoleLogLimits: Sendable, Equatable {
  /// The largest input, in bytes. A day of a device's log is far larger, but the part worth
  /// explaining is a few kilobytes; 8 MiB holds thousands of logs.
  public var maxBytes = 8 << 20
  /// The longest line, in bytes.
  public var maxLineBytes = 64 << 10
  /// The most constraints in one log.
  public var maxConstraintsPerLog = 5_000
  /// The most logs (conflicts, traces, listings) in one input.
  public var maxLogs = 10_000
  /// The most views in one `_autolayoutTrace` dump.
  public var maxTraceNodes = 50_000

  /// The default limits.
  public init() {}
}
