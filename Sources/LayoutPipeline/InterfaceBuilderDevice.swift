import DeviceCatalog
import InterfaceBuilder
import LayoutCore

/// The device an Interface Builder document was designed on — its `<device id=…>`, Xcode's
/// "View as" setting — resolved to a catalogued device, and what was assumed when the id says
/// nothing Plumb knows.
///
/// Xcode does not document its device ids. Two facts make them usable:
///
/// - IBLinter's "view as device" rule names the ids of the older screens
///   (https://github.com/IBDecodable/IBLinter, `Sources/IBLinterKit/Rules/ViewAsDeviceRule.swift`):
///   `retina3_5` iPhone 4s, `retina4_0` iPhone SE (1st generation), `retina4_7` iPhone 8,
///   `retina5_5` iPhone 8 Plus, `retina5_9` iPhone XS, `retina6_1` iPhone XR, `retina6_5`
///   iPhone XS Max. The ids name the screen's diagonal in inches, not a model.
/// - `retina6_12`, the id Xcode 14 and later write for the 6.1-inch Dynamic Island phones
///   (iPhone 14 Pro, 15, 15 Pro, 16), is named in no table; Xcode saves the root views beside
///   it at 393 × 852 (hackiftekhar/IQKeyboardManager,
///   `Example/IQKeyboardManagerSwiftExample/Storyboard/Base.lproj/TestCases.storyboard`), the
///   iPhone 14 Pro's screen. It is in the table so that a xib, which has no controller's root
///   view to state the screen, resolves too (Documentation/Facts/Devices.md#design-device-ids).
/// - The document says the screen's size itself: a view controller's root view is written with
///   the frame it has on the "View as" device (`<rect key="frame" x="0" y="0" width="393"
///   height="852"/>` beside `retina6_12`). So an id missing from the table is resolved by the
///   first catalogued device whose screen, in the document's orientation, is that size.
///
/// Plumb's catalog holds the devices that run iOS 17 or later; the screens of the iPhone 4s,
/// the first iPhone SE and the iPhone 8 Plus (320 × 480, 320 × 568, 414 × 736) are kept as
/// design devices outside it (``DeviceCatalog/Device/designDevices``): a file saved on one is
/// laid out there as saved, and checked on the catalog's devices. `retina4_7` resolves to the
/// iPhone SE (2nd generation), which has the iPhone 8's 375 × 667 screen.
public struct InterfaceBuilderDevice: Hashable, Sendable {
  /// The document's own scenario, when a catalogued device matches; nil otherwise (then no
  /// view is checked for being misplaced, since its design frames belong to another screen).
  public var scenario: Scenario?
  /// Set when the id is not one Plumb's table names: how it was resolved, or that it was not
  /// and what is done instead. Reported with the document's other warnings.
  public var warning: IBWarning?

  /// The device Plumb uses when a document names none it can resolve, for `plumb render`.
  public static let fallbackDeviceName = "iPhone 14 Pro"

  /// Xcode's ids of the catalogued screens, from IBLinter's table and the 393 × 852 screen
  /// Xcode saves beside `retina6_12` and `retina6_3` (above).
  static let known: [String: String] = [
    "retina3_5": "iPhone 4s", "retina4_0": "iPhone SE (1st generation)",
    "retina4_7": "iPhone SE (2nd generation)", "retina5_5": "iPhone 8 Plus",
    "retina5_9": "iPhone XS", "retina6_1": "iPhone XR", "retina6_5": "iPhone XS Max",
    "retina6_12": "iPhone 14 Pro", "retina6_3": "iPhone 16 Pro",
  ]

  /// The devices a document may be designed on: the catalog's, then the screens Interface
  /// Builder offers that no phone running iOS 17 has (``DeviceCatalog/Device/designDevices``),
  /// kept to check views for being misplaced and to render the file as saved.
  static let candidates = Device.all + Device.designDevices

  /// Resolves `document`'s device. A document without a `<device>` has no scenario and no
  /// warning (Xcode omits it in some xibs, which are then freeform).
  public init(_ document: IBDocument, file: String) {
    let root = document.scenes.lazy.filter { $0.controllerKind != .xib }
      .compactMap { $0.view($0.rootViewID)?.frame }.first
    guard let ibDevice = document.device else {
      // Xcode 7 wrote no `<device>`; a storyboard's root views then give the screen. A xib
      // without one is freeform: no design device.
      if document.kind == .storyboard, let root,
        let device = Self.device(ofScreen: root.size, in: .portrait)
      {
        scenario = Scenario(device: device, orientation: .portrait)
      }
      return
    }
    let orientation: Orientation = ibDevice.orientation == "landscape" ? .landscapeLeft : .portrait
    // By exact name: the table's names are the catalog's and the design devices'.
    if let name = Self.known[ibDevice.id],
      let device = Self.candidates.first(where: { $0.name == name })
    {
      scenario = Scenario(device: device, orientation: orientation)
      return
    }
    let place = "<device id=\"\(ibDevice.id)\">"
    if let root, let device = Self.device(ofScreen: root.size, in: orientation) {
      scenario = Scenario(device: device, orientation: orientation)
      warning = IBWarning(
        file: file, line: ibDevice.line, column: 1,
        message:
          "\(place) is not in Plumb's table of Xcode's device ids; the root views are \(Self.describe(root.size)), the screen of \(device.name), which Plumb takes as the document's device"
      )
      return
    }
    let size = root.map { ", and none has the root views' \(Self.describe($0.size)) screen" } ?? ""
    warning = IBWarning(
      file: file, line: ibDevice.line, column: 1,
      message:
        "\(place) names no device of Plumb's catalog\(size): views are not checked for being misplaced, and `plumb render` shows the document on \(Self.fallbackDeviceName) unless --device says otherwise"
    )
  }

  /// The first catalogued device whose screen in `orientation` is `size`, to half a point
  /// (Interface Builder writes whole points for screens).
  static func device(ofScreen size: Size, in orientation: Orientation) -> Device? {
    candidates.first { device in
      let screen = device.screen(orientation).size
      return abs(screen.width - size.width) <= 0.5 && abs(screen.height - size.height) <= 0.5
    }
  }

  static func describe(_ size: Size) -> String {
    "\(formatted(size.width, decimals: 1)) × \(formatted(size.height, decimals: 1))"
  }
}

extension Pipeline {
  /// The document's "View as" device and orientation as a scenario, when the catalog has that
  /// device (``InterfaceBuilderDevice``); nil otherwise.
  package static func defaultScenario(for document: IBDocument) -> Scenario? {
    InterfaceBuilderDevice(document, file: "").scenario
  }
}
