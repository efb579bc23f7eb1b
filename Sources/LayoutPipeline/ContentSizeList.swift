import AutoLayout
import DeviceCatalog
import Foundation

/// A list of content size categories as a command line writes it, refused with the names that
/// are allowed.
public struct ContentSizeListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name not understood.
  public var name: String

  /// Creates the error for `name`.
  public init(name: String) { self.name = name }

  /// What `plumb` prints.
  public var description: String {
    "error: unknown content size `\(name)`\n  hint: write `all`, or names separated by commas: "
      + ContentSizeCategory.allCases.map { "\(ContentSizeCategory.shortName($0)) (\($0.rawValue))" }
      .joined(separator: ", ")
  }
}

extension ContentSizeCategory {
  /// The short names Xcode's Environment Overrides and Apple's HIG tables use for the twelve
  /// sizes: xSmall … xxxLarge, then AX1 … AX5 for the accessibility sizes.
  static func shortName(_ category: ContentSizeCategory) -> String {
    let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    return names[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }

  /// The categories `list` names: `all`, `accessibility` (AX1 … AX5), or names separated by
  /// commas — UIKit's (`extraLarge`), SwiftUI's `DynamicTypeSize` (`xLarge`, `accessibility3`) or
  /// the short ones (`XL`, `AX3`), in any case.
  public static func categories(named list: String) throws(ContentSizeListError)
    -> [ContentSizeCategory]
  {
    let trimmed = list.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "all" { return allCases }
    if trimmed == "accessibility" { return allCases.filter(\.isAccessibilityCategory) }
    let swiftUINames = [
      "xsmall", "small", "medium", "large", "xlarge", "xxlarge", "xxxlarge",
      "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    var result: [ContentSizeCategory] = []
    for part in list.split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces)
      let key = name.lowercased()
      guard
        let index = allCases.firstIndex(where: {
          $0.rawValue.lowercased() == key || shortName($0).lowercased() == key
        }) ?? swiftUINames.firstIndex(of: key)
      else { throw ContentSizeListError(name: name) }
      let category = allCases[index]
      if !result.contains(category) { result.append(category) }
    }
    guard !result.isEmpty else { throw ContentSizeListError(name: list) }
    return result
  }
}
