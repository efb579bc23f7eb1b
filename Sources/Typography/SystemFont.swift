/// A weight of the system font, as UIKit's `UIFont.Weight`: the four weights whose iOS metrics
/// Plumb has (Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it).
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
  /// `UIFont.Weight.regular`, the weight of `UIFont.systemFont(ofSize:)`.
  case regular
  /// `UIFont.Weight.medium`.
  case medium
  /// `UIFont.Weight.semibold`, the weight of the headline text style.
  case semibold
  /// `UIFont.Weight.bold`, the weight of `UIFont.boldSystemFont(ofSize:)`.
  case bold
}

/// A face of the iOS system font (San Francisco, the `.SFUI` family) whose advances were
/// recorded on iOS: one of UIKit's system-font constructors.
public enum SystemFont: Hashable, Sendable, CustomStringConvertible {
  /// `UIFont.systemFont(ofSize:weight:)`.
  case system(weight: FontWeight)
  /// `UIFont.italicSystemFont(ofSize:)`: the regular weight, italic.
  case italicSystem

  /// The regular weight, `UIFont.systemFont(ofSize:)`.
  public static let regular = SystemFont.system(weight: .regular)

  /// UIKit's spelling of the face, for reports.
  public var description: String {
    switch self {
    case .system(let weight): "systemFont(weight: .\(weight.rawValue))"
    case .italicSystem: "italicSystemFont"
    }
  }
}

/// The font a ``FontMetricsTextMeasurer`` measures with.
public enum MeasuredFont: Hashable, Sendable {
  /// San Francisco as iOS measures it: the default for system fonts.
  case system(SystemFont)
  /// DejaVu Sans, a freely licensed font Plumb can also draw with; kept as an option.
  case dejaVuSans
  /// A font file the app ships, read from its bytes (``FontFile``).
  case file(FontFile)
}
