internal import FolioCore

/// When the bridge reads the window's tree again: reading it is the bridge's only cost while
/// the window is idle, so it is read only after something changed. A view was added, moved,
/// redrawn or laid out (the window counts those), the title or the window's place changed,
/// a notification was posted or a screen reader asked for something. While the window
/// animates, the tree is read at most twice a second, and once more when it comes to rest.
struct TreeReadSchedule {
    /// What is compared between passes of the host's loop.
    struct Seen: Equatable {
        /// The window's count of changes to its views.
        var changeCount: Int
        /// The window's title, the name of its accessible frame.
        var title: String
        /// Where the window is on the screen.
        var origin: Point
    }

    /// How long an animating window's tree may go unread, in seconds.
    static let readIntervalWhileBusy = 0.5

    private var lastSeen: Seen?
    private var lastRead = -Double.infinity
    private var wasBusy = false

    /// Whether to read the tree at this pass.
    ///
    /// - Parameters:
    ///   - seen: The window now.
    ///   - busy: Whether the window is animating or has work pending.
    ///   - now: The window's clock.
    ///   - mustRead: A notification was posted or a screen reader asked for something.
    mutating func shouldRead(_ seen: Seen, busy: Bool, now: Double, mustRead: Bool) -> Bool {
        let cameToRest = wasBusy && !busy
        wasBusy = busy
        let changed = seen != lastSeen && (!busy || now - lastRead >= Self.readIntervalWhileBusy)
        guard mustRead || cameToRest || changed else { return false }
        lastRead = now
        return true
    }

    /// Records the window as it was right after the read (reading may lay views out).
    mutating func didRead(_ seen: Seen) {
        lastSeen = seen
    }
}
