/// A per-frame callback source, the counterpart of `CADisplayLink`.
///
/// Hosts call ``tick()`` once per frame; animations, decelerations and springs register a
/// callback with ``add(_:)`` and advance themselves to ``timestamp``. A host may stop
/// drawing while ``isActive`` is false, which is how Folio idles at zero CPU.
///
/// ```swift
/// let token = window.displayLink.add { link in
///     position = decay.position(at: link.timestamp - start, from: x0, velocity: v0)
/// }
/// window.displayLink.remove(token)
/// ```
@MainActor
public final class DisplayLink {
    /// Identifies a registered callback so that it can be removed.
    public struct Token: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    /// The clock the link reads at each tick.
    public let clock: any MediaClock
    /// The time of the frame being processed, in the clock's seconds.
    public private(set) var timestamp: Double
    /// The nominal time between frames.
    public let duration: Double
    /// The time the next frame is expected, `timestamp + duration`.
    public var targetTimestamp: Double { timestamp + duration }
    /// While paused, ``tick()`` updates the timestamp but calls nobody.
    public var isPaused = false
    /// The number of ticks so far.
    public private(set) var frameCount = 0

    private var callbacks: [(Token, @MainActor (DisplayLink) -> Void)] = []
    private var nextID: UInt64 = 0

    /// Creates a display link reading `clock`.
    ///
    /// - Parameters:
    ///   - clock: The time source.
    ///   - framesPerSecond: The nominal frame rate, used for ``duration``.
    public init(clock: any MediaClock, framesPerSecond: Double = 60) {
        self.clock = clock
        self.timestamp = clock.now
        self.duration = 1 / max(framesPerSecond, 1)
    }

    /// Whether any callback is registered (and the link is not paused).
    public var isActive: Bool { !isPaused && !callbacks.isEmpty }

    /// Registers a callback for every following tick.
    ///
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func add(_ callback: @escaping @MainActor (DisplayLink) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        callbacks.append((token, callback))
        return token
    }

    /// Unregisters a callback. Removing a token twice does nothing.
    public func remove(_ token: Token) {
        callbacks.removeAll { $0.0 == token }
    }

    /// Reads the clock and calls every callback registered before this tick, in order.
    /// Callbacks may add or remove callbacks; removed ones are not called.
    public func tick() {
        timestamp = clock.now
        frameCount += 1
        guard !isPaused else { return }
        let snapshot = callbacks
        for (token, callback) in snapshot where callbacks.contains(where: { $0.0 == token }) {
            callback(self)
        }
    }
}
