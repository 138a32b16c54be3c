import FolioCore
import FolioUI

/// When the next automatic turn is due.
struct AutoAdvanceState {
    /// Seconds between turns; `nil` when off.
    var interval: Double?
    /// The display-link callback while the book is on screen.
    var token: DisplayLink.Token?
    /// The time of the last turn or user interaction, on the window's clock.
    var lastActivity: Double?
    /// Whether a finger rests on the pages.
    var isHeld = false
}

extension PageViewController {
    /// Turns forward automatically every `autoAdvanceInterval` seconds of the window's
    /// clock while the book is on screen; any drag, tap, key or wheel event restarts the
    /// wait, and a finger on the pages holds it. A looping book goes round; any other
    /// stops at the last page. `nil` (the default) turns it off.
    ///
    /// - Note: A Folio addition. It runs on the window's display link, never on a timer,
    ///   so headless tests control it with the clock.
    public var autoAdvanceInterval: Double? {
        get { autoAdvance.interval }
        set {
            autoAdvance.interval = newValue.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            stopAutoAdvance()
            startAutoAdvanceIfNeeded()
        }
    }

    func startAutoAdvanceIfNeeded() {
        guard autoAdvance.interval != nil, autoAdvance.token == nil, appearanceState == .appeared,
            let displayLink = viewIfLoaded?.window?.displayLink
        else { return }
        autoAdvance.lastActivity = displayLink.clock.now
        autoAdvance.token = displayLink.add { [weak self] link in
            self?.autoAdvanceTick(at: link.timestamp)
        }
    }

    func stopAutoAdvance() {
        if let token = autoAdvance.token { viewIfLoaded?.window?.displayLink.remove(token) }
        autoAdvance.token = nil
    }

    /// Restarts the wait (a user interaction or a turn).
    func noteUserActivity() {
        guard autoAdvance.token != nil, let clock = viewIfLoaded?.window?.clock else { return }
        autoAdvance.lastActivity = clock.now
    }

    private func autoAdvanceTick(at time: Double) {
        guard let interval = autoAdvance.interval else { return }
        if autoAdvance.isHeld || scrollView?.isTracking == true || curlTurn != nil || manager.phase != .idle {
            autoAdvance.lastActivity = time
            return
        }
        guard time - (autoAdvance.lastActivity ?? time) >= interval - 1e-9 else { return }
        autoAdvance.lastActivity = time
        guard manager.canTurn(.forward) else { return }
        manager.turn(.forward, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }
}
