import FolioCore
import FolioUI

extension PageViewController {
    /// The paging scroll view of the scroll style.
    var scrollView: PageScrollView? { pagesView as? PageScrollView }

    func configureScrollView() {
        guard let scrollView else { return }
        scrollView.controller = self
        scrollView.isPagingEnabled = true
        scrollView.maximumPagesPerFlick = 1
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.isDirectionalLockEnabled = true
        if navigationOrientation == .vertical {
            scrollView.alwaysBounceVertical = true
        } else {
            scrollView.alwaysBounceHorizontal = true
        }
    }

    /// UIKit's rule for the scroll style: no data source, no scrolling; and never while a
    /// programmatic turn animates.
    func scrollShouldBegin() -> Bool {
        source.isSet && !manager.current.isEmpty && manager.phase != .animating
    }

    /// Keeps touches off the scroll view while a programmatic turn animates (a touch would
    /// otherwise stop the animation half way).
    func updateScrollEnabled() {
        guard let scrollView else { return }
        let enabled = manager.phase != .animating
        if scrollView.isScrollEnabled != enabled { scrollView.isScrollEnabled = enabled }
    }

    // MARK: - Scroll view events

    func scrollWillBeginDragging() {
        guard !isIgnoringScrollEvents else { return }
        noteUserActivity()
        manager.beginDragging()
    }

    func scrollDidScroll() {
        guard !isIgnoringScrollEvents else { return }
        displayedProgress = scrollProgress
        manager.update(progress: displayedProgress.clamped(to: -1...1))
        positionScrollingPages()
        delegate?.pageViewController(self, didUpdateProgress: manager.progress)
    }

    func scrollDidEndDragging(willDecelerate: Bool) {
        guard !isIgnoringScrollEvents else { return }
        manager.endDragging()
        if !willDecelerate { scrollDidComeToRest() }
    }

    /// The content stopped (landed on a page, was caught by a touch, or an animation
    /// ended): the brain settles at the nearest page and the slots are re-centred around it.
    func scrollDidComeToRest() {
        guard !isIgnoringScrollEvents else { return }
        displayedProgress = scrollProgress
        manager.update(progress: displayedProgress.clamped(to: -1...1))
        settle()
    }

    /// Where the content is, in turns from the resting page (positive forward).
    var scrollProgress: Double {
        guard let scrollView else { return 0 }
        return slotGeometry.progress(at: scrollView.contentOffset)
    }

    /// Animates the scroll view one slot in `step`'s direction (a programmatic turn).
    func scrollToSlot(_ step: PageStep) {
        guard let scrollView else { return }
        let target = slotGeometry.contentOffset(ofTurn: step.sign)
        updateScrollEnabled()
        guard scrollView.window != nil else {
            withScrollEventsIgnored { scrollView.setContentOffset(target, animated: false) }
            displayedProgress = Double(step.sign)
            needsSettle = true
            return
        }
        scrollView.setContentOffset(target, animated: true)
    }

    /// Stops the scroll view where it is without telling the brain (which is interrupted
    /// separately), cancelling a drag in progress.
    func stopScrollView() {
        guard let scrollView else { return }
        withScrollEventsIgnored {
            if scrollView.isTracking {
                scrollView.panGestureRecognizer.isEnabled = false
                scrollView.panGestureRecognizer.isEnabled = true
            }
            scrollView.stopScrolling()
        }
    }

    func withScrollEventsIgnored(_ body: () -> Void) {
        let wasIgnoring = isIgnoringScrollEvents
        isIgnoringScrollEvents = true
        body()
        isIgnoringScrollEvents = wasIgnoring
    }

    // MARK: - Slots

    /// The slots of the pages the brain last laid out, at the scroll view's size now.
    var slotGeometry: PageSlotGeometry {
        let frame = transitionFrame
        return PageSlotGeometry(
            layout: pageLayout, pageSize: pagesView.bounds.size, spacing: interPageSpacing,
            isVertical: frame.isVertical, isReversed: frame.isReversed)
    }

    /// Lays the live pages out in their slots, sizes the content to the slots there are and
    /// re-centres: the page that is now at rest keeps its place on screen, so a settle (or a
    /// touch that caught the pages) sees no jump.
    func layoutScrollSlots() {
        guard let scrollView else { return }
        let geometry = slotGeometry
        let anchor = manager.current.first
        let oldOrigin = anchor.flatMap { slotOrigins[ObjectIdentifier($0)] }
        withScrollEventsIgnored {
            scrollView.pagingLength = geometry.pagingLength
            scrollView.contentSize = geometry.contentSize
            var origins: [ObjectIdentifier: Double] = [:]
            for placement in pageLayout.placements where geometry.turns.contains(placement.turn) {
                origins[ObjectIdentifier(placement.page)] = geometry.origin(ofTurn: placement.turn)
            }
            slotOrigins = origins
            let isMoving = scrollView.isTracking || scrollView.scrollPhase != .resting
            if let oldOrigin, isMoving || manager.phase != .idle {
                scrollView.shiftContentOffset(
                    by: geometry.shift(by: geometry.origin(ofTurn: 0) - oldOrigin), notifyingDelegates: false)
            } else {
                scrollView.setContentOffset(geometry.contentOffset(ofTurn: 0), animated: false)
            }
        }
        displayedProgress = scrollProgress
        updateScrollEnabled()
        positionScrollingPages()
    }

    /// Places each page in its slot and applies the transition for where it is on screen.
    func positionScrollingPages() {
        guard let scrollView else { return }
        let geometry = slotGeometry
        let size = geometry.pageSize
        let frame = transitionFrame
        let isSlide = transition is SlidePageTransition
        var order: [(View, Double)] = []
        for placement in pageLayout.placements {
            let pageView = placement.page.view
            guard let origin = slotOrigins[ObjectIdentifier(placement.page)] else {
                // A page kept beyond the slots (a transition that shows farther pages) waits
                // at a slot's size, so idle time draws it at the size it will be shown at.
                pageView.transform3D = .identity
                pageView.frame = Rect(origin: .zero, size: size)
                pageView.isHidden = true
                continue
            }
            let offset = Double(placement.turn) - displayedProgress
            let attributes = frame.attributes(of: transition, at: offset, pageSize: size, spacing: interPageSpacing)
            pageView.transform3D = .identity
            pageView.frame = geometry.pageFrame(at: origin)
            if isSlide {
                pageView.alpha = 1
                pageView.isHidden = false
            } else {
                // The scroll view already moves the page by its natural slide; keep only
                // what the transition adds.
                let slide = frame.toScreen(Transform3D(translationX: offset * geometry.stride, y: 0, z: 0))
                pageView.transform3D = attributes.transform.concatenating(
                    Transform3D(translationX: -slide.m41, y: -slide.m42, z: 0))
                pageView.alpha = attributes.alpha
                pageView.isHidden = attributes.isHidden
            }
            order.append((pageView, attributes.zIndex))
        }
        scrollView.sublayerTransform =
            isSlide ? .identity : frame.containerTransform(of: transition, pageSize: size, spacing: interPageSpacing)
        arrangePages(order)
    }
}
