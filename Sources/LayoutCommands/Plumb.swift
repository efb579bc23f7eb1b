import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutCore
import LayoutFile
import LayoutPipeline
import LayoutReports

/// `plumb`: lay out a layout file on real iPhones and iPads, draw it, and check it everywhere.
public struct Plumb: ParsableCommand {
  /// The command's help and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "plumb",
    abstract: "Auto Layout on every iPhone and iPad, from a text file.",
    discussion: """
      Write a layout down (YAML or JSON: views, guides, equations such as \
      `player.width == player.height * 21/9 @750`), see it on a device, and check it on all.

      Examples:
        plumb demo
        plumb render Examples/000-media-player.yaml --device "iPhone 14 Pro" --orientation landscapeLeft -o player.svg
        plumb check Examples/004-square.yaml
        plumb check Examples --report junit plumb.xml
        plumb devices
        plumb export Examples/000-media-player.yaml > system.json

      Exit status:
        0   success (for `check`: every layout passed)
        1   `check` found a failing layout
        2   a malformed layout file; an unknown device, orientation or path;
            a filter or directory that matches nothing; an unwritable output
        64  a malformed command line (unknown option, missing argument)

      Shell completion: `plumb --generate-completion-script bash` (or zsh, fish).
      """,
    version: plumbVersion,
    subcommands: [
      Demo.self, Render.self, Check.self, Devices.self, Export.self, Preview.self, Explain.self,
    ])

  /// Creates the command (ArgumentParser's requirement).
  public init() {}
}

/// `plumb demo`: seed 000 on iPhone 14 Pro in landscape.
public struct Demo: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Lay out the built-in media-player example and draw it.",
    discussion: """
      Seed 000: a 21:9 player in the window's aspect-fit guide (gold) and the same ratio fitted \
      in the ordinary safe area (black), on iPhone 14 Pro in landscape. Prints both rectangles \
      and writes a picture.

      Examples:
        plumb demo
        plumb demo -o /tmp/demo.svg
      """)

  /// Where the picture goes.
  @Option(
    name: .shortAndLong, help: "Where to write the picture (.svg, or .png with rsvg-convert).")
  var output = "plumb-demo.svg"

  /// Creates the command.
  public init() {}

  /// Runs it.
  public func run() throws {
    let document: LayoutDocument
    do {
      document = try LayoutDocument.parse(demoLayout, file: "demo.yaml")
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
    let result = try layOut(
      document, in: Scenario(device: .iPhone14Pro, orientation: .landscapeLeft))
    let frames = Dictionary(uniqueKeysWithValues: result.items.map { ($0.name, $0.frame) })
    func line(_ label: String, _ name: String) -> String {
      guard let f = frames[name] else { return "\(label): missing" }
      return "\(label)\(num(f.width)) × \(num(f.height)) at (\(num(f.minX)), \(num(f.minY)))"
    }
    print("iPhone 14 Pro, landscapeLeft: 21:9 content")
    print(line("  aspect-fit guide:        ", "aspectFit"))
    print(line("  player in the guide:     ", "player"))
    print(line("  same ratio in safe area: ", "letterbox"))
    try writePicture(result.svg(), to: output)
    print("wrote \(output)")
  }
}

/// A number as tables show it: at most three decimals.
private func num(_ value: Double) -> String { formatted(value, decimals: 3) }

