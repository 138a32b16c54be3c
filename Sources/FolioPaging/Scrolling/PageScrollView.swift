import FolioCore
import FolioUI

/// The paging scroll view behind the scroll style: three slots (previous, current, next)
/// re-centred after every settle, as UIKit's own is.
///
/// Its pan begins only when the page view controller allows it (a data source is set and
/// no programmatic turn animates); wheel events go to the page view controller, which
/// turns whole pages.
final class PageScrollView: ScrollView {
    weak var controller: PageViewController?

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

/// Relays the paging scroll view's delegate calls to the page view controller.
@MainActor
final class PageScrollCoordinator: ScrollViewDelegate {
    weak var controller: PageViewController?

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        controller?.scrollWillBeginDragging()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        controller?.scrollDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        controller?.scrollDidEndDragging(willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        controller?.scrollDidComeToRest()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        controller?.scrollDidComeToRest()
    }
}
