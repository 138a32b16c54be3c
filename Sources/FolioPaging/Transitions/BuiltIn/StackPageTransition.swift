import FolioCore

/// The next page slides in over the current one, which sinks back and dims, like a deck.
///
/// ```swift
/// pageViewController.transition = .stack
/// ```
public struct StackPageTransition: PageTransition {
    /// The scale of a page fully covered by the next one.
    public var coveredScale: Double

    /// Creates the stack transition.
    ///
    /// - Parameter coveredScale: The scale of a covered page (0.9 by default).
    public init(coveredScale: Double = 0.9) {
        self.coveredScale = coveredScale
    }

    public func attributes(at offset: Double, in context: PageTransitionContext) -> PageTransitionAttributes {
        if offset > 0 {
            // Still to come: slides in on top.
            return PageTransitionAttributes(
                transform: Transform3D(translationX: offset * context.pageStride, y: 0, z: 0), zIndex: offset)
        }
        let depth = min(-offset, 1)
        let scale = 1 - (1 - coveredScale) * depth
        return PageTransitionAttributes(
            transform: Transform3D(scaleX: scale, y: scale, z: 1), alpha: 1 - 0.5 * depth, zIndex: offset)
    }
}

extension PageTransition where Self == StackPageTransition {
    /// The next page slides over the current one, which sinks back.
    public static var stack: StackPageTransition { StackPageTransition() }
}
