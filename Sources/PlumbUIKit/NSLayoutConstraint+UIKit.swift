import AutoLayout
import Synchronization

/// Something a constraint can be made between: a `UIView` or a `UILayoutGuide` (UIKit's
/// `NSLayoutConstraint` takes `Any` and raises an exception for anything else; here the compiler
/// refuses it).
public protocol UILayoutItem: AnyObject {
  /// The engine item the constraint is made on.
  var layoutItem: LayoutItem { get }
}

extension UIView: UILayoutItem {
  /// The engine view.
  public var layoutItem: LayoutItem { layoutView }
}

extension LayoutGuide: UILayoutItem {
  /// The guide itself.
  public var layoutItem: LayoutItem { self }
}

extension LayoutConstraint {
  /// Creates `item.attribute RELATION multiplier × toItem.attribute + constant`, as
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// Generic in the first item only so that a call with two guides, which the engine's
  /// non-generic initialiser also takes, resolves to that one rather than being ambiguous.
  public convenience init<Item: UILayoutItem>(
    item: Item, attribute firstAttribute: Attribute, relatedBy relation: Relation,
    toItem: (any UILayoutItem)?, attribute secondAttribute: Attribute, multiplier: Double,
    constant: Double
  ) {
    self.init(
      item: item.layoutItem, attribute: firstAttribute, relatedBy: relation,
      toItem: toItem?.layoutItem, attribute: secondAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// An empty constraint, as `NSLayoutConstraint()`: UIKit code makes one as a placeholder for
  /// a stored property and replaces it before activating. It relates nothing; activating it
  /// does nothing.
  public convenience init() {
    self.init(
      item: LayoutGuide(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 0)
  }

  /// Makes constraints from a visual format string, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`: `views` maps names to `UIView`s,
  /// `metrics` to numbers.
  ///
  /// UIKit raises an exception for a malformed string, an unknown name or a value that is not
  /// a view or a number; Plumb returns no constraints and records the error, with the offset
  /// of the offending character, in ``visualFormatErrors`` for the test to read.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do throws(VisualFormatError) {
      var engineViews: [String: View] = [:]
      // Sorted, so that of two bad values the same one is reported every run.
      for (name, value) in views.sorted(by: { $0.key < $1.key }) {
        guard let view = value as? UIView else {
          throw VisualFormatError(.unknownView(name), format: format, offset: 0)
        }
        engineViews[name] = view.layoutView
      }
      var numbers: [String: Double] = [:]
      for (name, value) in (metrics ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let number = Self.number(value) else {
          throw VisualFormatError(.unknownMetric(name), format: format, offset: 0)
        }
        numbers[name] = number
      }
      return try constraints(
        withVisualFormat: format, options: options, metrics: numbers, views: engineViews)
    } catch {
      recordedVisualFormatErrors.withLock { $0.append(error) }
      return []
    }
  }

  /// The visual format errors since the process started, oldest first: what UIKit would have
  /// raised as exceptions (see ``constraints(withVisualFormat:options:metrics:views:)``).
  public static var visualFormatErrors: [VisualFormatError] {
    recordedVisualFormatErrors.withLock { $0 }
  }

  private static func number(_ value: Any) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Int: Double(value)
    case let value as Float: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }
}

/// UIKit's exceptions for visual format strings, kept for tests (see
/// `LayoutConstraint.visualFormatErrors`).
private let recordedVisualFormatErrors = Mutex<[VisualFormatError]>([])
