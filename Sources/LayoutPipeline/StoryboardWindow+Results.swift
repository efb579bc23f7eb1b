import AutoLayout
import InterfaceBuilder
import LayoutCore

extension StoryboardWindow {
  /// Every installed view in scene order, then the guides constraints used, in window
  /// coordinates. The root view fills the window by design, scroll, table and collection
  /// views inset their content by the safe area themselves, a background — a plain or
  /// image view without text as wide as its superview — is meant to run beyond it
  /// (Documentation/Facts/Layering.md#backgrounds-beyond-the-safe-area), and so is a
  /// backdrop behind a later sibling it contains: an image that fills by its aspect
  /// (Documentation/Facts/Layering.md#aspect-fill-backdrops) or a plain view that draws only
  /// its background colour (Documentation/Facts/Layering.md#plain-backdrops): those may leave
  /// it.
  func items() -> [LaidOutItem] {
    let frames = windowFrames()
    let scrolledAlong = cellScrollAxis.map { [$0] } ?? []
    var result: [LaidOutItem] = []
    for (model, view) in built {
      let parentName = view.superview.flatMap { names[ObjectIdentifier($0)] } ?? "window"
      let frame = frames[ObjectIdentifier(view)] ?? view.frame
      let isBackground =
        [.view, .imageView].contains(model.kind) && viewTexts[result.count] == nil
        && view.superview.map { parent in
          let bounds = frames[ObjectIdentifier(parent)] ?? parent.frame
          return frame.minX <= bounds.minX + ScreenChecks.siblingSlack
            && frame.maxX >= bounds.maxX - ScreenChecks.siblingSlack
        } ?? false
      // A backdrop: an aspect-fill image, or a plain view that draws only its background
      // colour (no subviews, no custom class), behind a later sibling it contains.
      let mayBeBackdrop =
        model.kind == .imageView && model.fillsByAspect
        || model.kind == .view && model.subviewIDs.isEmpty && model.customClass == nil
      let isBackdrop =
        mayBeBackdrop && viewTexts[result.count] == nil
        && built[(result.count + 1)...].contains { later in
          later.model.parentID == model.parentID && model.parentID != nil
            && frame.contains(
              frames[ObjectIdentifier(later.view)] ?? later.view.frame,
              tolerance: ScreenChecks.siblingSlack)
        }
      let mayLeaveSafeArea =
        model.parentID == nil || isBackground || isBackdrop
        || [.scrollView, .tableView, .collectionView].contains(model.kind)
      var item = LaidOutItem(
        name: model.displayName, kind: .view,
        frame: reported(frame, of: view),
        color: nil,
        parent: parentName,
        ignoresSafeArea: mayLeaveSafeArea, allowsClipping: mayLeaveSafeArea,
        text: viewTexts[result.count], alignmentInsets: alignmentInsets(of: view),
        role: model.drawsNothing ? .tapTarget : Self.role(of: model.kind))
      // A frame saved as misplaced is not where UIKit put the view: not the design's layout.
      item.savedFrame = model.isSavedMisplaced ? nil : savedFrames[model.id]
      item.scrollsAlong = scrolledAlong
      item.scalesContent = model.kind == .imageView && model.scalesContent
      item.line = model.line
      if let text = model.text {
        // The element's font as the file gives it, at the window's text size: a button's title
        // and a text view's text too, which are not labels.
        let font = model.font ?? IBFont()
        item.textFont = LaidOutItem.TextFont(
          text: text,
          measurer: model.textMeasurer(
            category: window.traitCollection.preferredContentSizeCategory),
          unmeasuredFace: font.unmeasuredFace)
      }
      if let scrolling = model.scrolling {
        item.contentInsets = AdjustedContentInset.of(
          frame, scrolling: scrolling, window: window.bounds,
          insets: window.screen.safeAreaInsets,
          contentSize: (view as? ScrollView)?.contentSize,
          isRootInBarContainer: model.parentID == nil && scene.placement == nil
            && !scene.bars.containerNames.isEmpty)
      }
      result.append(item)
    }
    result += containerBarItems()
    for (name, guide) in guides {
      let owner = guide.owningView ?? window
      let origin = frames[ObjectIdentifier(owner)]?.origin ?? .zero
      result.append(
        LaidOutItem(
          name: name, kind: .guide, frame: guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y),
          color: nil,
          parent: names[ObjectIdentifier(owner)] ?? "window", ignoresSafeArea: true,
          allowsClipping: true, text: nil, role: .guide))
    }
    return result
  }

  /// The axis along which the table or collection view that shows this scene — a cell, header
  /// or footer — scrolls it: the container's (``IBScrolling/contentAxis``); vertical for a
  /// xib's table view cell, a row of the app's table; nil for any other scene, and for a
  /// collection view whose layout is its code's.
  var cellScrollAxis: Axis? {
    guard let placement = scene.placement else {
      return standaloneCellSize == nil ? nil : .vertical
    }
    return placement.host.first?.view(placement.containerID)?.scrolling?.contentAxis
  }

  /// What a view of `kind` is to the checks; a custom class keeps its element's role. Bars are
  /// read here as `.bar` (content passes under them by design) and UIKit's standard controls
  /// as `.control`, whatever the reader models of their sizes.
  static func role(of kind: IBViewKind) -> LaidOutItem.Role {
    switch kind {
    case .other(let element) where barElements.contains(element): return .bar
    case .other(let element) where controlElements.contains(element): return .control
    case .label: return .label
    case .button: return .button
    case .textField: return .textField
    case .imageView: return .image
    case .switch: return .control
    case .stackView: return .stack
    case .scrollView: return .scrollView
    case .tableView, .collectionView: return .list
    case .view, .other: return .view
    }
  }

  /// Interface Builder's elements for UIKit's bars.
  static let barElements: Set<String> = ["navigationBar", "tabBar", "toolbar"]

  /// Interface Builder's elements for UIKit's standard controls other than switches.
  static let controlElements: Set<String> = [
    "segmentedControl", "slider", "stepper", "pageControl", "activityIndicatorView",
    "datePicker", "pickerView", "progressView",
  ]

  /// Views whose design-time frame differs from the solved one by more than half a point, on
  /// the document's own device and orientation. The amount is the largest difference of the
  /// four edges, both frames in their superview's coordinates as the document writes them.
  ///
  /// Xcode saves a view it finds so with `misplaced="YES"` (its yellow "misplaced view"
  /// warning): that view is a `misplaced` warning, as in Xcode. Any other view's saved frame
  /// is the one Xcode solved with UIKit from the same constraints on the same device, so when
  /// Plumb's differs, Plumb does not lay the view out as UIKit does: that is a `notModelled`
  /// warning at the view (a gap of Plumb's, not of the file), whose two frames are its
  /// evidence, and what the checks find on the view or inside it is only partly checked
  /// (``Finding/isFidelityGap``).
  ///
  /// In a cell whose row height the app's code replaces (``InterfaceBuilder/IBCellPlacement/rowHeightReplacedByCode``),
  /// Xcode saved the frames at the file's fixed row height, not at the height UIKit gives the
  /// row: only the horizontal edges are compared there.
  func misplacedFindings() -> [Finding] {
    let tolerance = ScreenChecks.savedFrameTolerance
    let horizontalOnly = scene.placement?.rowHeightReplacedByCode == true
    var findings: [Finding] = []
    for (model, view) in built where model.parentID != nil {
      guard let design = model.frame else { continue }
      let solved = reported(view.frame, of: view)
      let vertical =
        horizontalOnly ? [] : [abs(design.minY - solved.minY), abs(design.maxY - solved.maxY)]
      let amount =
        ([abs(design.minX - solved.minX), abs(design.maxX - solved.maxX)] + vertical).max() ?? 0
      guard amount > tolerance else { continue }
      let place =
        "`\(model.displayName)` (line \(model.line)) is at \(Self.describe(solved)), but the document places it at \(Self.describe(design)): \(formatted(amount, decimals: 3)) pt off"
      findings.append(
        Finding(
          kind: model.isSavedMisplaced ? .misplaced : .notModelled, severity: .warning,
          items: [model.displayName],
          message: model.isSavedMisplaced
            ? place
            : place + "; Xcode saved this frame as UIKit's on this device (not misplaced), "
              + "so Plumb does not lay the view out as UIKit does here, and what is found on it "
              + "or inside it is partly checked",
          constraints: responsible(for: view, axes: Axis.allCases), amount: amount,
          evidence: [design, solved]))
    }
    return findings
  }

  /// The frame UIKit reports for a view Plumb solved at `rect`: a control's alignment rectangle
  /// grown by its alignment insets when constraints place it; a view kept by its autoresizing
  /// mask keeps the frame it was given, and any other view its rectangle as solved.
  func reported(_ rect: Rect, of view: View) -> Rect {
    let insets = alignmentInsets(of: view)
    return rect.inset(
      by: EdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// A control's alignment insets when constraints place it; zero for a view kept by its
  /// autoresizing mask (its frame is the one it was given) and for any other view.
  private func alignmentInsets(of view: View) -> EdgeInsets {
    guard let control = view as? SizedView, !view.translatesAutoresizingMaskIntoConstraints
    else { return .zero }
    return control.alignmentInsets
  }

  /// `(x, y, width × height)`.
  static func describe(_ rect: Rect) -> String {
    "(\(formatted(rect.minX, decimals: 3)), \(formatted(rect.minY, decimals: 3)), \(formatted(rect.width, decimals: 3)) × \(formatted(rect.height, decimals: 3)))"
  }
}
