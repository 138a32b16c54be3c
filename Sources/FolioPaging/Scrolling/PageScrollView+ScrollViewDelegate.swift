import FolioUI

/// The paging scroll view is its own internal delegate: it hands each event to its page
/// view controller.
extension PageScrollView: ScrollViewDelegate {
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
