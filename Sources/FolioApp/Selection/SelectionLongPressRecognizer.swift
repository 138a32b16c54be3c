import FolioCore
import FolioUI

/// A press held still on text, then dragged: selects as on iOS. Held for half a second it
/// begins and makes the page's pan and taps fail, so the drag that follows selects rather
/// than turns; moved sooner, it fails and the page turns as usual.
final class SelectionLongPressRecognizer: LongPressGestureRecognizer {
    /// Says whether a point (in the window) is on a page with text to select.
    var isSelectable: @MainActor (Point) -> Bool = { _ in false }

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard touches.allSatisfy({ isSelectable($0.location(in: nil)) }) else {
            if state == .possible { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
