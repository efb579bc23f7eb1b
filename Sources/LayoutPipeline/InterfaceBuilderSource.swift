import DeviceCatalog
import InterfaceBuilder

extension Pipeline {
  /// Lays out one scene of an Interface Builder document for `scenario`
  /// (``run(_:in:options:)`` of the document with that scene alone): the same findings as a
  /// layout file's, plus **misplaced** when the scenario is the document's own device and
  /// orientation (``defaultScenario(for:)``).
  ///
  /// - Throws: ``InterfaceBuilder/IBError`` when Auto Layout refuses one of the constraints, or
  ///   the scenario cannot be shown on its device.
  package static func run(
    _ scene: IBScene, of document: IBDocument, file: String, in scenario: Scenario,
    options: Options = Options()
  ) throws(IBError) -> LayoutResult {
    let source = Source.interfaceBuilder(
      document.keepingOnly([scene]), file: file,
      own: InterfaceBuilderDevice(document, file: file).scenario)
    do {
      return try Pipeline.run(source, in: scenario, options: options)[0]
    } catch {
      throw error.interfaceBuilderError
    }
  }

  /// Checks every scene of `document` in every scenario, scene by scene
  /// (``check(_:in:options:progress:)`` of the document).
  package static func check(
    _ document: IBDocument, file: String, in scenarios: [Scenario],
    options: Options = Options(check: true)
  ) throws(IBError) -> [LayoutResult] {
    let source = Source.interfaceBuilder(
      document, file: file, own: InterfaceBuilderDevice(document, file: file).scenario)
    do {
      return try check(source, in: scenarios, options: options)
    } catch {
      throw error.interfaceBuilderError
    }
  }
}
