import DeviceCatalog
import LayoutCore

/// Draws a laid-out ``LayoutCore/FrameTree`` on a device as an SVG picture.
///
/// The picture shows the device body, the display with its corners and sensor housing, the
/// areas outside the safe area shaded, each view filled with its colour and labelled with its
/// name and size, and each layout guide as a dashed outline.
///
/// The output is deterministic — elements in tree order, attributes in a fixed order, numbers
/// with at most three decimals and a `.` separator whatever the locale, no timestamps — so
/// pictures can be committed and compared as snapshots.
public struct SVGRenderer: Sendable {
  /// The device screen to draw on.
  public var screen: DeviceScreen
  /// The width of the device body drawn around the display, in points.
  public var bezel: Double = 14
  /// The margin around the device body, in points.
  public var margin: Double = 10

  /// Creates a renderer for `screen`.
  public init(screen: DeviceScreen) {
    self.screen = screen
  }

  /// The SVG text for `tree`, whose root is the window. `caption` is written under the device.
  public func render(_ tree: FrameTree, caption: String? = nil) -> String {
    let size = screen.size
    let inset = bezel + margin
    let captionHeight = caption == nil ? 0.0 : 22
    let width = size.width + 2 * inset
    let height = size.height + 2 * inset + captionHeight
    let radius = screen.shape.shape.effectiveCornerRadius
    var out: [String] = []
    out.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">"
    )
    out.append("<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
    out.append("<defs><clipPath id=\"display\"><rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"\(n(radius))\" ry=\"\(n(radius))\"/></clipPath></defs>")
    out.append("<g transform=\"translate(\(n(inset)) \(n(inset)))\">")
    // The device body: the display's corner radius grown by the bezel keeps the band even.
    out.append(
      "<rect class=\"device\" x=\"\(n(-bezel))\" y=\"\(n(-bezel))\" width=\"\(n(size.width + 2 * bezel))\" height=\"\(n(size.height + 2 * bezel))\" rx=\"\(n(radius + bezel))\" ry=\"\(n(radius + bezel))\" fill=\"#1c1c1e\"/>"
    )
    out.append("<g clip-path=\"url(#display)\">")
    out.append("<rect class=\"display\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"#f2f2f7\"/>")
    // Unsafe areas: the display minus the safe area, shaded (even-odd fill cuts the hole).
    let safe = Rect(origin: .zero, size: size).inset(by: screen.safeAreaInsets)
    out.append(
      "<path class=\"unsafe\" d=\"\(rectPath(Rect(origin: .zero, size: size))) \(rectPath(safe))\" fill=\"#ff3b30\" fill-opacity=\"0.14\" fill-rule=\"evenodd\"/>"
    )
    // The root is the window itself. Not `flattened()`: its paths would cost the square of the
    // depth of a deep tree.
    let nodes = tree.absoluteFrames().dropFirst()
    for (frame, node) in nodes where node.kind == .view {
      let fill = node.color ?? "none"
      out.append(
        "<rect class=\"view\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(escape(fill))\" stroke=\"#3a3a3c\" stroke-width=\"1\"/>"
      )
    }
    for (frame, node) in nodes where node.kind == .guide {
      out.append(
        "<rect class=\"guide\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
      )
    }
    // Labels last, so no fill covers them; a white halo keeps them legible on any colour.
    for (frame, node) in nodes {
      let isGuide = node.kind == .guide
      let text = "\(node.name) \(n1(frame.width))×\(n1(frame.height))"
      let y = isGuide ? frame.maxY - 5 : frame.minY + 14
      out.append(
        "<text class=\"label\" x=\"\(n(frame.minX + 5))\" y=\"\(n(y))\" font-size=\"11\" fill=\"\(isGuide ? "#0040dd" : "#000000")\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escape(text))</text>"
      )
    }
    out.append("</g>")
    if let housing = housingElement() { out.append(housing) }
    // The display outline over everything, so the corners read clearly.
    out.append(
      "<rect class=\"outline\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"\(n(radius))\" ry=\"\(n(radius))\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"
    )
    out.append("</g>")
    if let caption {
      out.append(
        "<text class=\"caption\" x=\"\(n(width / 2))\" y=\"\(n(height - 10))\" font-size=\"13\" text-anchor=\"middle\" fill=\"#3a3a3c\">\(escape(caption))</text>"
      )
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The sensor housing (notch or Dynamic Island), turned with the device.
  func housingElement() -> String? {
    switch screen.device.sensorHousing {
    case .none:
      return nil
    case .dynamicIsland(let rect):
      let r = toWindow(rect)
      let radius = min(r.width, r.height) / 2
      return "<rect class=\"housing\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(radius))\" ry=\"\(n(radius))\" fill=\"#000000\"/>"
    case .notch(let rect, let bottomRadius):
      // Grown past the top edge by the radius so only the bottom corners show rounded.
      let grown = Rect(x: rect.minX, y: rect.minY - bottomRadius, width: rect.width, height: rect.height + bottomRadius)
      let r = toWindow(grown)
      return "<rect class=\"housing\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(bottomRadius))\" ry=\"\(n(bottomRadius))\" fill=\"#000000\" clip-path=\"url(#display)\"/>"
    }
  }

  /// A rectangle in the device's portrait points, in the window's coordinates: the inverse of
  /// ``DeviceCatalog/Orientation/toPortrait(x:y:portraitSize:)``.
  func toWindow(_ rect: Rect) -> Rect {
    let w = screen.device.points.width, h = screen.device.points.height
    func map(_ x: Double, _ y: Double) -> (Double, Double) {
      switch screen.orientation {
      case .portrait: return (x, y)
      case .portraitUpsideDown: return (w - x, h - y)
      case .landscapeRight: return (y, w - x)
      case .landscapeLeft: return (h - y, x)
      }
    }
    let a = map(rect.minX, rect.minY), b = map(rect.maxX, rect.maxY)
    return Rect(x: min(a.0, b.0), y: min(a.1, b.1), width: abs(a.0 - b.0), height: abs(a.1 - b.1))
  }

  func rectPath(_ r: Rect) -> String {
    "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z"
  }
}

/// A number for SVG: at most three decimals, `.` separator, no exponent, no `-0`.
func n(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return formatted(rounded == 0 ? 0 : rounded)
}

/// A number for labels: at most two decimals.
func n1(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return formatted(rounded == 0 ? 0 : rounded)
}

/// Escapes text for XML content and attribute values.
func escape(_ text: String) -> String {
  var out = ""
  for c in text {
    switch c {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&apos;"
    default: out.append(c)
    }
  }
  return out
}
