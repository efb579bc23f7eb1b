import Foundation

/// Equal values stored once: each `shared` returns the first equal value it was given, whose
/// strings and arrays every later copy then shares (Swift's strings and arrays are copied on
/// write, so equal copies of one value hold one buffer). Results checked in many scenarios
/// repeat the same findings (at every text size, on every device of a size) and the same
/// views; a check of many files keeps one of each.
///
/// Safe to call from the worker threads of one check: a lock guards the store.
package final class SharedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var findingLists: Set<[Finding]> = []
  private var findings: Set<Finding> = []
  private var names: Set<[String]> = []
  private var constraints: Set<[Finding.SourceConstraint]> = []
  private var superviews: Set<[String: String]> = []

  package init() {}

  /// The first findings equal to `findings`; else `findings`, each the first equal finding, or
  /// one whose views and constraints are the first equal ones (a finding whose amount differs
  /// from size to size still names the same views, placed by the same constraints).
  package func shared(_ findings: [Finding]) -> [Finding] {
    lock.lock()
    defer { lock.unlock() }
    if let known = findingLists.firstIndex(of: findings) { return findingLists[known] }
    let each = findings.map { finding in
      if let known = self.findings.firstIndex(of: finding) { return self.findings[known] }
      var shared = finding
      shared.items = names.insert(finding.items).memberAfterInsert
      shared.constraints = constraints.insert(finding.constraints).memberAfterInsert
      self.findings.insert(shared)
      return shared
    }
    findingLists.insert(each)
    return each
  }

  /// The first table equal to `superviews`.
  package func shared(_ superviews: [String: String]) -> [String: String] {
    lock.lock()
    defer { lock.unlock() }
    return self.superviews.insert(superviews).memberAfterInsert
  }
}
