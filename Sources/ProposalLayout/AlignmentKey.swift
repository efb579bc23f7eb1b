import LayoutCore

/// An alignment guide of either axis: a ``HorizontalAlignment`` or ``VerticalAlignment`` with
/// its axis made a value, so that layout code is written once for both axes.
public struct AlignmentKey: Hashable, Sendable {
  let id: ObjectIdentifier
  let type: any AlignmentID.Type
  /// The axis the guide measures along.
  public let axis: Axis
  /// Built-in frame guides (leading, centre, trailing, top, bottom) do not propagate past the
  /// first container; custom guides do, averaged over the children [R: OSUI-ALIGN].
  let isBuiltIn: Bool
  /// How a container merges its children's explicit values: custom guides average them; the
  /// text baselines take the topmost first baseline and the lowest last baseline.
  let merge: Merge

  /// How a container merges its children's explicit values for a guide.
  enum Merge: Hashable, Sendable {
    case average, minimum, maximum
  }

  init(_ type: any AlignmentID.Type, axis: Axis, isBuiltIn: Bool = false, merge: Merge = .average) {
    self.id = ObjectIdentifier(type)
    self.type = type
    self.axis = axis
    self.isBuiltIn = isBuiltIn
    self.merge = merge
  }

  /// The guide's default value in a view of `dimensions`.
  func defaultValue(in dimensions: ViewDimensions) -> Double {
    type.defaultValue(in: dimensions)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
}
