import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutVocabulary
import ProposalLayout

/// Builds a layout file's `body:` section into a proposal-layout tree (ProposalLayout's SwiftUI
/// views and modifiers) for one scenario's text size.
///
/// Built children first, walking the pre-order list backwards, so no call recurses on the
/// file's depth. Each view is named, before its modifiers, by its ``itemNames`` entry, so that
/// its frame can be found in the result (in the result's own namespace for user names).
struct BodyBuilder {
  let document: LayoutDocument
  let body: ViewBody
  let contentSize: ContentSizeCategory
  /// Each view's item name: its `name:`, or its type and line (`Text@12`).
  let itemNames: [String]

  init(_ document: LayoutDocument, body: ViewBody, contentSize: ContentSizeCategory)
    throws(LayoutFileError)
  {
    self.document = document
    self.body = body
    self.contentSize = contentSize
    var names: [String] = []
    var taken = Set<String>()
    names.reserveCapacity(body.nodes.count)
    for node in body.nodes {
      var name = node.name ?? "\(node.kind.rawValue)@\(node.location.line)"
      if node.name != nil, taken.contains(name) {
        throw document.error(
          at: node.location, "the name `\(name)` is given to two views",
          hint: "give each view its own name")
      }
      // Two unnamed views of a type on one line (flow style): the column tells them apart.
      if taken.contains(name) { name += ":\(node.location.column)" }
      taken.insert(name)
      names.append(name)
    }
    itemNames = names
  }

  /// The measurer of SwiftUI's default font, `.body`, at the scenario's text size.
  var bodyMeasurer: FontMetricsTextMeasurer { measurer(for: .body) }

  func measurer(for style: TextStyle) -> FontMetricsTextMeasurer {
    FontMetricsTextMeasurer(textStyle: style, category: contentSize)
  }

  /// The tree: the top-level views, several grouped in a `VStack` as a `body` groups them.
  func root() -> any LayoutNode {
    var built = [(any LayoutNode)?](repeating: nil, count: body.nodes.count)
    for index in body.nodes.indices.reversed() {
      built[index] = make(index, built: built)
      // The children are inside their parent now; release them as the walk goes.
      for child in body.nodes[index].children { built[child] = nil }
    }
    let roots = body.roots.compactMap { built[$0] }
    return roots.count == 1 ? roots[0] : VStack { for root in roots { root } }
  }

  /// View `index` with its modifiers, its children and modifier content already in `built`.
  private func make(_ index: Int, built: [(any LayoutNode)?]) -> any LayoutNode {
    let node = body.nodes[index]
    let children = node.children.compactMap { built[$0] }
    let a = node.arguments
    var modifiers = node.modifiers[...]
    var view: any LayoutNode
    switch node.kind {
    case .VStack:
      view = VStack(alignment: horizontal(a.horizontalAlignment), spacing: a.spacing) {
        for child in children { child }
      }
    case .HStack:
      view = HStack(alignment: vertical(a.verticalAlignment), spacing: a.spacing) {
        for child in children { child }
      }
    case .ZStack:
      view = ZStack(alignment: alignment(a.alignment)) { for child in children { child } }
    case .Grid:
      view = Grid(
        alignment: alignment(a.alignment), horizontalSpacing: a.horizontalSpacing,
        verticalSpacing: a.verticalSpacing
      ) {
        for child in children { child }
      }
    case .GridRow:
      view = GridRow(alignment: a.verticalAlignment.map(vertical)) {
        for child in children { child }
      }
    case .LazyVGrid:
      view = LazyVGrid(
        columns: gridItems(a.gridItems), alignment: horizontal(a.horizontalAlignment),
        spacing: a.spacing
      ) {
        for child in children { child }
      }
    case .LazyHGrid:
      view = LazyHGrid(
        rows: gridItems(a.gridItems), alignment: vertical(a.verticalAlignment), spacing: a.spacing
      ) {
        for child in children { child }
      }
    case .ViewThatFits:
      view = ViewThatFits(in: axisSet(a.axes ?? [.horizontal, .vertical])) {
        for child in children { child }
      }
    case .ScrollView:
      view = ScrollView(axisSet(a.axes ?? [.vertical])) { for child in children { child } }
    case .Spacer: view = Spacer(minLength: a.minLength)
    case .Text: view = Text(a.text ?? "")
    case .Color: view = Color(a.color ?? "transparent")
    case .Divider: view = Divider()
    case .Image:
      let size = a.imageSize ?? (0, 0)
      var image = Image(a.imageName ?? "", pixelSize: Size(width: size.width, height: size.height))
      if case .resizable = modifiers.first?.kind {
        image = image.resizable()
        modifiers = modifiers.dropFirst()
      }
      view = image
    case .Rectangle, .RoundedRectangle, .Circle:
      var fill: String?
      if case .fill(let color) = modifiers.first?.kind {
        fill = color
        modifiers = modifiers.dropFirst()
      }
      view = shape(node.kind, cornerRadius: a.cornerRadius ?? 0, fill: fill)
    }
    // A Grid recognises its rows only unwrapped; the reader refuses modifiers on a row.
    if node.kind != .GridRow { view = view.named(itemNames[index]) }
    for modifier in modifiers { view = apply(modifier.kind, to: view, built: built) }
    return view
  }

