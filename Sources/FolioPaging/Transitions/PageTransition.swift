public import FolioCore

/// How pages look while they move between resting places: one function from a page's
/// offset to its transform, opacity and stacking order.
///
/// Folio calls ``attributes(at:in:)`` for every visible page on every frame, interactive
/// or animated. `offset` is measured in pages from the resting position: 0 is on screen at
/// rest, +1 is the next page waiting one page away on the forward side, −1 the previous
/// one; during a forward turn the current page goes from 0 to −1 while the next goes from
/// +1 to 0. Transforms apply about the page's centre.
///
/// Write transitions in a canonical frame: horizontal, left to right, the forward side
/// at +x. Folio maps them to vertical books and right-to-left layouts by mirroring, so one
/// implementation serves every orientation.
///
/// ```swift
/// struct Shrink: PageTransition {
///     func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
///         let scale = 1 - 0.2 * min(abs(offset), 1)
///         return PageTransitionAttributes(
///             transform: Transform3D(scaleX: scale, y: scale, z: 1)
///                 .concatenating(Transform3D(translationX: offset * context.pageStride, y: 0, z: 0)))
///     }
/// }
/// pageViewController.transition = Shrink()
/// ```
///
/// - Note: UIKit has no such hook: `UIPageViewController` offers only scroll and page curl.
public protocol PageTransition: Sendable {
    /// The attributes of a page `offset` pages from rest (fractional; usually −1…1).
    ///
    /// - Parameters:
    ///   - offset: Pages from the resting position, positive on the forward side.
    ///   - context: The page size and stride in the canonical frame.
    /// - Returns: The page's transform (about its centre), opacity and stacking order.
    func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes

    /// A transform for the layer that holds the pages (its `sublayerTransform`), usually a
    /// perspective so that rotated pages look three-dimensional.
    ///
    /// - Parameter context: The page size and stride in the canonical frame.
    /// - Returns: The identity unless the transition needs depth.
    func containerTransform(in context: PageTransitionContext) -> Transform3D

    /// How far from rest, in pages, this transition shows a page: a page is on screen only
    /// while `abs(offset)` is below it.
    ///
    /// A page view controller keeps loaded every page a turn can bring within this distance,
    /// and has them drawn while the window is idle, so no page is drawn for the first time in
    /// the middle of a turn. With the default, 1, only the pages one turn away are kept. A
    /// transition that leaves its neighbours in view at rest must say how far it shows
    /// them: cover flow, which shows a page up to one and a half pages out, returns 1.5, so
    /// the page that comes into view beside the new one as a turn ends is ready too.
    ///
    /// ``PageViewController/Options/preloadDistance`` keeps more, never fewer.
    var reach: Double { get }
}

extension PageTransition {
    /// No perspective by default.
    public func containerTransform(in context: PageTransitionContext) -> Transform3D { .identity }

    /// One page: at rest, a page one turn away is off screen or hidden.
    public var reach: Double { 1 }

    /// The turns of pages a page view controller keeps loaded on each side so that every page
    /// a turn brings within ``reach``, during the turn or as it ends, is loaded (and drawn)
    /// before it starts: a page `d` turns away ends the turn `d − 1` from rest.
    var turnsInReach: Int {
        guard !reach.isNaN, reach > 1 else { return 1 }
        return Int(min(reach, 64).rounded(.up))
    }
}
