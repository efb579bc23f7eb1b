import DeviceCatalog
import Foundation
import Testing

/// `plumb check` on an app's folder: the nearest `Info.plist` decides the devices, orientations
/// and multitasking checked, `.plumb.yml` skips, allows and excludes with reasons, and the
/// command line wins. Fixtures: `Tests/PlumbCLITests/Apps/`.
@Suite("plumb check honours the app's Info.plist and .plumb.yml (the real binary)")
struct AppScopeCommandTests {
  static let apps = "Tests/PlumbCLITests/Apps"

  /// Every `(device, orientation, multitasking)` of a one-file `--json` report.
  static func scenarios(_ json: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let results = try #require(object?["results"] as? [[String: Any]])
    return results.map { r in
      let device = r["device"] as? String ?? "?"
      let orientation = r["orientation"] as? String ?? "?"
      return [device, orientation, r["multitasking"] as? String].compactMap { $0 }
        .joined(separator: ", ")
    }
  }

  /// The catalog's devices of one family in the given orientations, as the report names them:
  /// the expected scenarios, from the catalog rather than from a run.
  static func expected(pads: Bool, _ orientations: [Orientation]) -> [String] {
    Device.all.filter { $0.isPad == pads }.flatMap { device in
      device.orientations.filter(orientations.contains).map { "\(device.name), \($0.rawValue)" }
    }
  }

  @Test(
    "An iPhone-only, portrait-only Info.plist: only iPhones in portrait, and the report says why")
  func portraitPhone() throws {
    let json = try runPlumb(["check", "\(Self.apps)/PortraitPhone", "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(try Self.scenarios(json.stdout) == Self.expected(pads: false, [.portrait]))
    let text = try runPlumb(["check", "\(Self.apps)/PortraitPhone"])
    let plist = "\(Self.apps)/PortraitPhone/Info.plist"
    #expect(text.stdout.contains("note: scenarios decided by \(plist)"))
    // Every iPad scenario (each iPad's four orientations) and each iPhone's two landscapes.
    let pads = Device.all.filter(\.isPad).map(\.orientations.count).reduce(0, +)
    let phones = Device.all.filter { !$0.isPad }.count
    #expect(text.stdout.contains("UIDeviceFamily iPhone only: \(pads) scenarios not checked"))
    #expect(
      text.stdout.contains(
        "UISupportedInterfaceOrientations: portrait on iPhones: \(2 * phones) scenarios not checked"
      ))
    #expect(text.stdout.contains("launch screen: LaunchScreen"))
  }

  @Test("Options given on the command line win over the Info.plist, and the report says so")
  func commandLineWins() throws {
    let result = try runPlumb([
      "check", "\(Self.apps)/PortraitPhone", "--orientations", "landscapeLeft",
      "--devices", "iPhone 14 Pro,iPad Air (5th generation)",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("UIDeviceFamily iPhone; --devices wins"))
    #expect(result.stdout.contains("says portrait on iPhones; --orientations wins"))
    #expect(result.stdout.contains("iPad Air (5th generation)  landscapeLeft"))
    #expect(result.stdout.contains("2 layouts: 2 ok"))
  }

  @Test("Each file takes the nearest Info.plist up its tree: two targets, two sets of scenarios")
  func nearestPlistPerTarget() throws {
    for (target, pads, orientations) in [
      ("Phone", false, [Orientation.portrait]), ("Pad", true, [.landscapeLeft, .landscapeRight]),
    ] {
      let file = "\(Self.apps)/TwoTargets/\(target)/Screen.yaml"
      let result = try runPlumb(["check", file, "--json"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.scenarios(result.stdout) == Self.expected(pads: pads, orientations))
      #expect(
        result.stderr.contains("note: scenarios decided by \(Self.apps)/TwoTargets/\(target)"))
    }
    // The folder as a whole: each file under its own heading, with its own plist.
    let both = try runPlumb(["check", "\(Self.apps)/TwoTargets"])
    #expect(
      both.stdout.contains(
        "== \(Self.apps)/TwoTargets/Pad/Screen.yaml\nnote: scenarios "
          + "decided by \(Self.apps)/TwoTargets/Pad/Info.plist"))
  }

  @Test("A target's plist in its Supporting Files folder counts; a family it does not say stays")
  func supportingFiles() throws {
    let result = try runPlumb(["check", "\(Self.apps)/Kiosk", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    // iPads in landscape only (the ~ipad list); iPhones as the catalog has them, since neither
    // UIDeviceFamily nor an iPhone list is said.
    #expect(
      try Set(Self.scenarios(result.stdout))
        == Set(
          Self.expected(pads: false, Orientation.allCases)
            + Self.expected(pads: true, [.landscapeLeft, .landscapeRight])))
    #expect(
      result.stderr.contains("scenarios decided by \(Self.apps)/Kiosk/Supporting Files/Info.plist"))
    #expect(result.stderr.contains("does not say UIDeviceFamily"))
  }

  /// A folder checked in an Xcode project whose targets set the families, and what decides.
  struct FamilyCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The folder checked, under `Apps/`.
    var folder: String
    /// The families checked: iPhones, iPads or both (in the catalog's order).
    var pads: [Bool]
    var orientations: [Orientation] = Orientation.allCases
    /// A note the report must print, with `ROOT` for the apps' folder.
    var note: String
    var testDescription: String { name }
  }

