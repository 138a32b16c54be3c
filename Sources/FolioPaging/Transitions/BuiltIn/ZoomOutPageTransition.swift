import FolioCore

/// Pages slide side by side and shrink and dim as they leave the centre.
///
/// ```swift
/// pageViewController.transition = .zoomOut
/// ```
public struct ZoomOutPageTransition: PageTransition {
    /// The scale of a page one page away from the centre.
    public var minimumScale: Double

    /// Creates the zoom-out transition.
    ///
    /// - Parameter minimumScale: The scale one page from the centre (0.85 by default).
    public init(minimumScale: Double = 0.85) {
        self.minimumScale = minimumScale
    }

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        let distance = min(abs(offset), 1)
        let scale = 1 - (1 - minimumScale) * distance
        let transform = Transform3D(scaleX: scale, y: scale, z: 1)
            .concatenating(Transform3D(translationX: offset * context.pageStride, y: 0, z: 0))
        return PageTransitionAttributes(transform: transform, alpha: 1 - 0.5 * distance, zIndex: -distance)
    }
}

extension PageTransition where Self == ZoomOutPageTransition {
    /// Pages slide and shrink away from the centre.
    public static var zoomOut: ZoomOutPageTransition { ZoomOutPageTransition() }
}
