import FolioCore

/// Arbitrates between the gesture recognizers of one window, as UIKit's gesture environment does.
///
/// It decides whether a recognizer may leave `possible` (delegate, failure requirements,
/// recognizers that already won), makes the losers fail, resolves recognizers waiting for
/// others to fail, and resets recognizers once their touches are gone.
@MainActor
final class GestureArena {
    /// Recognizers that received touches and have not been reset since.
    private(set) var participants: [GestureRecognizer] = []
    /// Told about every state change, so the window can cancel and release view touches.
    var onStateChange: (@MainActor (GestureRecognizer) -> Void)?

    var hasDeadline: Bool { participants.contains { $0.deadline != nil } }

    /// The soonest timeout a recognizer waits for (a press that may still become a double tap).
    /// Asked every pass of a host's loop that waits, so it builds no array.
    var earliestDeadline: Double? {
        var earliest: Double?
        for recognizer in participants {
            if let d = recognizer.deadline, earliest.map({ d < $0 }) ?? true { earliest = d }
        }
        return earliest
    }

    func add(_ recognizer: GestureRecognizer) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        participants.append(recognizer)
    }

    /// Fails waiting recognizers that a new touch sequence does not involve (a tap waiting
    /// for its second tap elsewhere).
    func beginSequence(involving recognizers: [GestureRecognizer]) {
        for recognizer in participants
        where recognizer.state == .possible && recognizer.trackedTouches.isEmpty
            && !recognizers.contains(where: { $0 === recognizer })
        {
            fail(recognizer)
        }
    }

    /// Handles a recognizer's request to change state.
    func recognizer(_ recognizer: GestureRecognizer, requests newState: State) {
        let current = recognizer.state
        switch (current, newState) {
        case (.possible, .began), (.possible, .ended):
            guard recognizer.pendingState == nil else { return }
            requestRecognition(recognizer, newState)
        case (.possible, .failed), (.possible, .cancelled):
            // A recognizer waiting for others has made its decision; only the arena ends the wait.
            guard recognizer.pendingState == nil else { return }
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            transition(recognizer, to: newState)
        case (.began, .failed), (.changed, .failed):
            transition(recognizer, to: .cancelled)
        case (_, .possible):
            recognizer.performReset()
            participants.removeAll { $0 === recognizer }
        default:
            return
        }
    }

    typealias State = GestureRecognizer.State

    private func requestRecognition(_ recognizer: GestureRecognizer, _ newState: State) {
        if !mayBegin(recognizer) {
            fail(recognizer)
            return
        }
        let blockers = requiredToFail(by: recognizer)
        if blockers.contains(where: { $0.state != .possible && $0.state != .failed }) {
            fail(recognizer)
            return
        }
        if blockers.contains(where: { $0.state == .possible }) {
            recognizer.pendingState = newState
            return
        }
        if participants.contains(where: { other in
            other !== recognizer && (other.state == .began || other.state == .changed)
                && !canRecognizeSimultaneously(recognizer, other)
        }) {
            fail(recognizer)
            return
        }
        transition(recognizer, to: newState)
        for other in participants where other !== recognizer && other.state == .possible {
            if !canRecognizeSimultaneously(recognizer, other) { fail(other) }
        }
    }

    private func mayBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        return true
    }

    /// The recognizers that `recognizer` has to wait for.
    private func requiredToFail(by recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result = recognizer.explicitFailureRequirements.filter { other in
            participants.contains { $0 === other }
        }
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required =
                recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if required { result.append(other) }
        }
        return result
    }

    private func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.recognizesSimultaneously(with: b) || b.recognizesSimultaneously(with: a)
            || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        recognizer.pendingState = nil
        recognizer.deadline = nil
        transition(recognizer, to: .failed)
    }

    private func transition(_ recognizer: GestureRecognizer, to newState: State) {
        recognizer.apply(newState)
        onStateChange?(recognizer)
        if newState == .failed || newState == .began || newState == .ended {
            resolveWaiters()
        }
    }

    /// Lets waiting recognizers proceed (or fail) after a state change of the ones they wait for.
    private func resolveWaiters() {
        for waiter in participants {
            guard let wanted = waiter.pendingState, waiter.state == .possible else { continue }
            let blockers = requiredToFail(by: waiter)
            if blockers.contains(where: { $0.state != .possible && $0.state != .failed }) {
                fail(waiter)
            } else if !blockers.contains(where: { $0.state == .possible }) {
                waiter.pendingState = nil
                requestRecognition(waiter, wanted)
                if wanted == .began, waiter.state == .began, waiter.trackedTouches.isEmpty {
                    // The touches lifted while it waited: the gesture is already over.
                    transition(waiter, to: .ended)
                }
            }
        }
    }

    /// Fails recognizers whose deadline passed.
    func expireDeadlines(at time: Double) {
        for recognizer in participants {
            guard let deadline = recognizer.deadline, deadline <= time else { continue }
            recognizer.deadline = nil
            recognizer.deadlinePassed()
        }
    }

    /// Resets recognizers that are done and have no touches left. When no touch remains in the
    /// window, recognizers still undecided without a deadline or a pending request fail first.
    func cleanUp(touchesRemain: Bool) {
        if !touchesRemain {
            for recognizer in participants
            where recognizer.state == .possible && recognizer.deadline == nil && recognizer.pendingState == nil {
                fail(recognizer)
            }
        }
        for recognizer in participants where recognizer.trackedTouches.isEmpty && recognizer.state.isTerminal {
            recognizer.performReset()
        }
        participants.removeAll {
            $0.state == .possible && $0.trackedTouches.isEmpty && $0.deadline == nil
                && $0.pendingState == nil
        }
    }

    /// Gives `touches` to `recognizer` again as if they had just begun: a zoomed scroll view
    /// at its edge hands a drag to the page curl's pan that lost it when the scroll view's
    /// own pan began (docs/Architecture.md §5.5).
    func revive(_ recognizer: GestureRecognizer, tracking touches: [Touch]) {
        guard let first = touches.first, recognizer.isEnabled else { return }
        recognizer.performReset()
        participants.removeAll { $0 === recognizer }
        add(recognizer)
        recognizer.trackedTouches = touches
        let event = PointerEvent(
            id: first.pointerID, phase: .began, location: first.locationInWindow, timestamp: first.timestamp,
            kind: first.kind)
        recognizer.touchesBegan(Set(touches), with: event)
    }

    /// Removes a recognizer that left its view or window, cancelling it if active.
    func remove(_ recognizer: GestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        if recognizer.state == .began || recognizer.state == .changed {
            transition(recognizer, to: .cancelled)
        } else {
            fail(recognizer)
        }
        recognizer.performReset()
        participants.removeAll { $0 === recognizer }
        resolveWaiters()
    }
}
