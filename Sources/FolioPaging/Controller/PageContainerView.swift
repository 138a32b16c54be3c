import FolioCore
import FolioUI

/// The root view of a page view controller: the pages stay accessible one by one (it is no
/// accessibility element itself), while the book as a whole says where the reader is and
/// turns pages when asked to adjust.
final class PageContainerView: View {
    weak var controller: PageViewController?

    /// "Page N of M" (see ``PageViewController/pagePositionDescription``).
    override var accessibilityValue: String? {
        get { controller?.pagePositionDescription }
        set {}  // swift-format-ignore: derived value
    }

    override func accessibilityIncrement() {
        controller?.turnFromAssistiveTechnology(.forward)
    }

    override func accessibilityDecrement() {
        controller?.turnFromAssistiveTechnology(.reverse)
    }
}
