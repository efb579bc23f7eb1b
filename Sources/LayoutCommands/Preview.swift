import ArgumentParser
import DeviceCatalog
import Dispatch
import Foundation
import LayoutFile
import LayoutPipeline
import PreviewServer

/// `plumb preview FILE…`: every chosen device and orientation side by side in the browser,
/// re-rendered as the file is edited or saved.
public struct Preview: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Show a layout on several devices at once in the browser, live.",
    discussion: """
      Starts a web server on this machine (127.0.0.1 and a free port unless told otherwise) \
      and prints its URL. The page shows the file on each device and orientation, lists and \
      outlines what `plumb check` finds, and has an editor whose changes re-render as you type \
      (they are not saved). Toggles above the pictures choose the devices, orientations, \
      Dynamic Type sizes and keyboard; the pointer over a view shows its frame and every \
      constraint that involves it, with its line and whether it holds. Saving the file on disk \
      re-renders every open page. Press Control-C to stop.

      Examples:
        plumb preview Examples/000-media-player.yaml
        plumb preview Examples/*.yaml --devices "iPhone SE (3rd generation),iPad Pro 11-inch (4th generation)"
        plumb preview layout.yaml --port 8080 --orientations portrait
        plumb preview form.yaml --content-sizes L,AX3 --keyboard
      """)

  @Argument(
    help:
      "The files to show and watch: layout files (YAML or JSON), storyboards and xibs, or directories searched for them as `plumb check` searches them."
  )
  var files: [String]
  @Option(help: "The port; 0 picks a free one.") var port = 0
  @Option(help: "The address to listen on. Anything but loopback exposes the page to the network.")
  var host = "127.0.0.1"
  @OptionGroup var scenarioOptions: ScenarioOptions<ManyScenarios>

  /// Creates the command.
  public init() {}

  /// Checks the arguments before anything runs.
  public func validate() throws {
    guard !files.isEmpty else { throw ValidationError("Give at least one layout file.") }
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535.")
    }
  }

  /// Runs the server until interrupted.
  public func run() throws {
    for file in files where !FileManager.default.fileExists(atPath: file) {
      printError("error: cannot read \(file)")
      throw PlumbExit.invalidInput
    }
    // A directory is every source inside it, as `plumb check` walks it.
    let paths: [String]
    do {
      paths = try LayoutFileDiscovery.files(in: files)
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
    for file in paths where !FileManager.default.isReadableFile(atPath: file) {
      printError("error: cannot read \(file)")
      throw PlumbExit.invalidInput
    }
    let scenarios = try scenarioOptions.scenarios(
      devices: PreviewDefaults.devices, orientations: PreviewDefaults.orientations)
    let configuration = PreviewConfiguration(
      files: paths.map(WatchedFile.init(path:)), scenarios: scenarios, host: host, port: port)
    if !configuration.bindsLoopback {
      printError(
        "warning: listening on \(host): anyone who can reach this address can see your layout files; use the default 127.0.0.1 unless you mean it"
      )
    }
    // The root command is synchronous; the server runs in a task while this thread waits.
    let finished = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task {
      do {
        try await PreviewServer(configuration: configuration).run { url in
          // Written at once, unbuffered, so that a script reading the URL sees it now.
          FileHandle.standardOutput.write(
            Data("plumb preview: \(url)  (\(scenarios.count) scenarios; Control-C to stop)\n".utf8))
        }
      } catch {
        failure.set(error)
      }
      finished.signal()
    }
    finished.wait()
    if let error = failure.get() {
      printError("error: the preview server stopped: \(error)")
      throw PlumbExit.invalidInput
    }
  }
}

/// The devices and orientations a preview shows unless told otherwise: few enough to re-render
/// on every keystroke, spanning the smallest iPhone to an iPad.
enum PreviewDefaults {
  static let devices =
    "iPhone SE (3rd generation),iPhone 14 Pro,iPhone 16 Pro Max,iPad Pro 11-inch (4th generation)"
  static let orientations = "portrait,landscapeLeft"
}

/// `plumb render FILE --html DIR`: the preview page as static files. With `--device` it shows
/// that scenario; otherwise the preview's default devices in portrait and landscape.
func writeHTMLPreview(file: String, scenarios: [Scenario], to directory: String) throws {
  guard let data = FileManager.default.contents(atPath: file),
    let text = String(data: data, encoding: .utf8)
  else {
    printError("error: cannot read \(file) as UTF-8 text")
    throw PlumbExit.invalidInput
  }
  let update = PreviewRenderer(scenarios: scenarios).render(text, name: file, file: 0)
  do {
    try StaticExport(updates: [update]).write(to: directory)
  } catch {
    printError("error: cannot write \(directory): \(error.localizedDescription)")
    throw PlumbExit.invalidInput
  }
}

/// The server task's error, handed to the waiting thread.
private final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var error: (any Error)?
  func set(_ error: any Error) { lock.withLock { self.error = error } }
  func get() -> (any Error)? { lock.withLock { error } }
}
