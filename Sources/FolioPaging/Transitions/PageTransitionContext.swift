public import FolioCore

/// The geometry a ``PageTransition`` works in, expressed in its canonical frame (paging
/// along +x).
public struct PageTransitionContext: Hashable, Sendable {
    /// The page's size; `width` is measured along the paging axis.
    public var pageSize: Size
    /// The distance between neighbouring pages at rest: the page's width plus the
    /// inter-page spacing.
    public var pageStride: Double

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - pageSize: The page's size, width along the paging axis.
    ///   - pageStride: The distance between resting pages; the width when not given.
    public init(pageSize: Size, pageStride: Double? = nil) {
        self.pageSize = pageSize
        self.pageStride = pageStride ?? pageSize.width
    }
}
