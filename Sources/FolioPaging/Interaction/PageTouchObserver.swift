import FolioCore
import FolioUI

/// Notices fingers resting on the pages without ever recognizing, so that auto-advance can
/// hold while the user touches the book even before a drag begins.
final class PageTouchObserver: GestureRecognizer {
    /// Called with `true` when the first finger lands and `false` when the last one lifts.
    var onTouching: (@MainActor (Bool) -> Void)?

    override init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        if trackedTouches.count == touches.count { onTouching?(true) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        finishIfLast(touches)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {
        finishIfLast(touches)
    }

    private func finishIfLast(_ touches: Set<Touch>) {
        guard touches.count >= trackedTouches.count else { return }
        onTouching?(false)
        state = .failed
    }
}
