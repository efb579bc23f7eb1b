import LayoutCore

/// A size proposal from a parent to a child: one optional length per dimension.
///
/// Each dimension asks its own question [R: AppleDocs-PVS]: `nil` asks for the child's *ideal*
/// length, `0` for its *minimum*, `.infinity` for its *maximum*, and any other value for the
/// length it would choose in that much space. A container may mix them, e.g. an `HStack` probes
/// a child's flexibility with `0×h` and `∞×h`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width, or `nil` to ask for the ideal width.
  public var width: Double?
  /// The proposed height, or `nil` to ask for the ideal height.
  public var height: Double?

  /// Creates a proposal; a `nil` dimension is unspecified.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// `0×0`: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// `∞×∞`: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// `nil×nil`: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposed length along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The proposal as a size, with each `nil` dimension replaced by the one in `size`.
  ///
  /// The default `10×10` is the ideal size of shapes and colours [R: OSUI-PVS].
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    "\(width.map(formatted) ?? "nil")×\(height.map(formatted) ?? "nil")"
  }
}
