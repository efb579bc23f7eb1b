// The README's "Test your UIKit code on Linux" example, as written there
// (ReadmeExampleSyncTests checks that it stays so).

#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif
import PlumbTesting
import Testing

final class WelcomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Welcome back"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.adjustsFontForContentSizeCategory = true
    title.numberOfLines = 0
    let start = UIButton(type: .system)
    start.accessibilityIdentifier = "start"
    start.setTitle("Get started", for: .normal)

    let stack = UIStackView(arrangedSubviews: [title, start])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}

@Test func welcomeScreenFitsEveryPhoneAtTheSmallestAndLargestTextSizes() {
  expectLayout(
    named: "welcome",
    on: .iPhones.portrait.contentSizes([.extraSmall, .accessibilityExtraExtraExtraLarge])
  ) {
    WelcomeViewController()
  }
}
