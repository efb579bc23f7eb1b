// The delegate method lives in an extension in another file: it counts for the class.
extension HeightController {
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    return UITableView.automaticDimension
  }
}
