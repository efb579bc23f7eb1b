import DeviceCatalog
import PlumbUIKit
import Testing

@testable import UIKitCodeUseYourLoaf

// Keith Harrison's examples (kharrison/CodeExamples, Tests/Fixtures/UIKitCode/SOURCES.md), laid
// out on an iPhone 16 Pro in portrait: 402 × 874 pt, safe area 62 pt above and 34 pt below
// (DeviceCatalog's `iPhone16Pro`), pixels of 1/3 pt.

@Suite("Published UIKit code: Use Your Loaf")
struct UseYourLoafTests {
  @Test("MarginViewController: red on top of the safe area, the stack below, equal heights")
  func marginViewController() throws {
    let controller = MarginViewController()
    let screen = ShownScreen(controller)
    #expect(screen.problems.isEmpty)
    // red.top = safe top = 62; stack.bottom = safe bottom = 874 − 34 = 840;
    // stack.top = red.bottom and stack.height = red.height, so each is (840 − 62) / 2 = 389.
    #expect(screen.frame(of: controller.redView) == CGRect(x: 0, y: 62, width: 402, height: 389))
    #expect(
      screen.frame(of: controller.stackView) == CGRect(x: 0, y: 451, width: 402, height: 389))
    // Yellow fills red's layout margins: 8 pt on every side (UIView's default), and red lies
    // wholly inside the safe area, so no safe-area inset adds to them.
    let yellow = try #require(controller.redView.subviews.first)
    #expect(yellow.frame == CGRect(x: 8, y: 8, width: 386, height: 373))
    // Fill equally with 8 pt between: each (402 − 8) / 2 = 197 wide, green from 197 + 8.
    let arranged = controller.stackView.arrangedSubviews
    #expect(
      arranged.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 197, height: 389), CGRect(x: 205, y: 0, width: 197, height: 389),
      ])
  }

  @Test("ForecastView: title, image and summary stacked in the readable guide with 8 pt gaps")
  func forecastView() {
    let forecast = ForecastView()
    forecast.titleLabel.text = "Sunny"
    forecast.summaryLabel.text = "Clear skies all day."
    // The author's controller shows a 150-pt sun image (ScrollGuide's `Sun150.pdf`).
    forecast.imageView.image = UIImage(size: CGSize(width: 150, height: 150))
    let screen = ShownScreen(forecast) { view, window in
      [
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        view.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      ]
    }
    #expect(screen.problems.isEmpty)
    let title = forecast.titleLabel.frame
    let image = forecast.imageView.frame
    let summary = forecast.summaryLabel.frame
    // The readable guide on an iPhone in portrait is the margins guide: 8 pt in from each side.
    #expect(title.minX == 8 && title.width == 386 && title.minY == 8)
    // Centred: (402 − 150) / 2 = 126; system spacing below is 8 pt.
    #expect(image == CGRect(x: 126, y: title.maxY + 8, width: 150, height: 150))
    #expect(summary.minY == image.maxY + 8 && summary.width == 386)
    #expect(forecast.frame.height == summary.maxY + 8)
  }

  @Test(
    "UILabel.makeLabel(forTextStyle:): a wrapping label in the style's font that follows text size")
  func makeLabel() {
    let label = UILabel.makeLabel(forTextStyle: .body)
    // Body is 17 pt at the default text size (Apple's Dynamic Type table, "Large").
    #expect(label.font.pointSize == 17)
    #expect(label.font.textStyle == .body)
    #expect(label.numberOfLines == 0 && label.adjustsFontForContentSizeCategory)
    #expect(!label.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("UIView.pin(to:): the view takes its container's frame")
  func pin() {
    let content = UIView()
    let screen = ShownScreen(content) { view, window in
      view.pin(to: window)
      return []
    }
    #expect(screen.problems.isEmpty)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
  }

  @Test("addConstraintFromView: a multiplier places a centre at that fraction of the root view")
  func addConstraintFromView() {
    let controller = UIViewController()
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.widthAnchor.constraint(equalToConstant: 41),
      dot.heightAnchor.constraint(equalToConstant: 41),
    ])
    controller.addConstraintFromView(
      dot, attribute: .centerX, multiplier: 0.5, identifier: "dot center X")
    controller.addConstraintFromView(
      dot, attribute: .centerY, multiplier: 0.5, identifier: "dot center Y")
    let screen = ShownScreen(controller)
    #expect(screen.problems.isEmpty)
    // The root view fills the window, so its centre is (402 / 2, 874 / 2) = (201, 437):
    // centre x = 0.5 × 201 = 100.5 and centre y = 0.5 × 437 = 218.5, and the 41-pt square
    // starts 20.5 pt before each: (80, 198).
    #expect(dot.frame == CGRect(x: 80, y: 198, width: 41, height: 41))
    #expect(
      controller.view.constraints.compactMap(\.identifier).sorted() == [
        "dot center X", "dot center Y",
      ])
  }

  @Test("addImageViewForImage and addImageViewForImageNamed: nil for a name with no image")
  func imageHelpers() {
    // The helpers' documented result for a name that matches no image ("The newly created
    // UIImageView or nil"): Plumb has no asset catalog, so every name is such a name.
    let stack = UIStackView()
    #expect(stack.addImageViewForImage("Heart") == nil)
    #expect(stack.arrangedSubviews.isEmpty)
    let controller = UIViewController()
    #expect(controller.addImageViewForImageNamed("Star") == nil)
    #expect(controller.view.subviews.isEmpty)
  }
}
