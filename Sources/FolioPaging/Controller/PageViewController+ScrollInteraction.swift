import FolioCore
import FolioUI

/// A scroll-style drag in flight.
struct PageDrag {
    /// The displayed progress when the finger went down (a caught animation continues from it).
    var baseProgress: Double
}

extension PageViewController {
    func handleScrollPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            progressAnimator?.stop()
            progressAnimator = nil
            noteUserActivity()
            guard manager.beginDragging() else { return }
            drag = PageDrag(baseProgress: displayedProgress)
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended, .cancelled:
            guard drag != nil else { return }
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
    /// beyond the ends of the book.
    private func displayed(_ raw: Double) -> Double {
        guard let step = PageStep(sign: raw) else { return 0 }
        if manager.turn?.step == step { return raw.clamped(to: -1...1) }
        let stride = max(turnStride, 1)
        return Double(step.sign) * RubberBand.offset(overshoot: abs(raw) * stride, dimension: stride) / stride
    }

    private func release(_ pan: PanGestureRecognizer, cancelled: Bool) {
        // Turns per second, positive forward.
        let velocity = axisProgress(of: pan.velocity(in: pagesView))
        manager.endDragging()
        let target =
            cancelled || manager.turn == nil
            ? 0 : PageReleaseDecision.scrollTarget(progress: displayedProgress, velocity: velocity, stride: turnStride)
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
}
