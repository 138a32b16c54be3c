/// A responder that takes typed text, the counterpart of `UIKeyInput`.
///
/// When a responder that adopts it is the window's ``Window/firstResponder``, the window
/// gives it what the keyboard types: characters through ``insertText(_:)`` (Return as
/// `"\n"`, as the iOS keyboard sends it), and Backspace through ``deleteBackward()``.
/// ``TextField`` adopts it; adopt it yourself for a custom text view.
///
/// ```swift
/// final class PINView: View, KeyInput {
///     var digits = ""
///     override var canBecomeFirstResponder: Bool { true }
///     var hasText: Bool { !digits.isEmpty }
///     func insertText(_ text: String) { digits += text.filter(\.isNumber) }
///     func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
/// }
/// ```
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts typed characters at the insertion point (`"\n"` for Return).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