  // KioskProject/Kiosk.xcodeproj (written for these tests): the project sets 1 (iPhone); the
  // Kiosk target sets 2 (iPad) for its plist; the Widget target sets nothing, so it inherits 1.
  // ConfigProject/App.xcodeproj: the App target's configuration is based on Config/App.xcconfig,
  // which names App/Info.plist and includes Base/Shared.xcconfig's `TARGETED_DEVICE_FAMILY = 2`;
  // the Phone (1, in the project) and Pad (2, in Config/Pad.xcconfig, named as Xcode 16's
  // synchronized folders do: the folder and the path inside it) targets both name
  // Shared/Info.plist; the Both target sets "1,2" for Both/Info.plist.
  static let familyCases = [
    FamilyCase(
      name: "a target's own setting wins over its project's",
      folder: "KioskProject/Kiosk/Storyboards",
      pads: [true], orientations: [.landscapeLeft, .landscapeRight],  // the plist's ~ipad list
      note: "ROOT/KioskProject/Kiosk.xcodeproj (target Kiosk): TARGETED_DEVICE_FAMILY iPad only"),
    FamilyCase(
      name: "a target without the setting inherits its project's", folder: "KioskProject/Widget",
      pads: [false],
      note: "ROOT/KioskProject/Kiosk.xcodeproj (target Widget): TARGETED_DEVICE_FAMILY iPhone only"),
    FamilyCase(
      name: "a target's .xcconfig, through an #include, names the plist and the family",
      folder: "ConfigProject/App", pads: [true],
      note: "ROOT/ConfigProject/App.xcodeproj (target App, in Config/App.xcconfig): "
        + "TARGETED_DEVICE_FAMILY iPad only"),
    FamilyCase(
      name: "iPhone and iPad take nothing out, and the report still says who decided",
      folder: "ConfigProject/Both", pads: [false, true],
      note: "ROOT/ConfigProject/App.xcodeproj (target Both): TARGETED_DEVICE_FAMILY iPhone, iPad: "
        + "both families checked"),
    FamilyCase(
      name: "targets that build one plist for different families decide nothing",
      folder: "ConfigProject/Shared", pads: [false, true],
      note: "(targets Phone: iPhone in project.pbxproj; Pad: iPad in Config/Pad.xcconfig) do not "
        + "agree on TARGETED_DEVICE_FAMILY: iPhones and iPads checked"),
  ]

  @Test(
    "Without UIDeviceFamily, the targets' TARGETED_DEVICE_FAMILY decides where they agree, and the report says where it was found",
    arguments: familyCases)
  func xcodeProjectFamilies(_ test: FamilyCase) throws {
    let result = try runPlumb(["check", "\(Self.apps)/\(test.folder)", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try Self.scenarios(result.stdout)
        == test.pads.flatMap { Self.expected(pads: $0, test.orientations) })
    #expect(
      result.stderr.contains(test.note.replacingOccurrences(of: "ROOT", with: Self.apps)),
      "\(result.stderr)")
  }

  @Test("An app's stubbed API responses beside its screens are not layouts: listed, not checked")
  func otherJSONIsNotChecked() throws {
    let result = try runPlumb(["check", "\(Self.apps)/KioskProject"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "note: 1 JSON or YAML file is no layout (no section such as `views:` or `body:`), not "
          + "checked: \(Self.apps)/KioskProject/Kiosk/Stubbed Responses/Artist.json"))
    #expect(result.stdout.contains("2 files, "))
  }

