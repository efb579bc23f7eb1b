import LayoutPipeline
import SVGRendering

extension LayoutResult {
  /// The result drawn on its device: the display with its corners, sensor housing and unsafe
  /// area, every view and guide, captioned with the title and the scenario.
  public func svg() -> String {
    let caption = [title, scenario.description].compactMap { $0 }.joined(separator: " · ")
    return SVGRenderer(device: screen).render(frames, caption: caption)
  }
}
