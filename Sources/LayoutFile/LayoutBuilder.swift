import AspectFit
import AutoLayout
import Cassowary
import DeviceCatalog
import LayoutCore
import SolverFormat

/// A view whose intrinsic content size comes from the file.
final class FileView: View {
  let intrinsic: Size

  init(name: String, intrinsic: Size) {
    self.intrinsic = intrinsic
    super.init(identifier: name)
  }

  override var intrinsicContentSize: Size { intrinsic }
}

/// A rectangle of a built layout, in window coordinates.
public struct LaidOutItem: Hashable, Sendable {
  /// The item's name in the file (system guides by their reserved names, `player.safeArea` for
  /// a view's).
  public var name: String
  /// Whether it is a view or a layout guide.
  public var kind: FrameTree.Kind
  /// Its frame in the window's coordinates.
  public var frame: Rect
  /// Its fill colour, for views that have one.
  public var color: String?
  /// The owning view's name for guides, the parent's for views.
  public var parent: String
  /// Whether a view may leave the safe area.
  public var ignoresSafeArea: Bool
}

/// A layout file built into a window on one device in one orientation and laid out.
///
/// Not `Sendable`: it holds the window. Build one per thread.
public final class BuiltLayout {
  /// The document it was built from.
  public let document: LayoutDocument
  /// The device.
  public let device: Device
  /// The orientation.
  public let orientation: Orientation
  /// The window, laid out.
  public let window: Window
  /// The file's views by name.
  public private(set) var views: [(name: String, view: View)] = []
  /// The file's guides and the system guides the equations used, by name.
  public private(set) var guides: [(name: String, guide: LayoutGuide)] = []
  /// Each unsatisfiable-constraints report UIKit would log, as text.
  public private(set) var conflicts: [String] = []

  init(document: LayoutDocument, device: Device, orientation: Orientation) {
    self.document = document
    self.device = device
    self.orientation = orientation
    self.window = Window(device: device, orientation: orientation, identifier: "window")
  }

  /// Builds `document` on `device` in `orientation` and lays it out.
  ///
  /// - Throws: ``LayoutFileError`` pointing into the file for unknown names, malformed
  ///   equations and Visual Format strings, and constraints Auto Layout refuses to activate.
  ///   Conflicts between constraints are not errors here: they depend on the device, so they
  ///   are collected in ``conflicts`` for `plumb check`.
  public static func build(
    _ document: LayoutDocument, device: Device, orientation: Orientation
  ) throws(LayoutFileError) -> BuiltLayout {
    let built = BuiltLayout(document: document, device: device, orientation: orientation)
    try built.populate()
    return built
  }

  var source: SourceText { SourceText(file: document.file, text: document.source) }

  func error(_ line: LayoutDocument.ConstraintLine, offset: Int, _ message: String, hint: String) -> LayoutFileError {
    source.error(line: line.location.line, column: line.location.column + offset, message, hint: hint)
  }

