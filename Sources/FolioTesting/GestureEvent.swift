public import FolioUI

/// One observed state of a gesture recognizer.
public struct GestureEvent: Hashable, Sendable, CustomStringConvertible {
    /// The name given to ``GestureRecorder/attach(_:name:)``.
    public var name: String
    /// The state the recognizer entered.
    public var state: GestureRecognizer.State

    /// Creates an event.
    public init(_ name: String, _ state: GestureRecognizer.State) {
        self.name = name
        self.state = state
    }

    public var description: String { "\(name).\(state)" }
}
