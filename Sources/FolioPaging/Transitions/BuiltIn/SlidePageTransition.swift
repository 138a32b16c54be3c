import FolioCore

/// Pages side by side, moving together: the scroll style's look.
///
/// ```swift
/// pageViewController.transition = .slide
/// ```
public struct SlidePageTransition: PageTransition {
    /// Creates the slide transition.
    public init() {}

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        PageTransitionAttributes(transform: Transform3D(translationX: offset * context.pageStride, y: 0, z: 0))
    }
}

extension PageTransition where Self == SlidePageTransition {
    /// Pages side by side, moving together (the scroll style).
    public static var slide: SlidePageTransition { SlidePageTransition() }
}
