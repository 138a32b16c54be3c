/// A source of monotonic time in seconds, the counterpart of `CACurrentMediaTime()`.
///
/// Folio never reads the wall clock directly: hosts give a `Window` a ``SystemClock`` and
/// tests give it a ``ManualClock``, which is why every test can be deterministic.
@MainActor
public protocol MediaClock: AnyObject {
    /// The current time in seconds. Only differences are meaningful.
    var now: Double { get }
}
