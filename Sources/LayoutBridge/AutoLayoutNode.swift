import AutoLayout
import Cassowary
import LayoutCore
import ProposalLayout

/// A proposal layout node that hosts an Auto Layout subtree: SwiftUI's `UIViewRepresentable`.
///
/// **Sizing** answers a proposal with ``AutoLayout/View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
/// one axis at a time:
///
/// | Proposed length | Target       | Fitting priority                                   |
/// |-----------------|--------------|----------------------------------------------------|
/// | `nil` (ideal)   | 0 (compressed) | ``Cassowary/Priority/fittingSizeLevel``          |
/// | finite          | the length   | ``horizontalFittingPriority`` / ``verticalFittingPriority`` |
/// | `∞` (maximum)   | ``AutoLayout/View/layoutFittingExpandedSize`` | ``Cassowary/Priority/fittingSizeLevel`` |
///
/// The defaults, `.required` across and `.fittingSizeLevel` down, are a self-sizing cell's: the
/// width is imposed and the height is the least the constraints allow at that width. A length
/// the constraints leave unbounded under an `∞` proposal is reported as `∞`, as a flexible
/// proposal node (a ``ProposalLayout/Color``) reports it.
///
/// If the subtree contains ``HostingView``s, whose heights depend on their widths, one fit is not
/// enough: their intrinsic heights are for the widths of their last layout. So, as UIKit's
/// self-sizing does, the node lays the subtree out at the fitted size (the hosting views
/// re-measure at their new widths) and fits again, until the size stops changing or after
/// ``maximumFittingPasses`` fits.
///
/// **Placement** lays the subtree out in the frame it is given: the root view's frame is set to
/// the frame's size and its private window runs a layout pass. The node's frame tree is the root
/// view's ``AutoLayout/View/frameTree()`` moved to that frame, so the subviews' frames are the
/// node's children.
///
/// The root view is moved into a private ``AutoLayout/Window`` whose screen has `displayScale`;
/// frames inside it are rounded to that grid, as a `UIView` in a real window is. Its frame is
/// set directly (``AutoLayout/View/translatesAutoresizingMaskIntoConstraints`` becomes `true`),
/// as SwiftUI sets a representable's frame.
///
/// Views are not thread-safe: lay out a tree holding this node on one thread at a time, as
/// UIKit's views are used on the main thread only.
public struct AutoLayoutNode: LayoutNode, @unchecked Sendable {
  // @unchecked: `View` is a class with mutable state; the node is only safe to use from one
  // thread at a time (documented above), which is UIKit's own rule.

  /// The most fits one sizing makes when the subtree has height-for-width views. Two settle
  /// every layout whose widths do not depend on heights; the rest only guard against loops.
  public static let maximumFittingPasses = 4

  /// The hosted root view.
  public let view: View
  /// The fitting priority of a finite proposed width; `.required` by default.
  public let horizontalFittingPriority: LayoutPriority
  /// The fitting priority of a finite proposed height; `.fittingSizeLevel` by default.
  public let verticalFittingPriority: LayoutPriority
  private let host: Host

  /// Creates a node hosting `view` and its subtree.
  ///
  /// - Parameters:
  ///   - view: The root of the Auto Layout subtree. It is moved into the node's private window,
  ///     out of any superview it had (a view is in one place at a time, as `addSubview` moves it).
  ///   - horizontalFittingPriority: How strongly a finite proposed width pulls on the width.
  ///   - verticalFittingPriority: How strongly a finite proposed height pulls on the height.
  ///   - displayScale: Pixels per point of the private window's screen, to which the subtree's
  ///     frames are rounded.
  public init(
    _ view: View, horizontalFittingPriority: LayoutPriority = .required,
    verticalFittingPriority: LayoutPriority = .fittingSizeLevel, displayScale: Double = 1
  ) {
    view.removeFromSuperview()
    self.view = view
    self.horizontalFittingPriority = horizontalFittingPriority
    self.verticalFittingPriority = verticalFittingPriority
    self.host = Host(view: view, displayScale: displayScale)
  }

  /// The fitting size of the subtree for `proposal`; see the table above.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    var target = View.layoutFittingCompressedSize
    var priorities = (
      horizontal: LayoutPriority.fittingSizeLevel, vertical: LayoutPriority.fittingSizeLevel
    )
    for axis in [Axis.horizontal, .vertical] {
      guard let length = proposal[axis] else { continue }  // nil: compressed, the ideal size
      if length.isFinite {
        target[axis] = max(length, 0)
        let priority = axis == .horizontal ? horizontalFittingPriority : verticalFittingPriority
        if axis == .horizontal {
          priorities.horizontal = priority
        } else {
          priorities.vertical = priority
        }
      } else {
        target[axis] = View.layoutFittingExpandedSize[axis]
      }
    }
    func fit() -> Size {
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: priorities.horizontal,
        verticalFittingPriority: priorities.vertical)
    }
    var size = fit()
    if host.hasHeightForWidthViews {
      // Pass n + 1: let the hosting views see the widths of fit n, then fit again.
      for _ in 1..<Self.maximumFittingPasses {
        host.layOut(in: size)
        let next = fit()
        let settled =
          abs(next.width - size.width) <= widthTolerance
          && abs(next.height - size.height) <= widthTolerance
        size = next
        if settled { break }
      }
    }
    for axis in [Axis.horizontal, .vertical] where proposal[axis] == .infinity {
      if size[axis] >= View.layoutFittingExpandedSize[axis] { size[axis] = .infinity }
    }
    return size
  }

  /// The root view's frame tree, laid out by its window in `frame.size` and moved to `frame`.
  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    host.layOut(in: frame.size)
    var tree = view.frameTree()
    tree.frame = frame
    return tree
  }
}

extension AutoLayoutNode {
  /// The private window the root view lives in, and what the node knows about the subtree.
  private final class Host {
    let window: Window
    let view: View
    let displayScale: Double

    init(view: View, displayScale: Double) {
      self.view = view
      self.displayScale = displayScale
      window = Window(screen: Screen(size: .zero, scale: displayScale))
      view.translatesAutoresizingMaskIntoConstraints = true
      window.addSubview(view)
    }

    /// Whether any view of the subtree has a height that depends on its width. Read on every
    /// sizing: subviews may be added after the node is made.
    var hasHeightForWidthViews: Bool {
      var stack: [View] = [view]
      while let next = stack.popLast() {
        if next is HostingView { return true }
        stack.append(contentsOf: next.subviews)
      }
      return false
    }

    /// Runs a layout pass with the root view's frame at the origin with `size`. Lengths that are
    /// not finite are laid out as the expanded fitting size, the largest the solver sees.
    func layOut(in size: Size) {
      var size = size
      for axis in [Axis.horizontal, .vertical] where !size[axis].isFinite {
        size[axis] = View.layoutFittingExpandedSize[axis]
      }
      window.screen = Screen(size: size, scale: displayScale)
      view.frame = Rect(origin: .zero, size: size)
      window.layoutIfNeeded()
    }
  }
}
