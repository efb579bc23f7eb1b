/// A trait of a scenario that varies continuously, along which `plumb check --limits` looks for
/// the edges where findings appear or disappear (``Limits``): the window's width, the Dynamic
/// Type size, the keyboard's height and the length of the text.
public enum LimitDimension: String, CaseIterable, Hashable, Sendable {
  /// The window's width, from 320 pt (the narrowest iPhone and Split View window) to the
  /// scenario's own width: rotation, Split View and Stage Manager give the widths between.
  case width
  /// The Dynamic Type size, category by category from `extraSmall` to
  /// `accessibilityExtraExtraExtraLarge`: its edges lie between two categories.
  case contentSize
  /// The docked keyboard's height, from the bottom safe-area inset (where the hidden keyboard's
  /// layout guide sits) to the window's height.
  case keyboard
  /// Every text's length as a factor of the text as written, from 0.5× to 3×
  /// (``Typography/TextLengthFactor``).
  case textLength

  /// How close the search brackets an edge: half a point, a hundredth of the text's length;
  /// a Dynamic Type edge lies between two neighbouring categories.
  public var resolution: Double {
    switch self {
    case .width, .keyboard: 0.5
    case .textLength: 0.01
    case .contentSize: 1
    }
  }

  /// The dimensions `list` names: `all`, or names separated by commas.
  ///
  /// - Throws: ``LimitDimensionError`` naming the first value that is not a continuous
  ///   dimension: a scenario dimension with separate values (device, orientation, Split View)
  ///   has no edge to find between them, and is said so.
  public static func parse(_ list: String) throws(LimitDimensionError) -> [LimitDimension] {
    if list == "all" { return allCases }
    var chosen: [LimitDimension] = []
    for name in ScenarioDimension.split(list) {
      guard let dimension = LimitDimension(rawValue: name) else {
        let accepted = allCases.map(\.rawValue).joined(separator: ", ")
        // The scenario dimensions with separate values, and the option that checks each value.
        let separate = [
          "device": "--devices", "orientation": "--orientations", "multitasking": "--split-views",
          "splitView": "--split-views",
        ]
        guard let option = separate[name] else {
          throw LimitDimensionError(
            value: name,
            description: "error: unknown limits dimension `\(name)`\n"
              + "  hint: write all, or some of \(accepted)")
        }
        throw LimitDimensionError(
          value: name,
          description: "error: `\(name)` cannot vary continuously: its values are separate, "
            + "with no edge between them\n  hint: --limits-of takes \(accepted) (or all); "
            + "check each \(name) with \(option)")
      }
      if !chosen.contains(dimension) { chosen.append(dimension) }
    }
    return chosen
  }
}

/// A `--limits-of` value that names no continuous dimension: the value, and what `plumb`
/// prints.
public struct LimitDimensionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name refused.
  public var value: String
  /// The message and its hint.
  public var description: String
}
