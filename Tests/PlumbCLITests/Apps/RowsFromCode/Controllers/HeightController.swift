class HeightController: UITableViewController {
  let caption = "tableView.rowHeight = 44"
}
