#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A required constraint that could not hold, the constraints it conflicts with, and the one the
/// layout broke to recover.
///
/// UIKit only logs this (Documentation/Facts/AutoLayout.md#unsatisfiable-constraints); here the
/// same text comes with the constraints themselves, so a test or a tool can inspect them.
public struct UnsatisfiableConstraintsReport: CustomStringConvertible {
  /// A minimal set of required constraints that cannot hold together: leave out any one and the
  /// rest can. The broken constraint is among them.
  public let conflictingConstraints: [LayoutConstraint]
  /// The constraint the layout left out of the solver. It stays active (``LayoutConstraint/isActive``
  /// is still `true`) but is not enforced until it is deactivated and activated again.
  public let brokenConstraint: LayoutConstraint

  /// UIKit's log text: "Unable to simultaneously satisfy constraints. … Will attempt to recover by
  /// breaking constraint …", with each constraint in its ``LayoutConstraint/description``.
  public var description: String {
    // The layout of UIKit's message, trailing spaces and tabs included
    // (Documentation/Facts/AutoLayout.md#unsatisfiable-constraints).
    let list = conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
    return """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) 
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(brokenConstraint)

      Set Window.diagnosticsHandler to catch this in code.
      The debugging members of View (hasAmbiguousLayout, constraintsAffectingLayout(for:)) may also be helpful.
      """
  }
}

/// Something the layout wants its user to know; delivered to ``Window/diagnosticsHandler``.
public enum LayoutDiagnostic: CustomStringConvertible {
  /// Required constraints conflicted and one was broken (UIKit's
  /// `UIViewAlertForUnsatisfiableConstraints`).
  case unsatisfiableConstraints(UnsatisfiableConstraintsReport)
  /// A constraint could not be activated and stays inactive.
  case activationFailed(LayoutError)
  /// A constraint's priority was changed to required, which cannot hold with `conflicts`; the
  /// priority was put back (Documentation/Facts/AutoLayout.md#priorities).
  case priorityChangeReverted(LayoutConstraint, conflicts: [LayoutConstraint])
  /// A stack view refused a change made through a non-throwing member (a property setter or
  /// ``StackView/addArrangedSubview(_:)``) and stayed as it was.
  case stackViewInputRejected(StackViewError)

  /// The log text.
  public var description: String {
    switch self {
    case .unsatisfiableConstraints(let report): return report.description
    case .activationFailed(let error): return "[LayoutConstraints] \(error)"
    case .priorityChangeReverted(let constraint, let conflicts):
      return "[LayoutConstraints] Reverted the priority change of \(constraint): as required it "
        + "conflicts with \(conflicts.map(\.description).joined(separator: ", "))"
    case .stackViewInputRejected(let error): return "[StackView] \(error)"
    }
  }

  /// Hands the diagnostic to the handler of the first window among `items`' windows, or writes it
  /// to standard error as UIKit logs it.
  func deliver(near items: [LayoutItem]) {
    if let handler = items.lazy.compactMap({ $0.hostView?.window?.diagnosticsHandler }).first {
      handler(self)
      return
    }
    let text = description + "\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }
}
