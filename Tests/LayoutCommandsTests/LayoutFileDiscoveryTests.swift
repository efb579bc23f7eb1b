import Foundation
import LayoutCommands
import TemporaryFolder
import Testing

@Suite("Finding the layout files to check")
struct LayoutFileDiscoveryTests {
  @Test(
    "A directory gives every .yaml, .yml and .json file inside it, at any depth, sorted, hidden ones skipped"
  )
  func directoryIsSearchedRecursivelyAndSorted() throws {
    let fixtures = try TemporaryFolder([
      "b.yaml": "", "a.yml": "", "sub/deeper/c.JSON": "", "sub/a.yaml": "", "notes.txt": "",
      "README.md": "",
      ".hidden/x.yaml": "", "sub/.secret.yaml": "",
    ])
    let root = fixtures.directory.path
    let files = try LayoutFileDiscovery.files(in: [root])
    // Sorted by Unicode scalar: "a.yml" < "b.yaml" < "sub/a.yaml" < "sub/deeper/c.JSON".
    #expect(
      files == ["a.yml", "b.yaml", "sub/a.yaml", "sub/deeper/c.JSON"].map { root + "/" + $0 })
  }

  @Test(
    "Files keep the form they were given in, a file named twice is checked once, and a named file needs no layout extension"
  )
  func namedFilesAreKeptInOrder() throws {
    let fixtures = try TemporaryFolder(["z.yaml": "", "layout.txt": "", "dir/a.yaml": ""])
    let z = fixtures.path("z.yaml")
    let txt = fixtures.path("layout.txt")
    let dir = fixtures.path("dir")
    let files = try LayoutFileDiscovery.files(in: [z, txt, dir + "/", z])
    #expect(files == [z, txt, dir + "/a.yaml"])
  }

  @Test("An app's folder gives its storyboard, xib and layout file, not its asset catalog's JSON")
  func appFolder() throws {
    let fixtures = try TemporaryFolder([
      "App/Profile.storyboard": "", "App/Card.xib": "", "App/screen.yaml": "",
      "App/README.md": "# App",
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{\"images\": []}",
    ])
    let app = fixtures.path("App")
    #expect(
      try LayoutFileDiscovery.files(in: [app])
        == ["Card.xib", "Profile.storyboard", "screen.yaml"].map { app + "/" + $0 })
  }

  @Test(
    "A directory's JSON and YAML that is plainly no layout is set apart; a named file and an unreadable one are checked"
  )
  func otherFilesAreSetApart() throws {
    let fixtures = try TemporaryFolder([
      "App/screen.yaml": "views:\n  a: {}\n",
      "App/Stubs/artwork.json": "{\"title\": \"Fig. 4\", \"artist\": {\"id\": \"x\"}}",
      "App/Stubs/list.json": "[1, 2]",
      "App/ci.yml": "steps:\n  - run: make\n",
      "App/broken.yaml": "views: [",
      "App/empty.json": "",
    ])
    let app = fixtures.path("App")
    let found = try LayoutFileDiscovery.find(in: [app, fixtures.path("App/Stubs/list.json")])
    // A file given by name is checked whatever it holds; the walk sets apart only what parses as
    // something with no layout section (`title:` alone is not one).
    #expect(
      found.files
        == ["broken.yaml", "empty.json", "screen.yaml"].map { app + "/" + $0 }
        + [fixtures.path("App/Stubs/list.json")])
    // Sorted by Unicode scalar ("S" < "c"); the named list.json is checked, not set apart.
    #expect(found.otherFiles == [app + "/Stubs/artwork.json", app + "/ci.yml"])
  }

  @Test("A link from inside a directory back up to it is not followed, so the search ends")
  func linkLoopEnds() throws {
    let fixtures = try TemporaryFolder(["sub/a.yaml": ""])
    try FileManager.default.createSymbolicLink(
      atPath: fixtures.path("sub/loop"), withDestinationPath: fixtures.directory.path)
    #expect(
      try LayoutFileDiscovery.files(in: [fixtures.directory.path]) == [
        fixtures.directory.path + "/sub/a.yaml"
      ])
  }

  @Test(
    "A directory without layout files, a missing path and an empty list are errors, not empty passes"
  )
  func nothingToCheckIsAnError() throws {
    let fixtures = try TemporaryFolder(["notes.txt": ""])
    let empty = fixtures.directory.path
    #expect(throws: LayoutFileDiscoveryError(path: empty, problem: .noLayoutFiles)) {
      try LayoutFileDiscovery.files(in: [empty])
    }
    let missing = fixtures.path("missing.yaml")
    #expect(throws: LayoutFileDiscoveryError(path: missing, problem: .notFound)) {
      try LayoutFileDiscovery.files(in: [missing])
    }
    #expect(throws: LayoutFileDiscoveryError(path: "", problem: .noPaths)) {
      try LayoutFileDiscovery.files(in: [])
    }
    #expect(
      LayoutFileDiscoveryError(path: empty, problem: .noLayoutFiles).description.contains(
        "no layout file"))
  }
}
