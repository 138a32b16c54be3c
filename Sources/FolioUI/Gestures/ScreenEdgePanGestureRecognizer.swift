public import FolioCore

/// A pan that starts at an edge of its view and moves away from it, the counterpart of
/// `UIScreenEdgePanGestureRecognizer`. A navigation controller's back swipe is one.
///
/// ```swift
/// let back = ScreenEdgePanGestureRecognizer { recognizer in … }
/// back.edges = .left
/// view.addGestureRecognizer(back)
/// ```
///
/// It fails at once when the touch begins farther than ``edgeWidth`` from every edge in
/// ``edges``, and fails when the first movement past the slop does not point away from the
/// edge it began at (mostly along the edge's normal).
///
/// - Note: Unlike UIKit, an edge pan takes priority over the other pans in its view's
///   subtree: those wait until it fails (which happens on touch-down anywhere but at the
///   edge), so a horizontal pager inside a navigation controller still lets the back swipe
///   start at the leading edge. UIKit needs
///   `pager.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer)`
///   for that; Folio's default matches what users expect. Two edge pans do not wait for each
///   other: the deeper one wins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a gesture may start from. Empty by default, which recognizes nothing.
    public var edges: RectEdge = []
    /// How close to an edge (in points) a touch must begin. 24 by default.
    public var edgeWidth = 24.0

    private var startEdge: RectEdge = []

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        if trackedTouches.count == touches.count {
            startEdge = edge(at: location(in: view))
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        if state == .possible {
            let t = translation(in: view)
            if t.length >= minimumDistance, !pointsAwayFromStartEdge(t) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override open func reset() {
        super.reset()
        startEdge = []
    }

    override open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        guard other is PanGestureRecognizer, !(other is ScreenEdgePanGestureRecognizer),
            let mine = view, let theirs = other.view
        else { return super.shouldBeRequiredToFail(by: other) }
        return theirs !== mine && theirs.isDescendant(of: mine)
    }

    /// The edge of ``edges`` the point is within ``edgeWidth`` of, if any.
    private func edge(at point: Point) -> RectEdge {
        guard let bounds = view?.bounds else { return [] }
        if edges.contains(.left), point.x - bounds.minX <= edgeWidth { return .left }
        if edges.contains(.right), bounds.maxX - point.x <= edgeWidth { return .right }
        if edges.contains(.top), point.y - bounds.minY <= edgeWidth { return .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= edgeWidth { return .bottom }
        return []
    }

    private func pointsAwayFromStartEdge(_ t: Point) -> Bool {
        switch startEdge {
        case .left: t.x > abs(t.y)
        case .right: -t.x > abs(t.y)
        case .top: t.y > abs(t.x)
        case .bottom: -t.y > abs(t.x)
        default: false
        }
    }
}
