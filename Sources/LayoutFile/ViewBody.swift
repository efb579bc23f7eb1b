import LayoutCore
import LayoutVocabulary
import Typography

/// A layout file's `body:` section: a SwiftUI view tree, read but not laid out.
///
/// The tree is flat — ``nodes`` in pre-order, each holding its children by index — so that
/// comparing, hashing and dropping a deep tree never recurses. The pipeline builds the
/// proposal-layout tree from it (children before parents, walking ``nodes`` backwards).
public struct ViewBody: Hashable, Sendable {
  /// Every view of the body, parents before their children (pre-order).
  public var nodes: [ViewNode]
  /// The top-level views, in file order. More than one is stacked vertically, as the views of a
  /// SwiftUI `body` are grouped by an implicit `VStack`.
  public var roots: [Int]

  /// Creates a body.
  public init(nodes: [ViewNode] = [], roots: [Int] = []) {
    self.nodes = nodes
    self.roots = roots
  }
}

/// One view of a ``ViewBody``, as the file writes it: the view with its arguments, its
/// children, then its modifiers in the order SwiftUI applies them (the first modifier wraps the
/// view, the next wraps that, …).
public struct ViewNode: Hashable, Sendable {
  /// The SwiftUI views a body may use.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI's views of the same names (the raw value is the name the file writes).
    case VStack, HStack, ZStack, Spacer, Text, Color, Rectangle, RoundedRectangle, Circle,
      Image, Divider, Grid, GridRow, LazyVGrid, LazyHGrid, ViewThatFits, ScrollView

