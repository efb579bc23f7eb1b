import LayoutCore

extension IBScene {
  /// The scene with its root view resized from its design size to `size`, and each view that
  /// UIKit places by its autoresizing mask moved and sized as the mask says.
  ///
  /// Along each axis a view's frame splits its superview's extent into three parts: the margin
  /// before it `a`, its own length `l` and the margin after it `b` (`a + l + b` = the old
  /// extent). When the superview grows by `Δ`, the parts the mask makes flexible share `Δ` in
  /// proportion to their lengths, as UIKit distributes the difference "proportionally among the
  /// flexible portions" (`UIView.autoresizingMask`; Documentation/Facts/InterfaceBuilder.md#fixed-frames-and-autoresizing-masks);
  /// with every flexible part at zero they share it equally. Nothing flexible keeps the top
  /// left corner and the size.
  ///
  /// Only views whose superview's new size is known before layout follow: the root, and views
  /// kept by their masks inside such views (parents come first, so one pass does it). A view
  /// inside a view that constraints size keeps its saved frame: that superview's size is known
  /// only once solved.
  public func resizingRoot(to size: Size) -> IBScene {
    resizingView(rootViewID, to: size)
  }

  /// The scene with the view `id` resized from its saved size to `size` (its origin kept), and
  /// the views inside it that UIKit places by their autoresizing masks following it, as
  /// ``resizingRoot(to:)`` does for the root.
  public func resizingView(_ id: String, to size: Size) -> IBScene {
    var scene = self
    guard let resizedIndex = scene.views.firstIndex(where: { $0.id == id }),
      let design = scene.views[resizedIndex].frame
    else { return scene }
    // Old and new sizes of the views whose new size is known.
    var sizes: [String: (old: Size, new: Size)] = [id: (design.size, size)]
    scene.views[resizedIndex].frame = Rect(origin: design.origin, size: size)
    for index in scene.views.indices[(resizedIndex + 1)...] {
      let view = scene.views[index]
      guard view.translatesAutoresizingMaskIntoConstraints, let frame = view.frame,
        let parent = view.parentID, let (old, new) = sizes[parent]
      else { continue }
      let mask = view.autoresizingMask ?? IBAutoresizingMask()
      let (x, width) = Self.resize(
        frame.minX, frame.width, in: old.width, to: new.width,
        flexible: (mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin))
      let (y, height) = Self.resize(
        frame.minY, frame.height, in: old.height, to: new.height,
        flexible: (mask.flexibleTopMargin, mask.flexibleHeight, mask.flexibleBottomMargin))
      let resized = Rect(x: x, y: y, width: width, height: height)
      scene.views[index].frame = resized
      sizes[view.id] = (frame.size, resized.size)
    }
    return scene
  }

  /// One axis of autoresizing: the new origin and length of a span at `origin` of `length` in
  /// an extent going from `old` to `new`, with the margin before, the length and the margin
  /// after flexible or not.
  static func resize(
    _ origin: Double, _ length: Double, in old: Double, to new: Double,
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (origin: Double, length: Double) {
    let delta = new - old
    guard delta != 0 else { return (origin, length) }
    let parts = [origin, length, old - origin - length]
    let isFlexible = [flexible.before, flexible.length, flexible.after]
    let flexibleCount = isFlexible.filter { $0 }.count
    guard flexibleCount > 0 else { return (origin, length) }
    let total = zip(parts, isFlexible).filter(\.1).map(\.0).reduce(0, +)
    // Each flexible part's share of Δ: its length over the flexible total, or an equal share.
    let share = { (index: Int) -> Double in
      guard isFlexible[index] else { return 0 }
      return total != 0 ? delta * parts[index] / total : delta / Double(flexibleCount)
    }
    return (origin + share(0), length + share(1))
  }
}
