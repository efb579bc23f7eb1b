import DeviceCatalog
import Foundation

/// What an app's `Info.plist` says about where the app runs: the device families, the
/// interface orientations per family, and whether it takes part in iPad multitasking — the keys
/// iOS reads when it decides how to show the app.
package struct AppInfo: Hashable, Sendable {
  /// A device family (UIKit's `UIUserInterfaceIdiom`), as `UIDeviceFamily` numbers them.
  package enum Family: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `1`: iPhone and iPod touch.
    case iPhone = 1
    /// `2`: iPad.
    case iPad = 2

    /// The family of `device`.
    package init(_ device: Device) { self = device.isPad ? .iPad : .iPhone }

    package var description: String { self == .iPhone ? "iPhone" : "iPad" }
  }

  /// The plist's path as found.
  package var file: String
  /// `UIDeviceFamily`, when the plist says it (Xcode usually writes it at build time from the
  /// `TARGETED_DEVICE_FAMILY` build setting, so a source plist rarely has it;
  /// Documentation/Facts/AppInfo.md#device-family).
  package var families: [Family]?
  /// `UISupportedInterfaceOrientations` for each family that has a list: the `~ipad` and
  /// `~iphone` keys for their family, else the plain key for both
  /// (Documentation/Facts/AppInfo.md#supported-orientations).
  package var orientations: [Family: [Orientation]]
  /// The key each family's list came from, for the report.
  package var orientationKeys: [Family: String]
  /// `UIRequiresFullScreen`: the app opts out of Split View and Slide Over
  /// (Documentation/Facts/AppInfo.md#full-screen).
  package var requiresFullScreen: Bool
  /// `UIStatusBarHidden`: the status bar is hidden as the app launches, if the plist says.
  package var statusBarHidden: Bool?
  /// `UIViewControllerBasedStatusBarAppearance`, if the plist says (UIKit's default is `YES`:
  /// each view controller decides, Documentation/Facts/AppInfo.md#status-bar-hidden).
  package var viewControllerBasedStatusBarAppearance: Bool?
  /// Whether the app keeps the status bar hidden: `UIStatusBarHidden` set, and
  /// `UIViewControllerBasedStatusBarAppearance` off — otherwise each view controller's
  /// `prefersStatusBarHidden` (code, `false` unless overridden) decides after launch.
  package var hidesStatusBar: Bool {
    statusBarHidden == true && viewControllerBasedStatusBarAppearance == false
  }
  /// `UILaunchStoryboardName`, if any.
  package var launchStoryboard: String?
  /// `UIMainStoryboardFile` (or its `~ipad` variant), if any.
  package var mainStoryboard: String?

  /// The interface orientations `UISupportedInterfaceOrientations` names, by their plist
  /// strings: the names of `UIInterfaceOrientation`'s cases
  /// (Documentation/Facts/AppInfo.md#supported-orientations).
  static let orientationNames: [(String, Orientation)] = [
    ("UIInterfaceOrientationPortrait", .portrait),
    ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
    ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
    ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
  ]

  /// Reads the plist at `path`: XML or binary, as Foundation's `PropertyListSerialization`
  /// reads both.
  ///
  /// - Throws: ``AppInfoError`` when the file cannot be read, is no property list, is not a
  ///   dictionary, or holds one of the keys above with a value of the wrong type or an unknown
  ///   orientation or family.
  package static func read(_ path: String) throws(AppInfoError) -> AppInfo {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw AppInfoError(file: path, key: nil, problem: "cannot be read")
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw AppInfoError(file: path, key: nil, problem: "is not a property list (XML or binary)")
    }
    guard let root = plist as? [String: Any] else {
      throw AppInfoError(file: path, key: nil, problem: "is a property list but not a dictionary")
    }
    return try AppInfo(file: path, dictionary: root)
  }

  /// Reads the keys from the plist's top-level dictionary.
  init(file: String, dictionary root: [String: Any]) throws(AppInfoError) {
    self.file = file
    func value<T>(_ key: String, as: T.Type, _ expected: String) throws(AppInfoError) -> T? {
      guard let raw = root[key] else { return nil }
      guard let typed = raw as? T else {
        throw AppInfoError(file: file, key: key, problem: "is not \(expected)")
      }
      return typed
    }
    if let numbers = try value("UIDeviceFamily", as: [Any].self, "an array of integers") {
      families = try numbers.map { (number: Any) throws(AppInfoError) -> Family in
        guard let n = number as? Int, let family = Family(rawValue: n) else {
          throw AppInfoError(
            file: file, key: "UIDeviceFamily",
            problem: "holds `\(number)`, not 1 (iPhone) or 2 (iPad)")
        }
        return family
      }
    } else {
      families = nil
    }
    orientations = [:]
    orientationKeys = [:]
    let plain = "UISupportedInterfaceOrientations"
    for (family, suffix) in [(Family.iPhone, "~iphone"), (.iPad, "~ipad")] {
      for key in [plain + suffix, plain] {
        guard let names = try value(key, as: [Any].self, "an array of strings") else { continue }
        orientations[family] = try names.map { (name: Any) throws(AppInfoError) -> Orientation in
          guard let name = name as? String,
            let match = Self.orientationNames.first(where: { $0.0 == name })
          else {
            throw AppInfoError(
              file: file, key: key,
              problem: "holds `\(name)`, not one of "
                + Self.orientationNames.map(\.0).joined(separator: ", "))
          }
          return match.1
        }
        orientationKeys[family] = key
        break
      }
    }
    let fullScreen = try value("UIRequiresFullScreen", as: Bool.self, "a Boolean")
    let padFullScreen = try value("UIRequiresFullScreen~ipad", as: Bool.self, "a Boolean")
    requiresFullScreen = fullScreen ?? padFullScreen ?? false
    statusBarHidden = try value("UIStatusBarHidden", as: Bool.self, "a Boolean")
    viewControllerBasedStatusBarAppearance = try value(
      "UIViewControllerBasedStatusBarAppearance", as: Bool.self, "a Boolean")
    launchStoryboard = try value("UILaunchStoryboardName", as: String.self, "a string")
    let main = try value("UIMainStoryboardFile", as: String.self, "a string")
    let padMain = try value("UIMainStoryboardFile~ipad", as: String.self, "a string")
    mainStoryboard = main ?? padMain
  }
}

/// An `Info.plist` that could not be read, or a key of it with a value iOS would not accept.
package struct AppInfoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The plist's path.
  package var file: String
  /// The offending key, or `nil` for the file as a whole.
  package var key: String?
  /// What is wrong, as the end of a sentence about the file or key.
  package var problem: String

  /// The error as `plumb` prints it, with a hint.
  package var description: String {
    let subject = key.map { "\(file): \($0)" } ?? file
    return "error: \(subject) \(problem)\n"
      + "  hint: fix the Info.plist: plumb check reads it to choose the devices and orientations"
  }
}
