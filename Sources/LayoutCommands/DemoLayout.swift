/// The layout `plumb demo` draws: `Examples/000-media-player.yaml`, embedded so the demo needs
/// no files (a test keeps the two identical).
public let demoLayout = #"""
  # Seed 000 (Keith Harrison, "Aspect Fit Layout Guide"): 21:9 content in the window's
  # aspect-fit guide (gold), and the same ratio fitted in the ordinary safe area (black).
  title: "Seed 000: media player in the aspect-fit guide"
  device: iPhone 14 Pro
  orientation: landscapeLeft
  aspectFit: 21/9
  views:
    # The aspect-fit guide may use the home indicator's strip: outside the safe area, inside
    # the display.
    player: { color: gold, ignoresSafeArea: true }
    letterbox: { color: black }
  constraints:
    # Centred in the guide, never larger, as wide as the other constraints allow.
    - player.centerX == aspectFit.centerX
    - player.centerY == aspectFit.centerY
    - player.width <= aspectFit.width
    - player.height <= aspectFit.height
    - player.width == aspectFit.width @250
    - player.width == player.height * 21/9
    # The same recipe in the safe area.
    - letterbox.centerX == safeArea.centerX
    - letterbox.centerY == safeArea.centerY
    - letterbox.width <= safeArea.width
    - letterbox.height <= safeArea.height
    - letterbox.width == safeArea.width @250
    - letterbox.width == letterbox.height * 21/9

  """#
