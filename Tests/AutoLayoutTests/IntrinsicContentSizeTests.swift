import AutoLayout
import LayoutCore
import Testing

@Suite("Intrinsic content size")
struct IntrinsicContentSizeTests {
  struct Battle: Sendable, CustomTestStringConvertible {
    var name: String
    var rowWidth: Double
    var hugging: (first: Float, second: Float)
    var compression: (first: Float, second: Float)
    var expectedWidths: (first: Double, second: Double)
    var testDescription: String { name }
  }

  /// Two labels of natural width 100 in a row `|[first]-8-[second]|`.
  static let battles: [Battle] = [
    // 400 − 8 − 200 = 192 pt to spare: the label that hugs less takes all of it.
    Battle(
      name: "second hugs less, grows", rowWidth: 400, hugging: (251, 250), compression: (750, 750),
      expectedWidths: (100, 400 - 8 - 100)),
    Battle(
      name: "first hugs less, grows", rowWidth: 400, hugging: (250, 251), compression: (750, 750),
      expectedWidths: (400 - 8 - 100, 100)),
    // 150 − 8 = 142 < 200: the label that resists compression less gives way.
    Battle(
      name: "second resists less, shrinks", rowWidth: 150, hugging: (250, 250),
      compression: (751, 750), expectedWidths: (100, 150 - 8 - 100)),
    Battle(
      name: "first resists less, shrinks", rowWidth: 150, hugging: (250, 250),
      compression: (750, 751), expectedWidths: (150 - 8 - 100, 100)),
    // A required compression resistance never gives way.
    Battle(
      name: "required compression wins", rowWidth: 150, hugging: (250, 250),
      compression: (1000, 750), expectedWidths: (100, 150 - 8 - 100)),
  ]

  @Test("Hugging and compression resistance decide which label gives way", arguments: battles)
  func huggingVersusCompression(_ battle: Battle) {
    let window = Window(screen: Screen(size: Size(width: battle.rowWidth, height: 100), scale: 1))
    let first = FixedSizeView("first", width: 100, height: 20)
    let second = FixedSizeView("second", width: 100, height: 20)
    window.addSubview(first)
    window.addSubview(second)
    first.setContentHuggingPriority(
      LayoutPriority(rawValue: battle.hugging.first), for: .horizontal)
    second.setContentHuggingPriority(
      LayoutPriority(rawValue: battle.hugging.second), for: .horizontal)
    first.setContentCompressionResistancePriority(
      LayoutPriority(rawValue: battle.compression.first), for: .horizontal)
    second.setContentCompressionResistancePriority(
      LayoutPriority(rawValue: battle.compression.second), for: .horizontal)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(first.frame.width == battle.expectedWidths.first)
    #expect(second.frame.width == battle.expectedWidths.second)
    #expect(first.frame.height == 20)  // the vertical intrinsic size holds
    #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
  }