  @Test("Two NAME-Info.plists in one folder decide nothing, and the report says so")
  func severalPlists() throws {
    let folder = try temporaryFolder()
    let plist = try Data(
      contentsOf: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Info.plist"))
    for name in ["App-Info.plist", "Widget-Info.plist"] {
      try plist.write(to: folder.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Screen.yaml"),
      to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path, "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("(App-Info.plist, Widget-Info.plist): none applied"))
    // Every device in each of its orientations: nothing taken out.
    #expect(
      try Self.scenarios(result.stdout).count
        == Device.all.map(\.orientations.count).reduce(0, +))
  }

  @Test("UIRequiresFullScreen leaves Split View out; --split-views asks for it explicitly and wins")
  func requiresFullScreen() throws {
    let file = "\(Self.apps)/TwoTargets/Pad/Screen.yaml"
    let plain = try runPlumb(["check", file, "--json", "--split-views"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(try Self.scenarios(plain.stdout).contains { $0.hasSuffix("slideOver") })
    #expect(plain.stderr.contains("UIRequiresFullScreen is YES; --split-views wins"))
  }

  @Test("A binary Info.plist is read like the XML one")
  func binaryPlist() throws {
    let folder = try temporaryFolder()
    let xml = try Data(
      contentsOf: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Info.plist"))
    let plist = try PropertyListSerialization.propertyList(from: xml, format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    #expect(binary.starts(with: Array("bplist".utf8)))
    try binary.write(to: folder.appendingPathComponent("Info.plist"))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Screen.yaml"),
      to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path, "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.scenarios(result.stdout) == Self.expected(pads: false, [.portrait]))
  }

  @Test(
    ".plumb.yml skips a folder and a scene, allows an overlap and excludes scenarios, each with its reason"
  )
  func projectFile() throws {
    let result = try runPlumb(["check", "\(Self.apps)/Project"])
    #expect(result.status == 0, "\(result.stderr)")
    let project = "\(Self.apps)/Project/.plumb.yml"
    for line in [
      // One line for the folder's two files.
      "note: 2 files under Legacy skipped (screens kept for old iOS versions, not shipped) — "
        + "\(project):3",
      "note: \(project):5: scene `Legacy` skipped (the scene is reached only from the legacy "
        + "screens)",
      "note: \(project):9: overlap of title and badge allowed in 33 layouts (the badge is drawn "
        + "over the title's corner)",
      "note: \(project):12: excluded (the App Store build is iPhone-only (TARGETED_DEVICE_FAMILY "
        + "= 1))",
    ] {
      #expect(result.stdout.contains(line), "\(line)")
    }
    // 33 = the catalog's iPhones, each in portrait only.
    #expect(Device.all.filter { !$0.isPad }.count == 33)
    #expect(result.stdout.contains("2 files, 66 layouts: 66 ok, 0 failed"))
    #expect(!result.stdout.contains("Old.yaml\n"))
    // Without the project file the same two files fail: the overlap and the skipped scene.
    let bare = try temporaryFolder()
    for name in ["Header.yaml", "Main.storyboard"] {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("\(Self.apps)/Project/\(name)"),
        to: bare.appendingPathComponent(name))
    }
    let unfiltered = try runPlumb([
      "check", bare.path, "--devices", "iPhone 14 Pro", "--orientations", "portrait",
    ])
    #expect(unfiltered.status == 1)
    #expect(unfiltered.stdout.contains("[overlapping] `title` and `badge` overlap"))
    #expect(unfiltered.stdout.contains("Legacy"))
  }

  /// A bad project file or plist, and what `plumb check` must say about it (exit status 2).
  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "unknown key", file: ".plumb.yml", text: "skip:\n  - file: x\n    reson: y\n",
      message: ".plumb.yml:3:5: error: unknown key `reson` in a `skip` entry"),
    BadInput(
      name: "unknown section", file: ".plumb.yml", text: "ignore:\n  - file: x\n",
      message: ".plumb.yml:1:1: error: unknown key `ignore` in the project file"),
    BadInput(
      name: "no reason", file: ".plumb.yml", text: "skip:\n  - file: x\n",
      message: ".plumb.yml:2:5: error: this `skip` entry has no `reason`"),
    BadInput(
      name: "unknown family", file: ".plumb.yml",
      text: "exclude:\n  - family: Watch\n    reason: r\n",
      message: ".plumb.yml:2:13: error: unknown family `Watch`"),
    BadInput(
      name: "unknown device", file: ".plumb.yml",
      text: "exclude:\n  - devices: [iPhone 99]\n    reason: r\n",
      message: ".plumb.yml:2:15: error: unknown device `iPhone 99`"),
    BadInput(
      name: "unknown orientation", file: ".plumb.yml",
      text: "exclude:\n  - orientations: [sideways]\n    reason: r\n",
      message: ".plumb.yml:2:20: error: unknown orientation `sideways`"),
    BadInput(
      name: "an exclusion of everything", file: ".plumb.yml", text: "exclude:\n  - reason: r\n",
      message:
        ".plumb.yml:2:5: error: this `exclude` entry names no family, devices or orientations"
    ),
    BadInput(
      name: "three views in an overlap", file: ".plumb.yml",
      text: "overlaps:\n  - views: [a, b, c]\n    reason: r\n",
      message: ".plumb.yml:2:12: error: `views` names 3 views; an overlap is between two"),
    BadInput(
      name: "unshipped views not named", file: ".plumb.yml",
      text: "unshipped:\n  - reason: r\n",
      message: ".plumb.yml:2:5: error: this `unshipped` entry has no `views`"),
    BadInput(
      name: "automatic rows of no table", file: ".plumb.yml",
      text: "automaticRowHeight:\n  - reason: r\n",
      message: ".plumb.yml:2:5: error: this `automaticRowHeight` entry has no `tables`"),
    BadInput(
      name: "a code-inference switch that is no boolean", file: ".plumb.yml",
      text: "codeInference: maybe\n",
      message: ".plumb.yml:1:16: error: `codeInference: maybe` is neither true nor false"),
    BadInput(
      name: "a component size of no view", file: ".plumb.yml",
      text: "componentSize:\n  - width: 300\n    reason: r\n",
      message: ".plumb.yml:2:5: error: this `componentSize` entry has no `views`"),
    BadInput(
      name: "a component size without a side", file: ".plumb.yml",
      text: "componentSize:\n  - views: [CardView]\n    reason: r\n",
      message:
        ".plumb.yml:2:5: error: this `componentSize` entry gives neither `width` nor `height`"
    ),
    BadInput(
      name: "a component side that is no length", file: ".plumb.yml",
      text: "componentSize:\n  - views: [CardView]\n    width: safeArea + 16\n    reason: r\n",
      message: ".plumb.yml:3:12: error: `width: safeArea + 16` is no length"),
    BadInput(
      name: "a component side of zero points", file: ".plumb.yml",
      text: "componentSize:\n  - views: [CardView]\n    height: 0\n    reason: r\n",
      message: ".plumb.yml:3:13: error: `height: 0` is no length"),
    BadInput(
      name: "an unknown orientation in the plist", file: "Info.plist",
      text: plist(
        "<key>UISupportedInterfaceOrientations</key><array><string>Sideways</string></array>"),
      message: "Info.plist: UISupportedInterfaceOrientations holds `Sideways`, not one of"),
    BadInput(
      name: "an unknown device family in the plist", file: "Info.plist",
      text: plist("<key>UIDeviceFamily</key><array><integer>3</integer></array>"),
      message: "Info.plist: UIDeviceFamily holds `3`, not 1 (iPhone) or 2 (iPad)"),
    BadInput(
      name: "a plist that is not a property list", file: "Info.plist", text: "not a plist\n",
      message: "Info.plist is not a property list (XML or binary)"),
  ]

  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>\(body)</dict></plist>
    """
  }

  @Test(
    "A bad .plumb.yml or Info.plist is a typed error at its place, with status 2",
    arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let folder = try temporaryFolder()
    try Data(input.text.utf8).write(to: folder.appendingPathComponent(input.file))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Screen.yaml"),
      to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(input.message), "\(result.stderr)")
    #expect(result.stdout.isEmpty, "nothing checked, nothing reported")
  }

  @Test("A project file that skips every file given is an error: checking nothing must not pass")
  func everythingSkipped() throws {
    let folder = try temporaryFolder()
    try Data("skip:\n  - file: .\n    reason: all of it\n".utf8).write(
      to: folder.appendingPathComponent(".plumb.yml"))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Screen.yaml"),
      to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("every file given is skipped by .plumb.yml: nothing to check"))
  }

  @Test("Settings that leave a file no scenario are an error naming each exclusion")
  func noScenarioLeft() throws {
    let folder = try temporaryFolder()
    try Data(
      "exclude:\n  - family: iPhone\n    reason: r\n  - family: iPad\n    reason: r\n".utf8
    ).write(to: folder.appendingPathComponent(".plumb.yml"))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Screen.yaml"),
      to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("the app's settings leave no scenario to check"))
    #expect(result.stderr.contains(".plumb.yml:4: excluded (r): 120 scenarios not checked"))
  }

  /// A new empty folder under the temporary directory, with a `.git` folder so the walk up
  /// for an Info.plist or project file stops there.
  /// An iPhone-only, portrait-only app whose plist says `UIStatusBarHidden` (and, when
  /// `appWide`, `UIViewControllerBasedStatusBarAppearance` NO), with a banner 44 pt tall at
  /// the window's very top: whether each iPhone passes, by name.
  func statusBarApp(appWide: Bool) throws -> (passed: [String: Bool], notes: String) {
    let folder = try temporaryFolder()
    let controllerKey =
      appWide ? "<key>UIViewControllerBasedStatusBarAppearance</key><false/>" : ""
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UIDeviceFamily</key><array><integer>1</integer></array>
      <key>UISupportedInterfaceOrientations</key>
      <array><string>UIInterfaceOrientationPortrait</string></array>
      <key>UIStatusBarHidden</key><true/>\(controllerKey)
      </dict></plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let screen = """
      title: banner
      views:
        banner: { color: blue }
      constraints:
        - banner.top == window.top
        - banner.leading == window.leading
        - banner.trailing == window.trailing
        - banner.height == 44
      """
    try Data(screen.utf8).write(to: folder.appendingPathComponent("Screen.yaml"))
    let result = try runPlumb(["check", folder.path, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let results = try #require(object?["results"] as? [[String: Any]], "\(result.stderr)")
    var passed: [String: Bool] = [:]
    for r in results {
      passed[try #require(r["device"] as? String)] = try #require(r["passed"] as? Bool)
    }
    return (passed, result.stderr)
  }

  @Test("An app that hides the status bar has no top inset on iPhones without a sensor housing")
  func statusBarHidden() throws {
    let (passed, notes) = try statusBarApp(appWide: true)
    #expect(notes.contains("UIStatusBarHidden YES, UIViewControllerBasedStatusBarAppearance NO"))
    // The banner spans y 0…44. With the status bar hidden, a Home-button iPhone's top inset
    // (its status bar's 20 pt) is 0, so it is inside; a notch or Dynamic Island keeps its
    // inset (44 pt or more, from the catalog), so the banner still leaves the safe area.
    let phones = Device.all.filter { !$0.isPad }
    #expect(passed.count == phones.count)
    for phone in phones {
      #expect(passed[phone.name] == (phone.sensorHousing == .none), "\(phone.name)")
    }
  }

  @Test("UIStatusBarHidden alone holds only at launch: the status bar is checked as shown")
  func statusBarHiddenAtLaunch() throws {
    let (passed, notes) = try statusBarApp(appWide: false)
    #expect(notes.contains("UIStatusBarHidden YES only at launch"))
    // Every iPhone in portrait has a top inset of at least its 20-pt status bar.
    #expect(!passed.isEmpty && passed.values.allSatisfy { !$0 })
  }

  @Test("Views the shipped app never shows: their findings, and those inside them, are warnings")
  func unshippedViews() throws {
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Info.plist"),
      to: folder.appendingPathComponent("Info.plist"))
    // A debug panel at the window's very top, with a label inside it: both leave the safe area
    // on every iPhone in portrait (a top inset of 20 pt or more).
    let screen = """
      title: debug
      views:
        panel: { color: red }
        flag: { parent: panel, label: { text: STAGING } }
      constraints:
        - panel.top == window.top
        - panel.leading == window.leading
        - panel.trailing == window.trailing
        - panel.height == 44
        - flag.top == panel.top
        - flag.bottom == panel.bottom
        - flag.leading == panel.leading
        - flag.trailing == panel.trailing
      """
    try Data(screen.utf8).write(to: folder.appendingPathComponent("Screen.yaml"))
    let bare = try runPlumb(["check", folder.path])
    #expect(bare.status == 1, "\(bare.stderr)")
    try Data("unshipped:\n  - views: [panel]\n    reason: shown only in staging\n".utf8).write(
      to: folder.appendingPathComponent(".plumb.yml"))
    let result = try runPlumb(["check", folder.path])
    #expect(result.status == 0, "\(result.stdout)")
    // Still reported, as warnings that say why: the panel's own finding and the label's.
    let why = "deliberate: `panel` is not shown in shipped builds ("
    #expect(result.stdout.contains("/.plumb.yml:2: shown only in staging)"))
    #expect(result.stdout.contains("warning: [outsideSafeArea] `panel` leaves the safe area"))
    #expect(result.stdout.contains("warning: [outsideSafeArea] `flag` leaves the safe area"))
    #expect(result.stdout.components(separatedBy: why).count - 1 >= 2)
    #expect(result.stdout.contains("reported as warnings, not shown in shipped builds"))
  }

  /// A table view controller (`ListController`) whose table has fixed 44-pt rows, and one
  /// prototype cell whose content holds a 50-pt box 10 pt below its top and 12 pt above its
  /// bottom.
  static let rows = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <device id="retina6_1" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="scn">
          <objects>
            <tableViewController id="tvc" customClass="ListController" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                  <tableViewCell reuseIdentifier="Fit" id="cel">
                    <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" id="ccv">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="20" y="10" width="374" height="50"/>
                          <constraints>
                            <constraint firstAttribute="height" constant="50" id="c1"/>
                          </constraints>
                        </view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="ccv" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="12" id="c3"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="ccv" secondAttribute="leading" constant="20" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test("Rows the app's code makes automatic fit their content, and the report says by what entry")
  func automaticRowHeight() throws {
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Info.plist"),
      to: folder.appendingPathComponent("Info.plist"))
    // A fixed 44-pt row whose content needs 10 + 50 + 12 = 72 pt: its constraints break on
    // every iPhone, until the project file says the table's rows are automatic.
    try Data(Self.rows.utf8).write(to: folder.appendingPathComponent("Rows.storyboard"))
    let fixed = try runPlumb(["check", folder.path])
    #expect(fixed.status == 1, "\(fixed.stdout)")
    try Data(
      "automaticRowHeight:\n  - tables: [ListController]\n    reason: heightForRowAt returns it\n"
        .utf8
    ).write(to: folder.appendingPathComponent(".plumb.yml"))
    let result = try runPlumb(["check", folder.path])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        ".plumb.yml:2: rows of 1 table (ListController) sized to their content "
          + "(heightForRowAt returns it)"),
      "\(result.stdout)")
  }

  /// A custom view's content xib (File's Owner `CardView` holds it by `contentView`), designed
  /// 200 × 50 pt: its one-line 17-pt label, pinned to both sides, needs about 240 pt.
  static let card = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <device id="retina6_1" orientation="portrait" appearance="light"/>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
          <connections>
            <outlet property="contentView" destination="crd" id="out"/>
          </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="crd">
          <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <label text="Naturalia Organic Wheat Pasta" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
              <rect key="frame" x="0.0" y="15" width="200" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="ttl" firstAttribute="leading" secondItem="crd" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="ttl" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="ttl" firstAttribute="centerY" secondItem="crd" secondAttribute="centerY" id="c3"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

  @Test(
    "A component the app shows wider than its design size is checked at the project file's size")
  func componentSize() throws {
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("\(Self.apps)/PortraitPhone/Info.plist"),
      to: folder.appendingPathComponent("Info.plist"))
    try Data(Self.card.utf8).write(to: folder.appendingPathComponent("CardView.xib"))
    let device = ["--devices", "iPhone SE (3rd generation)"]
    // At its 200-pt design width the label cannot hold its text.
    let design = try runPlumb(["check", folder.path] + device)
    #expect(design.status == 1, "\(design.stdout)")
    #expect(design.stdout.contains("[truncated]"), "\(design.stdout)")
    try Data(
      """
      componentSize:
        - views: [CardView]
          width: safeArea - 20
          reason: CardView pins it 10 pt inside the safe area

      """.utf8
    ).write(to: folder.appendingPathComponent(".plumb.yml"))
    let shown = try runPlumb(["check", folder.path] + device)
    #expect(shown.status == 0, "\(shown.stdout)")
    #expect(
      shown.stdout.contains(
        ".plumb.yml:2: CardView laid out at the size the app shows it (width safeArea - 20: "
          + "CardView pins it 10 pt inside the safe area)"),
      "\(shown.stdout)")
    // The iPhone SE (3rd generation) is 375 pt wide with no side insets in portrait
    // (Documentation/Facts/Devices.md): 375 − 0 − 20 = 355 pt; the height stays 50.
    #expect(shown.stdout.contains(".plumb.yml:2 gives it (355 × 50 pt), screen edges not checked"))
  }

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder
  }
}
