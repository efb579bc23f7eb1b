import LayoutCore

/// The environment a layout pass runs in: what parents pass down to children besides the
/// proposal.
public struct LayoutContext: Sendable {
  /// Measures ``Text``.
  public var textMeasurer: any TextMeasurer
  /// The major axis of the nearest enclosing stack, which a ``Spacer`` expands along; `nil`
  /// outside stacks [R: OSUI-HVSTACK `stackOrientation`].
  var stackAxis: Axis?

  /// Creates a context that measures text with `textMeasurer`.
  public init(textMeasurer: any TextMeasurer = FontMetricsTextMeasurer()) {
    self.textMeasurer = textMeasurer
  }

  /// The context for the children of a container with the given stack orientation.
  func forChildren(stackAxis: Axis?) -> LayoutContext {
    var context = self
    context.stackAxis = stackAxis
    return context
  }
}
