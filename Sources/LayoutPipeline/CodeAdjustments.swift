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

  /// Tables whose rows the code sizes to their content
  /// (``Source/sizeRowsAutomatically(inTablesNamed:)``).
  package var automaticRowHeightTables: [String] = []
  /// Components the code sizes (``Source/sizeComponents(named:to:)``), in the project file's
  /// order: a later entry naming the same view wins.
  package var componentSizes: [ComponentSizing] = []

  package init(automaticRowHeightTables: [String] = [], componentSizes: [ComponentSizing] = []) {
    self.automaticRowHeightTables = automaticRowHeightTables
    self.componentSizes = componentSizes
  }
}

extension Source {
  /// The source as the app's code changes it (``CodeAdjustments``).
  package mutating func apply(_ adjustments: CodeAdjustments) {
    if !adjustments.automaticRowHeightTables.isEmpty {
      sizeRowsAutomatically(inTablesNamed: adjustments.automaticRowHeightTables)
    }
    for sizing in adjustments.componentSizes {
      sizeComponents(named: sizing.names, to: sizing.size)
    }
  }
}
