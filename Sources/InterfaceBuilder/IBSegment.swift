/// One segment of a segmented control (`<segment>` inside `<segments>`): what UIKit sizes it by.
public struct IBSegment: Hashable, Sendable {
  /// The segment's title, if it has one.
  public var title: String?
  /// The name of the segment's image, if it has one.
  public var imageName: String?
  /// The width the file sets for the segment (`width`), nil when UIKit sizes it (UIKit's 0).
  public var width: Double?

  /// Creates a segment.
  public init(title: String?, imageName: String?, width: Double?) {
    self.title = title
    self.imageName = imageName
    self.width = width
  }
}
