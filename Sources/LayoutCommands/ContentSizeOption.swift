import DeviceCatalog
import LayoutPipeline

/// The scenarios `plumb check` runs: devices × orientations × `--content-sizes` × `--keyboard`.
/// An unknown content size is bad input (exit status 2).
func checkMatrix(
  devices: [Device], orientations: [Orientation]?, contentSizes: String, keyboard: Bool
) throws -> [Scenario] {
  do {
    return try Scenario.matrix(devices: devices, orientations: orientations, contentSizes: contentSizes, keyboard: keyboard)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}
