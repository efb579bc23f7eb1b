import AutoLayout

/// A view that lays out a row or column of views: UIKit's `UIStackView`, over the engine's
/// ``AutoLayout/StackView``, which makes the constraints.
open class UIStackView: UIView {
  /// How views share the length along the axis: `UIStackView.Distribution`.
  public typealias Distribution = StackView.Distribution
  /// How views sit across the axis: `UIStackView.Alignment`.
  public typealias Alignment = StackView.Alignment

  override class func makeLayoutView() -> View { StackView() }

  /// The engine stack view.
  private var stack: StackView {
    // `makeLayoutView()` made it a `StackView`; the cast cannot fail.
    unsafeDowncast(layoutView, to: StackView.self)
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [UIView] = []

  /// Creates a stack view arranging `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The axis views are laid out along; horizontal by default.
  public var axis: NSLayoutConstraint.Axis {
    get { stack.axis }
    set { stack.axis = newValue }
  }

  /// How views share the length along the axis; `.fill` by default.
  public var distribution: Distribution {
    get { stack.distribution }
    set { stack.distribution = newValue }
  }

  /// How views sit across the axis; `.fill` by default.
  public var alignment: Alignment {
    get { stack.alignment }
    set { stack.alignment = newValue }
  }

  /// The gap between adjacent views; 0 by default. A non-finite value changes nothing and is
  /// reported to the window's diagnostics handler.
  public var spacing: CGFloat {
    get { stack.spacing }
    set { stack.spacing = Double(newValue) }
  }

  /// Whether views are laid out within the layout margins; `false` by default.
  public var isLayoutMarginsRelativeArrangement: Bool {
    get { stack.isLayoutMarginsRelativeArrangement }
    set { stack.isLayoutMarginsRelativeArrangement = newValue }
  }

  /// Whether vertical gaps are measured between baselines; `false` by default.
  public var isBaselineRelativeArrangement: Bool {
    get { stack.isBaselineRelativeArrangement }
    set { stack.isBaselineRelativeArrangement = newValue }
  }

  /// Appends `view` to the arranged views, adding it as a subview.
  public func addArrangedSubview(_ view: UIView) {
    stack.addArrangedSubview(view.layoutView)
    syncArrangement(with: view)
  }

  /// Inserts `view` into the arranged views at `index`, adding it as a subview. An index out
  /// of range (an exception in UIKit) changes nothing and is reported to the window's
  /// diagnostics handler.
  public func insertArrangedSubview(_ view: UIView, at index: Int) {
    do {
      try stack.insertArrangedSubview(view.layoutView, at: index)
    } catch {
      layoutView.window?.diagnosticsHandler?(.stackViewInputRejected(error))
    }
    syncArrangement(with: view)
  }

  /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: UIView) {
    stack.removeArrangedSubview(view.layoutView)
    syncArrangement()
  }

  /// Sets the gap after `arrangedSubview`. For a view that is not arranged (ignored by UIKit)
  /// or a non-finite gap, nothing changes and the window's diagnostics handler hears of it.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    do {
      try stack.setCustomSpacing(Double(spacing), after: arrangedSubview.layoutView)
    } catch {
      layoutView.window?.diagnosticsHandler?(.stackViewInputRejected(error))
    }
  }

  /// The gap after `arrangedSubview` set with ``setCustomSpacing(_:after:)``.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    stack.customSpacing(after: arrangedSubview.layoutView)
  }

  /// Mirrors the engine's arranged views (which the engine may have refused or moved) on this
  /// side, adopting `newView` if the engine arranged it.
  private func syncArrangement(with newView: UIView? = nil) {
    let known = arrangedSubviews + subviews + [newView].compactMap { $0 }
    arrangedSubviews = stack.arrangedSubviews.compactMap { engine in
      known.first { $0.layoutView === engine }
    }
    for view in arrangedSubviews where view.superview !== self { adopt(view) }
  }
}
