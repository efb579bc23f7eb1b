/// How much longer than written every text is measured: the string-length dimension of
/// `plumb check --limits`, which asks at what length a text first truncates.
///
/// A factor `f` multiplies every character's advance (``MeasuredText``, whatever its measurer), so a text
/// measures as a text `f` times as long with the same mix of letters would: a translation 40 %
/// longer is `1.4`. Words wrap where they did; each is `f` times as wide. The factor is scoped
/// to one layout (``withFactor(_:_:)``), on the thread that lays out, so layouts in other
/// scenarios running beside it are measured as written.
public enum TextLengthFactor {
  /// The factor for the layout running on this thread; 1 (the text as written) outside a scope.
  @TaskLocal public static var current: Double = 1

  /// Runs `body` with every text measured `factor` times as long.
  public static func withFactor<R, E: Error>(
    _ factor: Double, _ body: () throws(E) -> R
  ) throws(E) -> R {
    if factor == 1 { return try body() }
    let outcome: Result<R, E> = $current.withValue(factor) {
      do throws(E) { return .success(try body()) } catch { return .failure(error) }
    }
    return try outcome.get()
  }
}
