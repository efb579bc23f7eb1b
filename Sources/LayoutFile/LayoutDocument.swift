import LayoutCore

/// A layout file, read: views, layout guides and constraints, each with where it came from so
/// that problems found later (building, checking) can still point at the file.
///
/// A plain value (`Sendable`): `plumb check` builds one window per device from the same document
/// on several threads at once.
public struct LayoutDocument: Hashable, Sendable {
  /// A view of the file.
  public struct ViewSpec: Hashable, Sendable {
    /// The view's name, used in constraints and shown in pictures.
    public var name: String
    /// The name of the view it is a subview of; `window` for the window.
    public var parent: String
    /// A CSS colour (a name such as `gold` or `#rrggbb`), if the view is filled.
    public var color: String?
    /// The view's intrinsic content size; a dimension of `nil` has no intrinsic metric.
    public var intrinsicSize: (width: Double?, height: Double?)?
    /// Text whose size is the view's intrinsic size (an estimate: see ``textSize(_:)``).
    public var text: String?
    /// Whether the view may leave the safe area (a background) without `check` failing.
    public var ignoresSafeArea: Bool
    /// Whether the display's rounded corners and sensor housing may cover part of the view (a
    /// full-bleed background) without `check` failing.
    public var allowsClipping: Bool
    /// What the view is: plain, a stack, a label or a scroll view.
    public var kind: ViewKind = .plain
    /// Whether the view is hidden (`isHidden`); a hidden arranged view gives up its place.
    public var isHidden = false
    /// Whether the view may overlap its siblings (a badge on an image) without `check` failing.
    public var overlaps = false
    /// The gap after this view in its stack, replacing the stack's spacing there
    /// (`setCustomSpacing(_:after:)`), if set.
    public var spacingAfter: Double?
    /// Content hugging priorities that replace UIKit's defaults.
    public var hugging = AxisPriorities()
    /// Compression resistance priorities that replace UIKit's defaults.
    public var compressionResistance = AxisPriorities()
    /// The size classes the view is installed for; `nil` for all.
    public var when: TraitCondition?
    /// Where the view's entry starts.
    public var location: SourceLocation

    /// Creates a view entry.
    public init(
      name: String, parent: String = "window", color: String? = nil,
      intrinsicSize: (width: Double?, height: Double?)? = nil, text: String? = nil,
      ignoresSafeArea: Bool = false, allowsClipping: Bool = false,
      location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
      self.name = name
      self.parent = parent
      self.color = color
      self.intrinsicSize = intrinsicSize
      self.text = text
      self.ignoresSafeArea = ignoresSafeArea
      self.allowsClipping = allowsClipping
      self.location = location
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.name == b.name && a.parent == b.parent && a.color == b.color
        && a.intrinsicSize?.width == b.intrinsicSize?.width
        && a.intrinsicSize?.height == b.intrinsicSize?.height && a.text == b.text
        && a.ignoresSafeArea == b.ignoresSafeArea && a.allowsClipping == b.allowsClipping
        && a.location == b.location && a.kind == b.kind && a.isHidden == b.isHidden
        && a.overlaps == b.overlaps && a.spacingAfter == b.spacingAfter && a.hugging == b.hugging
        && a.compressionResistance == b.compressionResistance && a.when == b.when
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// A layout guide of the file, owned by a view.
  public struct GuideSpec: Hashable, Sendable {
    /// The guide's name.
    public var name: String
    /// The view that owns it; `window` for the window.
    public var owner: String
    /// Where the guide's entry starts.
    public var location: SourceLocation

    /// Creates a guide entry.
    public init(
      name: String, owner: String = "window",
      location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
      self.name = name
      self.owner = owner
      self.location = location
    }
  }

  /// A constraint line: an equation or a Visual Format Language string.
  public struct ConstraintLine: Hashable, Sendable {
    /// The text as written.
    public var text: String
    /// Where the text starts in the file (its first character).
    public var location: SourceLocation
    /// The size classes the line is installed for; `nil` for all.
    public var when: TraitCondition?
    /// Creates a line.
    public init(text: String, location: SourceLocation, when: TraitCondition? = nil) {
      self.text = text
      self.location = location
      self.when = when
    }
  }

  /// The file's name, for errors.
  public var file: String
  /// The file's full text, for errors found after reading (building, activation).
  public var source: String
  /// A title for tables and pictures.
  public var title: String?
  /// The device `render` uses when none is given.
  public var device: String?
  /// The orientation `render` uses when none is given.
  public var orientation: String?
  /// The aspect ratio (width / height) of the window's aspect-fit guide, if set.
  public var aspectFitRatio: Double?
  /// Whether `window` stands for a view controller's root view (`root: viewController`), whose
  /// layout margins are the system's minimum for the device (16 or 20 pt beside the safe area),
  /// rather than a bare window's 8 pt.
  public var rootIsViewController = false
  /// The container view controllers the view controller sits in (`in:`), whose bars move its
  /// safe area; nil when the file names none.
  public var containers: ViewControllerContainers?
  /// Views, parents before children.
  public var views: [ViewSpec]
  /// Layout guides.
  public var guides: [GuideSpec]
  /// Equations, in file order.
  public var equations: [ConstraintLine]
  /// Visual Format Language strings, in file order.
  public var visualFormats: [ConstraintLine]
  /// The SwiftUI view tree of a `body:` section, if the file has one instead of views and
  /// constraints.
  public var body: ViewBody?

  /// Creates a document.
  public init(
    file: String, source: String = "", title: String? = nil, device: String? = nil,
    orientation: String? = nil, aspectFitRatio: Double? = nil, views: [ViewSpec] = [],
    guides: [GuideSpec] = [], equations: [ConstraintLine] = [], visualFormats: [ConstraintLine] = []
  ) {
    self.file = file
    self.source = source
    self.title = title
    self.device = device
    self.orientation = orientation
    self.aspectFitRatio = aspectFitRatio
    self.views = views
    self.guides = guides
    self.equations = equations
    self.visualFormats = visualFormats
  }
}

/// The size text takes in the built-in estimate: 17-point system text at an average advance of
/// 9 points per character and a 22-point line. Only an estimate — Plumb ships no font rasteriser
/// — but fixed, so layouts and snapshots are the same everywhere.
public func textSize(_ text: String) -> Size {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let longest = lines.map(\.count).max() ?? 0
  return Size(width: Double(longest) * 9, height: Double(max(1, lines.count)) * 22)
}
