/// Only a comment and a string say it: not inferred.
class CommentedController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    // tableView.rowHeight = UITableView.automaticDimension
    /* tableView.rowHeight = UITableView.automaticDimension
       /* nested */ tableView.rowHeight = UITableView.automaticDimension */
    print("tableView.rowHeight = UITableView.automaticDimension")
    print(#"tableView.rowHeight = "\(UITableView.automaticDimension)""#)
  }
}
