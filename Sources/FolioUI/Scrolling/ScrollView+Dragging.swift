import FolioCore

extension ScrollView {
    /// Whether the scroll view's pan may begin: always when it caught a moving scroll view;
    /// otherwise only when the drag goes along an axis this scroll view can scroll, so that
    /// nested scroll views in different directions each take their own axis.
    func panShouldBegin() -> Bool {
        if isCatching { return true }
        configureAxes()
        let movement = panGestureRecognizer.translation(in: self)
        if dragLeavesAtEdge(movement) { return false }
        switch (physics.horizontal.isScrollable, physics.vertical.isScrollable) {
        case (true, true): return true
        case (true, false): return abs(movement.x) >= abs(movement.y)
        case (false, true): return abs(movement.y) >= abs(movement.x)
        case (false, false): return false
        }
    }

    /// A first finger touched down. A moving scroll view stops where it is, reports the end of
    /// the interrupted motion, and returns `true` so that the pan begins at once: the touch
    /// belongs to the scroll view and does not reach the content.
    func touchDidBegin() -> Bool {
        guard isScrollEnabled else { return false }
        configureAxes()
        let time = currentTime
        let wasMoving = physics.isMoving
        if wasMoving {
            physics.step(to: time)
            applyOffset(physics.offset, userDriven: true)
        }
        let interrupted = physics.touchDown()
        isCatching = wasMoving
        stopTickingIfIdle(at: time)
        reportEnd(of: interrupted)
        return wasMoving
    }

    /// The pan recognizer was reset: if the finger lifted without dragging, the content returns
    /// into range and onto a page when a stopped motion left it between them.
    func panDidReset() {
        isCatching = false
        guard physics.phase == .tracking else { return }
        if physics.touchUp(at: currentTime) {
            notifyDelegates { $0.scrollViewWillBeginDecelerating(self) }
            startTicking()
        }
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            configureAxes()
            let movement = pan.translation(in: self)
            dragTranslationOrigin = movement
            physics.beginDragging(displacement: .zero, direction: -movement)
            notifyDelegates { $0.scrollViewWillBeginDragging(self) }
        case .changed:
            if zoom.isZooming || zoom.animation != nil {
                // The pinch moves the content while it runs; the drag resumes from there.
                pan.setTranslation(.zero, in: self)
                dragTranslationOrigin = .zero
                physics.beginDragging(displacement: .zero)
                return
            }
            let translation = pan.translation(in: self) - dragTranslationOrigin
            if dragWithHandoff(displacement: -translation) { return }
            physics.drag(displacement: -translation)
            applyOffset(physics.offset, userDriven: true)
        case .ended:
            if handoff != nil {
                endHandoff(velocity: -pan.velocity(in: self))
                endDragging(velocity: .zero)
                return
            }
            endDragging(velocity: -pan.velocity(in: self))
        case .cancelled:
            endHandoff(velocity: .zero)
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The finger lifted at `velocity` (points per second, content-offset direction).
    func endDragging(velocity: Point) {
        guard physics.phase == .dragging else { return }
        var target = physics.naturalTarget(velocity: velocity)
        let reported = physics.effectiveVelocity(velocity) / 1000
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: pointer)
            internalDelegate?.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: pointer)
        }
        let willDecelerate = physics.endDragging(velocity: velocity, target: target, at: currentTime)
        isCatching = false
        noteScrollActivity()
        notifyDelegates { $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate) }
        if willDecelerate {
            notifyDelegates { $0.scrollViewWillBeginDecelerating(self) }
        }
        startTicking()
    }

    // MARK: - Delegates

    /// Calls `body` on the delegate, then on the internal delegate.
    func notifyDelegates(_ body: (any ScrollViewDelegate) -> Void) {
        if let delegate { body(delegate) }
        if let internalDelegate { body(internalDelegate) }
    }

    func notifyDidScroll() {
        notifyDelegates { $0.scrollViewDidScroll(self) }
    }

    /// Reports the end of a motion that stopped or was interrupted in `phase`.
    func reportEnd(of phase: ScrollPhysics.Phase) {
        switch phase {
        case .decelerating: notifyDelegates { $0.scrollViewDidEndDecelerating(self) }
        case .animating: notifyDelegates { $0.scrollViewDidEndScrollingAnimation(self) }
        case .resting, .tracking, .dragging: break
        }
    }
}

/// The pan of a scroll view: tells it when a finger touches down (to stop a motion and catch
/// the content) and when the gesture is over.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        let isFirstTouch = trackedTouches.count == touches.count && state == .possible
        super.touchesBegan(touches, with: event)
        guard isFirstTouch, let scrollView, state == .possible else { return }
        if scrollView.touchDidBegin() {
            state = .began
        }
    }

    override func reset() {
        super.reset()
        scrollView?.panDidReset()
    }
}
