extension DocumentBuilder {
  /// Reads a label's or text view's `<attributedString key="attributedText">`: the text it
  /// shows is its fragments' text joined, in the font of their `NSFont` attribute.
  ///
  /// The elements sit at fixed depths (attributedString → fragment → attributes → font), so
  /// this walks three levels of the tree and no more; nothing here recurses. Plumb measures one
  /// font per text: fragments in different fonts are measured in the first fragment's, and a
  /// non-zero `NSKern` is left out; both are said in a warning at the element.
  mutating func readAttributedText(_ node: XMLElementNode, scene: Int, view: Int)
    throws(IBError)
  {
    var text = ""
    var fonts: [IBFont] = []
    var kerned = false
    for fragment in node.children.map({ nodes[$0] }) where fragment.name == "fragment" {
      for child in fragment.children.map({ nodes[$0] }) where child.name == "attributes" {
        for attribute in child.children.map({ nodes[$0] }) {
          switch (attribute.name, attribute.attributes["key"]) {
          case ("font", "NSFont"):
            // A fragment without characters (Xcode keeps an empty first one) shows no font.
            let font = try attributedFont(attribute)
            if !content(of: fragment).isEmpty && !fonts.contains(font) { fonts.append(font) }
          case ("real", "NSKern"):
            let kern = try number(attribute, "value", default: 0)
            kerned = kerned || kern != 0
          default:
            continue
          }
        }
      }
      text += content(of: fragment)
    }
    let id = scenes[scene].views[view].id
    scenes[scene].views[view].text = text
    if let first = fonts.first { scenes[scene].views[view].font = first }
    if fonts.count > 1 {
      warnOnce(
        "attributed-fonts:\(id)", node,
        "view \(id): attributed text in \(fonts.count) fonts is measured in its first "
          + "fragment's font only")
    }
    if kerned {
      warnOnce(
        "attributed-kern:\(id)", node,
        "view \(id): the attributed text's kerning (NSKern) is not modelled; its width is "
          + "measured without it")
    }
  }

  /// A `<fragment>`'s text: its `content` attribute, or the `<string key="content">` child an
  /// older Xcode wrote for text with line breaks.
  private func content(of fragment: XMLElementNode) -> String {
    let string = fragment.children.map { nodes[$0] }.first {
      $0.name == "string" && $0.attributes["key"] == "content"
    }
    return string?.text ?? fragment.attributes["content"] ?? ""
  }

  /// An attributed string's `<font key="NSFont">`: `metaFont="system"` is the system font
  /// (`systemBold` the bold one), a `name` a named font, at `size` points; any other meta font
  /// is kept by name, a face Plumb does not measure (``IBFont/unmeasuredFace`` names it).
  private func attributedFont(_ node: XMLElementNode) throws(IBError) -> IBFont {
    let a = node.attributes
    let type: String? =
      switch a["metaFont"] {
      case "system"?: "system"
      case "systemBold"?: "boldSystem"
      case let meta?: "\(meta) (meta font)"
      case nil: a["name"]
      }
    return IBFont(
      textStyle: nil, pointSize: try number(node, "size", default: 17), type: type)
  }
}
