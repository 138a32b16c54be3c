import FolioCore
import FolioUI

extension PageViewController {
    /// A curl drag: the sheet is grabbed where the finger went down and follows it on the
    /// curl geometry; on release the geometry's rule decides, and the sheet settles along
    /// its path while the brain follows the turned fraction.
    func handleCurlPan(_ pan: PanGestureRecognizer) {
        let location = pan.location(in: pagesView)
        switch pan.state {
        case .began:
            let translation = pan.translation(in: pagesView)
            guard let step = PageStep(sign: axisProgress(of: translation)), manager.beginDragging() else { return }
            noteUserActivity()
            var turn = PageCurlTurn(step: step, layout: curlLayout, start: location - translation)
            turn.follow(finger: location)
            curlTurn = turn
            pushCurlProgress()
        case .changed:
            guard curlTurn?.animation == nil else { return }
            curlTurn?.follow(finger: location)
            pushCurlProgress()
        case .ended, .cancelled:
            guard var turn = curlTurn, turn.animation == nil else { return }
            if pan.state == .cancelled {
                // Back where it started: the sheet returns to its resting side.
                turn.release(finger: turn.drag.frame.toView(turn.drag.start), velocity: .zero)
            } else {
                turn.release(finger: location, velocity: pan.velocity(in: pagesView))
            }
            curlTurn = turn
            manager.endDragging()
            runCurlAnimation()
        default:
            break
        }
    }

    /// Tells the brain (and the delegate) how far the sheet has turned, and redraws it.
    func pushCurlProgress() {
        guard let turn = curlTurn else { return }
        let sign = Double(turn.step.sign)
        // Never exactly zero: the direction of the turn is fixed by the grab.
        manager.update(progress: sign * max(turn.progress, 1e-9))
        displayedProgress = sign * turn.progress
        layoutPages()
        delegate?.pageViewController(self, didUpdateProgress: manager.progress)
    }

    /// Plays the time-driven part of the curl turn (a settle or a scripted full turn).
    func runCurlAnimation() {
        progressAnimator?.stop()
        guard let animation = curlTurn?.animation else { return }
        guard let displayLink = viewIfLoaded?.window?.displayLink else {
            curlTurn?.animate(to: 1)
            displayedProgress = Double(curlTurn?.step.sign ?? 1) * (curlTurn?.progress ?? 0)
            needsSettle = true
            return
        }
        progressAnimator = ProgressAnimation(
            from: 0, to: 1, motion: .curve(.linear, duration: animation.duration), displayLink: displayLink,
            onUpdate: { [weak self] fraction in
                guard let self else { return }
                curlTurn?.animate(to: fraction)
                pushCurlProgress()
            },
            onFinish: { [weak self] in
                guard let self else { return }
                progressAnimator = nil
                settle()
            })
    }
}
