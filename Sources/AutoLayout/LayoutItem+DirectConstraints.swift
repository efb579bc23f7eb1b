import LayoutCore

extension LayoutItem {
  /// The active constraints that mention the item itself along `axis`, in the order they were
  /// made: the first step of ``constraintsAffectingLayout(for:)``, without following the items
  /// they relate it to.
  ///
  /// What a report points a user at for one item. Following the items costs as much as the
  /// chain they form: a column of n rows each tied to the one above makes every row's question
  /// O(n), and asking it of every row O(n²); this answer costs only the item's own constraints.
  public func constraintsMentioning(axis: Axis) -> [LayoutConstraint] {
    mentioningConstraints.sorted { $0.creationOrder < $1.creationOrder }.filter {
      constraint in
      constraint.installed != nil
        && (constraint.first.array + constraint.second.array).contains {
          $0.item === self && $0.attribute.axis == axis
        }
    }
  }

  /// Every active constraint that mentions the item, in no particular order: its
  /// `referencingConstraints`, and for a view the intrinsic-size constraints it keeps off that
  /// list (see `LayoutConstraint.install(onSoleItem:windowEngine:)`).
  var mentioningConstraints: [LayoutConstraint] {
    guard isView else { return referencingConstraints.values }
    let unlisted = unsafeDowncast(self, to: View.self).intrinsicSizeConstraints.all.filter {
      $0.isUnlistedInReferences && $0.isActive
    }
    return referencingConstraints.values + unlisted
  }
}
