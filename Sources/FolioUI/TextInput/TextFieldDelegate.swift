/// What a ``TextField`` asks and tells as it is edited, the counterpart of
/// `UITextFieldDelegate`. Every method has a default, so adopt only what you need.
///
/// ```swift
/// extension PasswordViewController: TextFieldDelegate {
///     func textFieldShouldReturn(_ textField: TextField) -> Bool {
///         unlock(with: textField.text ?? "")
///         return false
///     }
/// }
/// ```
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder; `true` by default.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may resign first responder; `true` by default.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Return was pressed. Return `true` to let the field send `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
