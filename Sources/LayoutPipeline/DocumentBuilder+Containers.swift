import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile

/// Building the file's stack views, labels and scroll views, its size-class variations, and the
/// scenario's text size and keyboard.
extension DocumentWindow {
  /// Whether this window's size classes and text size install an entry scoped by `condition`.
  func installs(_ condition: LayoutDocument.TraitCondition?) -> Bool {
    guard let condition else { return true }
    let traits = window.traitCollection
    return condition.matches(
      horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass,
      contentSizeCategory: traits.preferredContentSizeCategory)
  }

  /// Whether a Visual Format string names a view this window leaves out (`[name` or `[name(`):
  /// such a line is left out with the view.
  func namesUninstalledView(_ format: String) -> Bool {
    guard !uninstalled.isEmpty else { return false }
    var names: [Substring] = []
    var rest = format[...]
    while let open = rest.firstIndex(of: "[") {
      let after = rest[rest.index(after: open)...]
      let end = after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? after.endIndex
      names.append(after[..<end])
      rest = after[end...]
    }
    return names.contains { uninstalled.contains(String($0)) }
  }

  /// The view an entry makes: a stack view, label, scroll view, or a plain view whose intrinsic
  /// size comes from the file.
  func makeView(_ spec: LayoutDocument.ViewSpec) -> View {
    switch spec.kind {
    case .stack(let declared):
      // Before the stack is in the window: its settings at the window's text size.
      let settings = declared.resolved(for: window.traitCollection.preferredContentSizeCategory)
      let stack = StackView(identifier: spec.name)
      stack.axis = settings.axis
      stack.distribution = StackView.Distribution(settings.distribution)
      stack.alignment = StackView.Alignment(settings.alignment)
      // The reader accepts only finite spacing ≥ 0, which `setSpacing` never refuses.
      stack.spacing = settings.spacing
      stack.isLayoutMarginsRelativeArrangement = settings.isLayoutMarginsRelativeArrangement
      stack.isBaselineRelativeArrangement = settings.isBaselineRelativeArrangement
      return stack
    case .label(let settings):
      let label: Label
      if let style = settings.textStyle {
        label = Label(text: settings.text, textStyle: style, identifier: spec.name)
      } else {
        label = Label(text: settings.text, identifier: spec.name)
      }
      label.numberOfLines = settings.numberOfLines
      return label
    case .scroll:
      return ScrollView(identifier: spec.name)
    case .plain:
      let intrinsic: Size
      if let size = spec.intrinsicSize {
        intrinsic = Size(
          width: size.width ?? View.noIntrinsicMetric, height: size.height ?? View.noIntrinsicMetric
        )
      } else if let text = spec.text {
        intrinsic = textSize(text)
      } else {
        intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
      }
      return FileView(name: spec.name, intrinsic: intrinsic, text: spec.text)
    }
  }

  /// Hiding and the priorities the file sets, once the view is in the hierarchy.
  func configure(_ view: View, _ spec: LayoutDocument.ViewSpec) {
    view.isHidden = spec.isHidden
    for axis in [Axis.horizontal, .vertical] {
      let pick = { (p: LayoutDocument.AxisPriorities) in
        axis == .horizontal ? p.horizontal : p.vertical
      }
      if let hugging = pick(spec.hugging) {
        view.setContentHuggingPriority(LayoutPriority(rawValue: Float(hugging)), for: axis)
      }
      if let resistance = pick(spec.compressionResistance) {
        view.setContentCompressionResistancePriority(
          LayoutPriority(rawValue: Float(resistance)), for: axis)
      }
    }
  }
}
