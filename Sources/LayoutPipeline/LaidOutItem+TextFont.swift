import AutoLayout

extension LaidOutItem {
  /// The text a view shows as its layout system measures it: the text (translated, in a
  /// scenario's locale), the measurer whose advances size it, and the face the source asked for
  /// when Plumb has no metrics for it. Every adapter fills it in the same way, so one check
  /// (``ScreenChecks``) says for every kind of source which text is measured with a stand-in.
  public struct TextFont: Hashable, Sendable {
    /// The text as shown.
    public var text: String
    /// What its advances are taken from: the face and the point size.
    public var measurer: FontMetricsTextMeasurer
    /// The face the source asks for that Plumb has no metrics for, named for a report (`font
    /// "AvenirNext-Regular"`, `system font, weight heavy`): the text is measured in
    /// ``measurer``'s regular system font of the same size instead. Nil for a measured face.
    public var unmeasuredFace: String?

    /// Creates the text and font of a view.
    public init(text: String, measurer: FontMetricsTextMeasurer, unmeasuredFace: String? = nil) {
      self.text = text
      self.measurer = measurer
      self.unmeasuredFace = unmeasuredFace
    }
  }
}
