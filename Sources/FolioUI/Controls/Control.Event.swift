extension Control {
    /// The kinds of events a control reports, the counterpart of `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// The touch moved while inside (or near) the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch lifted inside (or near) the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        /// A text field became first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed through typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field resigned first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event of a text field.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A closure run for control events, the counterpart of `UIAction`.
    ///
    /// ```swift
    /// control.addAction(Control.Action(identifier: "log") { action in
    ///     print(action.sender as Any)
    /// }, for: .valueChanged)
    /// ```
    @MainActor
    public final class Action {
        /// Identifies the action for ``Control/removeAction(identifiedBy:for:)``.
        public let identifier: String
        /// A title (unused by controls that do not show text).
        public let title: String
        /// The control that is sending the action, during the call.
        public internal(set) weak var sender: Control?
        let handler: @MainActor (Action) -> Void

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - title: A title.
        ///   - identifier: An identifier; a unique one by default.
        ///   - handler: Runs when the action is sent.
        public init(
            title: String = "", identifier: String? = nil, handler: @escaping @MainActor (Action) -> Void
        ) {
            self.title = title
            self.identifier = identifier ?? "action-\(Action.nextIdentifier())"
            self.handler = handler
        }

        private static var counter = 0
        private static func nextIdentifier() -> Int {
            counter += 1
            return counter
        }
    }
}
