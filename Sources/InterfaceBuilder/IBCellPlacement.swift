/// Where a scene that is a table or collection view's cell, header or footer lives: Plumb lays
/// each one out as a scene of its own, at the size its container gives it.
///
/// A table's prototype and static cells are as wide as the table (their height is the saved row
/// height), its `tableHeaderView` and `tableFooterView` too (their height is the saved one); a
/// collection view's cells and supplementary views keep their saved size (the flow layout's
/// `itemSize`, or the cell's own size in Xcode's size inspector).
public struct IBCellPlacement: Hashable, Sendable {
  /// What the scene is to its container.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// A `<tableViewCell>` under `<prototypes>`.
    case prototypeCell
    /// A `<tableViewCell>` of a static table (`<sections>` › `<tableViewSection>` › `<cells>`).
    case staticCell
    /// A `<collectionViewCell>` under `<cells>`.
    case collectionViewCell
    /// A `<collectionReusableView>`: a collection view's section header or footer.
    case supplementaryView
    /// The view under a table's `tableHeaderView` key.
    case tableHeaderView
    /// The view under a table's `tableFooterView` key.
    case tableFooterView

    /// Whether the container sets the scene's width to its own: a table's cells, header and
    /// footer. A collection view's items keep the size its layout gives them.
    public var followsContainerWidth: Bool {
      switch self {
      case .prototypeCell, .staticCell, .tableHeaderView, .tableFooterView: return true
      case .collectionViewCell, .supplementaryView: return false
      }
    }
  }

  /// What the scene is to its container.
  public var role: Role
  /// The IB id of the table or collection view.
  public var containerID: String
  /// The cell's `reuseIdentifier`, if it has one.
  public var reuseIdentifier: String?
  /// The IB id of the cell's content view (`key="contentView"`), if it has one.
  public var contentViewID: String?
  /// Whether UIKit sizes the cell's height to fit its content: a table cell whose table's row
  /// height is automatic (`rowHeight="-1"`) and that sets no row height of its own.
  public var isSelfSizing = false
  /// Whether the cell self-sizes only because the app's code makes its table's rows self-size
  /// (a project file's `automaticRowHeight` entry, or a statement read in the app's sources),
  /// where the file saves a fixed row height: Xcode saved the cell's frames at that height,
  /// which the code replaces at run time, so they are not UIKit's frames on the device
  /// vertically (``IBDocument/sizeRowsAutomatically(inTables:inferredFrom:)``).
  public var rowHeightReplacedByCode = false
  /// Whether UIKit asks the cell for its size: a collection view cell whose flow layout's
  /// estimated item size is automatic (`automaticEstimatedItemSize="YES"`,
  /// `UICollectionViewFlowLayout.automaticSize`), so the layout sizes it by its content and
  /// places it, and its saved size is a design size
  /// (Documentation/Facts/Cells.md#self-sizing-collection-view-cells).
  public var sizesToContent = false
  /// A table cell's built-in style (`IBUITableViewCellStyleDefault`, …), if it has one.
  public var style: String?
  /// The IB ids of the views the style places (`textLabel`, `detailTextLabel`, `imageView`):
  /// UIKit lays them out by the style's own rules, not by constraints.
  public var styleViewIDs: [String]
  /// The scene that holds the container, as read (one element; an array only because a value
  /// cannot hold its own type otherwise). Laid out in the same scenario, it gives the
  /// container's width there.
  public var host: [IBScene]
}

/// A view inside a table or collection view that is neither a cell nor a header or footer (a
/// table's `backgroundView`, a subview beside its cells): Plumb does not lay it out.
public struct IBUnlaidContainerView: Hashable, Sendable {
  /// The element, with its key when it has one (`view key="backgroundView"`).
  public var element: String
  /// The line of the element.
  public var line: Int
  /// The IB id of the table or collection view.
  public var containerID: String
}