  private func shape(_ kind: ViewNode.Kind, cornerRadius: Double, fill: String?) -> any LayoutNode {
    switch (kind, fill) {
    case (.RoundedRectangle, let color?):
      return RoundedRectangle(cornerRadius: cornerRadius).fill(Color(color))
    case (.RoundedRectangle, nil): return RoundedRectangle(cornerRadius: cornerRadius)
    case (.Circle, let color?): return Circle().fill(Color(color))
    case (.Circle, nil): return Circle()
    case (_, let color?): return Rectangle().fill(Color(color))
    default: return Rectangle()
    }
  }

  private func apply(
    _ modifier: ViewNode.ModifierKind, to view: any LayoutNode, built: [(any LayoutNode)?]
  ) -> any LayoutNode {
    func views(_ indices: [Int]) -> [any LayoutNode] { indices.compactMap { built[$0] } }
    switch modifier {
    case .frame(let width, let height, let a):
      return view.frame(width: width, height: height, alignment: alignment(a))
    case .flexibleFrame(let l, let a):
      return view.frame(
        minWidth: l[0], idealWidth: l[1], maxWidth: l[2], minHeight: l[3], idealHeight: l[4],
        maxHeight: l[5],
        alignment: alignment(a))
    case .padding(let i): return view.padding(i)
    case .safeAreaPadding(let i): return view.safeAreaPadding(i)
    case .aspectRatio(let ratio, let mode):
      return view.aspectRatio(ratio, contentMode: contentMode(mode))
    case .fixedSize(let h, let v): return view.fixedSize(horizontal: h, vertical: v)
    case .layoutPriority(let p): return view.layoutPriority(p)
    case .background(.style(let color)):
      return view.background(Color(color), ignoresSafeAreaEdges: .all)
    case .overlay(.style(let color)): return view.overlay(Color(color), ignoresSafeAreaEdges: .all)
    case .background(.views(let indices, let a)):
      let content = views(indices)
      return view.background(alignment: alignment(a)) { for c in content { c } }
    case .overlay(.views(let indices, let a)):
      let content = views(indices)
      return view.overlay(alignment: alignment(a)) { for c in content { c } }
    case .ignoresSafeArea(let regions, let edges):
      return view.ignoresSafeArea(safeAreaRegions(regions), edges: edgeSet(edges))
    case .safeAreaInset(let edge, let spacing, let indices):
      let content = views(indices)
      switch edge {
      case .top(let a):
        return view.safeAreaInset(edge: .top, alignment: horizontal(a), spacing: spacing) {
          for c in content { c }
        }
      case .bottom(let a):
        return view.safeAreaInset(edge: .bottom, alignment: horizontal(a), spacing: spacing) {
          for c in content { c }
        }
      case .leading(let a):
        return view.safeAreaInset(edge: .leading, alignment: vertical(a), spacing: spacing) {
          for c in content { c }
        }
      case .trailing(let a):
        return view.safeAreaInset(edge: .trailing, alignment: vertical(a), spacing: spacing) {
          for c in content { c }
        }
      }
    case .containerRelativeFrame(let axes, let count, let span, let spacing, let a):
      guard let count else {
        return view.containerRelativeFrame(axisSet(axes), alignment: alignment(a))
      }
      return view.containerRelativeFrame(
        axisSet(axes), count: count, span: span, spacing: spacing, alignment: alignment(a))
    case .font(let style): return view.textMeasurer(measurer(for: style))
    case .gridCellColumns(let n): return view.gridCellColumns(n)
    case .gridColumnAlignment(let a): return view.gridColumnAlignment(horizontal(a))
    case .offset(let x, let y): return view.offset(x: x, y: y)
    case .drawing:
      // Drawing only: no frame changes.
      return view
    case .fill, .resizable:
      // The reader allows them only first, on a shape or an image, where `make` applied them.
      return view
    }
  }

