import LayoutCore

/// A view or guide of a laid-out source, with its frame in window coordinates: the neutral
/// screen every check reads (``ScreenChecks``), whichever adapter laid the source out.
///
/// An adapter says what each item *is* (``role``), what it shows (``text``, ``textFit``), what
/// it would be without constraints (``intrinsicSize``), who places it (``constraints(along:)``)
/// and what the source allows (``ignoresSafeArea``, ``allowsClipping``, ``mayOverlap``); the
/// checks decide from these alone, and never change the layout.
public struct LaidOutItem: Hashable, Sendable {
  /// What an item is to the checks: whether it shows text, arranges other views, scrolls, or
  /// sits in front of content by design.
  public enum Role: String, Hashable, Sendable {
    /// A plain view: a container, a coloured box, a custom view.
    case view
    /// Text that truncates when its frame is too small (`UILabel`, SwiftUI's `Text`).
    case label
    /// A button.
    case button
    /// A text field.
    case textField
    /// An image (`UIImageView`, SwiftUI's `Image`): a background when it lies behind a sibling
    /// it contains.
    case image
    /// A standard control with a fixed size (`UISwitch` and the like).
    case control
    /// A shape or a colour (SwiftUI's `Color`, `Rectangle`, `Circle`…) or a `Divider`.
    case shape
    /// A stack that arranges its children (`UIStackView`, `HStack`, `VStack`).
    case stack
    /// Children layered on purpose, one above the other (SwiftUI's `ZStack`).
    case layers
    /// Layout only, never drawn (SwiftUI's `Spacer`).
    case spacer
    /// A scroll view: its content scrolls into view.
    case scrollView
    /// A table or collection view: its rows scroll, and it fills its area behind them.
    case list
    /// A navigation bar, tab bar or toolbar: content passes under it by design.
    case bar
    /// A control that draws nothing (an untitled button without image or background): a tap
    /// target laid over other views, hiding none of them.
    case tapTarget
    /// A layout guide.
    case guide

    /// Whether an item of this role draws anything itself: SwiftUI's stacks, `ZStack`s and
    /// spacers only arrange others. (UIKit's views may all draw a background, so every view of
    /// a constraint source draws.)
    var draws: Bool { ![.stack, .layers, .spacer, .scrollView, .guide].contains(self) }
  }

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

  /// What the item is.
  public var role: Role = .view
  /// The index in the screen's items of the parent view, `nil` for the window's own views and
  /// its guides.
  public var parentIndex: Int? = nil
  /// Whether the item or a view around it is hidden.
  public var isHidden = false
  /// Whether the item itself draws (a view, a shape, text), so that its place matters; `false`
  /// for what only arranges others (SwiftUI's stacks and spacers).
  public var draws = true
  /// Whether the view clips its subviews to its bounds (`clipsToBounds`).
  public var clipsToBounds = false
  /// Whether the source says the view is layered over its siblings on purpose (a layout file's
  /// `overlaps: true`, the child of a `ZStack`, a `background` or `overlay`'s content).
  public var mayOverlap = false
  /// The size its content asks for along each axis (`intrinsicContentSize`), `nil` along an
  /// axis without one or for sources without intrinsic sizes.
  public var intrinsicSize: IntrinsicSize? = nil
  /// Whether the item draws its content scaled to its frame (an image view whose content mode
  /// scales), so that a frame smaller than ``intrinsicSize`` shrinks the content, cutting
  /// nothing: not a `compressed` finding.
  public var scalesContent = false
  /// For text: the size it needs at its frame's width and the point size it is set in.
  public var textFit: TextFit? = nil
  /// For a view that shows text in a font Plumb measures with: the text and its font, which the
  /// shared check of what Plumb cannot measure as iOS does reads (``TextFont``).
  public var textFont: TextFont? = nil
  /// The line of the source that declares the item, for the sources that have lines (a layout
  /// file, a SwiftUI body, a storyboard); nil for code.
  public var line: Int? = nil
  /// For a scroll, table or collection view: its adjusted content inset (UIKit's
  /// `adjustedContentInset`), the band inside its frame where its content does not rest — the
  /// safe area it overlaps, as its `contentInsetAdjustmentBehavior` adds it
  /// (``AdjustedContentInset``). Zero for other views.
  public var contentInsets = EdgeInsets.zero
  /// The axes along which a scroll view that is not among the screen's items — a cell's table
  /// or collection view — moves the item: along them the screen-edge checks judge the item
  /// where scrolling brings it most into view, not where it rests.
  public var scrollsAlong: [Axis] = []
  /// For a scroll view: the axes along which the constraints leave its content size open.
  public var openScrollAxes: [Axis] = []
  /// The frame the source saved for the design device, in the superview's coordinates (the
  /// frame Xcode solved with UIKit and wrote into a storyboard or xib, what the designer saw on
  /// the canvas); nil for sources that save none and for a frame saved as misplaced.
  public var savedFrame: Rect? = nil
  /// The saved frame less the alignment insets, as ``alignmentRect`` is the frame's.
  public var savedAlignmentRect: Rect? { savedFrame?.inset(by: alignmentInsets) }
  /// The constraints that place the item horizontally, as the source wrote them (a layout
  /// file's lines, an Interface Builder constraint, a SwiftUI view's line).
  public var horizontalConstraints: [Finding.SourceConstraint] = []
  /// The constraints that place the item vertically.
  public var verticalConstraints: [Finding.SourceConstraint] = []

  /// The constraints that place the item along `axis`.
  public func constraints(along axis: Axis) -> [Finding.SourceConstraint] {
    axis == .horizontal ? horizontalConstraints : verticalConstraints
  }

  /// The length content asks for along each axis, where it asks for one.
  public struct IntrinsicSize: Hashable, Sendable {
    /// The width, if the content has one.
    public var width: Double?
    /// The height, if the content has one.
    public var height: Double?

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
  }

  /// The size text needs, as its layout system measures it.
  public struct TextFit: Hashable, Sendable {
    /// The size the text needs at the item's width (wrapped where it may wrap).
    public var needs: Size
    /// The point size it is set in.
    public var pointSize: Double
  }
}
