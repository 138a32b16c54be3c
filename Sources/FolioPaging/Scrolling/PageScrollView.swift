import FolioCore
import FolioUI

/// The paging scroll view behind the scroll style: three slots (previous, current, next)
/// re-centred after every settle, as UIKit's own is.
///
/// Its pan begins only when the page view controller allows it (a data source is set and
/// no programmatic turn animates); its scrolling events and wheel events go to the page
/// view controller, which turns whole pages.
final class PageScrollView: ScrollView {
    weak var controller: PageViewController?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // Its own events go to the page view controller, after any delegate an app set.
        internalDelegate = self
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, let controller, !controller.scrollShouldBegin() {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        next?.scrollWheel(event) ?? false
    }
}
