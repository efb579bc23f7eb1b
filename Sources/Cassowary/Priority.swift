/// The priority of a constraint, as in Auto Layout's `UILayoutPriority`: `1...1000`, where
/// `1000` means required.
///
/// Priorities are strict: any violation of a constraint at a higher priority outweighs every
/// amount of violation at lower priorities, whatever the number of lower-priority constraints.
/// Within one priority the solver minimises the sum of the violations. This is Apple's documented
/// semantics ("higher priority constraints are satisfied before lower priority constraints"), not
/// a weighting: four constraints at 250 never outvote one at 750.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  /// The numeric priority; valid values are `1...1000`.
  public var rawValue: Float

  /// Creates a priority. Values outside `1...1000` are rejected when the constraint is added.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }
  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Float) { self.init(rawValue: value) }

  /// A constraint that must hold: `1000`.
  public static let required: Priority = 1000
  /// Auto Layout's default compression resistance: `750`.
  public static let defaultHigh: Priority = 750
  /// Auto Layout's default content hugging: `250`.
  public static let defaultLow: Priority = 250
  /// The level `systemLayoutSizeFitting` uses to shrink-wrap: `50`.
  public static let fittingSizeLevel: Priority = 50

  /// `true` for `1000`.
  public var isRequired: Bool { rawValue == 1000 }
  /// `true` if the value lies in `1...1000`.
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String {
    // Only whole numbers in Int's range print without a fraction; anything else (an invalid
    // priority can be inf or huge) prints as the Float it is.
    rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
  }
}
