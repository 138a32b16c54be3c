/// A gesture-recognizer delegate made of closures, so a container can gate its recognizers
/// without exposing a delegate conformance in its public API.
@MainActor
final class GestureGate: GestureRecognizerDelegate {
    /// Whether the recognizer should see a touch at all.
    var shouldReceive: @MainActor (Touch) -> Bool = { _ in true }
    /// Whether the recognizer may begin.
    var shouldBegin: @MainActor (GestureRecognizer) -> Bool = { _ in true }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive(touch)
    }
}
