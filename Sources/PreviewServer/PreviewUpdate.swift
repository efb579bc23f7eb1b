import LayoutFile
import LayoutPipeline

/// What the page shows for one watched file: a picture per scenario with its views and
/// findings, or the file's error. Sent as JSON over the WebSocket and embedded in the static
/// export; every number comes from the pipeline's ``LayoutPipeline/LayoutResult``.
public struct PreviewUpdate: Codable, Hashable, Sendable {
  /// A laid-out view or guide, for the page's hover: its name and frame in window points.
  public struct Item: Codable, Hashable, Sendable {
    /// The name in the file.
    public var name: String
    /// "view", "guide", … (``LayoutCore/FrameTree/Kind``'s raw value).
    public var kind: String
    /// x, y, width, height in the window's coordinates.
    public var frame: [Double]
  }

  /// A finding as the page lists it and outlines it on the picture.
  public struct Problem: Codable, Hashable, Sendable {
    /// The finding's kind ("unsatisfiable", "ambiguous", …).
    public var kind: String
    /// "error" or "warning".
    public var severity: String
    /// The views involved.
    public var items: [String]
    /// What is wrong.
    public var message: String
    /// The constraints responsible, as written, with their lines.
    public var constraints: [String]
    /// Rectangles (x, y, width, height, window points) to outline on the picture.
    public var evidence: [[Double]]
  }

  /// A constraint that involves a view, for the page's hover (``LayoutPipeline/ConstraintState``).
  public struct Constraint: Codable, Hashable, Sendable {
    /// The file line, or 0 for one a container made.
    public var line: Int
    /// The constraint as written.
    public var text: String
    /// "satisfied", "unsatisfied", "broken" or "inactive".
    public var status: String
    /// By how many points the frames miss it.
    public var shortfall: Double
  }

  /// One group of toggles: a trait the scenarios vary over, what it offers and what is chosen.
  public struct Toggle: Codable, Hashable, Sendable {
    /// The dimension's key ("contentSize"), as an edit's selection names it.
    public var key: String
    /// The group's heading.
    public var label: String
    /// The values offered.
    public var options: [ScenarioDimension.Option]
    /// The values this update was laid out with.
    public var selected: [String]
  }

  /// One scenario: a device in one orientation, text size and keyboard state.
  public struct Panel: Codable, Hashable, Sendable {
    /// "iPhone 14 Pro".
    public var device: String
    /// "portrait", "landscapeLeft", …
    public var orientation: String
    /// The scenario's value in every toggle's dimension, by key.
    public var conditions: [String: String]
    /// "iPhone 14 Pro · portrait, accessibilityLarge, keyboard".
    public var title: String
    /// The pipeline's picture (``LayoutReports/LayoutResult/svg()``).
    public var svg: String
    /// Every item with its frame.
    public var items: [Item]
    /// The constraints that involve each item (itself or its guides), by the item's name
    /// (``LayoutPipeline/LayoutResult/constraints(affecting:)``).
    public var constraints: [String: [Constraint]]
    /// What the pipeline's check found.
    public var findings: [Problem]
  }

  /// A file that does not lay out: where and why, as ``LayoutFile/LayoutFileError`` says.
  public struct FileProblem: Codable, Hashable, Sendable {
    /// 1-based line; 0 when the problem has no place in the file.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String
    /// The offending line.
    public var lineText: String
  }

  /// Which watched file (its index in the command line's list).
  public var file: Int
  /// The file's name as given.
  public var name: String
  /// The client's edit number this answers, or `nil` for the file read from disk.
  public var seq: Int?
  /// The text that was laid out.
  public var source: String
  /// One panel per scenario; empty when ``problem`` is set.
  public var panels: [Panel]
  /// The file's error, if it does not lay out.
  public var problem: FileProblem?
  /// The toggles, with the values this update was laid out with.
  public var toggles: [Toggle] = []
  /// The session's number for this update, which a limits request names (``LimitsRequest``);
  /// `nil` in a static export, which asks for no limits.
  public var revision: Int?
  /// Where each panel was laid out and what it found, kept by the server to answer a limits
  /// request; not sent to the page.
  var origins: [PanelOrigin] = []

  enum CodingKeys: String, CodingKey {
    case file, name, seq, source, panels, problem, toggles, revision
  }

  /// Equal as the page reads them: the server's own ``origins`` do not count.
  public static func == (a: PreviewUpdate, b: PreviewUpdate) -> Bool {
    (a.file, a.name, a.seq, a.source) == (b.file, b.name, b.seq, b.source)
      && (a.panels, a.problem, a.toggles, a.revision) == (
        b.panels, b.problem, b.toggles, b.revision
      )
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(name)
    hasher.combine(seq)
    hasher.combine(source)
    hasher.combine(panels)
    hasher.combine(problem)
    hasher.combine(toggles)
    hasher.combine(revision)
  }
}

/// Where a panel was laid out and its findings as a limits search follows them: the scenario
/// a search starts from, and each finding's scene, kind and items.
struct PanelOrigin: Hashable, Sendable {
  /// The panel's scenario.
  var scenario: Scenario
  /// The scene's title when the scenario laid out several scenes (a storyboard), as the
  /// search names it; `nil` for one screen.
  var scene: String?
  /// The panel's findings, in the panel's order.
  var findings: [LimitFinding]
}

/// An edit the page sends: the editor's whole text for one file, numbered so that answers can be
/// matched to edits.
public struct PreviewEdit: Codable, Hashable, Sendable {
  /// Which watched file.
  public var file: Int
  /// The editor's text.
  public var text: String
  /// The page's running edit number.
  public var seq: Int
  /// The toggles changed with this edit, by dimension key; the others keep their values.
  public var selection: ScenarioSelection?

  /// Creates an edit.
  public init(file: Int, text: String, seq: Int, selection: ScenarioSelection? = nil) {
    self.file = file
    self.text = text
    self.seq = seq
    self.selection = selection
  }
}
