import Synchronization

/// The names an item's four solver variables carry in solver descriptions and exports:
/// `View.minX`, `Label.width`, … — the item's class name and the variable.
///
/// Writing a class's name is slow (the runtime's metadata is read and printed), and every view
/// and guide made needs it; the names are made once per class and kept. A class, so that handing a class's names to
/// an item made is one reference count, not one per name.
final class VariableNames: Sendable {
  let minX: String
  let minY: String
  let width: String
  let height: String

  private init(minX: String, minY: String, width: String, height: String) {
    self.minX = minX
    self.minY = minY
    self.width = width
    self.height = height
  }

  /// The names for items of class `type`.
  @inline(__always)
  static func of(_ type: LayoutItem.Type) -> VariableNames {
    let key = ObjectIdentifier(type)
    if let names = known.withLock({ $0.first { $0.type == key }?.names }) { return names }
    // `_typeName(_:qualified:)` is what `String(describing:)` prints for a class, without the
    // dynamic casts to the printing protocols it tries first.
    let kind = _typeName(type, qualified: false)
    let names = VariableNames(
      minX: "\(kind).minX", minY: "\(kind).minY", width: "\(kind).width", height: "\(kind).height")
    known.withLock { $0.append((key, names)) }
    return names
  }

  /// The names made so far, by class; a class's metadata lives as long as the process, so its
  /// identifier is never reused. A list searched in order, not a dictionary: a program has a
  /// handful of item classes, and hashing the key cost more than the comparisons, once per item
  /// made.
  private static let known = Mutex<[(type: ObjectIdentifier, names: VariableNames)]>([])
}
