package import FolioCore

/// The hooks a container (the scroll-style page view controller) uses to observe and drive a
/// scroll view without taking its public ``ScrollView/delegate`` slot, so that apps that set
/// the delegate of an inner scroll view cannot break the container.
extension ScrollView {
    /// What the scroll view is doing now.
    package var scrollPhase: ScrollPhysics.Phase { physics.phase }

    /// Where the current motion will come to rest (the content offset when nothing moves).
    /// During a page snap this is the page being landed on.
    package var destinationContentOffset: Point { physics.destination }

    /// The velocity of the content offset now, in points per second.
    package var scrollVelocity: Point { physics.velocity(at: currentTime) }

    /// The spring used for page snaps and programmatic animations.
    package var snapSpring: Spring {
        get { physics.horizontal.snapSpring }
        set {
            physics.horizontal.snapSpring = newValue
            physics.vertical.snapSpring = newValue
        }
    }

    /// Moves the content and the motion in progress by `delta` (a drag, deceleration or
    /// animation continues seamlessly): re-centring an endless pager.
    ///
    /// - Parameters:
    ///   - delta: The change of the content offset.
    ///   - notifyingDelegates: Whether `scrollViewDidScroll` is reported for the jump.
    package func shiftContentOffset(by delta: Point, notifyingDelegates: Bool) {
        guard delta != .zero else { return }
        physics.shift(by: delta)
        let old = super.bounds
        isApplyingOffset = true
        bounds = Rect(origin: physics.offset, size: old.size)
        isApplyingOffset = false
        updateIndicators(at: currentTime)
        if notifyingDelegates { notifyDidScroll() }
    }

    /// Stops any motion where it is, reporting its end (`scrollViewDidEndDecelerating` or
    /// `scrollViewDidEndScrollingAnimation`). A drag in progress is not affected.
    package func stopScrolling() {
        guard physics.isMoving else { return }
        let time = currentTime
        let phase = physics.phase
        physics.step(to: time)
        applyOffset(physics.offset, userDriven: true)
        physics.stop()
        reportEnd(of: phase)
        stopTickingIfIdle(at: time)
    }
}
