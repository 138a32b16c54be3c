public import FolioCore
public import FolioUI

/// A `ScrollViewDelegate` that logs every call, with the content offset at each
/// `scrollViewDidScroll`, and can replace the target of `scrollViewWillEndDragging`.
///
/// ```swift
/// let recorder = ScrollViewDelegateRecorder()
/// scrollView.delegate = recorder
/// host.flick(from: Point(x: 300, y: 200), velocity: Point(x: -800, y: 0))
/// host.settle()
/// #expect(recorder.names.first == "willBeginDragging")
/// ```
@MainActor
public final class ScrollViewDelegateRecorder: ScrollViewDelegate {
    /// Every call so far.
    public private(set) var calls: [ScrollDelegateCall] = []
    /// The content offset at each `scrollViewDidScroll`.
    public private(set) var offsets: [Point] = []
    /// The scroll view's `isTracking`, `isDragging` and `isDecelerating` at each call.
    public private(set) var flags: [(tracking: Bool, dragging: Bool, decelerating: Bool)] = []
    /// Replaces the proposed target offset when set: called with the velocity and the proposal.
    public var targetOverride: (@MainActor (Point, Point) -> Point)?
    /// Extra code run at each call (after it is logged), to script re-entrant delegates.
    public var onCall: (@MainActor (ScrollDelegateCall, ScrollView) -> Void)?

    /// Creates an empty recorder.
    public init() {}

    /// The call names, with each run of consecutive `didScroll` collapsed into one.
    public var names: [String] {
        var result: [String] = []
        for call in calls where !(call == .didScroll && result.last == "didScroll") {
            result.append(call.name)
        }
        return result
    }

    /// Forgets everything recorded so far.
    public func clear() {
        calls = []
        offsets = []
        flags = []
    }

    private func log(_ call: ScrollDelegateCall, _ scrollView: ScrollView) {
        calls.append(call)
        flags.append((scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating))
        onCall?(call, scrollView)
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        log(.didScroll, scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log(.willBeginDragging, scrollView)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        log(.willEndDragging(velocity: velocity, target: targetContentOffset), scrollView)
        if let targetOverride { targetContentOffset = targetOverride(velocity, targetContentOffset) }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log(.didEndDragging(willDecelerate: decelerate), scrollView)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log(.willBeginDecelerating, scrollView)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log(.didEndDecelerating, scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log(.didEndScrollingAnimation, scrollView)
    }
}
