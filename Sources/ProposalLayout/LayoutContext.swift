import LayoutCore

/// The environment a layout pass runs in: what parents pass down to children besides the
/// proposal.
public struct LayoutContext: Sendable {
  /// Measures ``Text``.
  public var textMeasurer: any TextMeasurer
  /// The major axis of the nearest enclosing stack, which a ``Spacer`` expands along; `nil`
  /// outside stacks [R: OSUI-HVSTACK `stackOrientation`].
  var stackAxis: Axis?
  /// The child indices from the root to the nearest enclosing container's child; identifies
  /// containers in ``sizeCache``.
  var path: [Int] = []
  /// Container sizes of the current layout pass, or `nil` outside ``LayoutNode/layout(proposal:context:)``.
  var sizeCache: SizeCache?

  /// Creates a context that measures text with `textMeasurer`.
  public init(textMeasurer: any TextMeasurer = FontMetricsTextMeasurer()) {
    self.textMeasurer = textMeasurer
  }

  /// The context for child `index` of a container with the given stack orientation.
  ///
  /// A secondary view (background, overlay) uses index −1, so it never shares a path with the
  /// primary view's containers.
  func forChild(_ index: Int, stackAxis: Axis?) -> LayoutContext {
    var context = self
    context.stackAxis = stackAxis
    context.path.append(index)
    return context
  }

  /// This context with a fresh size cache, for one layout pass.
  func withSizeCache() -> LayoutContext {
    var context = self
    context.sizeCache = SizeCache()
    return context
  }
}
