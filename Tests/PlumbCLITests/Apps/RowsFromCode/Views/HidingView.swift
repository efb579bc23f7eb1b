/// Hides itself unless a flag is set, when it is loaded: whether it shows is the code's.
final class HidingView: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    self.isHidden = !(Flags.shared.showDebug && Flags.shared.staging)
  }
}
