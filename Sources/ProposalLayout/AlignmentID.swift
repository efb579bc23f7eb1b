/// A type that names an alignment guide and computes its default value.
///
/// Conform an empty enum to create a custom guide, then wrap it in ``HorizontalAlignment`` or
/// ``VerticalAlignment`` [D: AppleDocs-AlignmentID].
public protocol AlignmentID: SendableMetatype {
  /// The guide's value for a view that has no explicit value for it, in the view's own
  /// coordinates.
  static func defaultValue(in dimensions: ViewDimensions) -> Double
}

// The built-in guides: leading/top = 0, centre = size/2, trailing/bottom = size
// [R: OSUI-ALIGN defaults; D: AppleDocs-AlignmentID].
enum LeadingAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum HorizontalCenterAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.width / 2 }
}
enum TrailingAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.width }
}
enum TopAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum VerticalCenterAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height / 2 }
}
enum BottomAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}
