import LayoutCore
import LayoutVocabulary
import Yams

/// A body view's arguments and modifiers, by their SwiftUI labels. Every bad value is an error
/// at the value naming what is allowed.
extension DocumentReader {
  /// The arguments of a view of `kind` (the value of its type's key).
  func arguments(of kind: ViewNode.Kind, _ node: Node) throws(LayoutFileError) -> ViewNode.Arguments
  {
    var result = ViewNode.Arguments()
    let what = kind.rawValue
    switch kind {
    case .Text:
      guard case .scalar(let scalar) = node, !isNull(node) else {
        throw error(at: node, "`Text` takes its string", hint: kind.argumentHint)
      }
      result.text = scalar.string
    case .Color:
      result.color = try color(node, what)
    case .VStack, .HStack, .ZStack:
      for (key, _, value) in try entries(
        node, what, kind == .ZStack ? ["alignment"] : ["alignment", "spacing"])
      {
        guard key == "alignment" else {
          result.spacing = try number(value, key, minimum: nil)
          continue
        }
        switch kind {
        case .VStack: result.horizontalAlignment = try pick(value, "\(what) alignment")
        case .HStack: result.verticalAlignment = try pick(value, "\(what) alignment")
        default: result.alignment = try pick(value, "\(what) alignment")
        }
      }
    case .Grid:
      for (key, _, value) in try entries(
        node, what, ["alignment", "horizontalSpacing", "verticalSpacing"])
      {
        switch key {
        case "alignment": result.alignment = try pick(value, "Grid alignment")
        case "horizontalSpacing": result.horizontalSpacing = try number(value, key)
        default: result.verticalSpacing = try number(value, key)
        }
      }
    case .GridRow:
      for (_, _, value) in try entries(node, what, ["alignment"]) {
        result.verticalAlignment = try pick(value, "GridRow alignment")
      }
    case .LazyVGrid, .LazyHGrid:
      let itemsKey = kind == .LazyVGrid ? "columns" : "rows"
      for (key, _, value) in try entries(node, what, [itemsKey, "alignment", "spacing"]) {
        switch key {
        case "alignment" where kind == .LazyVGrid:
          result.horizontalAlignment = try pick(value, "\(what) alignment")
        case "alignment":
          result.verticalAlignment = try pick(value, "\(what) alignment")
        case "spacing": result.spacing = try number(value, key)
        default: result.gridItems = try gridItems(value, itemsKey)
        }
      }
    case .ViewThatFits:
      for (_, _, value) in try entries(node, what, ["in"]) { result.axes = try axes(value, "in") }
    case .ScrollView:
      if case .scalar = node, !isNull(node) {
        result.axes = try axes(node, what)
      } else {
        for (key, _, value) in try entries(node, what, ["axes", "showsIndicators"]) {
          if key == "axes" {
            result.axes = try axes(value, key)
          } else {
            _ = try boolean(value, key)
          }
        }
      }
    case .Spacer:
      for (_, _, value) in try entries(node, what, ["minLength"]) {
        result.minLength = try number(value, "minLength", minimum: 0)
      }
    case .RoundedRectangle:
      for (_, _, value) in try entries(node, what, ["cornerRadius"]) {
        result.cornerRadius = try number(value, "cornerRadius", minimum: 0)
      }
    case .Image:
      var width: Double?
      var height: Double?
      for (key, _, value) in try entries(node, what, ["name", "width", "height"]) {
        switch key {
        case "name": result.imageName = try string(value, key)
        case "width": width = try number(value, key, minimum: 0)
        default: height = try number(value, key, minimum: 0)
        }
      }
      guard result.imageName != nil, let width, let height else {
        throw error(at: node, "`Image` needs a name, a width and a height", hint: kind.argumentHint)
      }
      result.imageSize = (width, height)
    case .Rectangle, .Circle, .Divider:
      _ = try entries(node, what, ["none"])
    }
    return result
  }

