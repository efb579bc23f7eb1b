/// Automatic for some rows or some devices only: not inferred.
class ConditionalController: UITableViewController {
  var compact = false

  override func viewDidLoad() {
    super.viewDidLoad()
    if compact {
      tableView.rowHeight = .automaticDimension
    }
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    if indexPath.row == 0 { return 44 }
    return UITableView.automaticDimension
  }
}
