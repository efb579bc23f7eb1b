import Foundation
import Testing

// The storyboard and xib fixtures live with the reader's tests.
private let fixtures = "Tests/InterfaceBuilderTests/Fixtures/"

@Test("plumb render opens a storyboard scene by name on the document's own device")
func renderStoryboardScene() throws {
  let run = try runPlumb(["render", fixtures + "Profile.storyboard", "--scene", "Settings"])
  #expect(run.status == 0)
  #expect(run.stdout.hasPrefix("iPhone XR, portrait"))
  #expect(run.stdout.contains("\"Name\" (textField txt-02-abc)"))
  // What the reader skipped is said on standard error, with its line.
  #expect(
    run.stderr.contains("Profile.storyboard:131:")
      && run.stderr.contains("<datePicker> is not modelled; it is laid out as a plain box"))
}

@Test("plumb render names the scenes when the one asked for does not exist")
func renderUnknownScene() throws {
  let run = try runPlumb(["render", fixtures + "Profile.storyboard", "--scene", "Nope"])
  #expect(run.status == 2)
  #expect(run.stderr.contains("no scene named Nope") && run.stderr.contains("Profile, Settings"))
}

@Test("plumb check of a storyboard checks every scene on the devices asked for")
func checkStoryboard() throws {
  let run = try runPlumb([
    "check", fixtures + "Profile.storyboard", "--devices", "iPhone XR", "--orientations",
    "portrait", "--json",
  ])
  // Two scenes × one scenario; the Profile scene's labels are misplaced (warnings only).
  #expect(run.status == 0)
  #expect(run.stdout.contains("misplaced"))
}

@Test("A malformed storyboard exits with status 2 and a file:line:column error")
func malformedStoryboard() throws {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-truncated.storyboard"
  ).path
  try Data(
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>".utf8
  )
  .write(to: URL(fileURLWithPath: path))
  let run = try runPlumb(["check", path])
  #expect(run.status == 2)
  #expect(run.stderr.contains("plumb-truncated.storyboard:") && run.stderr.contains("error:"))
}

@Test(
  "plumb check DIR checks its storyboard, xib and layout file in one report, with JUnit and GitHub reports"
)
func checkAppFolder() throws {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-app-\(UUID().uuidString)")
  let app = root.appendingPathComponent("App")
  try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: root) }
  for name in ["Profile.storyboard", "Card.xib"] {
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: fixtures + name), to: app.appendingPathComponent(name))
  }
  try Data(
    """
    views:
      box: { color: teal }
    constraints:
      - box.centerX == safeArea.centerX
      - box.centerY == safeArea.centerY
      - box.width == 100
      - box.height == 100
    """.utf8
  ).write(to: app.appendingPathComponent("screen.yaml"))
  let junit = root.appendingPathComponent("plumb.xml").path
  let run = try runPlumb([
    "check", app.path, "--devices", "iPhone XR", "--orientations", "portrait", "--report", "junit",
    junit,
    "--report", "github",
  ])
  // Every scene passes on the iPhone XR (the misplaced labels are warnings).
  #expect(run.status == 0, "\(run.stderr)")
  #expect(
    run.stdout.contains("== \(app.path)/Profile.storyboard")
      && run.stdout.contains("== \(app.path)/screen.yaml"))
  // Card, Profile, Settings and the Settings table's prototype cell, and the layout file.
  #expect(run.stdout.contains("3 files, 5 layouts: 5 ok, 0 failed"))
  // The reader's warning, at the date picker's line, on standard error and as an annotation.
  #expect(run.stderr.contains("Profile.storyboard:131:"))
  #expect(run.stdout.contains(",line=131,") && run.stdout.contains("::warning"))
  let xml = try String(contentsOfFile: junit, encoding: .utf8)
  #expect(
    xml.contains("name=\"Profile: iPhone XR, portrait\"")
      && xml.contains("name=\"Settings: iPhone XR, portrait\""))
}

@Test(
  "plumb check --sheet draws every scene of a storyboard in every scenario, each titled with its scene"
)
func storyboardSheet() throws {
  let sheet = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-sheet-\(UUID().uuidString).svg")
  defer { try? FileManager.default.removeItem(at: sheet) }
  let run = try runPlumb([
    "check", fixtures + "Profile.storyboard", "--devices", "iPhone XR", "--orientations",
    "portrait",
    "--sheet", sheet.path,
  ])
  #expect(run.status == 0, "\(run.stderr)")
  let svg = try String(contentsOf: sheet, encoding: .utf8)
  #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
  #expect(
    svg.contains("Profile: iPhone XR, portrait") && svg.contains("Settings: iPhone XR, portrait"))
}

@Test("plumb check --sheet with a folder writes one sheet per scene, named for it")
func storyboardSheetPerScene() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-sheets-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let run = try runPlumb([
    "check", fixtures + "Profile.storyboard", "--devices", "iPhone XR,iPhone 11 Pro Max",
    "--orientations", "portrait", "--sheet", folder.path + "/",
  ])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains("note: 3 contact sheets written to \(folder.path)/, one per scene"))
  // The two controllers and the Settings table's prototype cell (`Settings › NameCell`).
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  #expect(files == ["Profile.svg", "Settings-NameCell.svg", "Settings.svg"])
  // Each sheet holds its own scene on both devices, and nothing of another scene.
  for (file, scene) in zip(files, ["Profile", "Settings › NameCell", "Settings"]) {
    let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    #expect(svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"cell\"") }.count == 2)
    #expect(svg.contains("Profile.storyboard › \(scene)</text>"), "\(file)")
    #expect(!svg.contains(": iPhone"), "\(file): cells name no scene")
  }
}

@Test("plumb check --sheet folder/ where a file of that name exists fails before the run")
func sheetFolderThatIsAFile() throws {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-sheets-\(UUID().uuidString)")
  try Data().write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let run = try runPlumb([
    "check", fixtures + "Profile.storyboard", "--sheet", file.path + "/",
  ])
  #expect(run.status == 2)
  #expect(run.stderr.contains("cannot write \(file.path): it is a file, not a directory"))
  // Found before the run: no table was printed.
  #expect(run.stdout.isEmpty)
}
