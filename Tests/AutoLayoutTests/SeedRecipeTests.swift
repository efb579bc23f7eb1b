import AutoLayout
import LayoutCore
import Testing

// The Auto Layout recipes of the seed articles (each named in the header comment of its layout
// in Examples/, e.g. Examples/004-square.yaml), written the way their authors write them, in
// portrait and landscape on an iPhone 14 Pro window (393 × 852 @3x).

@Suite("Seed recipes")
struct SeedRecipeTests {
  // MARK: Seed 004: a square view that stays square

  /// Five required constraints and two at 750 keep a view square and as large as the container
  /// allows, whichever way the device turns.
  @Test("The square view stays square and as large as possible", arguments: Orientation.allCases)
  func squareStaysSquare(_ orientation: Orientation) {
    let window = Window(screen: iPhone14Pro(orientation))
    let square = constrainedView("square", in: window)
    let equalWidth = square.widthAnchor.constraint(equalTo: window.widthAnchor)
    let equalHeight = square.heightAnchor.constraint(equalTo: window.heightAnchor)
    equalWidth.priority = LayoutPriority(rawValue: 750)
    equalHeight.priority = LayoutPriority(rawValue: 750)
    LayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor, multiplier: 1),
      square.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor),
      square.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor),
      equalWidth, equalHeight,
    ])
    window.layoutIfNeeded()

    let bounds = window.screen.size
    let side = min(bounds.width, bounds.height)  // the shorter side limits the square
    let expected = Rect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    expectFrame(square.frame, pixelAligned(expected, scale: 3))
  }

  @Test("Rotating the window re-solves the square through constant changes only")
  func squareSurvivesRotation() {
    let window = Window(screen: iPhone14Pro(.portrait))
    let square = constrainedView("square", in: window)
    LayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor),
      square.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor),
      square.heightAnchor.constraint(lessThanOrEqualTo: window.heightAnchor),
    ])
    let equalWidth = square.widthAnchor.constraint(equalTo: window.widthAnchor)
    let equalHeight = square.heightAnchor.constraint(equalTo: window.heightAnchor)
    equalWidth.priority = .defaultHigh
    equalHeight.priority = .defaultHigh
    equalWidth.isActive = true
    equalHeight.isActive = true
    window.layoutIfNeeded()
    let before = window._engineStatistics

    window.screen = iPhone14Pro(.landscape)
    window.layoutIfNeeded()

    let after = window._engineStatistics
    #expect(after.additions == before.additions)
    #expect(after.removals == before.removals)
    #expect(after.constantChanges > before.constantChanges)
    let expected = Rect(x: (852 - 393) / 2, y: 0, width: 393, height: 393)
    expectFrame(square.frame, pixelAligned(expected, scale: 3))
  }

  // MARK: Seed 001: aspect-fitted children of two stacked containers

  @Test("Two stacked containers aspect-fit a 4:1 and a 1:4 child", arguments: Orientation.allCases)
  func aspectFitInStackedContainers(_ orientation: Orientation) {
    let window = Window(screen: iPhone14Pro(orientation))
    let blue = constrainedView("lightBlue", in: window)
    let pink = constrainedView("lightPink", in: window)
    // Step 1 and 2: both containers span the width, stack, and share the height equally.
    LayoutConstraint.activate([
      blue.topAnchor.constraint(equalTo: window.topAnchor),
      blue.leftAnchor.constraint(equalTo: window.leftAnchor),
      blue.rightAnchor.constraint(equalTo: window.rightAnchor),
      pink.topAnchor.constraint(equalTo: blue.bottomAnchor),
      pink.leftAnchor.constraint(equalTo: window.leftAnchor),
      pink.rightAnchor.constraint(equalTo: window.rightAnchor),
      pink.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      blue.heightAnchor.constraint(equalTo: pink.heightAnchor),
    ])
    let green = constrainedView("lightGreen", in: blue)
    let darkGreen = constrainedView("darkGreen", in: pink)
    for (child, container, ratio) in [(green, blue, 4.0), (darkGreen, pink, 0.25)] {
      // The article's five constraints, plus centring in the container.
      let highWidth = child.widthAnchor.constraint(equalTo: container.widthAnchor)
      highWidth.priority = .defaultHigh
      let highHeight = child.heightAnchor.constraint(equalTo: container.heightAnchor)
      highHeight.priority = .defaultHigh
      LayoutConstraint.activate([
        child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: ratio),
        child.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor),
        highWidth,
        child.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor),
        highHeight,
        child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      ])
    }
    window.layoutIfNeeded()

    let size = window.screen.size
    let half = size.height / 2
    expectFrame(
      blue.frame, pixelAligned(Rect(x: 0, y: 0, width: size.width, height: half), scale: 3))
    expectFrame(
      pink.frame, pixelAligned(Rect(x: 0, y: half, width: size.width, height: half), scale: 3))
    for (child, ratio) in [(green, 4.0), (darkGreen, 0.25)] {
      // Fit: the largest width ≤ container width whose height (width / ratio) ≤ container height.
      let width = min(size.width, half * ratio)
      let height = width / ratio
      let inContainer = Rect(
        x: (size.width - width) / 2, y: (half - height) / 2, width: width, height: height)
      // Frames are rounded in window coordinates, then made relative to the container.
      let containerY = child === green ? 0 : half
      let rounded = pixelAligned(inContainer.offsetBy(dx: 0, dy: containerY), scale: 3)
      let containerFrame = pixelAligned(
        Rect(x: 0, y: containerY, width: size.width, height: half), scale: 3)
      expectFrame(child.frame, rounded.offsetBy(dx: 0, dy: -containerFrame.minY))
      #expect(!child.hasAmbiguousLayout)
    }
  }

  // MARK: Seed 002: layout guides as spacers and as containers

  @Test("Equal spacer guides between three buttons", arguments: Orientation.allCases)
  func equalSpacingGuides(_ orientation: Orientation) {
    let window = Window(screen: iPhone14Pro(orientation))
    let view = window
    let saveButton = FixedSizeView("save", width: 60, height: 30)
    let cancelButton = FixedSizeView("cancel", width: 70, height: 30)
    let clearButton = FixedSizeView("clear", width: 50, height: 30)
    for button in [saveButton, cancelButton, clearButton] {
      view.addSubview(button)
      button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        .isActive = true
    }
    // The article's code, verbatim apart from the spelling.
    let space1 = LayoutGuide()
    view.addLayoutGuide(space1)
    let space2 = LayoutGuide()
    view.addLayoutGuide(space2)
    space1.widthAnchor.constraint(equalTo: space2.widthAnchor).isActive = true
    saveButton.trailingAnchor.constraint(equalTo: space1.leadingAnchor).isActive = true
    cancelButton.leadingAnchor.constraint(equalTo: space1.trailingAnchor).isActive = true
    cancelButton.trailingAnchor.constraint(equalTo: space2.leadingAnchor).isActive = true
    clearButton.leadingAnchor.constraint(equalTo: space2.trailingAnchor).isActive = true
    // The row spans the margins.
    saveButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive =
      true
    clearButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
      .isActive = true
    window.layoutIfNeeded()

    let screen = window.screen
    // Margins are 8 pt measured from the safe area
    // (Documentation/Facts/AutoLayout.md#layout-margins).
    let marginLeft = screen.safeAreaInsets.left + 8
    let marginRight = screen.safeAreaInsets.right + 8
    let row = screen.size.width - marginLeft - marginRight
    let space = (row - 60 - 70 - 50) / 2  // buttons keep their natural widths
    let top = screen.safeAreaInsets.top + 20
    let cancelX = marginLeft + 60 + space
    let clearX = cancelX + 70 + space
    expectFrame(
      saveButton.frame, pixelAligned(Rect(x: marginLeft, y: top, width: 60, height: 30), scale: 3))
    expectFrame(
      cancelButton.frame, pixelAligned(Rect(x: cancelX, y: top, width: 70, height: 30), scale: 3))
    expectFrame(
      clearButton.frame, pixelAligned(Rect(x: clearX, y: top, width: 50, height: 30), scale: 3))
    // Guides are not rounded (Documentation/Facts/AutoLayout.md#pixel-rounding).
    #expect(abs(space1.layoutFrame.minX - (marginLeft + 60)) < tolerance)
    #expect(abs(space1.layoutFrame.width - space) < tolerance)
    #expect(abs(space2.layoutFrame.minX - (cancelX + 70)) < tolerance)
    #expect(abs(space2.layoutFrame.width - space) < tolerance)
  }

  @Test("A container guide holds a label and a text field", arguments: Orientation.allCases)
  func containerGuide(_ orientation: Orientation) {
    let window = Window(screen: iPhone14Pro(orientation))
    let view = window
    let label = FixedSizeView("label", width: 80, height: 20)
    label.baselineFromBottom = 4
    // Interface Builder gives labels a hugging of 251, so the text field takes the slack.
    label.setContentHuggingPriority(LayoutPriority(rawValue: 251), for: .horizontal)
    let textField = FixedSizeView("textField", width: 100, height: 30)
    textField.baselineFromBottom = 7
    view.addSubview(label)
    view.addSubview(textField)

    let container = LayoutGuide()
    view.addLayoutGuide(container)
    // Layout the contents of the container
    label.lastBaselineAnchor.constraint(equalTo: textField.lastBaselineAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    textField.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8.0).isActive = true
    textField.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    textField.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    textField.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
    // Set exterior constraints (the top layout guide is the safe area's top today).
    let margins = view.layoutMarginsGuide
    container.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
    container.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
    container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0)
      .isActive = true
    window.layoutIfNeeded()

    let screen = window.screen
    let left = screen.safeAreaInsets.left + 8
    let right = screen.size.width - screen.safeAreaInsets.right - 8
    let top = screen.safeAreaInsets.top + 20
    let fieldX = left + 80 + 8
    let fieldBaseline = top + 30 - 7
    let labelY = fieldBaseline + 4 - 20  // baselines align: label bottom − 4 == field bottom − 7
    expectFrame(
      label.frame, pixelAligned(Rect(x: left, y: labelY, width: 80, height: 20), scale: 3))
    expectFrame(
      textField.frame,
      pixelAligned(Rect(x: fieldX, y: top, width: right - fieldX, height: 30), scale: 3))
    expectFrame(container.layoutFrame, Rect(x: left, y: top, width: right - left, height: 30))
    #expect(!label.hasAmbiguousLayout)
    #expect(!textField.hasAmbiguousLayout)
  }

  // MARK: Seed 000: a 21:9 view fitted in the safe area

  /// The article's `AspectView`, as its author writes it.
  final class AspectView: View {
    // 21:9 - ultra widescreen
    let aspectRatio: Double = 21 / 9

    override init(frame: Rect = .zero, identifier: String? = nil) {
      super.init(frame: frame, identifier: identifier)
      setupView()
    }

    private func setupView() {
      translatesAutoresizingMaskIntoConstraints = false
      backgroundColor = "black"
      LayoutConstraint.activate([
        widthAnchor.constraint(equalTo: heightAnchor, multiplier: aspectRatio)
      ])
    }
  }

  @Test("The 21:9 black rectangle fits the safe area", arguments: Orientation.allCases)
  func blackRectangleInSafeArea(_ orientation: Orientation) {
    let window = Window(screen: iPhone14Pro(orientation))
    let aspectView = AspectView(identifier: "black")
    window.addSubview(aspectView)
    let guide = window.safeAreaLayoutGuide
    let widthConstraint = aspectView.widthAnchor.constraint(equalTo: guide.widthAnchor)
    widthConstraint.priority = .defaultLow
    LayoutConstraint.activate([
      aspectView.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      aspectView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      aspectView.widthAnchor.constraint(lessThanOrEqualTo: guide.widthAnchor, multiplier: 1.0),
      aspectView.heightAnchor.constraint(lessThanOrEqualTo: guide.heightAnchor, multiplier: 1.0),
      widthConstraint,
    ])
    window.layoutIfNeeded()

    let screen = window.screen
    let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeAreaInsets)
    expectFrame(guide.layoutFrame, safe)
    let width = min(safe.width, safe.height * 21 / 9)
    let height = width * 9 / 21
    let expected = Rect(
      x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
    expectFrame(aspectView.frame, pixelAligned(expected, scale: 3))
    if orientation == .landscape {
      // The article's numbers: 734 × 314.67.
      #expect(abs(aspectView.frame.width - 734) < tolerance)
      #expect(abs(aspectView.frame.height - 944.0 / 3) < tolerance)
    }
  }
}
