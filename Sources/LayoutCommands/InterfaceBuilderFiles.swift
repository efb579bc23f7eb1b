import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline

/// `.storyboard` and `.xib` files in `plumb render` (`plumb check` reads them through
/// ``LayoutPipeline/Pipeline/check(files:in:progress:)``): read with
/// ``InterfaceBuilder/IBReader``, laid out scene by scene through the same pipeline as layout
/// files. Warnings about what the reader skipped go to standard error.
enum InterfaceBuilderFiles {
  /// Whether `path` is an Interface Builder document.
  static func handles(_ path: String) -> Bool { IBReader.canRead(path: path) }

  /// Reads the document, printing its warnings, or prints its error and exits with status 2.
  static func load(_ path: String) throws -> IBDocument {
    do {
      let document = try IBReader.read(contentsOfFile: path)
      for warning in document.warnings { printError(warning.description) }
      if let warning = InterfaceBuilderDevice(document, file: path).warning {
        printError(warning.description)
      }
      guard !document.scenes.isEmpty else {
        printError("\(path): error: the document has no scene with a view to lay out")
        throw PlumbExit.invalidInput
      }
      return document
    } catch let error as IBError {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
  }

  /// `plumb render FILE.storyboard --scene NAME`: one scene (the first when no name is given)
  /// on the given device, else the document's own, else iPhone 14 Pro.
  static func render(
    _ path: String, scene sceneName: String?, device: String?, orientation: String?, json: Bool,
    output: String?
  ) throws {
    let document = try load(path)
    guard let scene = sceneName.map({ document.scene(named: $0) }) ?? document.scenes.first else {
      printError(
        "error: no scene named \(sceneName ?? "")\n  hint: the scenes are \(document.scenes.map(\.name).joined(separator: ", "))"
      )
      throw PlumbExit.invalidInput
    }
    let own = Pipeline.defaultScenario(for: document)
    var scenario =
      try own
      ?? Scenario(
        device: lookUp { () throws(DeviceLookupError) in try Device.lookup(InterfaceBuilderDevice.fallbackDeviceName) })
    if let device {
      scenario.device = try lookUp { () throws(DeviceLookupError) in try Device.lookup(device) }
    }
    if let orientation {
      scenario.orientation = try lookUp { () throws(DeviceLookupError) in
        try Orientation.lookup(orientation)
      }
    }
    let result = try layOut { () throws(IBError) in
      try Pipeline.run(
        scene, of: document, file: path, in: scenario, options: Pipeline.Options(check: true))
    }
    print(json ? result.json() : result.table())
    if let output { try writePicture(result.svg(), to: output) }
    if !result.passed { throw PlumbExit.checkFailed }
  }

  private static func layOut<T>(_ work: () throws(IBError) -> T) throws -> T {
    do {
      return try work()
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
  }
}
