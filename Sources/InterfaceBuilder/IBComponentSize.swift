/// The size an app's code gives a xib's component view where it shows it, which the xib cannot
/// say: a project file's `componentSize` entry. A side left `nil` keeps its design length.
public struct IBComponentSize: Hashable, Sendable {
  /// One side's length where the app shows the view.
  public enum Length: Hashable, Sendable {
    /// A fixed number of points.
    case points(Double)
    /// The screen's length on that axis less `less` points (a view pinned to the screen's
    /// edges, or inset from them).
    case screen(less: Double)
    /// The safe area's length on that axis less `less` points (a view pinned to the safe
    /// area, or inset from it).
    case safeArea(less: Double)

    /// The length on a screen `screen` points long whose safe area is inset `insets` points
    /// in all on this axis (left and right, or top and bottom); never below zero.
    public func resolved(screen: Double, insets: Double) -> Double {
      switch self {
      case .points(let points): return points
      case .screen(let less): return max(0, screen - less)
      case .safeArea(let less): return max(0, screen - insets - less)
      }
    }
  }

  /// The width, or `nil` for the design width.
  public var width: Length?
  /// The height, or `nil` for the design height.
  public var height: Length?
  /// Where the size was said (`.plumb.yml:12`), for the report.
  public var origin: String

  /// Creates a size.
  public init(width: Length?, height: Length?, origin: String) {
    self.width = width
    self.height = height
    self.origin = origin
  }
}
