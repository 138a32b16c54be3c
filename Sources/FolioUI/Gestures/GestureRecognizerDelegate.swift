/// Fine-tunes how a gesture recognizer interacts with touches and other recognizers, the
/// counterpart of `UIGestureRecognizerDelegate`. Every method has a default.
///
/// ```swift
/// extension Reader: GestureRecognizerDelegate {
///     func gestureRecognizer(
///         _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
///     ) -> Bool { true }
/// }
/// ```
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave the possible state. `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether both recognizers may recognize at the same time. `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer should see `touch` at all. `true` by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer must wait for `other` to fail. `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool
    /// Whether `other` must wait for the recognizer to fail. `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }

    /// Returns `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
