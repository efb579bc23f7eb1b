import AutoLayout
import LayoutCore
import Testing

@Suite("Unsatisfiable and ambiguous layouts")
struct DiagnosticsTests {
  @Test("Conflicting required constraints: the new one is broken, the layout goes on, the report names a minimal set")
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
    #expect(text.contains("\t\t(1) look at each constraint and try to figure out which you don't expect; \n"))
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
