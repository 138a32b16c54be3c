import FolioCore
import FolioUI

extension PageViewController {
    /// Handles a key press; `false` passes it up the responder chain.
    func handleKeyDown(_ event: KeyEvent) -> Bool {
        guard isKeyboardNavigationEnabled, !manager.current.isEmpty,
            let command = PageKeyCommand(
                key: event.key, modifiers: event.modifiers, isVertical: navigationOrientation == .vertical,
                isReversed: transitionFrame.isReversed)
        else { return false }
        noteUserActivity()
        switch command {
        case .turn(let step):
            guard manager.canTurn(step) || manager.phase != .idle else { return false }
            if manager.phase != .idle, let target = coalescedKeyTarget(step) {
                // Presses during a turn coalesce into one turn to where they lead, run when
                // the current one ends: 30 presses of Right are two turns, not 30 queued
                // animations (17.6 s in the reader).
                if target != keyTurnTarget?.index {
                    keyTurnTarget = (target, step)
                    show(index: target, animated: true, notifiesDelegate: true) { [weak self] _ in
                        if self?.keyTurnTarget?.index == target { self?.keyTurnTarget = nil }
                    }
                }
            } else {
                keyTurnTarget = nil
                manager.turn(step, animated: true, notifiesDelegate: true)
            }
        case .first, .last:
            guard let count = numberOfPages, count > 0 else { return false }
            show(index: command == .first ? 0 : count - 1, animated: true, notifiesDelegate: true, completion: nil)
        }
        flushPendingSettle()
        return true
    }

    /// The page a key press during a turn leads to, or `nil` to queue the step as is (no
    /// page count, the other direction). A turn moves `turnLength` pages: one spread, or a
    /// leaf's front and back in a double-sided single-page book, whose fronts are the even
    /// pages (``show(index:animated:notifiesDelegate:completion:)`` adds the back).
    private func coalescedKeyTarget(_ step: PageStep) -> Int? {
        let configuration = manager.configuration
        guard let count = numberOfPages, count > 0 else { return nil }
        let base: Int
        if let pending = keyTurnTarget, manager.pendingRequestCount > 0 {
            guard pending.step == step else { return nil }
            base = pending.index
        } else {
            guard manager.pendingRequestCount == 0, let turn = manager.turn, turn.step == step,
                let landing = turn.pendingIndex
            else { return nil }
            base = landing
        }
        let target = base + (step == .forward ? configuration.turnLength : -configuration.turnLength)
        return min(max(target, 0), count - 1)
    }

    /// Handles a wheel event; `false` passes it up the responder chain.
    func handleScrollWheel(_ event: ScrollWheelEvent) -> Bool {
        guard !manager.current.isEmpty else { return false }
        let frame = transitionFrame
        var delta: Double
        if frame.isVertical {
            delta = event.delta.y
        } else {
            delta = abs(event.delta.x) >= abs(event.delta.y) ? event.delta.x : event.delta.y
            if frame.isReversed, abs(event.delta.x) >= abs(event.delta.y) { delta = -delta }
        }
        guard let step = wheel.add(delta: delta, isPrecise: event.isPrecise, at: event.timestamp) else {
            return delta != 0
        }
        noteUserActivity()
        if manager.phase == .idle, manager.canTurn(step) {
            manager.turn(step, animated: true, notifiesDelegate: true)
            flushPendingSettle()
        }
        return true
    }
}
