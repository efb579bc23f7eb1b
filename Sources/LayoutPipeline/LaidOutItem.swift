import LayoutCore

/// A view or guide of a laid-out source, with its frame in window coordinates.
public struct LaidOutItem: Hashable, Sendable {
  /// The item's name in the source (system guides by the names the file uses: `safeArea`,
  /// `player.safeArea`).
  public var name: String
  /// Whether it is a view or a layout guide.
  public var kind: FrameTree.Kind
  /// Its frame in the window's coordinates.
  public var frame: Rect
  /// Its fill colour, for views that have one.
  public var color: String?
  /// The parent view's name for views, the owning view's for guides (`window` at the top).
  public var parent: String
  /// Whether a view may leave the safe area (a background, or content in the aspect-fit guide).
  public var ignoresSafeArea: Bool
  /// Whether the display's corners and sensor housing may cover part of the view.
  public var allowsClipping: Bool
  /// The text a view shows, if any.
  public var text: String?
  /// How far the frame reaches beyond the view's alignment rectangle (a switch's or slider's
  /// `alignmentRectInsets`): zero for most views.
  public var alignmentInsets = EdgeInsets.zero

  /// The frame less the alignment insets: the rectangle constraints placed, which the checks
  /// judge (a control's overhang beyond it is drawn transparent by design).
  public var alignmentRect: Rect { frame.inset(by: alignmentInsets) }
}