  private func populate() throws(LayoutFileError) {
    let window = self.window
    // Keep the reports instead of writing them to standard error: `check` counts them.
    window.diagnosticsHandler = { [weak self] diagnostic in
      if case .unsatisfiableConstraints = diagnostic { self?.conflicts.append(diagnostic.description) }
      if case .activationFailed = diagnostic { self?.conflicts.append(diagnostic.description) }
    }
    if let ratio = document.aspectFitRatio {
      do {
        try window.safeAreaAspectFitLayoutGuide.setAspectRatio(ratio)
      } catch {
        throw source.error(line: 0, column: 0, "invalid aspect ratio \(ratio)", hint: "use a ratio in (0, 100]")
      }
    }
    var byName: [String: View] = ["window": window]
    for spec in document.views {
      let intrinsic: Size
      if let size = spec.intrinsicSize {
        intrinsic = Size(width: size.width ?? View.noIntrinsicMetric, height: size.height ?? View.noIntrinsicMetric)
      } else if let text = spec.text {
        intrinsic = textSize(text)
      } else {
        intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
      }
      let view = FileView(name: spec.name, intrinsic: intrinsic)
      view.translatesAutoresizingMaskIntoConstraints = false
      view.backgroundColor = spec.color
      // The reader checked that parents come first.
      guard let parent = byName[spec.parent] else {
        throw source.error(
          line: spec.location.line, column: spec.location.column, "unknown parent `\(spec.parent)`",
          hint: "declare the parent above its subviews")
      }
      parent.addSubview(view)
      byName[spec.name] = view
      views.append((spec.name, view))
    }
    var guideByName: [String: LayoutGuide] = [:]
    for spec in document.guides {
      guard let owner = byName[spec.owner] else {
        throw source.error(line: spec.location.line, column: spec.location.column, "unknown owner `\(spec.owner)`", hint: "use `window` or a view's name")
      }
      let guide = LayoutGuide(identifier: spec.name)
      owner.addLayoutGuide(guide)
      guideByName[spec.name] = guide
      guides.append((spec.name, guide))
    }

    func item(_ path: [String], in line: LayoutDocument.ConstraintLine, offset: Int) throws(LayoutFileError) -> LayoutItem {
      let known = ["window"] + document.views.map(\.name) + document.guides.map(\.name) + ["safeArea", "layoutMargins", "readableContent", "aspectFit"]
      var view: View = window
      var rest = path[...]
      if let first = rest.first, first != "window" || path.count == 1 {
        if let guide = guideByName[first] {
          guard path.count == 1 else {
            throw error(line, offset: offset, "guide `\(first)` has no guides of its own", hint: "write `\(first).ATTRIBUTE`")
          }
          return guide
        }
        if let found = byName[first] {
          view = found
          rest = rest.dropFirst()
        } else if !reservedNames.contains(first) {
          throw error(
            line, offset: offset, "unknown item `\(first)`",
            hint: suggestion(first, known) ?? "declare it under `views:` or `guides:`, or use \(reservedNames.sorted().joined(separator: ", "))")
        }
      } else {
        rest = rest.dropFirst()
      }
      guard let guideName = rest.first else { return view }
      let prefix = view === window ? "" : "\(path[0])."
      guard rest.count == 1 else {
        throw error(line, offset: offset, "`\(path.joined(separator: "."))` names too much", hint: "write ITEM.ATTRIBUTE or VIEW.GUIDE.ATTRIBUTE")
      }
      let guide: LayoutGuide
      switch guideName {
      case "safeArea": guide = view.safeAreaLayoutGuide
      case "layoutMargins": guide = view.layoutMarginsGuide
      case "readableContent": guide = view.readableContentGuide
      case "aspectFit":
        guard view === window else {
          throw error(line, offset: offset, "only the window has an aspect-fit guide", hint: "write `aspectFit.ATTRIBUTE`")
        }
        guide = window.safeAreaAspectFitLayoutGuide.layoutGuide
      default:
        throw error(
          line, offset: offset + path.joined(separator: ".").count - guideName.count,
          "unknown guide `\(guideName)`", hint: suggestion(guideName, ["safeArea", "layoutMargins", "readableContent", "aspectFit"]) ?? "a view's guides are safeArea, layoutMargins and readableContent")
      }
      let name = prefix + guideName
      if !guides.contains(where: { $0.name == name }) { guides.append((name, guide)) }
      return guide
    }

    var constraints: [(LayoutConstraint, LayoutDocument.ConstraintLine)] = []
    for line in document.equations {
      var parser = EquationParser(line.text)
      let equation: Equation
      do {
        equation = try parser.parse()
      } catch {
        throw self.error(line, offset: error.offset, error.message, hint: error.hint)
      }
      let first = try item(equation.first.item, in: line, offset: equation.first.offset)
      let second = try equation.second.map { (reference) throws(LayoutFileError) in
        try item(reference.item, in: line, offset: reference.offset)
      }
      guard first !== second || equation.first.attribute != equation.second?.attribute else {
        throw error(line, offset: equation.first.offset, "the anchor is related to itself", hint: "relate it to another anchor")
      }
      let constraint = LayoutConstraint(
        item: first, attribute: equation.first.attribute, relatedBy: equation.relation, toItem: second,
        attribute: equation.second?.attribute ?? .notAnAttribute,
        multiplier: equation.second == nil ? 0 : equation.multiplier, constant: equation.constant)
      constraint.priority = LayoutPriority(rawValue: Float(equation.priority))
      constraint.identifier = "line \(line.location.line)"
      constraints.append((constraint, line))
    }
    let viewDictionary = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.view) })
    for line in document.visualFormats {
      do {
        let made = try LayoutConstraint.constraints(withVisualFormat: line.text, views: viewDictionary)
        for constraint in made {
          constraint.identifier = "line \(line.location.line)"
          constraints.append((constraint, line))
        }
      } catch {
        throw self.error(line, offset: error.offset, error.message, hint: error.hint)
      }
    }
    for (constraint, line) in constraints {
      do {
        try LayoutConstraint.activateChecked([constraint])
      } catch {
        throw self.error(
          line, offset: 0, "Auto Layout refuses this constraint: \(error)",
          hint: "items in one constraint need a common ancestor; guides need an owning view")
      }
    }
    window.layoutIfNeeded()
  }

  /// Every view and guide, in file order (views first), with window-coordinate frames.
  public var items: [LaidOutItem] {
    let specs = Dictionary(uniqueKeysWithValues: document.views.map { ($0.name, $0) })
    var result: [LaidOutItem] = []
    for (name, view) in views {
      let spec = specs[name]
      result.append(
        LaidOutItem(
          name: name, kind: .view, frame: absoluteFrame(of: view), color: spec?.color,
          parent: spec?.parent ?? "window", ignoresSafeArea: spec?.ignoresSafeArea ?? false))
    }
    for (name, guide) in guides {
      let owner = guide.owningView ?? window
      let origin = absoluteFrame(of: owner).origin
      result.append(
        LaidOutItem(
          name: name, kind: .guide, frame: guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y), color: nil,
          parent: owner.identifier ?? "window", ignoresSafeArea: true))
    }
    return result
  }

  func absoluteFrame(of view: View) -> Rect {
    var frame = view.frame
    var current = view.superview
    while let parent = current, parent !== window {
      frame = frame.offsetBy(dx: parent.frame.minX, dy: parent.frame.minY)
      current = parent.superview
    }
    return view === window ? Rect(origin: .zero, size: window.frame.size) : frame
  }

  /// The layout as a frame tree for the renderer: the window with its views nested as in the
  /// file, and the guides after each owner's subviews.
  public var frameTree: FrameTree {
    func node(_ view: View, name: String) -> FrameTree {
      let children = views.filter { $0.view.superview === view }.map { node($0.view, name: $0.name) }
      let ownGuides = guides.filter { ($0.guide.owningView ?? window) === view }.map {
        FrameTree(name: $0.name, kind: .guide, frame: $0.guide.layoutFrame)
      }
      let frame = view === window ? Rect(origin: .zero, size: window.frame.size) : view.frame
      return FrameTree(name: name, frame: frame, color: view.backgroundColor, children: children + ownGuides)
    }
    return node(window, name: "window")
  }

  /// The window's constraint system in the `cassowary-bench/1` format.
  public func constraintSystem() -> ConstraintSystem {
    ConstraintSystem(window._solver, name: document.title ?? document.file)
  }
}

extension Device {
  /// The catalogued device called `name`, ignoring case, spaces and punctuation
  /// (`"iPhone 14 Pro"`, `"iphone14pro"`), or the one device whose name starts so.
  public static func named(_ name: String) -> Device? {
    func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
    if let exact = all.first(where: { key($0.name) == key(name) }) { return exact }
    // A unique prefix will do: "iPhone SE" for "iPhone SE (3rd generation)".
    let matches = all.filter { key($0.name).hasPrefix(key(name)) }
    return matches.count == 1 ? matches[0] : nil
  }
}

extension Orientation {
  /// The orientation called `name`: a raw value, ignoring case, or `landscape` for
  /// ``landscapeLeft``.
  public static func named(_ name: String) -> Orientation? {
    let lower = name.lowercased()
    if lower == "landscape" { return .landscapeLeft }
    return allCases.first { $0.rawValue.lowercased() == lower }
  }
}
