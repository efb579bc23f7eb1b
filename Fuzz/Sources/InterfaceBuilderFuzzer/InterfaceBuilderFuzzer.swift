// libFuzzer target: the storyboard and xib reader, and building its scenes into windows.
//
// Input: the file's bytes, as is (XMLParser reads the encoding the XML declares). They must
// either read, or throw an `IBError` whose line lies inside the file (0 for whole-file errors)
// and whose description renders. A document that reads must have only views, guides and
// constraints that resolve; its first scene (at most 200 views, to keep executions fast) must
// then build on iPhone XR in portrait — or throw such an error — and lay out.
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline

let phone = Device.all.first { $0.name == "iPhone XR" }

@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let lineCount = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }

  func checked(_ error: IBError) {
    guard error.line >= 0, error.line <= lineCount + 1, error.column >= 0 else {
      fatalError("error outside the file (\(lineCount) lines): \(error)")
    }
    _ = error.description
  }

  let document: IBDocument
  do {
    document = try IBReader.read(bytes, file: "fuzz.storyboard")
  } catch {
    checked(error)
    return 0
  }
  for warning in document.warnings { _ = warning.description }
  for scene in document.scenes {
    let ids = Set(scene.views.map(\.id)).union(scene.layoutGuides.map(\.id))
    for constraint in scene.constraints {
      guard ids.contains(constraint.firstItem), constraint.secondItem.map(ids.contains) ?? true
      else {
        fatalError("unresolved constraint \(constraint.id) read without an error")
      }
    }
  }
  guard let scene = document.scenes.first, scene.views.count <= 200, let phone else { return 0 }
  let scenario = Scenario(device: phone, orientation: .portrait)
  do {
    _ = try Pipeline.run(
      scene, of: document, file: "fuzz.storyboard", in: scenario, options: .init(check: false))
  } catch {
    checked(error)
  }
  return 0
}
