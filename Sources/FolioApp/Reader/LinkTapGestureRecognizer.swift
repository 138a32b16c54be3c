import FolioCore
import FolioUI

/// The reader's tap on a link. It fails at once when the finger lands off every link, and
/// the page's other taps (a turn in an edge zone, the page bar in the middle, a zoom's
/// double tap) wait for it to fail, so that a link wins wherever it is.
final class LinkTapGestureRecognizer: TapGestureRecognizer {
    /// Says whether a point (in the window) is on a link.
    var isOnLink: @MainActor (Point) -> Bool = { _ in false }

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard touches.allSatisfy({ isOnLink($0.location(in: nil)) }) else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        other is TapGestureRecognizer
    }
}
