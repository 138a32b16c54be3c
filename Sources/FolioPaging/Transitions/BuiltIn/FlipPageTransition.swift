public import FolioCore
import Foundation

/// The page turns over about its vertical centre line to show the next one on its back.
///
/// ```swift
/// pageViewController.transition = .flip
/// ```
public struct FlipPageTransition: PageTransition {
    /// Creates the flip transition.
    public init() {}

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        let clamped = min(max(offset, -1), 1)
        // Past a quarter turn a page faces away from the viewer and is hidden.
        return PageTransitionAttributes(
            transform: Transform3D(rotationAngle: clamped * .pi, x: 0, y: 1, z: 0),
            alpha: abs(clamped) <= 0.5 ? 1 : 0, zIndex: -abs(clamped))
    }

    public func containerTransform(in context: PageTransitionContext) -> Transform3D {
        .perspective(distance: 3 * context.pageSize.width)
    }
}

extension PageTransition where Self == FlipPageTransition {
    /// The page turns over to show the next one.
    public static var flip: FlipPageTransition { FlipPageTransition() }
}