  @Test("Default priorities are 250 hugging and 750 compression resistance")
  func defaults() {
    let view = View()
    for axis in Axis.allCases {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
    #expect(
      view.intrinsicContentSize
        == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  /// A 100 × 20 label pinned to the top leading corner of a 400 × 100 window and laid out;
  /// `prepare` runs before the label joins the window.
  static func pinnedLabel(
    prepare: (Window, FixedSizeView) -> Void = { _, _ in }
  ) -> (Window, FixedSizeView) {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 1))
    let label = FixedSizeView("label", width: 100, height: 20)
    prepare(window, label)
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("Invalidating the intrinsic size changes constants in place")
  func invalidationUsesConstantPath() {
    let (window, label) = Self.pinnedLabel()
    let before = window._engineStatistics
    label.naturalSize = Size(width: 140, height: 20)
    window.layoutIfNeeded()
    let after = window._engineStatistics
    #expect(label.frame.width == 140)
    #expect(after.additions == before.additions && after.removals == before.removals)
    #expect(after.constantChanges == before.constantChanges + 2)  // hugging and compression
  }

  @Test("A size constraint the caller deactivated is replaced by a new one at the next update")
  func deactivatedSizeConstraintIsReplaced() {
    let (window, label) = Self.pinnedLabel()
    func hugging() -> [LayoutConstraint] {
      label.constraintsAffectingLayout(for: .horizontal).filter { $0.description.contains("Hug:") }
    }
    let old = hugging()
    #expect(old.count == 1)
    guard let old = old.first else { return }
    old.isActive = false
    label.naturalSize = Size(width: 140, height: 20)
    window.layoutIfNeeded()
    // The deactivated one keeps its old constant and stays off; a new one holds the new size.
    #expect(!old.isActive && old.constant == 100)
    let new = hugging()
    #expect(new.count == 1 && new.first !== old && new.first?.isActive == true)
    #expect(new.first?.constant == 140)
    #expect(label.frame.width == 140)
  }

  @Test(
    "A view's size constraints are listed once among those mentioning it, also when reactivated")
  func sizeConstraintsListedOnce() {
    let (window, label) = Self.pinnedLabel()
    func sizeConstraints(_ constraints: [LayoutConstraint]) -> [String] {
      constraints.map(\.description).filter {
        $0.hasPrefix("<ContentSizeLayoutConstraint")
      }
    }
    // Per axis, hugging (`<=`) and compression resistance (`>=`) of the natural length
    // (100 × 20), at View's default priorities 250 and 750.
    for (axis, length) in [(Axis.horizontal, "width"), (.vertical, "height")] {
      let natural = axis == .horizontal ? "100" : "20"
      let expected = [
        "\(length) >= \(natural) CompressionResistance:750", "\(length) <= \(natural) Hug:250",
      ]
      for listing in [
        label.constraintsMentioning(axis: axis), label.constraintsAffectingLayout(for: axis),
      ] {
        let found = sizeConstraints(listing)
        #expect(found.count == 2)
        #expect(expected.allSatisfy { text in found.contains { $0.contains(text) } })
      }
    }
    // Taken off and put back by the caller: still one entry, active, holding the same length.
    let hugging = label.constraintsAffectingLayout(for: .horizontal).filter {
      $0.description.contains("Hug:")
    }
    #expect(hugging.count == 1)
    guard let hugging = hugging.first else { return }
    hugging.isActive = false
    #expect(sizeConstraints(label.constraintsMentioning(axis: .horizontal)).count == 1)
    hugging.isActive = true
    window.layoutIfNeeded()
    let listed = label.constraintsMentioning(axis: .horizontal).filter { $0 === hugging }
    #expect(listed.count == 1 && hugging.isActive)
    #expect(sizeConstraints(label.constraintsAffectingLayout(for: .horizontal)).count == 2)
    #expect(label.frame.width == 100)
  }

  @Test("A hugging priority out of range is reported and its constraint left inactive")
  func invalidHuggingPriorityIsReported() {
    var errors: [LayoutError] = []
    let (_, label) = Self.pinnedLabel { window, label in
      window.diagnosticsHandler = { diagnostic in
        if case .activationFailed(let error) = diagnostic { errors.append(error) }
      }
      label.setContentHuggingPriority(LayoutPriority(rawValue: 0), for: .horizontal)
    }
    #expect(errors.count == 1)
    #expect(errors.contains { if case .invalidPriority = $0 { true } else { false } })
    let horizontal = label.constraintsAffectingLayout(for: .horizontal)
    #expect(!horizontal.contains { $0.description.contains("Hug:") })
    // Compression resistance is made as before.
    #expect(horizontal.contains { $0.description.contains("CompressionResistance:750") })
  }

  @Test("A dimension without a metric gets no size constraints")
  func noIntrinsicMetricDimension() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 1))
    let bar = FixedSizeView("bar", width: View.noIntrinsicMetric, height: 4)
    window.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame.height == 4)
    #expect(
      bar.constraintsAffectingLayout(for: .vertical).contains { $0.description.contains("Hug:250") }
    )
    #expect(
      !bar.constraintsAffectingLayout(for: .horizontal).contains { $0.description.contains("Hug:") }
    )
    #expect(bar.hasAmbiguousLayout)  // nothing sets its width
  }

  @Test("A dimension that loses its metric drops both its size constraints, and regains new ones")
  func losingAndRegainingMetric() {
    let (window, label) = Self.pinnedLabel()
    func sizeConstraints(_ axis: Axis) -> [LayoutConstraint] {
      label.constraintsAffectingLayout(for: axis).filter {
        $0.description.contains("Hug:") || $0.description.contains("CompressionResistance:")
      }
    }
    let old = sizeConstraints(.horizontal)
    #expect(old.count == 2)  // hugging and compression resistance
    let before = window._engineStatistics
    label.naturalSize = Size(width: View.noIntrinsicMetric, height: 20)
    window.layoutIfNeeded()
    // Two removals (the horizontal pair), nothing added; the vertical pair is untouched.
    #expect(window._engineStatistics.removals == before.removals + 2)
    #expect(window._engineStatistics.additions == before.additions)
    #expect(old.allSatisfy { !$0.isActive })
    #expect(sizeConstraints(.horizontal).isEmpty)
    #expect(sizeConstraints(.vertical).count == 2)
    label.naturalSize = Size(width: 60, height: 20)
    window.layoutIfNeeded()
    let new = sizeConstraints(.horizontal)
    #expect(new.count == 2 && new.allSatisfy { c in c.isActive && !old.contains { $0 === c } })
    #expect(label.frame.width == 60)
  }

  @Test("systemLayoutSizeFitting shrink-wraps content and honours the fitting priorities")
  func systemLayoutSizeFitting() {
    let cell = View(identifier: "cell")
    let label = FixedSizeView("label", width: 120, height: 20)
    cell.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
    ])
    let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(abs(compressed.width - (10 + 120 + 10)) < tolerance)
    #expect(abs(compressed.height - (5 + 20 + 5)) < tolerance)
    // The self-sizing-cell call: width required at 300, height as small as the content allows.
    let fitted = cell.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(abs(fitted.width - 300) < tolerance)
    #expect(abs(fitted.height - (5 + 20 + 5)) < tolerance)
    #expect(cell.frame == .zero)  // fitting never moves the view
  }
}