  /// `[{fixed: 100}, flexible, {adaptive: {minimum: 80}, spacing: 4}]`.
  private func gridItems(_ node: Node, _ what: String) throws(LayoutFileError) -> [ViewNode
    .GridItemSpec]
  {
    guard case .sequence(let items) = node, items.count > 0 else {
      throw error(
        at: node, "`\(what)` must list grid items",
        hint: "write e.g. `\(what): [{fixed: 100}, flexible, {adaptive: {minimum: 80}}]`")
    }
    var result: [ViewNode.GridItemSpec] = []
    for item in items {
      if case .scalar = item {
        // `flexible`: GridItem() with Apple's defaults.
        _ = try pick(item, "grid item size", ["flexible"])
        result.append(ViewNode.GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity)))
        continue
      }
      var spec: ViewNode.GridItemSpec?
      var spacing: Double?
      var alignment: AlignmentName?
      for (key, keyNode, value) in try entries(
        item, "GridItem", ["fixed", "flexible", "adaptive", "spacing", "alignment"])
      {
        switch key {
        case "spacing": spacing = try number(value, key)
        case "alignment": alignment = try pick(value, "GridItem alignment")
        default:
          guard spec == nil else {
            throw error(
              at: keyNode, "a grid item has one size",
              hint: "write one of `fixed`, `flexible`, `adaptive`")
          }
          if key == "fixed" {
            spec = ViewNode.GridItemSpec(size: .fixed(try number(value, key, minimum: 0)))
            continue
          }
          var minimum = key == "flexible" ? 10.0 : nil
          var maximum = Double.infinity
          for (bound, _, length) in try entries(value, key, ["minimum", "maximum"]) {
            if bound == "minimum" {
              minimum = try number(length, bound, minimum: 0)
            } else {
              maximum = try limit(length, bound)
            }
          }
          guard let minimum else {
            throw error(
              at: value, "`adaptive` needs a minimum", hint: "write `adaptive: {minimum: 80}`")
          }
          spec = ViewNode.GridItemSpec(
            size: key == "flexible"
              ? .flexible(minimum: minimum, maximum: maximum)
              : .adaptive(minimum: minimum, maximum: maximum))
        }
      }
      guard var spec else {
        throw error(
          at: item, "a grid item needs a size",
          hint: "write one of `{fixed: 100}`, `flexible`, `{adaptive: {minimum: 80}}`")
      }
      spec.spacing = spacing
      spec.alignment = alignment
      result.append(spec)
    }
    return result
  }

  /// One modifier key; returns it and the views its content lists (read later).
  func modifier(
    _ key: String, _ keyNode: Node, _ value: Node, on view: ViewNode
  ) throws(LayoutFileError) -> (ViewNode.ModifierKind, [Node]) {
    switch key {
    case "frame":
      return (try frame(value), [])
    case "padding":
      return (.padding(try insets(value, key)), [])
    case "safeAreaPadding":
      return (.safeAreaPadding(try insets(value, key)), [])
    case "aspectRatio":
      var ratio: Double?
      var mode: ContentModeName?
      for (setting, _, v) in try entries(value, key, ["ratio", "contentMode"]) {
        if setting == "ratio" {
          guard let r = try string(v, setting).nonEmpty.flatMap(parseRatio), r > 0 else {
            throw error(
              at: v, "`ratio` must be a number greater than 0",
              hint: "write the width over the height, e.g. `ratio: 16/9`")
          }
          ratio = r
        } else {
          mode = try pick(v, "content mode")
        }
      }
      guard let mode else {
        throw error(
          at: value, "`aspectRatio` needs a content mode",
          hint: "write `aspectRatio: {ratio: 16/9, contentMode: fit}`")
      }
      return (.aspectRatio(ratio: ratio, contentMode: mode), [])
    case "fixedSize":
      if case .scalar = value, !isNull(value) {
        guard try boolean(value, key) else {
          throw error(
            at: value, "`fixedSize: false` does nothing",
            hint: "leave it out, or write `fixedSize: {horizontal: true, vertical: false}`")
        }
        return (.fixedSize(horizontal: true, vertical: true), [])
      }
      var horizontal = false
      var vertical = false
      for (axis, _, v) in try entries(value, key, ["horizontal", "vertical"]) {
        if axis == "horizontal" {
          horizontal = try boolean(v, axis)
        } else {
          vertical = try boolean(v, axis)
        }
      }
      return (.fixedSize(horizontal: horizontal, vertical: vertical), [])
    case "layoutPriority":
      return (.layoutPriority(try number(value, key)), [])
    case "background", "overlay":
      let secondary = try self.secondary(value, key)
      return (key == "background" ? .background(secondary.0) : .overlay(secondary.0), secondary.1)
    case "ignoresSafeArea":
      if case .scalar = value, !isNull(value) {
        guard try boolean(value, key) else {
          throw error(
            at: value, "`ignoresSafeArea: false` does nothing",
            hint: "leave it out, or write `ignoresSafeArea: {edges: top}`")
        }
        return (.ignoresSafeArea(regions: .all, edges: EdgeName.allCases), [])
      }
      var regions = SafeAreaRegionName.all
      var edges = EdgeName.allCases
      for (setting, _, v) in try entries(value, key, ["regions", "edges"]) {
        if setting == "regions" {
          regions = try pick(v, "safe-area region")
        } else {
          edges = try self.edges(v, setting)
        }
      }
      return (.ignoresSafeArea(regions: regions, edges: edges), [])
    case "safeAreaInset":
      var edge: EdgeName?
      var alignment: Node?
      var spacing: Double?
      var content: [Node] = []
      for (setting, _, v) in try entries(value, key, ["edge", "alignment", "spacing", "content"]) {
        switch setting {
        case "edge": edge = try pick(v, "edge", [EdgeName.top, .bottom, .leading, .trailing])
        case "alignment": alignment = v
        case "spacing": spacing = try number(v, setting)
        default:
          guard case .sequence(let views) = v else {
            throw error(
              at: v, "`content` must list views",
              hint: "write each view on its own line starting with `- `")
          }
          content = Array(views)
        }
      }
      guard let edge, !content.isEmpty else {
        throw error(
          at: value, "`safeAreaInset` needs an edge and content",
          hint: "write `safeAreaInset: {edge: bottom, content: [ {Text: Bar} ]}`")
      }
      return (
        .safeAreaInset(try insetEdge(edge, alignment), spacing: spacing, content: []), content
      )
    case "containerRelativeFrame":
      if case .mapping = value {
        var axes: [Axis]?
        var count: Int?
        var span = 1
        var spacing = 0.0
        var alignment: AlignmentName?
        for (setting, _, v) in try entries(
          value, key, ["axes", "count", "span", "spacing", "alignment"])
        {
          switch setting {
          case "axes": axes = try self.axes(v, setting)
          case "count": count = try whole(v, setting, 1...1000)
          case "span": span = try whole(v, setting, 1...1000)
          case "spacing": spacing = try number(v, setting)
          default: alignment = try pick(v, "alignment")
          }
        }
        guard let axes else {
          throw error(
            at: value, "`containerRelativeFrame` needs its axes",
            hint: "write `containerRelativeFrame: {axes: horizontal, count: 3, spacing: 8}`")
        }
        if count == nil, span != 1 || spacing != 0 {
          throw error(
            at: value, "`span` and `spacing` need a `count`",
            hint: "write `count: 3` as well, or leave them out")
        }
        return (
          .containerRelativeFrame(
            axes: axes, count: count, span: min(span, count ?? 1), spacing: spacing,
            alignment: alignment), []
        )
      }
      return (
        .containerRelativeFrame(
          axes: try axes(value, key), count: nil, span: 1, spacing: 0, alignment: nil), []
      )
    case "font":
      let fonts = Self.fonts
      return (.font(fonts[try pickIndex(value, "font", fonts.map(\.name))].style), [])
    case "fill":
      guard [.Rectangle, .RoundedRectangle, .Circle].contains(view.kind), view.modifiers.isEmpty
      else {
        throw error(
          at: keyNode, "`fill` is a shape's",
          hint:
            "write `fill:` first under a Rectangle, RoundedRectangle or Circle; other views take `background:`"
        )
      }
      return (.fill(try color(value, key)), [])
    case "resizable":
      guard view.kind == .Image, view.modifiers.isEmpty else {
        throw error(
          at: keyNode, "`resizable` is an image's, before its other modifiers",
          hint: "write `resizable: true` first under an `Image`, as `Image(\"…\").resizable()`")
      }
      guard try boolean(value, key) else {
        throw error(at: value, "`resizable: false` does nothing", hint: "leave it out")
      }
      return (.resizable, [])
    case "gridCellColumns":
      return (.gridCellColumns(try whole(value, key, 1...1000)), [])
    case "gridColumnAlignment":
      return (.gridColumnAlignment(try pick(value, "alignment")), [])
    case "offset":
      var x = 0.0
      var y = 0.0
      for (axis, _, v) in try entries(value, key, ["x", "y"]) {
        if axis == "x" { x = try number(v, axis) } else { y = try number(v, axis) }
      }
      return (.offset(x: x, y: y), [])
    case _ where Self.drawingModifiers.contains(key):
      return (.drawing(key), [])
    default:
      if Self.unmodelledModifiers.contains(key) {
        throw error(
          at: keyNode, "the format does not model `\(key)` yet",
          hint:
            "`\(key)` changes layout in SwiftUI, so ignoring it would give wrong frames; leave it out, or use the Swift API"
        )
      }
      let hint: String
      if Self.viewKinds.contains(key) {
        hint = "`\(key)` is a view: list it under `content:` of a container"
      } else {
        hint =
          (suggestion(key, Self.modifierKeys + ["content", "name"]).map { $0 + " " } ?? "")
          + "a view takes `content`, `name` and the modifiers \(Self.modifierKeys.joined(separator: ", "))"
      }
      throw error(at: keyNode, "unknown modifier `\(key)`", hint: hint)
    }
  }

  /// `frame: {width: 100, height: 44, alignment: leading}` or the flexible form with
  /// `minWidth`, `idealWidth`, `maxWidth`, …; SwiftUI has no overload that mixes them.
  private func frame(_ value: Node) throws(LayoutFileError) -> ViewNode.ModifierKind {
    let fixed = ["width", "height"]
    let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    var lengths: [String: Double] = [:]
    var alignment: AlignmentName?
    var firstKey: (String, Node)?
    for (key, keyNode, v) in try entries(value, "frame", fixed + flexible + ["alignment"]) {
      if key == "alignment" {
        alignment = try pick(v, "alignment")
        continue
      }
      if let (first, _) = firstKey, fixed.contains(first) != fixed.contains(key) {
        throw error(
          at: keyNode, "`frame` mixes `\(first)` with `\(key)`",
          hint:
            "SwiftUI's frame takes either width/height or min/ideal/max lengths; write two frames, one inside the other"
        )
      }
      if firstKey == nil { firstKey = (key, keyNode) }
      lengths[key] = key.hasPrefix("max") ? try limit(v, key) : try number(v, key, minimum: 0)
    }
    if firstKey.map({ fixed.contains($0.0) }) ?? true {
      return .frame(width: lengths["width"], height: lengths["height"], alignment: alignment)
    }
    return .flexibleFrame(limits: flexible.map { lengths[$0] }, alignment: alignment)
  }

  /// `16`, `{edges: horizontal, length: 8}`, or `{top: 8, leading: 16, bottom: 8, trailing: 16}`;
  /// empty: 16 on every edge, SwiftUI's default padding.
  private func insets(_ value: Node, _ what: String) throws(LayoutFileError) -> EdgeInsets {
    if isNull(value) { return EdgeInsets(all: 16) }
    if case .scalar = value { return EdgeInsets(all: try number(value, what)) }
    let settings = try entries(
      value, what, ["edges", "length", "top", "leading", "bottom", "trailing"])
    if settings.contains(where: { $0.0 == "edges" || $0.0 == "length" }) {
      var edges = EdgeName.allCases
      var length = 16.0
      for (key, keyNode, v) in settings {
        switch key {
        case "edges": edges = try self.edges(v, key)
        case "length": length = try number(v, key)
        default:
          throw error(
            at: keyNode, "`\(what)` mixes `edges` with `\(key)`",
            hint:
              "write either `{edges: horizontal, length: 8}` or the four insets `{top: 8, leading: 16, …}`"
          )
        }
      }
      func inset(_ edge: EdgeName) -> Double { edges.contains(edge) ? length : 0 }
      return EdgeInsets(
        top: inset(.top), left: inset(.leading), bottom: inset(.bottom), right: inset(.trailing))
    }
    var result = EdgeInsets()
    for (key, _, v) in settings {
      let length = try number(v, key)
      switch key {
      case "top": result.top = length
      case "leading": result.left = length
      case "bottom": result.bottom = length
      default: result.right = length
      }
    }
    return result
  }

  /// `background: teal` (the ShapeStyle shorthand), `background: {Color: teal}` (one view), or
  /// `background: {alignment: topTrailing, content: [ … ]}`.
  private func secondary(_ value: Node, _ what: String) throws(LayoutFileError) -> (
    ViewNode.Secondary, [Node]
  ) {
    if case .scalar = value { return (.style(try color(value, what)), []) }
    guard case .mapping(let mapping) = value, let first = mapping.first?.key.string else {
      throw error(
        at: value, "`\(what)` takes a colour or views",
        hint: "write `\(what): teal`, or `\(what): {alignment: top, content: [ … ]}`")
    }
    if Self.viewKinds.contains(first) { return (.views([], alignment: nil), [value]) }
    var alignment: AlignmentName?
    var content: [Node] = []
    for (key, _, v) in try entries(value, what, ["alignment", "content"]) {
      if key == "alignment" {
        alignment = try pick(v, "alignment")
      } else {
        guard case .sequence(let views) = v, views.count > 0 else {
          throw error(
            at: v, "`content` must list views",
            hint: "write each view on its own line starting with `- `")
        }
        content = Array(views)
      }
    }
    guard !content.isEmpty else {
      throw error(
        at: value, "`\(what)` needs `content`",
        hint: "write `\(what): {alignment: \(alignment?.rawValue ?? "center"), content: [ … ]}`")
    }
    return (.views([], alignment: alignment), content)
  }
}

extension DocumentReader {
  /// A `safeAreaInset`'s edge with its alignment (`center` when none is written): a horizontal
  /// alignment for a top or bottom bar, a vertical one for a side bar.
  private func insetEdge(_ edge: EdgeName, _ alignment: Node?) throws(LayoutFileError)
    -> ViewNode.InsetEdge
  {
    func horizontal() throws(LayoutFileError) -> HorizontalAlignmentName {
      guard let alignment else { return .center }
      return try pick(alignment, "\(edge.rawValue) inset alignment")
    }
    func vertical() throws(LayoutFileError) -> VerticalAlignmentName {
      guard let alignment else { return .center }
      return try pick(alignment, "\(edge.rawValue) inset alignment")
    }
    switch edge {
    case .top: return .top(try horizontal())
    case .bottom: return .bottom(try horizontal())
    case .leading: return .leading(try vertical())
    case .trailing: return .trailing(try vertical())
    }
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
