import LayoutCore

extension LayoutConstraint {
  /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: alignment of the
  /// named views, the direction `H:` runs in, and how vertical spacing is measured
  /// (`NSLayoutConstraint.FormatOptions`, with UIKit's raw values).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of all views in the format.
    public static let alignAllLeft = Self(rawValue: 1 << 1)
    /// Align the right edges.
    public static let alignAllRight = Self(rawValue: 1 << 2)
    /// Align the top edges.
    public static let alignAllTop = Self(rawValue: 1 << 3)
    /// Align the bottom edges.
    public static let alignAllBottom = Self(rawValue: 1 << 4)
    /// Align the leading edges.
    public static let alignAllLeading = Self(rawValue: 1 << 5)
    /// Align the trailing edges.
    public static let alignAllTrailing = Self(rawValue: 1 << 6)
    /// Align the horizontal centres.
    public static let alignAllCenterX = Self(rawValue: 1 << 9)
    /// Align the vertical centres.
    public static let alignAllCenterY = Self(rawValue: 1 << 10)
    /// Align the last baselines.
    public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
    /// Align the first baselines.
    public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
    /// `H:` runs from leading to trailing (the default).
    public static let directionLeadingToTrailing = Self([])
    /// `H:` runs from left to right whatever the layout direction.
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    /// `H:` runs from right to left whatever the layout direction.
    public static let directionRightToLeft = Self(rawValue: 2 << 16)
    /// Spacing is measured between edges (the default).
    public static let spacingEdgeToEdge = Self([])
    /// Vertical spacing between views is measured from last baseline to first baseline.
    public static let spacingBaselineToBaseline = Self(rawValue: 1 << 19)

    static let alignments: [(Self, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
  }

  /// The standard spacing between sibling views: 8 pt. System-spacing anchors
  /// (`constraint(equalToSystemSpacingAfter:multiplier:)`) and the visual format's `-` use it
  /// (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods; Apple documents no per-font
  /// value).
  public static let systemSpacing: Double = 8

  /// The spacing `|-` stands for between a view and its superview's edge: 20 pt
  /// (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods;
  /// Apple's cookbook value, not re-verified for iOS 11 and later).
  public static let standardSuperviewSpacing: Double = 20

  /// Makes constraints from a visual format string such as `"H:|-[label]-8-[field(>=100)]-|"`
  /// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; grammar in
  /// Documentation/Facts/AutoLayout.md#visual-format-language).
  ///
  /// The constraints are inactive; activate them yourself. `-` alone stands for the system
  /// spacing (``systemSpacing``) between views and ``standardSuperviewSpacing`` to the superview
  /// `|`. An aspect ratio cannot be expressed in the language.
  ///
  /// - Throws: ``VisualFormatError`` with the string, the offset of the offending character,
  ///   a caret line and a hint, for malformed strings, unknown names and invalid options.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double]? = nil,
    views: [String: View]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    let parsed = try parser.parse()
    return try VisualFormatBuilder(format: parsed, options: options, source: format).constraints()
  }
}

/// Turns a parsed format into constraints.
private struct VisualFormatBuilder {
  let format: ParsedVisualFormat
  let options: LayoutConstraint.FormatOptions
  let source: String

  func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
    let axis = format.axis
    // The edges a view starts and ends with along the format's axis.
    let (start, end): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
      axis == .vertical
      ? (.top, .bottom)
      : options.contains(.directionRightToLeft)
        ? (.right, .left)
        : options.contains(.directionLeftToRight) ? (.left, .right) : (.leading, .trailing)
    let size: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    var result: [LayoutConstraint] = []

    for element in format.views {
      for predicate in element.predicates {
        let other = predicate.view.map { $0.term(size) }
        result.append(make(element.view.term(size), predicate, other, constant: predicate.constant))
      }
    }

    for connection in format.connections {
      let before: AnchorTerm
      let after: AnchorTerm
      let standard: Double
      switch (connection.before, connection.after) {
      case (nil, let view?):
        guard let superview = view.superview else {
          throw VisualFormatError(
            .noSuperview(view.identifier ?? "view"), format: source, offset: connection.offset)
        }
        (before, after, standard) = (
          superview.term(start), view.term(start), LayoutConstraint.standardSuperviewSpacing
        )
      case (let view?, nil):
        guard let superview = view.superview else {
          throw VisualFormatError(
            .noSuperview(view.identifier ?? "view"), format: source, offset: connection.offset)
        }
        (before, after, standard) = (
          view.term(end), superview.term(end), LayoutConstraint.standardSuperviewSpacing
        )
      case (let first?, let second?):
        let baselines = axis == .vertical && options.contains(.spacingBaselineToBaseline)
        (before, after, standard) = (
          first.term(baselines ? .lastBaseline : end),
          second.term(baselines ? .firstBaseline : start),
          LayoutConstraint.systemSpacing
        )
      case (nil, nil):
        continue
      }
      let predicates =
        connection.predicates ?? [
          VisualFormatPredicate(relation: .equal, constant: connection.isFlush ? 0 : standard)
        ]
      for predicate in predicates {
        // `after.start − before.end RELATION spacing`; right to left measures the other way.
        result.append(
          options.contains(.directionRightToLeft) && axis == .horizontal
            ? make(before, predicate, after, constant: predicate.constant)
            : make(after, predicate, before, constant: predicate.constant))
      }
    }

    let alignments = LayoutConstraint.FormatOptions.alignments.filter { options.contains($0.0) }
    if alignments.contains(where: { $0.1.axis == axis }) {
      throw VisualFormatError(.alignmentAlongLayoutAxis, format: source, offset: 0)
    }
    for (_, attribute) in alignments {
      for (first, second) in zip(format.views, format.views.dropFirst()) {
        result.append(
          LayoutConstraint(
            first: AnchorTerms(second.view, attribute), relation: .equal,
            second: AnchorTerms(first.view, attribute)))
      }
    }
    return result
  }

  private func make(
    _ first: AnchorTerm, _ predicate: VisualFormatPredicate, _ second: AnchorTerm?, constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: AnchorTerms(first), relation: predicate.relation,
      second: second.map(AnchorTerms.init) ?? AnchorTerms(),
      constant: constant, priority: LayoutPriority(rawValue: Float(predicate.priority)))
  }
}
