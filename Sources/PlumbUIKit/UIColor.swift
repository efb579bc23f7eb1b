/// A colour, kept only so that pictures of the layout can fill views with it: UIKit's
/// `UIColor`. Layout never reads it.
public struct UIColor: Hashable, Sendable {
  /// The colour as a CSS colour string.
  let css: String

  /// A colour from components in `0...1`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    css = "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(Double(min(max(alpha, 0), 1))))"
  }

  /// A grey from a white level and an alpha in `0...1`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private init(css: String) { self.css = css }

  /// Black.
  public static let black = UIColor(css: "black")
  /// White.
  public static let white = UIColor(css: "white")
  /// Fully transparent.
  public static let clear = UIColor(css: "transparent")
  /// Red.
  public static let red = UIColor(css: "red")
  /// Green.
  public static let green = UIColor(css: "lime")
  /// Blue.
  public static let blue = UIColor(css: "blue")
  /// Yellow.
  public static let yellow = UIColor(css: "yellow")
  /// Orange.
  public static let orange = UIColor(css: "orange")
  /// Purple.
  public static let purple = UIColor(css: "purple")
  /// Grey.
  public static let gray = UIColor(css: "gray")
  /// Light grey.
  public static let lightGray = UIColor(css: "lightgray")
  /// The system background (light appearance).
  public static let systemBackground = UIColor(css: "white")
  /// The grouped-table background (light appearance).
  public static let systemGroupedBackground = UIColor(css: "#f2f2f7")
  /// The primary text colour (light appearance).
  public static let label = UIColor(css: "black")
  /// The secondary text colour (light appearance).
  public static let secondaryLabel = UIColor(css: "rgba(60,60,67,0.6)")
  /// The system blue.
  public static let systemBlue = UIColor(css: "#007aff")
  /// The system red.
  public static let systemRed = UIColor(css: "#ff3b30")
  /// The system green.
  public static let systemGreen = UIColor(css: "#34c759")
  /// The system orange.
  public static let systemOrange = UIColor(css: "#ff9500")
  /// The system yellow.
  public static let systemYellow = UIColor(css: "#ffcc00")
  /// The system grey.
  public static let systemGray = UIColor(css: "#8e8e93")
}
