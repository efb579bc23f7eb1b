import DeviceCatalog
import Foundation
import LayoutPipeline
import PreviewServer

/// The package's root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The media-player example's text.
func mediaPlayerText() throws -> String {
  try String(
    contentsOf: packageRoot.appendingPathComponent("Examples/000-media-player.yaml"),
    encoding: .utf8)
}

/// Two scenarios: enough to see "every device" without slowing debug tests.
let twoScenarios = [
  Scenario(device: .iPhone14Pro, orientation: .portrait),
  Scenario(device: .iPhone14Pro, orientation: .landscapeLeft),
]

/// A fresh directory holding a copy of the media-player example, removed by the caller.
func scratchCopy() throws -> (directory: URL, file: URL) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-preview-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent("layout.yaml")
  try Data(mediaPlayerText().utf8).write(to: file)
  return (directory, file)
}

/// A server on loopback and a free port watching `file`.
func server(watching file: URL, limits: PreviewLimits = PreviewLimits()) -> PreviewServer {
  PreviewServer(
    configuration: PreviewConfiguration(
      files: [WatchedFile(path: file.path)], scenarios: twoScenarios, limits: limits))
}

/// The JSON the server sends, decoded.
func decodeUpdate(_ text: String) -> PreviewUpdate? {
  try? JSONDecoder().decode(PreviewUpdate.self, from: Data(text.utf8))
}
