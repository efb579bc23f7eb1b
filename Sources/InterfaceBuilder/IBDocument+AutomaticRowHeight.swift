extension IBDocument {
  /// The IB ids of the table views `names` names, in document order: a name is a table view's
  /// IB id, its custom class, or the custom class of the controller whose scene holds it.
  public func tableIDs(named names: [String]) -> [String] {
    var ids: [String] = []
    for scene in scenes where scene.placement == nil {
      for view in scene.views where view.kind == .tableView {
        let tableNames = [view.id, view.customClass, scene.customClass].compactMap { $0 }
        if tableNames.contains(where: names.contains) { ids.append(view.id) }
      }
    }
    return ids
  }

  /// Sizes every prototype and static cell of the tables `tableIDs` to fit its content at the
  /// table's width, as UIKit does when the app's code sets the table's `rowHeight` to
  /// `UITableView.automaticDimension` (or returns it from `tableView(_:heightForRowAt:)`) where
  /// the file saves a fixed height (Documentation/Facts/Cells.md#self-sizing-rows): the file
  /// cannot say it, the project file or the app's code can. `evidence`, the statement of the
  /// app's code that does it when Plumb read it there, is kept at each table's scene
  /// (``IBScene/inferredRowSizing``) for the report.
  public mutating func sizeRowsAutomatically(
    inTables tableIDs: Set<String>, inferredFrom evidence: String? = nil
  ) {
    guard !tableIDs.isEmpty else { return }
    if let evidence {
      for index in scenes.indices where scenes[index].placement == nil {
        for view in scenes[index].views where tableIDs.contains(view.id) {
          scenes[index].inferredRowSizing[view.id] = evidence
        }
      }
    }
    for index in scenes.indices {
      guard let placement = scenes[index].placement,
        placement.role == .prototypeCell || placement.role == .staticCell,
        tableIDs.contains(placement.containerID)
      else { continue }
      // A cell the file already sizes to its content was saved at its content's height.
      if !placement.isSelfSizing {
        scenes[index].placement?.rowHeightReplacedByCode = true
      }
      scenes[index].placement?.isSelfSizing = true
    }
    // Each cell holds a copy of its host scene, and a host may be a cell itself (a table inside
    // a cell): hosts come before their cells, so one pass in order hands every cell the host
    // as marked.
    for index in scenes.indices {
      guard let hostID = scenes[index].placement?.host.first?.id,
        let host = scenes[..<index].lastIndex(where: { $0.id == hostID })
      else { continue }
      let held = scenes[host]
      scenes[index].placement?.host = [held]
    }
  }
}

extension IBDocument {
  /// Marks every view whose custom class is a key of `reasons` as one whose class's own code
  /// sets whether it is hidden (``IBScene/viewsHiddenByCode``), with the value as the reason the
  /// report gives: whether UIKit shows it is the app's code's.
  public mutating func markViewsHiddenByCode(_ reasons: [String: String]) {
    for index in scenes.indices {
      for view in scenes[index].views {
        guard let customClass = view.customClass, let reason = reasons[customClass] else {
          continue
        }
        scenes[index].viewsHiddenByCode[view.id] = reason
      }
    }
  }
}
