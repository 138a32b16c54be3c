import FolioCore

/// The backdrop behind a presented view: it dims what is beneath and swallows every touch
/// outside the presented view, so nothing beneath can be used while a modal is up.
@MainActor
final class PresentationDimmingView: View {
    /// Touches land here even while the backdrop fades in from alpha 0.
    override func hitTest(_ point: Point, with event: PointerEvent?) -> View? {
        !isHidden && bounds.contains(point) ? self : nil
    }

    // Touches stop here instead of travelling to the window.
    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {}
    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool { true }
}
