import InterfaceBuilder
import LayoutCore

/// The host scenes one scenario has laid out to find the frames of their container views, so
/// that a host is laid out once however many embedded controllers (or cells inside them) ask
/// (``StoryboardWindow/containerFrame(of:in:file:environment:hosts:)``).
///
/// A host laid out for its container view's frame is the same window each time a scene asks
/// in a scenario: the document's scene of that id, on the same device, orientation, text size
/// and traits, in the same container frame of its own (nil where it is embedded in none). One
/// scenario's scenes share one of these (``Pipeline``); only windows laid out in the
/// scenario's run-time environment enter it, as Interface Builder's canvas embeds nothing. It
/// lives as long as the scenario's layout, on its thread.
final class HostLayouts {
  /// A host and the container frame it was laid out in (nil: none, it fills the window).
  private struct Key: Hashable {
    let hostID: String
    let containerFrame: Rect?
  }

  private var windows: [Key: StoryboardWindow] = [:]

  /// `host` laid out in `containerFrame`: the window laid out before, else the one `layOut`
  /// builds, kept for the next scene that asks.
  func window(
    of host: IBScene, in containerFrame: Rect?,
    layOut: () throws(IBError) -> StoryboardWindow
  ) throws(IBError) -> StoryboardWindow {
    let key = Key(hostID: host.id, containerFrame: containerFrame)
    if let window = windows[key] { return window }
    let window = try layOut()
    windows[key] = window
    return window
  }
}
