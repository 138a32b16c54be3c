/// Text the keyboard produced: what a key press typed in the user's keyboard layout, with
/// Shift, AltGr and dead keys applied, or what an input method composed.
///
/// A key press arrives twice: as a ``KeyEvent`` (which key, for shortcuts and navigation) and,
/// when it types something, as this event (which characters). A text field inserts the
/// characters and ignores the key; a page turner does the opposite. This is how UIKit
/// separates `pressesBegan(_:with:)` from `UIKeyInput.insertText(_:)`.
public struct TextInputEvent: Hashable, Sendable {
    /// The characters typed; never empty.
    public var text: String
    /// Seconds on the window's clock.
    public var timestamp: Double

    /// Creates a text event.
    ///
    /// - Parameters:
    ///   - text: The characters typed.
    ///   - timestamp: Seconds on the window's clock.
    public init(text: String, timestamp: Double = 0) {
        self.text = text
        self.timestamp = timestamp
    }
}
