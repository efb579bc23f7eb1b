/// A view or layout guide a log names, under a stable name instead of its address.
public struct LoggedItem: Hashable, Sendable {
  /// The class as the log prints it (`UILabel`, `MyApp.CardView`); for an item known only by a
  /// visual-format name, that name.
  public var className: String
  /// The text UIKit prints in quotes after the address: the accessibility identifier, a
  /// label's text, or a layout guide's identifier (`UIViewSafeAreaLayoutGuide`).
  public var label: String?
  /// The name the item had in the visual-format views dictionary (`names: label:0x…`).
  public var formatName: String?
  /// The stable name: the class with its label (`UILabel 'Title'`), the format name, or the
  /// class numbered in order of first appearance (`UILabel#1`). Never the address.
  public var name: String
  /// `true` for layout guides (`UILayoutGuide`, `_UILayoutGuide`, `_UILayoutSpacer`).
  public var isLayoutGuide: Bool {
    className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer"
  }
}

/// Gives items stable names in order of first appearance, and finds an item again by its
/// address or format name.
struct ItemTable {
  private(set) var items: [LoggedItem] = []
  private var byKey: [String: Int] = [:]
  private var countByBase: [String: Int] = [:]

  /// The index of the item `key` names (an address, or `name:` and a format name), adding it
  /// if new.
  mutating func index(
    key: String, className: String, label: String?, formatName: String?
  ) -> Int {
    if let found = byKey[key] {
      if items[found].label == nil, let label { items[found].label = label }
      return found
    }
    let base: String
    if let formatName {
      base = formatName
    } else if let label {
      base = "\(className) '\(label)'"
    } else {
      base = className
    }
    let count = (countByBase[base] ?? 0) + 1
    countByBase[base] = count
    // A labelled or format-named item keeps its plain name the first time; bare classes are
    // always numbered, so that `UIView#1` and `UIView#2` read alike.
    let plain = label != nil || formatName != nil
    let name = plain && count == 1 ? base : "\(base)#\(count)"
    items.append(
      LoggedItem(className: className, label: label, formatName: formatName, name: name))
    byKey[key] = items.count - 1
    return items.count - 1
  }
}
