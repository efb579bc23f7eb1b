import Synchronization

/// The layout engines alive in the process, by serial (`LayoutEngine.serial`): how a constraint
/// finds the engine whose solver holds it (`LayoutConstraint.engine`).
///
/// A constraint keeps that engine's serial rather than a weak reference to it. A weak reference
/// gives the engine a side table, and every retain and release of an object with one takes the
/// runtime's slow path (see `ItemLifetime`); a layout pass and every activation retain and
/// release the engine many times (each `window.engine` read, each constraint queued), and only
/// the rare paths need the engine from the constraint — a constant or priority change, a
/// deactivation, a constraint whose container moved to another window. An engine enters the table when it is made and leaves it
/// when it is freed, so a serial never finds a freed engine.
///
/// The entries are the engines' addresses, unretained: the table must not keep an engine alive.
/// An engine leaves at the start of its `deinit`, before its memory can be reused, and is found
/// only by code that could use it (views and engines are not shared between threads while in
/// use), so an address read from the table is a live engine.
enum LiveEngines {
  private static let table = Mutex<[UInt64: UInt]>([:])

  /// Enters `engine` under its serial.
  static func insert(_ engine: LayoutEngine) {
    let address = UInt(bitPattern: Unmanaged.passUnretained(engine).toOpaque())
    table.withLock { $0[engine.serial] = address }
  }

  /// Removes the engine with `serial`; called from its `deinit`.
  static func remove(serial: UInt64) {
    _ = table.withLock { $0.removeValue(forKey: serial) }
  }

  /// The live engine with `serial`, or `nil` (0, or an engine since freed).
  static func engine(serial: UInt64) -> LayoutEngine? {
    guard serial != 0, let address = table.withLock({ $0[serial] }),
      let pointer = UnsafeRawPointer(bitPattern: address)
    else { return nil }
    return Unmanaged<LayoutEngine>.fromOpaque(pointer).takeUnretainedValue()
  }
}
