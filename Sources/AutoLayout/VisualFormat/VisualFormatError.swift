/// A malformed visual format string: what went wrong, where, and how to fix it.
///
/// The description repeats the format with a caret under the offending character, as UIKit's
/// exception does (Documentation/Facts/AutoLayout.md#visual-format-language):
///
/// ```text
/// Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
/// V|[backgroundBox]|
///  ^
/// Hint: write the orientation as 'H:' or 'V:'.
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Hashable, Sendable {
    /// `H` or `V` not followed by `:`.
    case expectedColonAfterOrientation(Character)
    /// A view (`[name]`) was expected here.
    case expectedView
    /// The character cannot start or continue what is being parsed.
    case unexpectedCharacter(Character)
    /// The string ended in the middle of something.
    case unexpectedEnd
    /// An identifier that is not a key of the views dictionary.
    case unknownView(String)
    /// An identifier that is neither a metric nor, where allowed, a view.
    case unknownMetric(String)
    /// A view named twice in one predicate list, or relating a view to itself.
    case viewRelatedToItself(String)
    /// A view name in a connection's predicate: only sizes can relate to another view.
    case viewInSpacing(String)
    /// `|` next to a view that has no superview.
    case noSuperview(String)
    /// A priority outside `1...1000`.
    case invalidPriority(Double)
    /// `nan`, `inf`, or a number too large for a `Double`, where a finite number belongs.
    case nonFiniteNumber(String)
    /// Alignment options along the format's own axis (`H:` with `alignAllLeft`, say).
    case alignmentAlongLayoutAxis
  }

  /// What went wrong.
  public let problem: Problem
  /// The format string as given.
  public let format: String
  /// The offset of the offending character, in characters from the start of `format`.
  public let offset: Int

  /// Creates an error about `format` at `offset`.
  public init(_ problem: Problem, format: String, offset: Int) {
    self.problem = problem
    self.format = format
    self.offset = offset
  }

  /// The one-line message, in UIKit's words where UIKit has them.
  public var message: String {
    switch problem {
    case .expectedColonAfterOrientation(let orientation):
      let axis = orientation == "V" ? "vertical" : "horizontal"
      return "Expected ':' after '\(orientation)' to specify \(axis) arrangement"
    case .expectedView: return "Expected a view"
    case .unexpectedCharacter(let character): return "Unexpected character '\(character)'"
    case .unexpectedEnd: return "Unexpected end of format string"
    case .unknownView(let name): return "\(name) is not a key in the views dictionary."
    case .unknownMetric(let name): return "\(name) is not a key in the metrics dictionary."
    case .viewRelatedToItself(let name): return "A view cannot be related to itself: \(name)"
    case .viewInSpacing(let name):
      return "View '\(name)' in a connection: only widths and heights can relate to other views"
    case .noSuperview(let name):
      return "Unable to interpret '|' character, because \(name) has no superview"
    case .invalidPriority(let value): return "Invalid priority \(value): priorities lie in 1...1000"
    case .nonFiniteNumber(let text):
      let shown = text.count <= 24 ? text : "\(text.prefix(12))… (\(text.count) characters)"
      return "\(shown) is not a finite number: sizes and spacings must be finite"
    case .alignmentAlongLayoutAxis:
      return
        "Options mask required views to be aligned on an edge along the layout axis, which is not allowed"
    }
  }

  /// How to fix it.
  public var hint: String {
    switch problem {
    case .expectedColonAfterOrientation: return "write the orientation as 'H:' or 'V:'."
    case .expectedView: return "views are written in brackets, like [button]."
    case .unexpectedCharacter:
      return "connections are '-', '-8-', '-(>=8@750)-' or nothing; views are [name(predicates)]."
    case .unexpectedEnd: return "close every '[' with ']' and every '(' with ')'."
    case .unknownView: return "pass the view in the views dictionary under this name."
    case .unknownMetric: return "pass the value in the metrics dictionary, or write a number."
    case .viewRelatedToItself: return "relate the view to another view."
    case .viewInSpacing: return "write a number or a metric name for spacing."
    case .noSuperview: return "add the view to a superview before making the constraints."
    case .invalidPriority: return "use a priority greater than 0 and at most 1000."
    case .nonFiniteNumber: return "write a finite number of points, such as 8."
    case .alignmentAlongLayoutAxis:
      return
        "use alignAllTop/Bottom/CenterY/baselines with H:, alignAllLeft/Right/Leading/Trailing/CenterX with V:."
    }
  }

  public var description: String {
    let caret = String(repeating: " ", count: max(0, offset)) + "^"
    return "Unable to parse constraint format: \(message)\n\(format)\n\(caret)\nHint: \(hint)"
  }
}
