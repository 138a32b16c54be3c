package import FolioCore

/// The canonical frame the curl geometry works in, and its mapping to view coordinates.
///
/// In the spine frame the sheet is [0, W] × [0, H] with the spine at x = 0 and the free edge at
/// x = W, whatever the real spine location: a spine on the right mirrors x, a spine on the top
/// or bottom swaps the axes. Every mapping is an isometry, so distances, radii and shadow widths
/// mean the same in both frames.
///
/// ```swift
/// let frame = SpineFrame(pageRect: Rect(x: 0, y: 0, width: 400, height: 600), spineEdge: .right)
/// frame.toSpine(Point(x: 400, y: 10))  // (0, 10): on the spine
/// ```
package struct SpineFrame: Hashable, Sendable {
    /// The side of the page rectangle the spine runs along.
    package enum Edge: Hashable, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// The sheet in view coordinates.
    package var pageRect: Rect
    /// Where the spine is on ``pageRect``.
    package var spineEdge: Edge

    /// Creates a frame for a sheet whose spine runs along `spineEdge`.
    package init(pageRect: Rect, spineEdge: Edge) {
        self.pageRect = pageRect.standardized
        self.spineEdge = spineEdge
    }

    /// The sheet's size in the spine frame: W across the spine, H along it.
    package var size: Size {
        switch spineEdge {
        case .left, .right: Size(width: pageRect.width, height: pageRect.height)
        case .top, .bottom: Size(width: pageRect.height, height: pageRect.width)
        }
    }

    /// The sheet in the spine frame, [0, W] × [0, H].
    package var spineRect: Rect { Rect(origin: .zero, size: size) }

    /// Whether the spine runs vertically on screen (a horizontal page turn).
    package var isHorizontalTurn: Bool { spineEdge == .left || spineEdge == .right }

    /// The mapping from spine-frame points to view points.
    package var toViewTransform: AffineTransform2D {
        let r = pageRect
        switch spineEdge {
        case .left: return AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: r.minX, ty: r.minY)
        case .right: return AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: r.maxX, ty: r.minY)
        case .top: return AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: r.minX, ty: r.minY)
        case .bottom: return AffineTransform2D(a: 0, b: -1, c: 1, d: 0, tx: r.minX, ty: r.maxY)
        }
    }

    /// The mapping from view points to spine-frame points.
    package var toSpineTransform: AffineTransform2D {
        let r = pageRect
        switch spineEdge {
        case .left: return AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: -r.minX, ty: -r.minY)
        case .right: return AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: r.maxX, ty: -r.minY)
        case .top: return AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: -r.minY, ty: -r.minX)
        case .bottom: return AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: r.maxY, ty: -r.minX)
        }
    }

    /// A view point in the spine frame.
    package func toSpine(_ p: Point) -> Point { toSpineTransform.apply(to: p) }

    /// A spine-frame point in view coordinates.
    package func toView(_ p: Point) -> Point { toViewTransform.apply(to: p) }

    /// A spine-frame direction (or velocity) in view coordinates.
    package func vectorToView(_ v: Point) -> Point {
        let t = toViewTransform
        return Point(x: t.a * v.x + t.c * v.y, y: t.b * v.x + t.d * v.y)
    }

    /// A view direction (or velocity) in the spine frame.
    package func vectorToSpine(_ v: Point) -> Point {
        let t = toSpineTransform
        return Point(x: t.a * v.x + t.c * v.y, y: t.b * v.x + t.d * v.y)
    }

    /// How a double-sided back page is mirrored onto this sheet: across the axis
    /// perpendicular to the spine.
    package var backMirror: PageCurl.Mirror { isHorizontalTurn ? .horizontal : .vertical }
}
