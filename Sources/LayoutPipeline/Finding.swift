/// Something the check found wrong with a layout in one scenario.
public struct Finding: Hashable, Sendable {
  /// What kind of problem it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Required constraints that cannot hold together; Auto Layout broke one to recover.
    case unsatisfiable
    /// A view or guide whose frame the constraints do not fix.
    case ambiguous
    /// A view that leaves the safe area (and is not marked `ignoresSafeArea`).
    case outsideSafeArea
    /// A view under the display's rounded corners, notch or Dynamic Island.
    case outsideDisplay
  }

  /// How bad it is: an error fails the check.
  public enum Severity: String, Hashable, Sendable {
    /// Fails the check.
    case error
    /// Reported, but passes.
    case warning
  }

  /// The kind.
  public var kind: Kind
  /// The severity.
  public var severity: Severity
  /// The views and guides concerned, by name.
  public var items: [String]
  /// What is wrong, in a sentence (for conflicts, UIKit's log text).
  public var message: String
  /// The source lines of the constraints responsible, where known.
  public var lines: [Int]

  /// Creates a finding.
  public init(kind: Kind, severity: Severity = .error, items: [String], message: String, lines: [Int] = []) {
    self.kind = kind
    self.severity = severity
    self.items = items
    self.message = message
    self.lines = lines
  }
}