    /// Whether the view has children (`content:`).
    public var isContainer: Bool {
      switch self {
      case .VStack, .HStack, .ZStack, .Grid, .GridRow, .LazyVGrid, .LazyHGrid, .ViewThatFits,
        .ScrollView:
        return true
      default: return false
      }
    }
  }

  /// What view it is.
  public var kind: Kind
  /// The view's arguments (those that apply to ``kind``; the rest stay `nil`).
  public var arguments = Arguments()
  /// The children of a container, by index into ``ViewBody/nodes``, in file order.
  public var children: [Int] = []
  /// The modifiers, innermost first.
  public var modifiers: [Modifier] = []
  /// The view's name (`name:`), used in findings and pictures; the view itself, before its
  /// modifiers, carries it.
  public var name: String?
  /// Where the view's entry starts.
  public var location: SourceLocation

  /// Creates a view entry.
  public init(kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The arguments a view's initialiser takes, by their SwiftUI labels.
  public struct Arguments: Hashable, Sendable {
    /// A `VStack`'s or `LazyVGrid`'s alignment.
    public var horizontalAlignment: HorizontalAlignmentName?
    /// An `HStack`'s, `GridRow`'s or `LazyHGrid`'s alignment.
    public var verticalAlignment: VerticalAlignmentName?
    /// A `ZStack`'s or `Grid`'s alignment.
    public var alignment: AlignmentName?
    /// A stack's spacing, or a lazy grid's spacing between rows (columns for `LazyHGrid`).
    public var spacing: Double?
    /// A `Grid`'s horizontal spacing.
    public var horizontalSpacing: Double?
    /// A `Grid`'s vertical spacing.
    public var verticalSpacing: Double?
    /// A `Text`'s string.
    public var text: String?
    /// A `Color`'s CSS colour (SwiftUI's `clear` and `mint` already translated).
    public var color: String?
    /// A `RoundedRectangle`'s corner radius.
    public var cornerRadius: Double?
    /// An `Image`'s name.
    public var imageName: String?
    /// An `Image`'s natural size, in points.
    public var imageSize: (width: Double, height: Double)?
    /// A `Spacer`'s minimum length.
    public var minLength: Double?
    /// A `ScrollView`'s axes or a `ViewThatFits`' constrained axes.
    public var axes: [Axis]?
    /// A lazy grid's columns (`LazyVGrid`) or rows (`LazyHGrid`).
    public var gridItems: [GridItemSpec]?

    /// No arguments: SwiftUI's defaults.
    public init() {}

    public static func == (a: Self, b: Self) -> Bool {
      a.alignment == b.alignment && a.horizontalAlignment == b.horizontalAlignment
        && a.verticalAlignment == b.verticalAlignment && a.spacing == b.spacing
        && a.horizontalSpacing == b.horizontalSpacing
        && a.verticalSpacing == b.verticalSpacing && a.text == b.text && a.color == b.color
        && a.cornerRadius == b.cornerRadius && a.imageName == b.imageName
        && a.imageSize?.width == b.imageSize?.width && a.imageSize?.height == b.imageSize?.height
        && a.minLength == b.minLength && a.axes == b.axes && a.gridItems == b.gridItems
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(text)
      hasher.combine(alignment)
    }
  }

  /// A `GridItem`: `fixed`, `flexible` or `adaptive`, with optional spacing and alignment.
  public struct GridItemSpec: Hashable, Sendable {
    /// How the item is sized.
    public enum Size: Hashable, Sendable {
      /// `.fixed(length)`.
      case fixed(Double)
      /// `.flexible(minimum:maximum:)`.
      case flexible(minimum: Double, maximum: Double)
      /// `.adaptive(minimum:maximum:)`.
      case adaptive(minimum: Double, maximum: Double)
    }
    /// The size.
    public var size: Size
    /// The spacing after the item, or `nil` for the default.
    public var spacing: Double?
    /// The alignment in its cells, or `nil` for the grid's.
    public var alignment: AlignmentName?

    /// Creates a grid item.
    public init(size: Size, spacing: Double? = nil, alignment: AlignmentName? = nil) {
      self.size = size
      self.spacing = spacing
      self.alignment = alignment
    }
  }

  /// A background's or overlay's content: a colour (the `ShapeStyle` shorthand,
  /// `.background(.blue)`, which ignores the safe area) or views.
  public enum Secondary: Hashable, Sendable {
    /// `.background(.blue)`: a CSS colour.
    case style(String)
    /// `.background(alignment:) { … }`: views, by index into ``ViewBody/nodes``.
    case views([Int], alignment: AlignmentName?)
  }

  /// A modifier and where the file writes it.
  public struct Modifier: Hashable, Sendable {
    /// The modifier.
    public var kind: ModifierKind
    /// Where its key is.
    public var location: SourceLocation

    /// Creates a modifier entry.
    public init(_ kind: ModifierKind, location: SourceLocation) {
      self.kind = kind
      self.location = location
    }
  }

  /// The edge a `safeAreaInset` takes, with the alignment along it: SwiftUI's two overloads give
  /// a top or bottom bar a horizontal alignment and a side bar a vertical one (`.center` when
  /// the file gives none).
  public enum InsetEdge: Hashable, Sendable {
    /// `edge: .top`.
    case top(HorizontalAlignmentName)
    /// `edge: .bottom`.
    case bottom(HorizontalAlignmentName)
    /// `edge: .leading`.
    case leading(VerticalAlignmentName)
    /// `edge: .trailing`.
    case trailing(VerticalAlignmentName)
  }

  /// The SwiftUI modifiers a body may use, with their arguments.
  public enum ModifierKind: Hashable, Sendable {
    /// `.frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, alignment: AlignmentName?)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `limits` holds min, ideal, max for the width, then for the height (`nil` for unset;
    /// `.infinity` for `infinity`).
    case flexibleFrame(limits: [Double?], alignment: AlignmentName?)
    /// `.padding(_:)`; left is leading and right trailing, as in ProposalLayout's SwiftUI
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    case padding(EdgeInsets)
    /// `.aspectRatio(_:contentMode:)`.
    case aspectRatio(ratio: Double?, contentMode: ContentModeName)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `.background(…)`.
    case background(Secondary)
    /// `.overlay(…)`.
    case overlay(Secondary)
    /// `.ignoresSafeArea(_:edges:)`; `edges` in the order top, leading, bottom, trailing.
    case ignoresSafeArea(regions: SafeAreaRegionName, edges: [EdgeName])
    /// `.safeAreaInset(edge:alignment:spacing:content:)`; `content` by index.
    case safeAreaInset(InsetEdge, spacing: Double?, content: [Int])
    /// `.safeAreaPadding(_:)`; left is leading and right trailing.
    case safeAreaPadding(EdgeInsets)
    /// `.containerRelativeFrame(_:count:span:spacing:alignment:)`; `count` `nil` for the
    /// container's full length.
    case containerRelativeFrame(
      axes: [Axis], count: Int?, span: Int, spacing: Double, alignment: AlignmentName?)
    /// `.font(_:)` with a text style (the file writes SwiftUI's names: `title` is `title1`).
    case font(TextStyle)
    /// `Shape.fill(_:)` with a CSS colour.
    case fill(String)
    /// `Image.resizable()`.
    case resizable
    /// `.gridCellColumns(_:)`.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment(_:)`.
    case gridColumnAlignment(HorizontalAlignmentName)
    /// `.offset(x:y:)`: draws the view moved; its place in the layout does not change.
    case offset(x: Double, y: Double)
    /// A modifier that only changes how the view is drawn (`opacity`, `foregroundStyle`,
    /// `cornerRadius`, …): accepted so that SwiftUI code pastes, and without effect on frames.
    case drawing(String)
  }
}
