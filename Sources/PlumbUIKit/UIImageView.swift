/// An image, known to layout by its size only: UIKit's `UIImage`.
public final class UIImage: Sendable {
  /// The size in points.
  public let size: CGSize

  /// An image of `size` points (Plumb's: there are no image files to read).
  public init(size: CGSize) { self.size = size }

  /// `nil`: Plumb has no asset catalog to read images from. An image view without an image has
  /// no intrinsic size, so layouts that need one show it as ambiguous rather than guessing.
  public convenience init?(named name: String) { return nil }

  /// `nil`: Plumb has no SF Symbols to size; see ``init(named:)``.
  public convenience init?(systemName name: String) { return nil }
}

/// A view showing an image: UIKit's `UIImageView`, whose natural size is its image's.
open class UIImageView: UIView {
  /// The image; its size is the view's intrinsic size.
  public var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Creates an image view showing `image`, sized to it as in UIKit.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
