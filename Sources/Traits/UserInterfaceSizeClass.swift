/// How much room an interface has along one axis, in Apple's two coarse steps: UIKit's
/// `UIUserInterfaceSizeClass`, with its raw values.
///
/// A size class is a trait of the window, not a measurement: the same width can be compact on
/// one device and regular on another. Apple's Human Interface Guidelines list the classes of
/// every device ("Layout" → Specifications, "Device size classes",
/// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
///
/// This type lives in its own small module so that both the device catalog (which knows the
/// classes of each device) and Auto Layout (whose trait collections carry them) can use it
/// without depending on each other.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// No size class is known (outside a window, say).
  case unspecified = 0
  /// A constrained amount of room: iPhone widths in portrait, narrow iPad windows.
  case compact = 1
  /// An expansive amount of room: iPad full screen, large iPhones' landscape width.
  case regular = 2

  /// `compact`, `regular` or `unspecified`.
  public var description: String {
    switch self {
    case .unspecified: return "unspecified"
    case .compact: return "compact"
    case .regular: return "regular"
    }
  }
}

/// A horizontal and a vertical size class together, written (width, height) as Apple's tables
/// write them.
public struct SizeClassPair: Hashable, Sendable, CustomStringConvertible {
  /// The width's size class.
  public var horizontal: UserInterfaceSizeClass
  /// The height's size class.
  public var vertical: UserInterfaceSizeClass

  /// Creates a pair.
  public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `compact/regular`: width first.
  public var description: String { "\(horizontal)/\(vertical)" }
}
