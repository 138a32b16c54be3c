import FolioCore
import FolioUI

extension PageViewController {
    /// Maps transitions and gestures onto the screen: vertical books move along y; the
    /// forward side is on the left in a right-to-left scroll book and in a curl book with
    /// its spine at the max edge.
    var transitionFrame: PageTransitionFrame {
        let isVertical = navigationOrientation == .vertical
        switch transitionStyle {
        case .scroll:
            let isRTL = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return PageTransitionFrame(isVertical: isVertical, isReversed: isRTL)
        case .pageCurl:
            return PageTransitionFrame(isVertical: isVertical, isReversed: spineLocation == .max)
        }
    }

    /// The points one turn covers along the paging axis: a page plus the spacing (scroll),
    /// the width of one page (curl).
    var turnStride: Double {
        let bounds = pagesView.bounds
        let extent = navigationOrientation == .vertical ? bounds.height : bounds.width
        switch transitionStyle {
        case .scroll: return extent + interPageSpacing
        case .pageCurl: return spineLocation == .mid ? extent / 2 : extent
        }
    }

    /// Places every live page for the current progress.
    func layoutPages() {
        guard isViewLoaded else { return }
        switch transitionStyle {
        case .scroll: layoutScrollSlots()
        case .pageCurl: layoutCurlingPages()
        }
    }

    /// Puts a page's view back to its flat, visible state.
    func resetPageView(_ view: View?) {
        guard let view else { return }
        view.transform3D = .identity
        view.alpha = 1
        view.isHidden = false
    }

    /// Stacks the page views by z-index (stable), touching the hierarchy only when the
    /// order changes.
    func arrangePages(_ order: [(View, Double)]) {
        let sorted = order.enumerated().sorted { lhs, rhs in
            lhs.element.1 != rhs.element.1 ? lhs.element.1 < rhs.element.1 : lhs.offset < rhs.offset
        }.map(\.element.0)
        let current = pagesView.subviews.filter { view in sorted.contains { $0 === view } }
        guard !current.elementsEqual(sorted, by: ===) else { return }
        for view in sorted { pagesView.bringSubviewToFront(view) }
    }

    /// The frame a page rests in: the whole book, or its half of a spread.
    func restingFrame(position: Int) -> Rect {
        let bounds = pagesView.bounds
        guard manager.configuration.spreadSize == 2 else { return bounds }
        if navigationOrientation == .vertical {
            let half = bounds.height / 2
            return Rect(x: bounds.minX, y: bounds.minY + Double(position) * half, width: bounds.width, height: half)
        }
        let half = bounds.width / 2
        return Rect(x: bounds.minX + Double(position) * half, y: bounds.minY, width: half, height: bounds.height)
    }

    private func layoutCurlingPages() {
        let current = manager.current
        // Hidden neighbours wait at a resting page's size (a spread's half): idle time draws
        // them at the size their turn shows, and a turn only moves them into place.
        let restingSize = restingFrame(position: 0).size
        for page in manager.live {
            resetPageView(page.view)
            page.view.isHidden = true
            page.view.frame.size = restingSize
        }
        for (position, page) in current.enumerated() {
            place(page, in: restingFrame(position: position))
        }
        rankCurlSnapshots()
        pagesView.sublayerTransform = .identity
        guard let turn = manager.turn, let curl = curlTurn,
            let roles = PageCurlRoles(
                current: current, sheet: turn.sheet, step: turn.step,
                isDoubleSided: manager.configuration.isDoubleSided)
        else {
            curlRenderer.reset(manager.live.map(\.view))
            return
        }
        let spread = manager.configuration.spreadSize == 2
        let forward = turn.step == .forward
        if !forward, !spread { place(roles.turning, in: pagesView.bounds) }
        if let back = roles.back {
            place(back, in: spread ? restingFrame(position: forward ? 0 : 1) : pagesView.bounds)
        }
        if let underneath = roles.underneath {
            place(underneath, in: spread ? restingFrame(position: forward ? 1 : 0) : pagesView.bounds)
            pagesView.sendSubviewToBack(underneath.view)
        }
        curlRenderer.render(
            PageCurlFrame(
                step: turn.step, progress: curl.progress, touch: curl.touchInView, spineLocation: spineLocation,
                isVertical: navigationOrientation == .vertical, isDoubleSided: manager.configuration.isDoubleSided,
                bounds: pagesView.bounds, turning: roles.turning.view, back: roles.back?.view,
                underneath: roles.underneath?.view, stationary: roles.stationary?.view, layout: curl.layout,
                drag: curl.drag, model: curl.model))
    }

    private func place(_ page: ViewController, in frame: Rect) {
        let view = page.view
        view.transform3D = .identity
        view.frame = frame
        view.isHidden = false
    }
}