/// `plumb render FILE`.
public struct Render: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Lay out a file on one device and print the frames; optionally draw it.",
    discussion: """
      Frames are in the window's coordinates, in points, followed by what `plumb check` finds on \
      this device (conflicts, ambiguity, sizes, the safe area, the display), each with the file \
      lines of the constraints responsible; exits with status 1 if any is an error. The picture \
      shows each view filled with its colour and labelled, guides dashed, the device outline \
      with its corners and sensor housing, and the area outside the safe area shaded. Every \
      scenario `plumb check` lists can be rendered alone: the same words, one value each \
      (--split-view, --content-size, --keyboard).

      Examples:
        plumb render Examples/000-media-player.yaml
        plumb render Examples/004-square.yaml --device "iPhone SE" --orientation portrait -o square.svg
        plumb render Examples/002-equal-spacing.yaml --format json
        plumb render Examples/005-sign-in-form.yaml --keyboard --content-size AX3
      """)

  @Argument(help: "The layout file (YAML or JSON), or a .storyboard or .xib.") var file: String
  @Option(
    help:
      "For a storyboard or xib: the scene (storyboard identifier, title or id); default: the first."
  ) var scene: String?
  @OptionGroup var scenarioOptions: ScenarioOptions<OneScenario>
  @Option(name: .shortAndLong, help: "Write a picture: .svg, or .png with rsvg-convert.")
  var output: String?
  @Option(help: "table or json.") var format: OutputFormat = .table
  @Option(
    help:
      "Write the preview page (as `plumb preview` shows it) as static files into this directory.")
  var html: String?
  @Flag(
    help: """
      For a storyboard or xib on its own device: lay it out as Interface Builder's canvas draws \
      it (the insets the saving Xcode simulates), the layout its `misplaced` check compares with.
      """)
  var canvas = false

  /// Output formats.
  public enum OutputFormat: String, ExpressibleByArgument, Sendable { case table, json }

  /// Creates the command.
  public init() {}

  /// Runs it.
  public func run() throws {
    try checkWritable(output)
    try checkWritable(html, directory: true)
    let source = try loadSource(file)
    let scenario = try scenarioOptions.scenario(over: source.defaultScenario)
    let result = try layOut(
      selectScene(scene, of: source), in: scenario,
      options: Pipeline.Options(check: true, canvas: canvas))
    print(format == .json ? result.json() : result.table())
    if let output { try writePicture(result.svg(), to: output) }
    if let html {
      let scenarios =
        scenarioOptions.isSet
        ? [scenario]
        : try ScenarioOptions<ManyScenarios>().scenarios(
          devices: PreviewDefaults.devices, orientations: PreviewDefaults.orientations)
      try writeHTMLPreview(file: file, scenarios: scenarios, to: html)
    }
    // The same findings as `plumb check` on this one scenario, and the same exit status.
    if !result.passed { throw PlumbExit.checkFailed }
  }
}

/// `plumb devices`.
public struct Devices: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "List the device catalog.",
    discussion: """
      Examples:
        plumb devices
      """)

  /// Creates the command.
  public init() {}

  /// Runs it.
  public func run() throws {
    print(deviceTable(Device.all))
  }
}

/// `plumb export FILE`.
public struct Export: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Print the file's constraint system in the cassowary-bench/1 JSON format.",
    discussion: """
      The system is the window's solver after layout on the device: every variable, the \
      constraints Auto Layout made (the file's and the system's), and the edit variables. \
      Layout files of views and constraints, storyboards and xibs have one; a SwiftUI `body:` \
      is laid out by proposal and has none.

      Examples:
        plumb export Examples/000-media-player.yaml > system.json
        plumb export Examples/004-square.yaml --device "iPad Pro 11" -o square.json
        plumb export Main.storyboard --scene Login
      """)

  @Argument(help: "The layout file, or a .storyboard or .xib.") var file: String
  @Option(
    help:
      "For a storyboard or xib: the scene (storyboard identifier, title or id); default: the first."
  ) var scene: String?
  @OptionGroup var scenarioOptions: ScenarioOptions<OneScenario>
  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output:
    String?

  /// Creates the command.
  public init() {}

  /// Runs it.
  public func run() throws {
    try checkWritable(output)
    let source = try loadSource(file)
    // A SwiftUI body is laid out by proposal, not by constraints: there is no system to export.
    if source.kind == .swiftUIBody {
      try refuse(
        source, in: "export",
        because: "it has a SwiftUI `body:`, which has no constraint system to export",
        instead:
          "export a layout file of views and constraints, a storyboard or a xib; `plumb render` and `plumb check` take every kind of file"
      )
    }
    let scenario = try scenarioOptions.scenario(over: source.defaultScenario)
    let result = try layOut(
      selectScene(scene, of: source), in: scenario, options: Pipeline.Options(exportSystem: true))
    let text = String(decoding: result.constraintSystem?.jsonData() ?? Data(), as: UTF8.self)
    if let output { try write(Data((text + "\n").utf8), to: output) } else { print(text) }
  }
}
