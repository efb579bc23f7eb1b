import LayoutCore
import LayoutPipeline
import PlumbTesting
import PlumbUIKit
import Testing

/// A screen whose title is pinned to the root view's top instead of the safe area's: under the
/// status bar, which is 20 pt tall on the iPhone SE (3rd generation) (DeviceCatalog's
/// `iPhoneSE3`).
final class TitleUnderTheStatusBar: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.topAnchor),
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}

@Suite("Checking a UIKit view controller")
struct ExpectViewControllerTests {
  @Test("the root view fills the window unflagged; a subview under the status bar is flagged")
  func rootViewFillsTheWindow() throws {
    var results: [LayoutResult] = []
    let line = #line + 2
    withKnownIssue {
      results = expectLayout(named: "screen", on: ExpectLayoutTests.phoneSE) {
        TitleUnderTheStatusBar()
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      // The title's top is at 0, the safe area's at 20: 20 pt outside. The root view, which
      // covers the whole window as UIKit sizes it, is not named in any finding.
      return issue.sourceLocation?.line == line
        && text.contains("`title` leaves the safe area by 20 pt at the top")
        && !text.contains("`view`")
    }
    // Unnamed, the root view is `view`; it is the SE's whole 375 × 667 screen.
    let view = try #require(results.first?.items.first { $0.name == "view" })
    #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }
}
