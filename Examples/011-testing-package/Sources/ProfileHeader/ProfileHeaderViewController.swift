#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// The top of a profile screen: the person's name in the large-title style, their handle under
/// it, and a Follow button under both, in the root view's margins below the safe area.
public final class ProfileHeaderViewController: UIViewController {
  public let nameLabel = UILabel()
  public let handleLabel = UILabel()
  public let followButton = UIButton(type: .system)

  /// The space between the name and the handle, in points.
  let handleSpacing: CGFloat

  /// A header with `handleSpacing` points between the name and the handle.
  public init(handleSpacing: CGFloat = 8) {
    self.handleSpacing = handleSpacing
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.accessibilityIdentifier = "nameLabel"
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.numberOfLines = 0

    handleLabel.accessibilityIdentifier = "handleLabel"
    handleLabel.text = "@ada"
    handleLabel.font = .preferredFont(forTextStyle: .subheadline)
    handleLabel.adjustsFontForContentSizeCategory = true

    followButton.accessibilityIdentifier = "followButton"
    followButton.setTitle("Follow", for: .normal)

    for subview in [nameLabel, handleLabel, followButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: handleSpacing),
      handleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      handleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      followButton.topAnchor.constraint(equalTo: handleLabel.bottomAnchor, constant: 16),
      followButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    ])
  }
}
