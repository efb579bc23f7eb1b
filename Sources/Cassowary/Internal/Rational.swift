import BigInt

/// An exact rational number, for the exact re-solve (``ExactTableau``): every finite `Double` is
/// one (a 53-bit integer times a power of two), and sums, products and quotients of rationals
/// stay exact, so that re-solve needs no tolerance at all.
///
/// Kept in lowest terms with a positive denominator, so that `==` compares values.
struct Rational: Sendable, Equatable {
  private(set) var numerator: BigInt
  private(set) var denominator: BigInt

  static let zero = Rational(numerator: 0, denominator: 1)
  static let one = Rational(numerator: 1, denominator: 1)

  private init(numerator: BigInt, denominator: BigInt) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// `numerator / denominator` in lowest terms; `denominator` must not be zero.
  init(reducing numerator: BigInt, _ denominator: BigInt) {
    let divisor = numerator.greatestCommonDivisor(with: denominator)
    let sign: BigInt = denominator.sign == .minus ? -1 : 1
    self.init(numerator: sign * numerator / divisor, denominator: sign * denominator / divisor)
  }

  /// The exact value of a finite `Double`: `significand · 2^exponent` with an integer significand.
  init(_ value: Double) {
    guard value != 0 && value.isFinite else {
      self = .zero
      return
    }
    let bits = value.significandBitPattern
    // A normal number carries the implicit leading one; a subnormal one has the least exponent.
    let isNormal = value.exponentBitPattern != 0
    let significand = BigInt(isNormal ? bits | (1 << 52) : bits)
    let exponent = (isNormal ? Int(value.exponent) : -1022) - 52
    let signed = value < 0 ? -significand : significand
    if exponent >= 0 {
      self.init(numerator: signed << exponent, denominator: 1)
    } else {
      self.init(reducing: signed, BigInt(1) << -exponent)
    }
  }

  var isZero: Bool { numerator.isZero }
  var isNegative: Bool { numerator.sign == .minus && !numerator.isZero }

  static func + (a: Rational, b: Rational) -> Rational {
    if a.isZero { return b }
    if b.isZero { return a }
    return Rational(
      reducing: a.numerator * b.denominator + b.numerator * a.denominator,
      a.denominator * b.denominator)
  }

  static prefix func - (a: Rational) -> Rational {
    Rational(numerator: -a.numerator, denominator: a.denominator)
  }

  static func - (a: Rational, b: Rational) -> Rational { a + -b }

  static func * (a: Rational, b: Rational) -> Rational {
    if a.isZero || b.isZero { return .zero }
    return Rational(reducing: a.numerator * b.numerator, a.denominator * b.denominator)
  }

  /// `a / b`; `b` must not be zero.
  static func / (a: Rational, b: Rational) -> Rational {
    Rational(reducing: a.numerator * b.denominator, a.denominator * b.numerator)
  }

  static func < (a: Rational, b: Rational) -> Bool { (a - b).isNegative }

  /// The nearest `Double`, to within an ulp: the quotient is taken to 64 significant bits, and
  /// the conversion of that integer rounds once more.
  var doubleValue: Double {
    if isZero { return 0 }
    let magnitude = numerator.magnitude
    let denominator = self.denominator.magnitude
    // Shift so that the integer quotient has 64 to 65 bits, whatever the sizes of the operands.
    let shift = 64 - (magnitude.bitWidth - denominator.bitWidth)
    let quotient =
      shift >= 0 ? (magnitude << shift) / denominator : (magnitude >> -shift) / denominator
    // `Double(sign:exponent:significand:)` scales by a power of two in one step (C's `scalbn`).
    return Double(
      sign: numerator.sign == .minus ? .minus : .plus, exponent: -shift,
      significand: Double(quotient))
  }
}
