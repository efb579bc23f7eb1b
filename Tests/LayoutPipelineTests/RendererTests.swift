import AutoLayout
import DeviceCatalog
import Foundation
import LayoutCore
import ProposalLayout
import SVGRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One renderer for both layout systems, and pictures people can read.
@Suite("Renderer")
struct RendererTests {
  @Test("A proposal-layout tree and an Auto Layout window go through the same renderer")
  func bothLayoutSystems() {
    // Proposal layout: two colours side by side in 200 × 100 (each offered half: 100 × 100).
    let proposal = HStack(spacing: 0) {
      Color.red
      Color.blue
    }
    .layout(proposal: ProposedViewSize(width: 200, height: 100))
    // Auto Layout: a 120 × 80 view at (10, 20) in a 393 × 852 window.
    let window = Window(device: .iPhone14Pro)
    let card = View(identifier: "card")
    card.backgroundColor = "teal"
    card.frame = Rect(x: 10, y: 20, width: 120, height: 80)
    window.addSubview(card)
    window.layoutIfNeeded()
    let renderer = SVGRenderer()
    let proposalSVG = renderer.render(proposal)
    let windowSVG = SVGRenderer(device: window.device?.screen(.portrait)).render(window.frameTree())
    #expect(
      proposalSVG.contains(
        "<rect class=\"view\" x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"red\"/>"))
    #expect(
      proposalSVG.contains(
        "<rect class=\"view\" x=\"100\" y=\"0\" width=\"100\" height=\"100\" fill=\"blue\"/>"))
    #expect(
      windowSVG.contains(
        "<rect class=\"view\" x=\"10\" y=\"20\" width=\"120\" height=\"80\" fill=\"teal\"/>"))
    // Only the picture on a device has the device's body and outline.
    #expect(windowSVG.contains("class=\"device\"") && !proposalSVG.contains("class=\"device\""))
  }

  @Test("Labels never overlap, and a label that finds no room is listed in the legend")
  func labelsDoNotCollide() {
    // Twenty views stacked 2 pt apart: their top-left corners are too close for twenty labels.
    let children = (0..<20).map { i in
      FrameTree(name: "view\(i)", frame: Rect(x: 0, y: Double(i) * 2, width: 200, height: 100))
    }
    let svg = SVGRenderer().render(
      FrameTree(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 140), children: children))
    let labels = svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"label\"") }.map(
      labelBox)
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] {
        let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        #expect(!overlap, "\(a) and \(b) overlap")
      }
    }
    let legend = svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"legend\"") }
    // Every one of the 21 nodes is labelled in the picture or in the legend.
    #expect(labels.count + legend.count == 21)
    #expect(labels.count >= 4)
  }

  @Test("A view compressed to nothing or off screen is marked and listed, not silently absent")
  func collapsedAndOffScreen() {
    let tree = FrameTree(
      name: "window", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      children: [
        FrameTree(name: "crushed", frame: Rect(x: 50, y: 50, width: 0, height: 20), color: "red"),
        FrameTree(name: "gone", frame: Rect(x: 500, y: 50, width: 40, height: 20), color: "blue"),
      ])
    let svg = SVGRenderer(device: Device.iPhone14Pro.screen(.portrait)).render(tree)
    #expect(svg.contains("class=\"mark collapsed\""))
    #expect(svg.contains("class=\"mark off-screen\""))
    #expect(svg.contains(">crushed 0×20: compressed to nothing</text>"))
    #expect(svg.contains(">gone 40×20: off screen at (500, 50)</text>"))
  }

  @Test("A hairline (a Divider, one pixel thick) is drawn, not marked compressed to nothing")
  func hairlineIsNotCollapsed() throws {
    // SwiftUI's Divider is 1 / displayScale points thick: a third of a point at 3×, one pixel.
    var context = LayoutContext()
    context.displayScale = 3
    let divider = VStack(spacing: 0) {
      Color.red
      Divider()
      Color.blue
    }
    .layout(proposal: ProposedViewSize(width: 200, height: 100), context: context)
    let line = try #require(divider.absoluteFrames().first { $0.node.name == "Divider" })
    #expect(abs(line.frame.height - 1.0 / 3) < 1e-9)
    let svg = SVGRenderer(device: Device.iPhone14Pro.screen(.portrait)).render(divider)
    #expect(!svg.contains("compressed to nothing"))
    #expect(!svg.contains("class=\"mark collapsed\""))
    // A view thinner than half a pixel still is marked: 0.1 pt is 0.3 pixels at 3×.
    let crushed = FrameTree(
      name: "window", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      children: [
        FrameTree(name: "thin", frame: Rect(x: 50, y: 50, width: 100, height: 0.1), color: "red")
      ])
    let marked = SVGRenderer(device: Device.iPhone14Pro.screen(.portrait)).render(crushed)
    #expect(marked.contains(">thin 100×0.1: compressed to nothing</text>"))
  }

  @Test("Wrapped text is drawn on its lines, whole, not as one line ending in …")
  func wrappedTextIsDrawnWhole() {
    // 120 × 80 holds six 13-pt lines; at 6.6 pt a character, a line of 112 pt holds 16.
    let text = "Wrapped labels are not truncated"
    let tree = FrameTree(
      name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200),
      children: [
        FrameTree(
          name: "note", frame: Rect(x: 0, y: 0, width: 120, height: 80), color: "gold", text: text)
      ])
    let svg = SVGRenderer().render(tree)
    let drawn = svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"content\"") }
      .map { $0.split(separator: ">")[1].split(separator: "<")[0] }
    // Greedy at 16 characters: "Wrapped labels" (14) + " are" would be 18.
    #expect(drawn == ["Wrapped labels", "are not", "truncated"])
    #expect(!svg.contains("…"))
    // A box one line tall still shortens the text with an ellipsis: that is all it can show.
    let short = FrameTree(
      name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200),
      children: [
        FrameTree(
          name: "note", frame: Rect(x: 0, y: 0, width: 120, height: 20), color: "gold", text: text)
      ])
    #expect(SVGRenderer().render(short).contains(">Wrapped labels …</text>"))
  }

  @Test("A view with text shows the text")
  func textIsShown() {
    let tree = FrameTree(
      name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 60),
      children: [
        FrameTree(
          name: "save", frame: Rect(x: 0, y: 0, width: 80, height: 30), color: "green", text: "Save"
        )
      ])
    #expect(SVGRenderer().render(tree).contains(">Save</text>"))
  }

  @Test("Names, text and colours with markup or control characters still make a readable SVG")
  func markupIsEscaped() throws {
    // A name with markup and a bell character (U+0007, which XML 1.0 cannot hold at all), text
    // with quotes, a colour with an ampersand: each must come out as data, not as markup.
    let tree = FrameTree(
      name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100),
      children: [
        FrameTree(
          name: "<b>bell\u{7}", frame: Rect(x: 0, y: 0, width: 200, height: 60), color: "a&b",
          text: "say \"hi\" & 'bye'")
      ])
    let svg = SVGRenderer().render(tree)
    let document = try XMLDocument(data: Data(svg.utf8), options: [])
    let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    #expect(texts.contains("say \"hi\" & 'bye'"))
    #expect(texts.contains { $0.contains("<b>bell\u{FFFD}") })
    #expect(!svg.contains("<b>") && !svg.contains("\u{7}"))
  }

  /// A label's box: the same estimate the renderer uses, 11 pt text at 0.6 em a character,
  /// 13 pt tall with its baseline 3 pt above the bottom.
  private func labelBox(_ line: Substring) -> Rect {
    func attribute(_ name: String) -> Double {
      let start = line.range(of: "\(name)=\"")!.upperBound
      return Double(line[start...].prefix { $0 != "\"" })!
    }
    let text = line[line.range(of: ">")!.upperBound...].dropLast("</text>".count)
    let baseline = attribute("y")
    return Rect(
      x: attribute("x"), y: baseline + 3 - 13, width: Double(text.count) * 6.6, height: 13)
  }
}
