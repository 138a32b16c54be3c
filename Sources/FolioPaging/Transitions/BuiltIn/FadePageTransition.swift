import FolioCore

/// Pages stay in place and cross-fade.
///
/// ```swift
/// pageViewController.transition = .fade
/// ```
public struct FadePageTransition: PageTransition {
    /// Creates the fade transition.
    public init() {}

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        let distance = min(abs(offset), 1)
        return PageTransitionAttributes(alpha: 1 - distance, zIndex: -distance)
    }
}

extension PageTransition where Self == FadePageTransition {
    /// Pages stay in place and cross-fade.
    public static var fade: FadePageTransition { FadePageTransition() }
}
