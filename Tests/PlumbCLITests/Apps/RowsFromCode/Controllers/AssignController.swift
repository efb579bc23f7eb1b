/// Sets its rows automatic in viewDidLoad: inferred.
final class AssignController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 72
  }
}
