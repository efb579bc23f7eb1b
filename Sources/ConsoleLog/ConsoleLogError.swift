/// Why a console log could not be read. Each case says where and what was wrong; the message
/// (``description``) is what a user sees.
public enum ConsoleLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input is larger than ``ConsoleLogLimits/maxBytes``.
  case tooLarge(bytes: Int, limit: Int)
  /// A byte that no text log holds (NUL, a control character, or invalid UTF-8): the input is
  /// binary, not a console log.
  case notText(SourcePosition, byte: UInt8)
  /// A line longer than ``ConsoleLogLimits/maxLineBytes``.
  case lineTooLong(SourcePosition, bytes: Int, limit: Int)
  /// More constraints in one log than ``ConsoleLogLimits/maxConstraintsPerLog``, or more logs,
  /// or trace lines, than their limits.
  case tooMany(SourcePosition, what: String, limit: Int)
  /// The input ends (or a line ends) before something that must follow.
  case truncated(SourcePosition, expected: String)
  /// A constraint description that does not follow UIKit's grammar.
  case malformedConstraint(SourcePosition, reason: String, excerpt: String)
  /// The constraints were redacted (`<private>`, as macOS's unified log prints them).
  case redacted(SourcePosition)
  /// A log announced unsatisfiable constraints but listed none.
  case emptyConstraintList(SourcePosition)
  /// Nothing in the input is one of UIKit's layout logs.
  case noLayoutLog(lines: Int)

  /// The user's message.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "the log has \(bytes) bytes; at most \(limit) are read. Cut the part around "
        + "\"Unable to simultaneously satisfy constraints.\" out of the file"
    case .notText(let at, let byte):
      return "\(at): byte 0x\(String(byte, radix: 16)) is not text; this is not a console log"
    case .lineTooLong(let at, let bytes, let limit):
      return "\(at): the line has \(bytes) bytes; at most \(limit) are read per line"
    case .tooMany(let at, let what, let limit):
      return "\(at): more than \(limit) \(what)"
    case .truncated(let at, let expected):
      return "\(at): the log ends early: expected \(expected)"
    case .malformedConstraint(let at, let reason, let excerpt):
      return "\(at): \(reason) in `\(excerpt)`"
    case .redacted(let at):
      return "\(at): the constraints are redacted (`<private>`); copy the log from Xcode's "
        + "console, or log with `privacy: .public`"
    case .emptyConstraintList(let at):
      return "\(at): the log lists no constraints"
    case .noLayoutLog(let lines):
      return "none of the \(lines) lines is a UIKit Auto Layout log: expected \"Unable to "
        + "simultaneously satisfy constraints.\" with <NSLayoutConstraint:…> lines, an "
        + "_autolayoutTrace dump, or constraintsAffectingLayout(for:) output"
    }
  }
}
