import FolioCore

/// Nested scrolling for zoomed content, as in Photos: a zoomed page inside a pager pans its
/// own content, and when a drag pushes it past its edge along the pager's axis the same
/// drag goes on to move the pager (docs/Architecture.md §5.5).
///
/// Only scroll views that can zoom (``ScrollView/maximumZoomScale`` above the minimum) hand
/// off; other nested scroll views keep UIKit's behaviour (the inner one bounces).
extension ScrollView {
    /// A drag that went past this scroll view's edge and now moves an enclosing one.
    struct Handoff {
        weak var outer: ScrollView?
        /// Whether the pager's axis is horizontal.
        var horizontal: Bool
        /// The finger displacement (content-offset direction) at which the edge was reached.
        var start: Point
    }

    var handsOffAtEdges: Bool { zoom.maximum > zoom.minimum }

    /// The nearest enclosing scroll view that can scroll along the axis.
    func enclosingScrollView(horizontal: Bool) -> ScrollView? {
        var current = superview
        while let view = current {
            if let scroll = view as? ScrollView, scroll.isScrollEnabled {
                scroll.configureAxes()
                if horizontal ? scroll.physics.horizontal.isScrollable : scroll.physics.vertical.isScrollable {
                    return scroll
                }
            }
            current = view.superview
        }
        return nil
    }

    /// Whether a drag in `movement`'s main direction would push the content past its edge
    /// with an enclosing scroll view (or a page curl's pan) ready to take it: then this scroll
    /// view's pan does not begin and the enclosing one's does.
    func dragLeavesAtEdge(_ movement: Point) -> Bool {
        guard handsOffAtEdges, movement != .zero else { return false }
        let horizontal = abs(movement.x) >= abs(movement.y)
        let axis = horizontal ? physics.horizontal : physics.vertical
        let towards = horizontal ? -movement.x : -movement.y  // content-offset direction
        let atEdge =
            towards > 0 ? axis.offset >= axis.range.upperBound - 0.5 : axis.offset <= axis.range.lowerBound + 0.5
        return atEdge && (enclosingScrollView(horizontal: horizontal) != nil || ancestorCanPan)
    }

    /// Whether a view above has a pan of its own (a page curl's) that can take a drag this
    /// scroll view lets go of.
    private var ancestorCanPan: Bool {
        var current = superview
        while let view = current {
            if view.gestureRecognizerList.contains(where: { $0.isEnabled && $0 is PanGestureRecognizer }) {
                return true
            }
            current = view.superview
        }
        return false
    }

    /// One step of a drag of a scroll view that hands off: moves the content, or, past the
    /// edge, the enclosing scroll view. `displacement` is the finger's movement since the
    /// drag began, in content-offset direction.
    ///
    /// - Returns: Whether the step was handled here (otherwise drag as usual).
    func dragWithHandoff(displacement: Point) -> Bool {
        guard handsOffAtEdges else { return false }
        if let handoff, let outer = handoff.outer {
            let beyond = displacement - handoff.start
            outer.handoffDrag(displacement: handoff.horizontal ? Point(x: beyond.x, y: 0) : Point(x: 0, y: beyond.y))
            return true
        }
        for horizontal in [true, false] {
            let axis = horizontal ? physics.horizontal : physics.vertical
            guard case .tracking(let anchor) = axis.motion else { continue }
            let d = horizontal ? displacement.x : displacement.y
            let raw = anchor + d
            let edge = axis.clamped(raw)
            guard raw != edge else { continue }
            // Pin this content at its edge and let the rest of the movement move the outer one.
            var pinned = displacement
            if horizontal { pinned.x = edge - anchor } else { pinned.y = edge - anchor }
            guard let outer = enclosingScrollView(horizontal: horizontal) else {
                guard let pan = ancestorPanTrackingTheDrag() else { continue }
                physics.drag(displacement: pinned)
                applyOffset(physics.offset, userDriven: true)
                handDrag(to: pan)
                return true
            }
            physics.drag(displacement: pinned)
            applyOffset(physics.offset, userDriven: true)
            handoff = Handoff(outer: outer, horizontal: horizontal, start: pinned)
            outer.beginHandoffDrag()
            let beyond = displacement - pinned
            outer.handoffDrag(displacement: horizontal ? Point(x: beyond.x, y: 0) : Point(x: 0, y: beyond.y))
            return true
        }
        return false
    }

    /// The drag that was handed off ended at `velocity` (points per second, content-offset
    /// direction): the enclosing scroll view settles (a pager turns or springs back).
    func endHandoff(velocity: Point) {
        guard let handoff else { return }
        self.handoff = nil
        handoff.outer?.endDragging(
            velocity: handoff.horizontal ? Point(x: velocity.x, y: 0) : Point(x: 0, y: velocity.y))
    }

    /// A pan recognizer above this scroll view (a page curl's) that received the touches of
    /// the current drag and lost them when this scroll view's pan began.
    private func ancestorPanTrackingTheDrag() -> PanGestureRecognizer? {
        guard let touch = panGestureRecognizer.trackedTouches.first else { return nil }
        return touch.gestureRecognizers.lazy.compactMap { $0 as? PanGestureRecognizer }.first { pan in
            guard pan !== self.panGestureRecognizer, pan.isEnabled, let view = pan.view, view !== self else {
                return false
            }
            return self.isDescendant(of: view)
        }
    }

    /// Ends this scroll view's drag where it is and gives its touches to `pan`, which starts
    /// afresh from where the fingers are (and begins once they move on by its slop).
    private func handDrag(to pan: PanGestureRecognizer) {
        let touches = panGestureRecognizer.trackedTouches
        guard let arena = window?.gestureArena, !touches.isEmpty else { return }
        panGestureRecognizer.isEnabled = false
        panGestureRecognizer.isEnabled = isScrollEnabled
        arena.revive(pan, tracking: touches)
    }

    // MARK: - The enclosing side

    /// Starts a drag driven by an inner scroll view rather than by this one's pan.
    func beginHandoffDrag() {
        configureAxes()
        let time = currentTime
        if physics.isMoving {
            physics.step(to: time)
            applyOffset(physics.offset, userDriven: true)
        }
        let interrupted = physics.touchDown()
        reportEnd(of: interrupted)
        physics.beginDragging(displacement: .zero)
        notifyDelegates { $0.scrollViewWillBeginDragging(self) }
    }

    /// Moves a handed-off drag to `displacement` (content-offset direction).
    func handoffDrag(displacement: Point) {
        physics.drag(displacement: displacement)
        applyOffset(physics.offset, userDriven: true)
    }
}
