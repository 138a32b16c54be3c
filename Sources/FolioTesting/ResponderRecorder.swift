import FolioCore
import FolioUI

/// Collects ``ResponderEvent``s in order.
@MainActor
public final class ResponderRecorder {
    /// Everything recorded so far.
    public private(set) var events: [ResponderEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends an event.
    public func record(_ event: ResponderEvent) { events.append(event) }

    /// Forgets everything recorded so far.
    public func clear() { events = [] }
}
