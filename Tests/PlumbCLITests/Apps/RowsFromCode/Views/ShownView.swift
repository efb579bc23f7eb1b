/// Only ever shows itself: always shown, so nothing for the code to decide.
final class ShownView: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    isHidden = false
  }

  func hideLabel(_ label: UILabel) {
    label.isHidden = true
  }
}
