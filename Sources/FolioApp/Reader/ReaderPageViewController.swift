import FolioCore
import FolioPaging
import FolioUI

/// The reader's page view controller: a page view controller that lets the reader answer
/// End first. While a long text is still being counted, the page view controller knows only
/// the pages laid out so far, and End would stop at the last of those; the reader lays out
/// the rest and shows the real last page instead.
final class ReaderPageViewController: PageViewController {
    /// Called for End (no modifiers); returns whether it was handled.
    var lastPageKeyHandler: (@MainActor () -> Bool)?

    override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .end, event.modifiers.isEmpty, lastPageKeyHandler?() == true { return true }
        return super.keyDown(event)
    }
}
