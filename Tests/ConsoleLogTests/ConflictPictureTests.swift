import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutCore
import LayoutExplain
import Testing

/// The picture `plumb explain -o` draws: the rebuilt views as UIKit's recovery leaves them, and
/// the conflicting and broken constraints marked, checked on a real log of the corpus.
@Suite("Conflict picture")
struct ConflictPictureTests {
  /// 02-cell-height-44-vfl.log: `V:[UITableViewCellContentView(44)]` (UIKit's encapsulated
  /// height), `V:|-(0)-[UIView]`, `V:[UIView(100)]` and `V:[UIView]-(0)-|`; UIKit breaks the last.
  static func cellLog() throws -> UnsatisfiableConstraintsLog {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/ConsoleLogs/02-cell-height-44-vfl.log")
    let entries = try ConsoleLog(bytes: [UInt8](Data(contentsOf: url))).entries
    guard case .unsatisfiable(let log)? = entries.first else { throw CancellationError() }
    return log
  }

  @Test("The four conflicting constraints are marked, the one UIKit broke as broken")
  func marks() throws {
    let picture = Explainer.picture(
      of: try Self.cellLog(), device: try Device.lookup(Explainer.defaultDevice))
    #expect(picture.marks.map(\.constraint) == [0, 1, 2, 3])
    #expect(picture.marks.map(\.role) == [.conflicting, .conflicting, .conflicting, .broken])
    #expect(picture.marks[2].equation == "UIView#1.height == 100")
  }

  @Test("The frames are UIKit's recovery: the cell 44 tall, the view 100 tall from its top")
  func framesWithoutTheBrokenConstraint() throws {
    let picture = Explainer.picture(
      of: try Self.cellLog(), device: try Device.lookup(Explainer.defaultDevice))
    let views = Dictionary(
      uniqueKeysWithValues: picture.tree.children.map { ($0.name, $0) })
    let cell = try #require(views["UITableViewCellContentView#1"])
    let view = try #require(views["UIView#1"])
    // Without `V:[UIView]-(0)-|` the rest holds: height 44, height 100, tops equal.
    #expect(cell.frame.height == 44)
    #expect(view.frame.height == 100)
    #expect(view.frame.minY == cell.frame.minY)
    // Both are named by a conflicting constraint.
    #expect(
      cell.color == ConflictPicture.conflictFill && view.color == ConflictPicture.conflictFill)
    // The height mark is a bar the length of the view's 100 pt.
    let bar = try #require(picture.marks[2].segments.first)
    #expect(bar.to.y - bar.from.y == 100)
    #expect(bar.from.x == bar.to.x)
  }

  @Test("What the log leaves free is drawn, not collapsed: the widths are the nesting's")
  func freeSizesAreDrawn() throws {
    let device = try Device.lookup(Explainer.defaultDevice)
    let picture = Explainer.picture(of: try Self.cellLog(), device: device)
    // No logged constraint sets a width: the first view is inset 20 pt on each side of the
    // 393-pt window (iPhone 15), the second 40 pt.
    let widths = picture.tree.children.map(\.frame.width)
    let width = device.screen(.portrait).size.width
    #expect(widths == [width - 40, width - 80])
  }
}
