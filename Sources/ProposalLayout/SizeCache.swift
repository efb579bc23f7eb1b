import LayoutCore

/// Memoises container sizes during one layout pass.
///
/// A stack asks each child for its size several times (minimum, maximum, offer, then again
/// when placing), so without a cache the work grows exponentially with the nesting depth of
/// containers. SwiftUI keeps such answers in its view graph; here one cache lives for one call
/// of ``LayoutNode/layout(proposal:context:)``. A container is identified by its path of child
/// indices from the root, which is unique within a pass, plus its layout type.
///
/// `@unchecked Sendable`: a pass runs synchronously on one thread, and the cache is created by
/// that pass and never escapes it except through the context handed to its own nodes.
final class SizeCache: @unchecked Sendable {
  struct Key: Hashable {
    var path: [Int]
    var layout: ObjectIdentifier
    var proposal: ProposedViewSize
  }

  private var sizes: [Key: Size] = [:]

  /// The cached size for `key`, computing and storing it with `compute` if there is none.
  func size(for key: Key, compute: () -> Size) -> Size {
    if let size = sizes[key] { return size }
    let size = compute()
    sizes[key] = size
    return size
  }
}
