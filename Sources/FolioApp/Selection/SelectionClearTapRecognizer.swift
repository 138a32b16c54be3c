import FolioCore
import FolioUI

/// A plain click while text is selected: it clears the selection, and only that (the page's
/// turn and page-bar taps wait for it to fail). With nothing selected it fails at once. A
/// link still wins: the click follows it.
final class SelectionClearTapRecognizer: TapGestureRecognizer {
    /// Says whether anything is selected.
    var hasSelection: @MainActor () -> Bool = { false }

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard hasSelection(), !event.modifiers.contains(.shift) else {
            if state == .possible { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        other is TapGestureRecognizer && !(other is LinkTapGestureRecognizer)
    }
}
