public import FolioCore
import Foundation

/// Side pages stand angled towards the centre and recede, like album covers.
///
/// ```swift
/// pageViewController.transition = .coverFlow
/// ```
public struct CoverFlowPageTransition: PageTransition {
    /// How far a side page turns, in radians.
    public var angle: Double
    /// How far apart neighbouring pages sit, as a fraction of the page stride.
    public var spacing: Double

    /// Creates the cover-flow transition.
    ///
    /// - Parameters:
    ///   - angle: The turn of a side page in radians (45° by default).
    ///   - spacing: The distance between pages as a fraction of the stride.
    public init(angle: Double = .pi / 4, spacing: Double = 0.55) {
        self.angle = angle
        self.spacing = spacing
    }

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        let distance = min(abs(offset), 1)
        let side: Double = offset < 0 ? -1 : 1
        let transform = Transform3D(rotationAngle: side * min(distance * 2, 1) * angle, x: 0, y: 1, z: 0)
            .concatenating(
                Transform3D(
                    translationX: offset * context.pageStride * spacing, y: 0,
                    z: -distance * context.pageSize.width * 0.4))
        return PageTransitionAttributes(transform: transform, alpha: abs(offset) < reach ? 1 : 0, zIndex: -distance)
    }

    /// A page and a half: the pages beside the resting one stay in view, so the one two pages
    /// away comes into view as a turn ends.
    public var reach: Double { 1.5 }

    public func containerTransform(in context: PageTransitionContext) -> Transform3D {
        .perspective(distance: 2.5 * context.pageSize.width)
    }
}

extension PageTransition where Self == CoverFlowPageTransition {
    /// Side pages angled towards the centre, receding.
    public static var coverFlow: CoverFlowPageTransition { CoverFlowPageTransition() }
}
