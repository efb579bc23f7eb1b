import AutoLayout
import InterfaceBuilder
import LayoutCore

/// Controllers embedded in another scene's container view (an `embed` segue), laid out in the
/// container as their host lays it out on the scenario's device.
extension StoryboardWindow {
  /// The frame, in window coordinates, of the container view that embeds `scene` (or the
  /// container controller whose child it is) as its host scene is laid out in `environment`;
  /// nil for a scene embedded in no container view with a saved frame, and on Interface
  /// Builder's canvas, which draws an embedded controller as a scene of its own.
  ///
  /// UIKit sizes an embedded controller's view to its container view
  /// (Documentation/Facts/Containers.md#embedded-controllers), and the container is laid out by
  /// its host's constraints on that device: on a device other than the design one the saved
  /// frame is the wrong size. The hosts of hosts are walked in a loop with a visited set
  /// (an embedding cycle ends), then laid out outermost first, each in the container frame
  /// the one before it gives. Where a host does not show the container (not installed in these
  /// size classes), the container's saved frame stands. A host already laid out in this
  /// scenario in the same container frame is taken from `hosts`, not laid out again.
  static func containerFrame(
    of scene: IBScene, in document: IBDocument, file: String, environment: ScenarioEnvironment,
    hosts: HostLayouts
  ) throws(IBError) -> Rect? {
    guard !environment.isInterfaceBuilderCanvas else { return nil }
    var chain: [(embedding: IBEmbedding, host: IBScene)] = []
    var visited: Set<String> = [scene.id]
    var current = scene
    while let embedding = current.bars.embedding, visited.insert(embedding.hostID).inserted,
      let host = document.scene(id: embedding.hostID)
    {
      chain.append((embedding, host))
      current = host
    }
    var frame: Rect?
    for (embedding, host) in chain.reversed() {
      let window = try hosts.window(of: host, in: frame) { () throws(IBError) in
        try StoryboardWindow(
          host, of: document, file: file, environment: environment, cellSize: nil,
          containerFrame: frame)
      }
      frame = window.windowFrame(ofView: embedding.containerID) ?? embedding.frame
    }
    return frame
  }

  /// The frame in window coordinates of the view whose IB id is `id`, if it is installed.
  func windowFrame(ofView id: String) -> Rect? {
    built.first { $0.model.id == id }.flatMap { windowFrames()[ObjectIdentifier($0.view)] }
  }
}
