import FolioCore

extension PageControl {
    /// How far a touch must travel along the dots before it scrubs instead of tapping.
    static let scrubThreshold = 10.0

    func beginPageTracking(at position: Double) -> Bool {
        guard !isSuppressed, numberOfPages > 1 else { return false }
        trackingOrigin = position
        interactionState = .discrete
        return true
    }

    func continuePageTracking(at position: Double) -> Bool {
        if interactionState == .discrete, allowsContinuousInteraction,
            abs(position - trackingOrigin) >= Self.scrubThreshold
        {
            interactionState = .continuous
        }
        if interactionState == .continuous {
            setCurrentPageByUser(layout.page(scrubbingAt: position))
        }
        return true
    }

    /// A tap steps one page towards the side of the current dot it landed on; a scrub ends
    /// where it is.
    func endPageTracking(at position: Double?) {
        defer { interactionState = .none }
        guard interactionState == .discrete, let position else { return }
        let current = layout.center(ofPage: currentPage, windowStart: displayedWindowStart)
        setCurrentPageByUser(currentPage + (position < current ? -1 : 1))
    }

    /// Changes the page as the user did, sending `valueChanged` when it changes.
    func setCurrentPageByUser(_ page: Int) {
        let page = min(max(page, 0), max(numberOfPages - 1, 0))
        guard page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    // MARK: - Accessibility

    // MARK: - Scrolling the dots

    /// Moves the window of dots so that the current page stays visible, scrolling it with the
    /// page-snap spring when the control is in a window.
    func updateWindow(animated: Bool) {
        let target = layout.windowStart(showing: currentPage, previous: windowStart)
        guard target != windowStart || Double(target) != displayedWindowStart else { return }
        windowStart = target
        guard animated, let link = window?.displayLink else {
            finishWindowAnimation()
            return
        }
        windowAnimation = (from: displayedWindowStart, start: link.timestamp)
        if windowLinkToken == nil {
            windowLinkOwner = link
            windowLinkToken = link.add { [weak self] link in self?.stepWindow(at: link.timestamp) }
        }
    }

    func stepWindow(at time: Double) {
        guard let animation = windowAnimation else {
            finishWindowAnimation()
            return
        }
        let spring = Spring.pageSnap
        let elapsed = time - animation.start
        let from = animation.from - Double(windowStart)
        if elapsed >= spring.settlingDuration(initialDisplacement: from, initialVelocity: 0, epsilon: 0.001) {
            finishWindowAnimation()
        } else {
            displayedWindowStart =
                Double(windowStart) + spring.displacement(at: elapsed, initialDisplacement: from, initialVelocity: 0)
        }
        setNeedsDisplay()
    }

    func finishWindowAnimation() {
        windowAnimation = nil
        displayedWindowStart = Double(windowStart)
        if let token = windowLinkToken {
            windowLinkOwner?.remove(token)
            windowLinkToken = nil
        }
        setNeedsDisplay()
    }
}
