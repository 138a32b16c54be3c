public import FolioUI

/// Logs every state a set of recognizers enters, failures included (which actions never see).
///
/// ```swift
/// let gestures = GestureRecorder()
/// gestures.attach(pan, name: "pan")
/// host.drag(from: a, to: b, duration: 0.2)
/// #expect(gestures.events.first == GestureEvent("pan", .began))
/// ```
@MainActor
public final class GestureRecorder {
    /// Everything observed so far.
    public private(set) var events: [GestureEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Starts logging `recognizer`'s states under `name`.
    public func attach(_ recognizer: GestureRecognizer, name: String) {
        recognizer.stateObservers.append { [weak self] recognizer in
            self?.events.append(GestureEvent(name, recognizer.state))
        }
    }

    /// The states one recognizer went through.
    public func states(of name: String) -> [GestureRecognizer.State] {
        events.filter { $0.name == name }.map(\.state)
    }

    /// Forgets everything recorded so far.
    public func clear() {
        events = []
    }
}
