public import FolioCore

/// Follows and steers a scroll view, the counterpart of `UIScrollViewDelegate`. Every method
/// has an empty default.
///
/// For a drag the calls come in UIKit's order:
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll`… →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate:)` → (when it keeps moving)
/// `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
/// `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)` report
/// `scrollViewDidScroll`… → `scrollViewDidEndScrollingAnimation`.
/// A pinch reports `scrollViewWillBeginZooming(_:with:)` → (`scrollViewDidZoom`,
/// `scrollViewDidScroll`)… → `scrollViewDidEndZooming(_:with:atScale:)` once any bounce back
/// within the zoom limits has finished.
///
/// ```swift
/// final class Pager: ViewController, ScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: ScrollView) {
///         let width = scrollView.bounds.width
///         pageControl.currentPage = Int(((scrollView.contentOffset.x - width / 2) / width).rounded(.down)) + 1
///     }
/// }
/// ```
///
/// - Note: Folio pairs every start with an end. A touch that stops a deceleration, or a
///   `setContentOffset` that interrupts an animation, reports `scrollViewDidEndDecelerating`
///   or `scrollViewDidEndScrollingAnimation` for the motion it stopped; UIKit stays silent
///   there, which is a classic source of "stuck" page indices.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, an animation or in code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is in points per millisecond, in content-offset direction
    /// (positive when the content moves towards its end); change `targetContentOffset` to make
    /// the content come to rest somewhere else.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// UIKit's spelling of the method above,
    /// with the target behind a pointer (`targetContentOffset.pointee = ...`), so that a
    /// literal port is called. The default calls the `inout` form; implement one of the two.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    /// The drag ended; `decelerate` tells whether the content keeps moving (a deceleration,
    /// a bounce, a spring back from overscroll or a page snap).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag (or a touch stopped it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended (or was interrupted).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)

    // MARK: Zooming

    /// The view to scale when the user pinches (or code zooms); `nil`, the default, turns
    /// zooming off. Asked whenever a zoom starts.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch, or an animated zoom, is about to change ``ScrollView/zoomScale``.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// ``ScrollView/zoomScale`` changed (by a pinch, its bounce, an animation or in code).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch ended and any bounce back within the limits finished, or an animated zoom
    /// ended; `scale` is the scale it rests at.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Calls the `inout` form with the pointee.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset.pointee)
    }

    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target unchanged.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Returns `nil`: no zooming.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
