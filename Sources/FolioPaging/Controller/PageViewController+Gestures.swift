import FolioCore
import FolioUI

/// The drag in flight: where it started and where the finger is, in the pages' container.
struct PageDrag {
    /// The displayed progress when the finger went down (a caught animation continues from it).
    var baseProgress: Double
    /// Where the finger went down.
    var grab: Point
    /// Where the finger is.
    var touch: Point
}

/// Decides when the page view controller's recognizers may begin.
@MainActor
final class PageGestureCoordinator: GestureRecognizerDelegate {
    weak var controller: PageViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        controller?.gestureShouldBegin(gestureRecognizer) ?? false
    }
}

extension PageViewController {
    func installGestureRecognizers() {
        panRecognizer.delegate = gestureCoordinator
        panRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            handlePan(pan)
        }
        view.addGestureRecognizer(panRecognizer)
        if transitionStyle == .pageCurl {
            tapRecognizer.delegate = gestureCoordinator
            tapRecognizer.addTarget { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                handleTap(at: recognizer.location(in: pagesView))
            }
            view.addGestureRecognizer(tapRecognizer)
        }
    }

    /// UIKit's rule: no data source, no gestures; never while a programmatic turn animates;
    /// a curl turn (and a tap) only towards a page the data source can supply. A scroll
    /// drag may begin at an end of the book, where it rubber-bands.
    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard source.isSet, !manager.current.isEmpty, manager.phase != .animating else { return false }
        if recognizer === tapRecognizer {
            guard manager.phase == .idle, let step = tapZones.step(at: recognizer.location(in: pagesView)) else {
                return false
            }
            return manager.canTurn(step)
        }
        guard recognizer === panRecognizer else { return true }
        if transitionStyle == .scroll || manager.phase == .settling { return true }
        let progress = axisProgress(of: panRecognizer.translation(in: pagesView))
        guard let step = PageStep(sign: progress) else { return false }
        return manager.canTurn(step)
    }

    /// The strips that turn a curl page when tapped.
    var tapZones: PageTapZones {
        PageTapZones(
            bounds: pagesView.bounds, isVertical: navigationOrientation == .vertical,
            isReversed: transitionFrame.isReversed, isSpread: spineLocation == .mid)
    }

    /// Where `point` is across the pages along the paging axis, 0 at the min edge (the max
    /// edge when the frame is reversed) and 1 at the other.
    func canonicalPosition(of point: Point) -> Double {
        let bounds = pagesView.bounds
        let frame = transitionFrame
        let (position, start, extent) =
            frame.isVertical ? (point.y, bounds.minY, bounds.height) : (point.x, bounds.minX, bounds.width)
        let fraction = (position - start) / max(extent, 1)
        return frame.isReversed ? 1 - fraction : fraction
    }

    /// A translation along the paging axis, in turns (positive forward).
    func axisProgress(of translation: Point) -> Double {
        let frame = transitionFrame
        let along = frame.isVertical ? translation.y : translation.x
        return -(frame.isReversed ? -along : along) / max(turnStride, 1)
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let location = pan.location(in: pagesView)
        switch pan.state {
        case .began:
            progressAnimator?.stop()
            progressAnimator = nil
            noteUserActivity()
            guard manager.beginDragging() else { return }
            let start = location - pan.translation(in: pagesView)
            drag = PageDrag(baseProgress: displayedProgress, grab: start, touch: location)
            followFinger(pan)
        case .changed:
            drag?.touch = location
            followFinger(pan)
        case .ended, .cancelled:
            guard drag != nil else { return }
            drag?.touch = location
            release(pan, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private func followFinger(_ pan: PanGestureRecognizer) {
        guard let drag else { return }
        let raw = drag.baseProgress + axisProgress(of: pan.translation(in: pagesView))
        manager.update(progress: raw.clamped(to: -1...1))
        displayedProgress = displayed(raw)
        layoutPages()
        delegate?.pageViewController(self, didUpdateProgress: manager.progress)
    }

    /// The progress drawn for a finger at `raw`: itself towards a page, a rubber band
    /// beyond the ends of a scroll book, nothing beyond the ends of a curl book.
    private func displayed(_ raw: Double) -> Double {
        guard let step = PageStep(sign: raw) else { return 0 }
        if manager.turn?.step == step { return raw.clamped(to: -1...1) }
        guard transitionStyle == .scroll else { return 0 }
        let stride = max(turnStride, 1)
        return Double(step.sign) * RubberBand.offset(overshoot: abs(raw) * stride, dimension: stride) / stride
    }

    private func release(_ pan: PanGestureRecognizer, cancelled: Bool) {
        // Turns per second and points per second, positive forward.
        let velocity = axisProgress(of: pan.velocity(in: pagesView))
        let forwardVelocity = velocity * max(turnStride, 1)
        let fingerPosition = canonicalPosition(of: pan.location(in: pagesView))
        manager.endDragging()
        let target: Double
        if cancelled || manager.turn == nil {
            target = 0
        } else if transitionStyle == .pageCurl, let turn = manager.turn {
            let completes = PageReleaseDecision.curlCompletes(
                step: turn.step, fingerPosition: fingerPosition, velocity: forwardVelocity)
            target = completes ? Double(turn.step.sign) : 0
        } else {
            target = PageReleaseDecision.scrollTarget(
                progress: displayedProgress, velocity: velocity, stride: turnStride)
        }
        drag = nil
        animateProgress(to: target, motion: .spring(.pageSnap, velocity: velocity))
    }

    /// Animates the displayed progress to `target`, telling the brain every frame and when
    /// the pages are at rest.
    func animateProgress(to target: Double, motion: PageProgressAnimator.Motion) {
        progressAnimator?.stop()
        guard let displayLink = viewIfLoaded?.window?.displayLink else {
            // Nowhere to animate: finish as soon as the brain's current mutation ends.
            displayedProgress = target
            needsSettle = true
            return
        }
        progressAnimator = PageProgressAnimator(
            from: displayedProgress, to: target, motion: motion, displayLink: displayLink,
            onFrame: { [weak self] value in
                guard let self else { return }
                displayedProgress = value
                manager.update(progress: value.clamped(to: -1...1))
                layoutPages()
                delegate?.pageViewController(self, didUpdateProgress: manager.progress)
            },
            onFinish: { [weak self] in
                guard let self else { return }
                progressAnimator = nil
                settle()
            })
    }

    /// Tells the brain the pages are at rest.
    private func settle() {
        manager.transitionDidSettle()
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
        if drag != nil {
            drag = nil
            panRecognizer.isEnabled = false
            panRecognizer.isEnabled = true
        }
        manager.interruptTransition()
        displayedProgress = 0
        layoutPages()
    }

    func handleTap(at point: Point) {
        guard let step = tapZones.step(at: point) else { return }
        noteUserActivity()
        manager.turn(step, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }
}
