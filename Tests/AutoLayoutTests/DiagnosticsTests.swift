import AutoLayout
import LayoutCore
import Testing

@Suite("Unsatisfiable and ambiguous layouts")
struct DiagnosticsTests {
  @Test(
    "Conflicting required constraints: the new one is broken, the layout goes on, the report names a minimal set"
  )
  func unsatisfiableReport() throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let box = constrainedView("box", in: window)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let unrelated = box.heightAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      narrow, unrelated,
    ])
    window.layoutIfNeeded()
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    wide.isActive = true
    window.layoutIfNeeded()

    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 40))  // still laid out
    let report = try #require(recorder.reports.first)
    #expect(recorder.reports.count == 1)
    #expect(report.brokenConstraint === wide)
    #expect(wide.isActive)  // broken, not deactivated, as in UIKit
    #expect(report.conflictingConstraints.count == 2)
    #expect(report.conflictingConstraints.contains { $0 === narrow })
    #expect(!report.conflictingConstraints.contains { $0 === unrelated })
    let text = report.description
    #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    #expect(
      text.contains(
        "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"))
    #expect(text.contains("    \"<LayoutConstraint:0x"))
    #expect(text.contains("'narrow' View:'box'.width == 100 (active)>\""))
    #expect(text.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:0x"))
    #expect(text.contains("'wide' View:'box'.width == 200 (active)>\n"))
  }

  @Test("Constraining a frame-based view conflicts with its autoresizing constraints")
  func autoresizingConflict() throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let legacy = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), identifier: "legacy")
    window.addSubview(legacy)  // forgot translatesAutoresizingMaskIntoConstraints = false
    legacy.widthAnchor.constraint(equalToConstant: 80).isActive = true
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    #expect(report.description.contains("<AutoresizingMaskLayoutConstraint:0x"))
    #expect(report.description.contains("h=--& v=--& View:'legacy'.width == 50 (active)>"))
    #expect(legacy.frame.width == 50)
  }

  @Test("A constant change that cannot hold breaks a constraint and keeps the window's new size")
  func rotationBreaksConstraint() throws {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let square = constrainedView("square", in: window)
    // Seed 004's first attempt: pinned left and right, square, centred.
    let heightCap = square.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor)
    LayoutConstraint.activate([
      square.leftAnchor.constraint(equalTo: window.leftAnchor),
      square.rightAnchor.constraint(equalTo: window.rightAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor),
      square.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      heightCap,
    ])
    window.layoutIfNeeded()
    #expect(recorder.reports.isEmpty)
    window.screen = Screen(size: Size(width: 800, height: 400), scale: 1)
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    // The window's new height is not negotiable; the newest user constraint in the conflict,
    // the height cap, is broken. The square stays square and pinned.
    #expect(report.brokenConstraint === heightCap)
    #expect(heightCap.isActive)
    #expect(report.conflictingConstraints.contains { $0.description.contains("height == 400") })
    #expect(window.frame.size == Size(width: 800, height: 400))
    #expect(square.frame.width == 800 && square.frame.height == 800)
  }

  @Test("Ambiguity is detected per item, exercised, and explained")
  func ambiguity() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let view = constrainedView("view", in: window)
    let guide = LayoutGuide(identifier: "guide")
    window.addLayoutGuide(guide)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 20),
      // No vertical position: the view can slide up and down.
      view.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor),
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.topAnchor.constraint(equalTo: window.topAnchor),
      guide.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(!guide.hasAmbiguousLayout)
    #expect(!window.hasAmbiguousLayout)

    let before = view.frame
    view.exerciseAmbiguityInLayout()
    let moved = view.frame
    #expect(moved.minY != before.minY)
    #expect(moved.minX == before.minX && moved.size == before.size)
    #expect(moved.minY >= 0)  // the valid frames only
    #expect(view.hasAmbiguousLayout)  // still ambiguous: exercising does not fix it
    view.exerciseAmbiguityInLayout()
    #expect(view.frame.minY < moved.minY)  // and back the other way
    #expect(view.frame.minY >= 0)

    let horizontal = view.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.contains { $0.description.contains("View:'view'.leading == Window:") })
    #expect(horizontal.contains { $0.description.contains("View:'view'.width == 100") })
    #expect(!horizontal.contains { $0.description.contains(".height") })
    let vertical = view.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.contains { $0.description.contains("View:'view'.top >= Window:") })
  }

  /// The shape of the storyboard in issue 28 (a blog cell): two labels stacked 8 pt apart under
  /// a top margin of 8, a 48-pt badge beside them, and a separator 8 pt below the second label
  /// and at least 8 pt below the badge. The labels hug at 251 and resist compression at 750;
  /// `a` and `b` are their natural heights. The separator's inequality says
  /// `8 + a′ + 8 + b′ + 8 ≥ 8 + 48 + 8`, that is `a′ + b′ ≥ 40` for the laid-out heights.
  /// Returns the window too: it holds the views (a view does not keep its window alive).
  private func blogCell(labelHeights a: Double, _ b: Double) -> (Window, View, View, View) {
    let window = Window(screen: Screen(size: Size(width: 375, height: 667), scale: 2))
    let name = FixedSizeView("name", width: 93, height: a)
    let author = FixedSizeView("author", width: 100, height: b)
    let badge = constrainedView("badge", in: window)
    let separator = constrainedView("separator", in: window)
    for label in [name, author] {
      window.addSubview(label)
      label.setContentHuggingPriority(251, for: .vertical)
    }
    LayoutConstraint.activate([
      name.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
      name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      author.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
      author.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
      window.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 20),
      badge.widthAnchor.constraint(equalToConstant: 48),
      badge.heightAnchor.constraint(equalToConstant: 48),
      separator.topAnchor.constraint(equalTo: author.bottomAnchor, constant: 8),
      separator.topAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: 8),
      separator.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      window.trailingAnchor.constraint(equalTo: separator.trailingAnchor, constant: 20),
      separator.heightAnchor.constraint(equalToConstant: 1),
    ])
    window.layoutIfNeeded()
    return (window, name, author, separator)
  }

  @Test("An exactly tight inequality with a unique optimum is not ambiguous")
  func tightInequalityIsDetermined() {
    // a + b = 20.5 + 19.5 = 40: the inequality holds with equality at the natural heights, a
    // degenerate vertex (its slack is 0 whether basic or not), yet the optimum is unique: any
    // other height breaks a hugging or compression-resistance constraint that is met now.
    let (window, name, author, separator) = blogCell(labelHeights: 20.5, 19.5)
    #expect(name.frame.height == 20.5 && author.frame.minY == 36.5 && separator.frame.minY == 64)
    for view in [name, author, separator] { #expect(!view.hasAmbiguousLayout, "\(view)") }
    withExtendedLifetime(window) {}
  }

  @Test("Two labels that must share a growth at equal hugging priorities are ambiguous")
  func equalHuggingTieIsAmbiguous() {
    // a + b = 20 + 19.5 = 39.5 < 40: the labels must grow by 0.5 pt together, which breaks
    // hugging (251) by 0.5 pt however it is split — a tie, every split from (20.5, 19.5) to
    // (20, 20) is optimal. This is what Plumb answered on the storyboard with its
    // stand-in font (the heights 20 and 19.5); with iOS's 20.5-pt lines (issue 28's text metrics)
    // the inequality has 1 pt of slack and the layout is unique.
    let (window, name, author, _) = blogCell(labelHeights: 20, 19.5)
    #expect(name.frame.height + author.frame.height == 40)
    #expect(name.hasAmbiguousLayout)
    let before = name.frame.height
    name.exerciseAmbiguityInLayout()
    // Exercising moves to the other end of the tie, and only within it.
    #expect(name.frame.height != before)
    #expect(name.frame.height >= 20 && name.frame.height <= 20.5)
    #expect(name.frame.height + author.frame.height == 40)
    withExtendedLifetime(window) {}
  }

  @Test("Fixing the ambiguity clears it")
  func ambiguityFixed() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let view = constrainedView("view", in: window)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
  }
}
