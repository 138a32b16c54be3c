public import FolioCore

/// What a ``PageTransition`` decides for one page.
public struct PageTransitionAttributes: Hashable, Sendable {
    /// The page's transform, about its centre, relative to the resting position.
    public var transform: Transform3D
    /// The page's opacity, 0…1; pages at 0 are hidden.
    public var alpha: Double
    /// Stacking order among the pages: higher values are drawn on top.
    public var zIndex: Double

    /// Creates attributes.
    ///
    /// - Parameters:
    ///   - transform: The transform about the page's centre.
    ///   - alpha: The opacity, clamped to 0…1.
    ///   - zIndex: Higher is drawn on top.
    public init(transform: Transform3D = .identity, alpha: Double = 1, zIndex: Double = 0) {
        self.transform = transform
        self.alpha = min(max(alpha, 0), 1)
        self.zIndex = zIndex
    }

    /// A page at rest.
    public static let identity = PageTransitionAttributes()

    /// Whether the page need not be drawn.
    public var isHidden: Bool { alpha <= 0 }
}
