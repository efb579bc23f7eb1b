import AutoLayout
import DeviceCatalog
import Dispatch
import Foundation
import LayoutCore

/// What `plumb check` found for one device and orientation.
public struct CheckResult: Hashable, Sendable {
  /// The device.
  public var device: Device
  /// The orientation.
  public var orientation: Orientation
  /// How many times Auto Layout broke a required constraint (unsatisfiable layouts).
  public var conflicts: Int
  /// Views and guides of the file whose layout is ambiguous.
  public var ambiguous: [String]
  /// Views that leave the safe area (views marked `ignoresSafeArea` are not counted: content
  /// in the aspect-fit guide, say, which may use the home indicator's strip).
  public var outsideSafeArea: [String]
  /// Views that leave the display shape: under the rounded corners, the notch or the island.
  public var outsideDisplay: [String]

  /// Whether the layout passes.
  public var passed: Bool {
    conflicts == 0 && ambiguous.isEmpty && outsideSafeArea.isEmpty && outsideDisplay.isEmpty
  }
}

/// The device–orientation pairs `check` visits.
public func checkTargets(devices: [Device], orientations: [Orientation]?) -> [(Device, Orientation)] {
  devices.flatMap { device in
    (orientations ?? device.orientations).filter { device.orientations.contains($0) }.map { (device, $0) }
  }
}

extension BuiltLayout {
  /// Checks this layout: conflicts, ambiguity, and views outside the safe area or display.
  public func check() -> CheckResult {
    let screen = device.screen(orientation)
    // From the screen, not the window's guide: the guide is made (and laid out) only when used.
    let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeAreaInsets)
    var ambiguous: [String] = []
    for (name, view) in views where view.hasAmbiguousLayout { ambiguous.append(name) }
    for (name, guide) in guides where document.guides.contains(where: { $0.name == name }) && guide.hasAmbiguousLayout {
      ambiguous.append(name)
    }
    var outsideSafe: [String] = []
    var outsideDisplay: [String] = []
    for item in items where item.kind == .view {
      // Half a pixel of slack: frames are snapped to the pixel grid.
      let slack = 0.5 / screen.scale
      if !item.ignoresSafeArea, !safe.contains(item.frame, tolerance: slack) { outsideSafe.append(item.name) }
      if item.frame.width > 0, item.frame.height > 0, !screen.shape.containsPixels(touching: item.frame) {
        outsideDisplay.append(item.name)
      }
    }
    return CheckResult(
      device: device, orientation: orientation, conflicts: conflicts.count, ambiguous: ambiguous,
      outsideSafeArea: outsideSafe, outsideDisplay: outsideDisplay)
  }
}

/// Checks `document` on every target, spreading the work over all cores.
///
/// Each target builds its own window from the (immutable, `Sendable`) document, so the builds
/// share nothing. `progress` is called with the number finished, from worker threads.
///
/// - Throws: the file's ``LayoutFileError`` if it does not build (found on the first target:
///   a malformed file fails the same way on every device).
public func checkLayout(
  _ document: LayoutDocument, on targets: [(Device, Orientation)],
  progress: (@Sendable (Int) -> Void)? = nil
) throws(LayoutFileError) -> [CheckResult] {
  guard let first = targets.first else { return [] }
  let firstResult = try BuiltLayout.build(document, device: first.0, orientation: first.1).check()
  let results = ResultStore(count: targets.count)
  results.set(0, firstResult)
  progress?(1)
  let sendableTargets = targets.map { SendableTarget(device: $0.0, orientation: $0.1) }
  DispatchQueue.concurrentPerform(iterations: targets.count - 1) { i in
    let target = sendableTargets[i + 1]
    // The build cannot fail here: the first target built the same document.
    let result = (try? BuiltLayout.build(document, device: target.device, orientation: target.orientation))?.check()
    let done = results.set(i + 1, result)
    progress?(done)
  }
  return results.values.enumerated().map { index, value in
    value ?? CheckResult(device: targets[index].0, orientation: targets[index].1, conflicts: 1, ambiguous: [], outsideSafeArea: [], outsideDisplay: [])
  }
}

struct SendableTarget: Sendable {
  let device: Device
  let orientation: Orientation
}

/// Results written by worker threads, under a lock.
final class ResultStore: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [CheckResult?]
  private var finished = 0

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  @discardableResult
  func set(_ index: Int, _ value: CheckResult?) -> Int {
    lock.lock()
    defer { lock.unlock() }
    storage[index] = value
    finished += 1
    return finished
  }

  var values: [CheckResult?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
