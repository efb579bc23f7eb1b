import InterfaceBuilder
import LayoutCore

/// Where a scroll view's content rests: UIKit's `adjustedContentInset`, the content inset plus
/// the scroll view's safe-area insets along the axes its `contentInsetAdjustmentBehavior`
/// adjusts (Documentation/Facts/ScrollViews.md#adjusted-content-inset).
///
/// A scroll view's safe-area insets are the part of its frame the window's safe area leaves
/// out, edge by edge, on the edges where the window has an inset (past an edge without one,
/// nothing covers the view; Documentation/Facts/AutoLayout.md#safe-area):
/// `top = clamp(safe.minY − frame.minY, 0, frame.height)`, `bottom = clamp(frame.maxY −
/// safe.maxY, 0, frame.height)`, and likewise left and right. The behaviour picks the axes:
/// - `never`: none; `always`: both;
/// - `scrollableAxes`: an axis along which the content is longer than the frame, or along which
///   the file sets `alwaysBounce…` (a table's or collection view's content length is its
///   rows', which the app's data decides: only the bounce flag counts for it);
/// - `automatic`: those of `scrollableAxes`, and the vertical axis always for a view
///   controller's root view shown by a navigation or tab bar controller.
/// The file's own `contentInset` is not read (Interface Builder writes it rarely): zero.
enum AdjustedContentInset {
  /// The adjusted content inset of a scroll view at `frame` in a window whose bounds are
  /// `window` and whose safe-area insets are `insets` (the bars' included); `contentSize` its
  /// content's size where its constraints give one (nil for tables and collection views),
  /// `isRootInBarContainer` whether it is a view controller's root view inside a navigation or
  /// tab bar controller.
  static func of(
    _ frame: Rect, scrolling: IBScrolling, window: Rect, insets: EdgeInsets, contentSize: Size?,
    isRootInBarContainer: Bool
  ) -> EdgeInsets {
    let safeArea = window.inset(by: insets)
    let scrollable = Axis.allCases.filter { axis in
      scrolling.alwaysBounces.contains(axis)
        || contentSize.map { $0[axis] > frame.size[axis] + PixelTolerance.finest.halfPixel }
          ?? false
    }
    let axes: [Axis]
    switch scrolling.insetAdjustment {
    case .never: axes = []
    case .always: axes = Axis.allCases
    case .scrollableAxes: axes = scrollable
    case .automatic:
      axes = Axis.allCases.filter {
        scrollable.contains($0) || ($0 == .vertical && isRootInBarContainer)
      }
    }
    func overlap(_ amount: Double, _ axis: Axis, _ windowInset: Double) -> Double {
      axes.contains(axis) && windowInset > 0 ? min(max(0, amount), frame.size[axis]) : 0
    }
    return EdgeInsets(
      top: overlap(safeArea.minY - frame.minY, .vertical, insets.top),
      left: overlap(safeArea.minX - frame.minX, .horizontal, insets.left),
      bottom: overlap(frame.maxY - safeArea.maxY, .vertical, insets.bottom),
      right: overlap(frame.maxX - safeArea.maxX, .horizontal, insets.right))
  }
}
