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
}

extension PageTransition {
    /// No perspective by default.
    public func containerTransform(in context: PageTransitionContext) -> Transform3D { .identity }
}
