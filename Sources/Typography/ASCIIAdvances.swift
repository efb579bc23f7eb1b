/// The advances of the 128 ASCII characters for one measurer and length factor, each asked of
/// the measurer the first time a text needs it (``TextMeasurer/advance(ofASCII:)`` times the
/// factor).
///
/// ``MeasuredText`` asks each distinct byte of an ASCII text once per text; a layout pass that
/// measures many texts with one measurer hands them one table, so that each byte is asked once
/// per pass. Answers are pure functions of the measurer and the byte (``TextMeasurer``), so a
/// table shared by texts measured with the same measurer and factor changes no advance.
///
/// Not thread-safe: one layout pass, on one thread at a time, owns it. `@unchecked Sendable` so
/// that a pass's layout context, which is `Sendable`, can carry it: the pass makes it, and no
/// two threads run one pass at once (as for the pass's size cache).
package final class ASCIIAdvances: @unchecked Sendable {
  /// The length factor the advances are multiplied by.
  package let lengthFactor: Double
  /// Per byte: its advance, or NaN if not asked yet (a measurer answering NaN is asked again).
  let known: UnsafeMutablePointer<Double>

  /// An empty table for advances multiplied by `lengthFactor`.
  package init(lengthFactor: Double) {
    self.lengthFactor = lengthFactor
    known = .allocate(capacity: 128)
    known.initialize(repeating: .nan, count: 128)
  }

  deinit {
    known.deallocate()
  }
}
