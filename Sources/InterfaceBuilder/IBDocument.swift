/// An Interface Builder document (`.storyboard` or `.xib`) as Plumb reads it: its "View as"
/// device and its scenes, plus a warning for each thing it read past.
///
/// Read one with ``IBReader/read(_:file:)``. Identity is by IB id everywhere: views, guides and
/// constraints keep the `id` Xcode wrote, so any finding can be looked up in Xcode.
public struct IBDocument: Hashable, Sendable {
  /// Which of the two document kinds this is.
  public enum Kind: String, Hashable, Sendable {
    /// A `.storyboard`: scenes, each with one view controller.
    case storyboard
    /// A `.xib`: top-level views, each read as a scene of its own.
    case xib
  }

  /// Storyboard or xib (from the root element's `type`).
  public var kind: Kind
  /// The device the document was last viewed as, the scenes' default scenario; nil if absent.
  public var device: IBDevice?
  /// The screens, in document order.
  public var scenes: [IBScene]
  /// Image sizes from `<resources>`, by image name (for image views' intrinsic sizes).
  public var imageSizes: [String: IBSize]
  /// One warning per element or attribute not modelled, at its first line.
  public var warnings: [IBWarning]
  /// The root's `toolsVersion`: the build of the Interface Builder that saved the file (24000
  /// and later for Xcode 26), whose controls' sizes its saved frames show; nil when absent or
  /// not a number.
  public var toolsVersion: Double? = nil
  /// The font files the app ships that `<customFonts>` names (`OpenSans-Regular.ttf`), in
  /// document order: Xcode lists there each file whose faces the document uses.
  public var customFontFiles: [String] = []
  /// The line of `<customFonts>` (0 when absent), where a font file's problem is reported.
  public var customFontsLine = 0

  /// Scenes not laid out, kept for those that are: an embedded controller's host
  /// (``keepingOnly(_:)``).
  public var otherScenes: [IBScene] = []

  /// The scene whose ``IBScene/id`` is `id`, laid out or kept, if any.
  public func scene(id: String) -> IBScene? {
    scenes.first { $0.id == id } ?? otherScenes.first { $0.id == id }
  }

  /// The document with only `kept` to lay out; the other scenes stay, for lookups by id.
  public func keepingOnly(_ kept: [IBScene]) -> IBDocument {
    var narrowed = self
    let ids = Set(kept.map(\.id))
    narrowed.otherScenes = otherScenes + scenes.filter { !ids.contains($0.id) }
    narrowed.scenes = kept
    return narrowed
  }

  /// The scene whose ``IBScene/name`` or ``IBScene/id`` is `name`, if any.
  public func scene(named name: String) -> IBScene? {
    scenes.first { $0.name == name } ?? scenes.first { $0.id == name }
  }
}

/// A width and a height in points, as written in the document.
public struct IBSize: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// The `<device>` element: the device and orientation Interface Builder shows the document on.
public struct IBDevice: Hashable, Sendable {
  /// Xcode's device id, such as `retina6_1` (iPhone 11/XR size).
  public var id: String
  /// `portrait` or `landscape` (portrait when absent, as Xcode writes nothing for it then).
  public var orientation: String
  /// The line of the element.
  public var line: Int
}
