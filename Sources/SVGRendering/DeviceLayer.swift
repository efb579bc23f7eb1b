import DeviceCatalog
import LayoutCore

/// The device drawn around and over a picture: body, display, unsafe areas, sensor housing and
/// the display's outline.
struct DeviceLayer {
  let screen: DeviceScreen
  let bezel: Double
  /// Prefix for element ids, unique per picture so pictures can share one document.
  let id: String

  var radius: Double { screen.shape.shape.effectiveCornerRadius }
  var displayRect: Rect { Rect(origin: .zero, size: screen.size) }

  /// The clip path of the display, for `<defs>`.
  var clipPath: String {
    "<clipPath id=\"\(id)display\"><rect \(geometry(displayRect)) rx=\"\(n(radius))\" ry=\"\(n(radius))\"/></clipPath>"
  }

  /// What goes under the views: the body, the display, the unsafe areas shaded.
  var underlay: [String] {
    // The body: the display's corner radius grown by the bezel keeps the band even.
    let body = Rect(
      x: -bezel, y: -bezel, width: screen.size.width + 2 * bezel,
      height: screen.size.height + 2 * bezel)
    let safe = displayRect.inset(by: screen.safeAreaInsets)
    return [
      "<rect class=\"device\" \(geometry(body)) rx=\"\(n(radius + bezel))\" ry=\"\(n(radius + bezel))\" fill=\"#1c1c1e\"/>",
      "<rect class=\"display\" \(geometry(displayRect)) fill=\"#f2f2f7\" clip-path=\"url(#\(id)display)\"/>",
      // Even-odd fill cuts the safe area out of the display.
      "<path class=\"unsafe\" d=\"\(rectPath(displayRect)) \(rectPath(safe))\" fill=\"#ff3b30\" fill-opacity=\"0.14\" fill-rule=\"evenodd\" clip-path=\"url(#\(id)display)\"/>",
    ]
  }

  /// What goes over the views: the sensor housing and the display outline.
  var overlay: [String] {
    var out: [String] = []
    if let housing { out.append(housing) }
    out.append(
      "<rect class=\"display-outline\" \(geometry(displayRect)) rx=\"\(n(radius))\" ry=\"\(n(radius))\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"
    )
    return out
  }

  /// The sensor housing (notch or Dynamic Island), turned with the device.
  private var housing: String? {
    switch screen.device.sensorHousing {
    case .none:
      return nil
    case .dynamicIsland(let rect):
      let r = toWindow(rect)
      let radius = min(r.width, r.height) / 2
      return
        "<rect class=\"housing\" \(geometry(r)) rx=\"\(n(radius))\" ry=\"\(n(radius))\" fill=\"#000000\"/>"
    case .notch(let rect, let bottomRadius):
      // Grown past the top edge by the radius so only the bottom corners show rounded.
      let grown = Rect(
        x: rect.minX, y: rect.minY - bottomRadius, width: rect.width,
        height: rect.height + bottomRadius)
      return
        "<rect class=\"housing\" \(geometry(toWindow(grown))) rx=\"\(n(bottomRadius))\" ry=\"\(n(bottomRadius))\" fill=\"#000000\" clip-path=\"url(#\(id)display)\"/>"
    }
  }

  /// A rectangle in the device's portrait points, in the window's coordinates: the inverse of
  /// ``DeviceCatalog/Orientation/toPortrait(x:y:portraitSize:)``.
  func toWindow(_ rect: Rect) -> Rect {
    let w = screen.device.points.width
    let h = screen.device.points.height
    func map(_ x: Double, _ y: Double) -> (Double, Double) {
      switch screen.orientation {
      case .portrait: return (x, y)
      case .portraitUpsideDown: return (w - x, h - y)
      case .landscapeRight: return (y, w - x)
      case .landscapeLeft: return (h - y, x)
      }
    }
    let a = map(rect.minX, rect.minY)
    let b = map(rect.maxX, rect.maxY)
    return Rect(x: min(a.0, b.0), y: min(a.1, b.1), width: abs(a.0 - b.0), height: abs(a.1 - b.1))
  }
}
