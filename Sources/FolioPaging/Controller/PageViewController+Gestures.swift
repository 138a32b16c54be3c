import FolioCore
import FolioUI

extension PageViewController {
    func installGestureRecognizers() {
        touchObserver.onTouching = { [weak self] touching in
            self?.autoAdvance.isHeld = touching
            self?.noteUserActivity()
        }
        view.addGestureRecognizer(touchObserver)
        if transitionStyle == .pageCurl {
            panRecognizer.delegate = gestureCoordinator
            panRecognizer.addTarget { [weak self] recognizer in
                guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
                handleCurlPan(pan)
            }
            view.addGestureRecognizer(panRecognizer)
            tapRecognizer.delegate = gestureCoordinator
            tapRecognizer.addTarget { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                handleTap(at: recognizer.location(in: pagesView))
            }
            view.addGestureRecognizer(tapRecognizer)
        }
    }

    /// UIKit's rule: no data source, no gestures; never while a programmatic turn animates;
    /// a curl turn (and a tap) only towards a page the data source can supply, and only
    /// from rest. A scroll drag may begin at an end of the book, where it rubber-bands, and
    /// may catch pages that are still settling.
    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard source.isSet, !manager.current.isEmpty, manager.phase != .animating else { return false }
        if recognizer === tapRecognizer {
            guard manager.phase == .idle, let step = tapStep(at: recognizer.location(in: pagesView)) else {
                return false
            }
            return manager.canTurn(step)
        }
        guard recognizer === panRecognizer else { return true }
        guard manager.phase == .idle,
            let step = PageStep(sign: axisProgress(of: panRecognizer.translation(in: pagesView)))
        else { return false }
        return manager.canTurn(step)
    }

    /// The book on the curl geometry's terms.
    var curlLayout: CurlLayout {
        CurlLayout(bounds: pagesView.bounds, spine: spineLocation, isVertical: navigationOrientation == .vertical)
    }

    /// The turn a tap at `point` asks for: the curl geometry's edge strips (80 pt, 60 pt
    /// for a spread, at most half the view).
    func tapStep(at point: Point) -> PageStep? {
        curlLayout.tapDirection(at: point).map { $0 == .forward ? .forward : .reverse }
    }

    /// A translation along the paging axis, in turns (positive forward).
    func axisProgress(of translation: Point) -> Double {
        let frame = transitionFrame
        let along = frame.isVertical ? translation.y : translation.x
        return -(frame.isReversed ? -along : along) / max(turnStride, 1)
    }

    /// Tells the brain the pages are at rest.
    func settle() {
        manager.transitionDidSettle()
        curlTurn = nil
        if manager.turn == nil { displayedProgress = 0 }
        layoutPages()
        delegate?.pageViewController(self, didUpdateProgress: manager.progress)
    }

    /// Completes an animation that could not run (no window), once the brain is free.
    func flushPendingSettle() {
        guard needsSettle else { return }
        needsSettle = false
        manager.update(progress: displayedProgress)
        settle()
    }

    /// Ends any drag or animation at once, at the nearest resting place.
    func cancelInteraction() {
        progressAnimator?.stop()
        progressAnimator = nil
        stopScrollView()
        if curlTurn != nil {
            panRecognizer.isEnabled = false
            panRecognizer.isEnabled = true
        }
        manager.interruptTransition()
        curlTurn = nil
        displayedProgress = 0
        layoutPages()
    }

    func handleTap(at point: Point) {
        guard let step = tapStep(at: point) else { return }
        noteUserActivity()
        manager.turn(step, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }

    /// Starts the animation of a programmatic (or keyboard, tap, …) turn.
    func startAnimatedTurn(_ step: PageStep) {
        switch transitionStyle {
        case .scroll:
            scrollToSlot(step)
        case .pageCurl:
            curlTurn = PageCurlTurn(scriptedStep: step, layout: curlLayout)
            runCurlAnimation()
        }
    }
}
