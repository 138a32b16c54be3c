public import FolioCore
import Foundation

/// Pages are the faces of a cube that turns about its vertical centre line.
///
/// ```swift
/// pageViewController.transition = .cube
/// ```
public struct CubePageTransition: PageTransition {
    /// The eye distance of the perspective, in page widths.
    public var perspective: Double

    /// Creates the cube transition.
    ///
    /// - Parameter perspective: The eye distance in page widths (smaller is more dramatic).
    public init(perspective: Double = 2.5) {
        self.perspective = max(perspective, 0.5)
    }

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        let clamped = min(max(offset, -1), 1)
        let half = context.pageSize.width / 2
        // Rotate about the cube's centre, half a page behind the screen.
        let transform = Transform3D(translationX: 0, y: 0, z: half)
            .concatenating(Transform3D(rotationAngle: clamped * .pi / 2, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 0, y: 0, z: -half))
        return PageTransitionAttributes(
            transform: transform, alpha: abs(offset) < 1 ? 1 : 0, zIndex: -abs(clamped))
    }

    public func containerTransform(in context: PageTransitionContext) -> Transform3D {
        .perspective(distance: perspective * context.pageSize.width)
    }
}

extension PageTransition where Self == CubePageTransition {
    /// Pages are the faces of a turning cube.
    public static var cube: CubePageTransition { CubePageTransition() }
}
