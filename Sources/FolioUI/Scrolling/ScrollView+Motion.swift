public import FolioCore

extension ScrollView {
    /// Scrolls to `offset`, animated with a critically damped spring or at once.
    ///
    /// An animation reports `scrollViewDidScroll` each frame and
    /// `scrollViewDidEndScrollingAnimation` at the end; it starts from the current velocity, so
    /// it can take over from a deceleration smoothly. Without animation, any motion stops.
    ///
    /// ```swift
    /// scrollView.setContentOffset(Point(x: 2 * scrollView.bounds.width, y: 0), animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The new content offset (not clamped, as in UIKit).
    ///   - animated: Whether to animate.
    /// - Note: Stopping or replacing a deceleration or animation reports its end
    ///   (`scrollViewDidEndDecelerating` / `scrollViewDidEndScrollingAnimation`); UIKit does not.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        configureAxes()
        let time = currentTime
        let previous = physics.phase
        if physics.isMoving {
            physics.step(to: time)
            applyOffset(physics.offset, userDriven: true)
        }
        if animated, window != nil, previous != .tracking, previous != .dragging {
            // The spring starts from the velocity of a motion it replaces.
            let moves = physics.animate(to: offset, at: time)
            reportEnd(of: previous)
            if moves {
                startTicking()
            } else {
                applyOffset(physics.offset, userDriven: false)
            }
            return
        }
        physics.jump(to: offset)
        applyOffset(physics.offset, userDriven: false)
        if previous == .decelerating || previous == .animating {
            stopTickingIfIdle(at: time)
            reportEnd(of: previous)
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible; does
    /// nothing when it already is.
    ///
    /// - Parameters:
    ///   - rect: The area to show.
    ///   - animated: Whether to animate (see ``setContentOffset(_:animated:)``).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        configureAxes()
        let visible = bounds
        func axis(_ offset: Double, _ viewport: Double, _ lower: Double, _ upper: Double, _ range: ClosedRange<Double>)
            -> Double
        {
            var target = offset
            if upper - lower >= viewport || lower < offset {
                target = lower
            } else if upper > offset + viewport {
                target = upper - viewport
            }
            return min(max(target, range.lowerBound), range.upperBound)
        }
        let target = Point(
            x: axis(visible.minX, visible.width, rect.minX, rect.maxX, physics.horizontal.range),
            y: axis(visible.minY, visible.height, rect.minY, rect.maxY, physics.vertical.range))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators briefly.
    public func flashScrollIndicators() {
        noteScrollActivity()
        updateIndicators(at: currentTime)
        startTicking()
    }

    // MARK: - Frames

    /// Moves the bounds origin to `offset` and reports it.
    func applyOffset(_ offset: Point, userDriven: Bool) {
        let old = super.bounds
        guard offset != old.origin else { return }
        isApplyingOffset = true
        bounds = Rect(origin: offset, size: old.size)
        isApplyingOffset = false
        if userDriven { noteScrollActivity() }
        updateIndicators(at: currentTime)
        notifyDidScroll()
    }

    func startTicking() {
        guard linkToken == nil, let link = window?.displayLink else { return }
        linkOwner = link
        linkToken = link.add { [weak self] link in
            self?.tick(at: link.timestamp)
        }
    }

    /// One frame: advance the motion, move the content, fade the indicators.
    func tick(at time: Double) {
        if physics.isMoving {
            let phase = physics.phase
            let ended = physics.step(to: time)
            applyOffset(physics.offset, userDriven: true)
            if ended { reportEnd(of: phase) }
        }
        updateIndicators(at: time)
        stopTickingIfIdle(at: time)
    }

    /// Unregisters from the display link once nothing moves and the indicators have faded.
    func stopTickingIfIdle(at time: Double) {
        guard !physics.isMoving, !indicatorsVisible(at: time), let token = linkToken else { return }
        linkOwner?.remove(token)
        linkToken = nil
    }

    /// Leaving a window: jump to where the motion would have ended and report it.
    func finishMotionImmediately() {
        let phase = physics.phase
        if physics.isMoving {
            let destination = physics.destination
            physics.stop()
            physics.jump(to: destination)
            applyOffset(destination, userDriven: false)
        }
        if let token = linkToken {
            linkOwner?.remove(token)
            linkToken = nil
        }
        lastScrollActivity = -.infinity
        updateIndicators(at: currentTime)
        reportEnd(of: phase)
    }
}
