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
            manager.turn(step, animated: true, notifiesDelegate: true)
        case .first, .last:
            guard let count = numberOfPages, count > 0 else { return false }
            show(index: command == .first ? 0 : count - 1, animated: true, notifiesDelegate: true, completion: nil)
        }
        flushPendingSettle()
        return true
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