  // MARK: Vocabulary to ProposalLayout's values (exhaustive: a new name fails to compile here)

  /// SwiftUI's default alignment, `.center`, when the file gives none.
  private func horizontal(_ name: HorizontalAlignmentName?) -> HorizontalAlignment {
    switch name {
    case .leading: return .leading
    case .center, nil: return .center
    case .trailing: return .trailing
    }
  }

  private func vertical(_ name: VerticalAlignmentName?) -> VerticalAlignment {
    switch name {
    case .top: return .top
    case .center, nil: return .center
    case .bottom: return .bottom
    case .firstTextBaseline: return .firstTextBaseline
    case .lastTextBaseline: return .lastTextBaseline
    }
  }

  private func alignment(_ name: AlignmentName?) -> Alignment {
    switch name {
    case .center, nil: return .center
    case .leading: return .leading
    case .trailing: return .trailing
    case .top: return .top
    case .bottom: return .bottom
    case .topLeading: return .topLeading
    case .topTrailing: return .topTrailing
    case .bottomLeading: return .bottomLeading
    case .bottomTrailing: return .bottomTrailing
    }
  }

  private func axisSet(_ axes: [Axis]) -> Axis.Set {
    var set: Axis.Set = []
    for axis in axes {
      switch axis {
      case .horizontal: set.insert(.horizontal)
      case .vertical: set.insert(.vertical)
      }
    }
    return set
  }

  private func edgeSet(_ edges: [EdgeName]) -> Edge.Set {
    var set: Edge.Set = []
    for edge in edges {
      switch edge {
      case .top: set.insert(.top)
      case .leading: set.insert(.leading)
      case .bottom: set.insert(.bottom)
      case .trailing: set.insert(.trailing)
      }
    }
    return set
  }

  private func safeAreaRegions(_ name: SafeAreaRegionName) -> SafeAreaRegions {
    switch name {
    case .all: return .all
    case .container: return .container
    case .keyboard: return .keyboard
    }
  }

  private func contentMode(_ name: ContentModeName) -> ContentMode {
    switch name {
    case .fit: return .fit
    case .fill: return .fill
    }
  }

  private func gridItems(_ specs: [ViewNode.GridItemSpec]?) -> [GridItem] {
    (specs ?? []).map { spec in
      let size: GridItem.Size
      switch spec.size {
      case .fixed(let length): size = .fixed(length)
      case .flexible(let minimum, let maximum): size = .flexible(minimum: minimum, maximum: maximum)
      case .adaptive(let minimum, let maximum): size = .adaptive(minimum: minimum, maximum: maximum)
      }
      return GridItem(size, spacing: spec.spacing, alignment: spec.alignment.map(alignment))
    }
  }
}
