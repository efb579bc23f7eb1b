import Testing
import TemporaryFolder

@testable import LayoutCommands

@Suite("Reading an app's code")
struct AppCodeTests {
  @Test("A class declared in two files is inferred nothing, for rows or hiding, and each is said")
  func classDeclaredTwice() throws {
    // Both files declare `FeedController` and `BadgeView`; the storyboard names one class, not
    // a file, so which declaration UIKit runs is not in the sources.
    let statements = """
      class FeedController {
        func viewDidLoad() { tableView.rowHeight = UITableView.automaticDimension }
      }
      class BadgeView {
        override func awakeFromNib() { isHidden = true }
      }
      """
    let folder = try TemporaryFolder(["A.swift": statements, "B.swift": statements])
    let code = AppCode.read(folder: folder.directory.path)
    #expect(code.selfSizingRows.isEmpty)
    #expect(code.hiddenByCode.isEmpty)
    #expect(
      code.notes == [
        "app code: class FeedController is declared in 2 files (A.swift, B.swift); its rows are "
          + "not inferred",
        "app code: class BadgeView is declared in 2 files (A.swift, B.swift); whether it hides "
          + "its views is not inferred",
      ])
  }

  @Test("A class declared once is inferred from its statements")
  func classDeclaredOnce() throws {
    let folder = try TemporaryFolder([
      "A.swift": """
      class FeedController {
        func viewDidLoad() { tableView.rowHeight = UITableView.automaticDimension }
      }
      """,
      "B.swift": """
      class BadgeView {
        override func awakeFromNib() { isHidden = true }
      }
      """,
    ])
    let code = AppCode.read(folder: folder.directory.path)
    #expect(code.selfSizingRows.map(\.className) == ["FeedController"])
    #expect(code.hiddenByCode.map(\.className) == ["BadgeView"])
    #expect(code.notes.isEmpty)
  }
}
