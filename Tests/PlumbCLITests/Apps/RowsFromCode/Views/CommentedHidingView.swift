/// Its hiding statements are a comment and a string: not read as code.
final class CommentedHidingView: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    // self.isHidden = true
    /* isHidden = !Flags.shared.showDebug */
    print("self.isHidden = true")
  }
}
