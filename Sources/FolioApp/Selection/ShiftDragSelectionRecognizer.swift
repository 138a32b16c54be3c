import FolioCore
import FolioUI

/// A drag with Shift held over text: it selects instead of turning the page. It fails at
/// once for a press without Shift or off the text, and the page's pans (the curl, a scroll
/// view's) and taps wait for it to fail, so that a selection never starts a turn and
/// anything else starts as before.
final class ShiftDragSelectionRecognizer: PanGestureRecognizer {
    /// Says whether a point (in the window) is on a page with text to select.
    var isSelectable: @MainActor (Point) -> Bool = { _ in false }

    override init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
        // A selection starts with the first small move, before a pan's 10 points.
        minimumDistance = 3
        maximumNumberOfTouches = 1
    }

    /// Where the press was, in the window: the selection's anchor.
    var startLocation: Point { location(in: nil) - translation(in: nil) }

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard event.modifiers.contains(.shift), touches.allSatisfy({ isSelectable($0.location(in: nil)) }) else {
            if state == .possible { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        other is PanGestureRecognizer || other is TapGestureRecognizer
    }
}
