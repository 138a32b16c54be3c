import FolioCore
import FolioUI

extension PageViewController: PageViewManagerDelegate {
    func addPage(_ page: ViewController) {
        do {
            try addChild(page)
        } catch {
            // Checked before the page reached the brain; a parent set in between is the
            // caller's race, reported rather than crashing.
            report(
                PageViewControllerError.viewControllerHasParent(
                    child: page.debugLabel, parent: page.parent?.debugLabel ?? "another container"))
            return
        }
        let pageView = page.view
        pageView.frame = pagesView.bounds
        pageView.isHidden = true
        // A neighbour kept loaded off screen is drawn in idle time, not in the first frame
        // of the turn that shows it.
        if !pageView.drawsAhead {
            pageView.drawsAhead = true
            pagesMarkedToDrawAhead.insert(ObjectIdentifier(pageView))
        }
        pagesView.addSubview(pageView)
        page.didMove(toParent: self)
    }

    func removePage(_ page: ViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.viewIfLoaded?.curlSnapshotRank = nil
        if let view = page.viewIfLoaded, pagesMarkedToDrawAhead.remove(ObjectIdentifier(view)) != nil {
            view.drawsAhead = false
        }
        page.removeFromParent()
        resetPageView(page.viewIfLoaded)
    }

    func layoutPages(_ layout: PageLayout<ViewController>) {
        pageLayout = layout
        if manager.turn == nil { displayedProgress = 0 }
        layoutPages()
        announcePageIfChanged()
    }

    func beginAppearanceTransition(_ isAppearing: Bool, for page: ViewController, animated: Bool) {
        page.beginAppearanceTransition(isAppearing, animated: animated)
    }

    func endAppearanceTransition(for page: ViewController) {
        page.endAppearanceTransition()
    }

    func willTransition(to pages: [ViewController]) {
        noteUserActivity()
        delegate?.pageViewController(self, willTransitionTo: pages)
    }

    func didFinishTransition(finished: Bool, previousPages: [ViewController], completed: Bool) {
        delegate?.pageViewController(
            self, didFinishAnimating: finished, previousViewControllers: previousPages, transitionCompleted: completed)
    }

    func animateTransition(_ step: PageStep) {
        startAnimatedTurn(step)
    }

    func didFail(_ error: PageViewManagerError) {
        switch error {
        case .duplicateNeighbour(let step):
            report(PageViewControllerError.duplicateNeighbour(direction: NavigationDirection(step)))
        case .pageCountMismatch(let provided, let required, let animated):
            report(
                animated
                    ? PageViewControllerError.viewControllerCountMismatchForTransition(
                        provided: provided, required: required)
                    : PageViewControllerError.viewControllerCountMismatchForSpineLocation(
                        provided: provided, required: required, spineLocation: spineLocation))
        case .duplicatePage(let first, let second):
            report(PageViewControllerError.duplicateViewController(first: first, second: second))
        }
    }

}
