import InterfaceBuilder

/// One side of a component's size where the app shows it (``InterfaceBuilder/IBComponentSize``),
/// as the command line's project file reads it.
package typealias ComponentLength = IBComponentSize.Length

/// What an app's code does to one file's layout that the file cannot say, from the project
/// file: applied to the file as it is read, so every scenario lays out what the app shows.
package struct CodeAdjustments: Hashable, Sendable {
  /// Xib component views and the size the app's code shows them at.
  package struct ComponentSizing: Hashable, Sendable {
    /// The views: root view ids or classes, or File's Owner's class.
    package var names: [String]
    /// The size.
    package var size: IBComponentSize

    /// The views `names` names at `width` and `height` (`nil` for a design length), as said
    /// at `origin` (`.plumb.yml:12`).
    package init(
      names: [String], width: ComponentLength?, height: ComponentLength?, origin: String
    ) {
      self.names = names
      size = IBComponentSize(width: width, height: height, origin: origin)
    }
  }

  /// The tables of a class whose own code makes their rows self-size, read from the app's
  /// sources rather than said in a project file: the statement is reported at each table.
  package struct InferredRowHeight: Hashable, Sendable {
    /// The class: a table view controller's, or a table view's own.
    package var className: String
    /// The statement, as the report says it: `Settings.swift:42 sets tableView.rowHeight =
    /// UITableView.automaticDimension`.
    package var evidence: String

    /// The tables of `className`, self-sizing because of `evidence`.
    package init(className: String, evidence: String) {
      self.className = className
      self.evidence = evidence
    }
  }

  /// Views of a class whose own lifecycle code sets whether the view is hidden, read from the
  /// app's sources: Plumb cannot know whether they show, so what is found about them is partly
  /// checked.
  package struct HiddenByCode: Hashable, Sendable {
    /// The view's custom class.
    package var className: String
    /// The source file that says it, relative to the app's folder.
    package var file: String
    /// The assignment's 1-based line.
    package var line: Int
    /// The lifecycle method holding it (`awakeFromNib`).
    package var method: String
    /// The property as the language names it (`isHidden`, Objective-C's `hidden`).
    package var property: String

    /// The views of `className`, whose `method` sets `property` on `line` of `file`.
    package init(className: String, file: String, line: Int, method: String, property: String) {
      self.className = className
      self.file = file
      self.line = line
      self.method = method
      self.property = property
    }

    /// Why such a view's findings are partly checked, as the report says it.
    package var reason: String {
      "its class \(className) sets \(property) in \(method) (\(file):\(line)): whether it shows "
        + "is the app's code's"
    }
  }

  /// Tables whose rows the code sizes to their content, as a project file names them
  /// (``Source/sizeRowsAutomatically(inTablesNamed:inferredFrom:)``).
  package var automaticRowHeightTables: [String] = []
  /// Tables whose rows the code sizes to their content, as the app's sources say: applied
  /// after ``automaticRowHeightTables``, to the tables those do not name.
  package var inferredRowHeights: [InferredRowHeight] = []
  /// Components the code sizes (``Source/sizeComponents(named:to:)``), in the project file's
  /// order: a later entry naming the same view wins.
  package var componentSizes: [ComponentSizing] = []
  /// Classes whose code decides whether their views show, as the app's sources say.
  package var hiddenByCode: [HiddenByCode] = []

  package init(
    automaticRowHeightTables: [String] = [], inferredRowHeights: [InferredRowHeight] = [],
    componentSizes: [ComponentSizing] = [], hiddenByCode: [HiddenByCode] = []
  ) {
    self.automaticRowHeightTables = automaticRowHeightTables
    self.inferredRowHeights = inferredRowHeights
    self.componentSizes = componentSizes
    self.hiddenByCode = hiddenByCode
  }
}

extension Source {
  /// The source as the app's code changes it (``CodeAdjustments``).
  package mutating func apply(_ adjustments: CodeAdjustments) {
    if !adjustments.automaticRowHeightTables.isEmpty {
      sizeRowsAutomatically(inTablesNamed: adjustments.automaticRowHeightTables)
    }
    // A project file's entry wins: a table it names is not said again as inferred.
    let named = Set(tableIDs(named: adjustments.automaticRowHeightTables))
    for inferred in adjustments.inferredRowHeights {
      sizeRowsAutomatically(
        inTablesNamed: [inferred.className], inferredFrom: inferred.evidence, except: named)
    }
    for sizing in adjustments.componentSizes {
      sizeComponents(named: sizing.names, to: sizing.size)
    }
    if !adjustments.hiddenByCode.isEmpty {
      markViewsHiddenByCode(
        Dictionary(
          adjustments.hiddenByCode.map { ($0.className, $0.reason) },
          uniquingKeysWith: { first, _ in first }))
    }
  }
}
