/// A key pressed or released in the window, described as the X server describes it, to
/// offer to a screen reader with ``AccessibilityBridge/screenReaderTakes(_:)``.
///
/// - Note: Not in UIKit, where the system sees every key before the app does. On an X
///   desktop a screen reader hears the focused application's keys only when the application
///   offers them to the accessibility registry, as GTK does for every key.
public struct AccessibilityKeystroke: Sendable, Equatable {
    /// Whether the key went down (true) or up.
    public var isPress: Bool
    /// The X key symbol (0xffab for `KP_Add`, 0x61 for `a`).
    public var keysym: UInt32
    /// The X key code of the key's position, by which a screen reader finds its bindings.
    public var keycode: UInt32
    /// The X modifier mask held (Shift 1, Lock 2, Control 4, Alt 8, Num Lock 16, Super 64).
    public var modifiers: UInt32
    /// The text the key types, or, for a key that types none, its key symbol's name.
    public var text: String
    /// Whether ``text`` is typed text rather than a key's name.
    public var isText: Bool
    /// When it happened, in milliseconds.
    public var timestamp: UInt32

    /// Describes one key press or release.
    public init(
        isPress: Bool, keysym: UInt32, keycode: UInt32, modifiers: UInt32, text: String, isText: Bool,
        timestamp: UInt32
    ) {
        self.isPress = isPress
        self.keysym = keysym
        self.keycode = keycode
        self.modifiers = modifiers
        self.text = text
        self.isText = isText
        self.timestamp = timestamp
    }
}
