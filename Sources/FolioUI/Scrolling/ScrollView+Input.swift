import FolioCore

extension ScrollView {
    /// Precise (trackpad) travel that turns a paging scroll view by one page.
    static let trackpadPageThreshold = 40.0
    /// How far an arrow key scrolls a scroll view that does not page.
    static let keyLineDistance = 40.0

    /// Whether the content is larger than the view along x (wheel and keys scroll only then).
    private var canScrollHorizontally: Bool {
        physics.horizontal.range.upperBound > physics.horizontal.range.lowerBound
    }

    private var canScrollVertically: Bool {
        physics.vertical.range.upperBound > physics.vertical.range.lowerBound
    }

    /// Scrolls for a wheel or trackpad event along the axes this view can scroll.
    ///
    /// - Returns: `false` when nothing could move, so that the event travels on to an
    ///   enclosing scroll view (a horizontal pager inside a vertical list passes vertical wheel
    ///   events up, and a list at its end lets its container scroll).
    func handleScrollWheel(_ event: ScrollWheelEvent) -> Bool {
        guard isScrollEnabled else { return false }
        configureAxes()
        if isTracking { return true }
        let delta = Point(
            x: canScrollHorizontally ? event.delta.x : 0, y: canScrollVertically ? event.delta.y : 0)
        guard delta != .zero else { return false }
        if isPagingEnabled {
            return wheelPage(delta: delta, isPrecise: event.isPrecise)
        }
        let time = currentTime
        let target = Point(
            x: physics.horizontal.clamped(physics.offset.x + delta.x),
            y: physics.vertical.clamped(physics.offset.y + delta.y))
        guard target != physics.offset else { return false }
        let interrupted = physics.phase
        if physics.isMoving { physics.stop() }
        physics.jump(to: target)
        applyOffset(target, userDriven: true)
        if interrupted == .decelerating || interrupted == .animating {
            reportEnd(of: interrupted)
        }
        stopTickingIfIdle(at: time)
        return true
    }

    /// A notched wheel turns one page per notch; a trackpad turns one page once its travel
    /// passes ``trackpadPageThreshold``, and its momentum does not turn more while the page animates.
    private func wheelPage(delta: Point, isPrecise: Bool) -> Bool {
        var direction = Point(x: sign(delta.x), y: sign(delta.y))
        if isPrecise {
            if physics.phase == .animating {
                wheelPageAccumulator = .zero
                return true
            }
            wheelPageAccumulator += delta
            direction = Point(
                x: abs(wheelPageAccumulator.x) >= Self.trackpadPageThreshold ? sign(wheelPageAccumulator.x) : 0,
                y: abs(wheelPageAccumulator.y) >= Self.trackpadPageThreshold ? sign(wheelPageAccumulator.y) : 0)
            guard direction != .zero else { return true }
            wheelPageAccumulator = .zero
        }
        return turnPages(by: direction)
    }

    /// Animates `direction` pages (−1, 0 or 1 per axis) from where the current motion ends.
    private func turnPages(by direction: Point) -> Bool {
        let base = physics.destination
        let target = Point(
            x: pageOffset(physics.horizontal, from: base.x, adding: direction.x),
            y: pageOffset(physics.vertical, from: base.y, adding: direction.y))
        guard target != base else { return false }
        setContentOffset(target, animated: true)
        return true
    }

    private func pageOffset(_ axis: ScrollAxis, from base: Double, adding pages: Double) -> Double {
        guard let length = axis.pageLength, length > 0 else { return axis.clamped(base + pages * axis.viewport) }
        return axis.clamped(((base / length).rounded() + pages) * length)
    }

    private func sign(_ value: Double) -> Double {
        value > 0 ? 1 : (value < 0 ? -1 : 0)
    }

    /// Arrow keys scroll a line (a page when paging), Page Up / Page Down and space a screen
    /// (a page), Home and End to the start and end; animated, from where a running animation
    /// was heading so that repeated presses add up.
    ///
    /// - Returns: Whether the key scrolled.
    func handleKey(_ event: KeyEvent) -> Bool {
        // Keys with Control, Command or Option stay shortcuts of the app (Control-Page Down is
        // the next tab or screen); Shift-Space still pages back.
        guard isScrollEnabled, event.phase == .down,
            event.modifiers.isDisjoint(with: [.control, .command, .option])
        else { return false }
        configureAxes()
        let vertical = canScrollVertically
        let horizontal = canScrollHorizontally
        let mainIsVertical = vertical || !horizontal
        var direction = Point.zero
        var byScreen = false
        switch event.key {
        case .upArrow where vertical: direction.y = -1
        case .downArrow where vertical: direction.y = 1
        case .leftArrow where horizontal: direction.x = -1
        case .rightArrow where horizontal: direction.x = 1
        case .pageUp, .pageDown, .space:
            let forward = event.key == .pageDown || (event.key == .space && !event.modifiers.contains(.shift))
            if mainIsVertical { direction.y = forward ? 1 : -1 } else { direction.x = forward ? 1 : -1 }
            byScreen = true
        case .home, .end:
            return scrollToEnd(event.key == .end, vertical: mainIsVertical)
        default:
            return false
        }
        guard vertical || horizontal else { return false }
        if isPagingEnabled { return turnPages(by: direction) }
        let base = physics.destination
        let stepX = byScreen ? max(bounds.width - Self.keyLineDistance, bounds.width / 2) : Self.keyLineDistance
        let stepY = byScreen ? max(bounds.height - Self.keyLineDistance, bounds.height / 2) : Self.keyLineDistance
        let target = Point(
            x: physics.horizontal.clamped(base.x + direction.x * stepX),
            y: physics.vertical.clamped(base.y + direction.y * stepY))
        guard target != base else { return false }
        setContentOffset(target, animated: true)
        return true
    }

    private func scrollToEnd(_ toEnd: Bool, vertical: Bool) -> Bool {
        var target = physics.destination
        if vertical {
            target.y = toEnd ? physics.vertical.range.upperBound : physics.vertical.range.lowerBound
        } else {
            target.x = toEnd ? physics.horizontal.range.upperBound : physics.horizontal.range.lowerBound
        }
        guard target != physics.destination else { return false }
        setContentOffset(target, animated: true)
        return true
    }
}
