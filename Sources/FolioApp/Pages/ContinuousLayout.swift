import FolioCore

/// Where each page sits in the reader's continuous layout: pages stacked top to bottom, a
/// small gap between them, each centred across the window and sized by the fit.
///
/// Pure geometry, so that tests can pin it without a window; frames are on whole points, so
/// pages are copied, not resampled.
struct ContinuousLayout: Hashable, Sendable {
    /// The gap between two pages, in points.
    static let gap = 8.0
    /// The space around the column of pages, in points.
    static let margin = 14.0

    /// Each page's frame, in the scroll view's content coordinates.
    let frames: [Rect]
    /// The size of the whole column.
    let contentSize: Size

    /// The column for pages of `pageSizes` in a view of `viewport`: each page as wide as the
    /// view (less the margins) for ``PageFit/width``, or whole in the view's height (and no
    /// wider than the view) for ``PageFit/page``; then `zoom` times that. A column wider than
    /// the view scrolls across too.
    init(pageSizes: [Size], viewport: Size, fit: PageFit, zoom: Double = 1) {
        let maxWidth = max(viewport.width - 2 * Self.margin, 1)
        let maxHeight = max(viewport.height - 2 * Self.margin, 1)
        let zoom = zoom.isFinite ? min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound) : 1
        var sizes: [Size] = []
        sizes.reserveCapacity(pageSizes.count)
        for size in pageSizes {
            let aspect = size.width > 0 && size.height > 0 ? size.width / size.height : 1
            var width = maxWidth
            var height = width / aspect
            if fit == .page, height > maxHeight {
                height = maxHeight
                width = height * aspect
            }
            sizes.append(Size(width: max((width * zoom).rounded(), 1), height: max((height * zoom).rounded(), 1)))
        }
        let widest = sizes.map(\.width).max() ?? 0
        let contentWidth = max(viewport.width, widest + 2 * Self.margin)
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var y = Self.margin
        for size in sizes {
            frames.append(
                Rect(x: ((contentWidth - size.width) / 2).rounded(), y: y, width: size.width, height: size.height))
            y += size.height + Self.gap
        }
        self.frames = frames
        contentSize = Size(width: contentWidth, height: max(y - Self.gap + Self.margin, viewport.height))
    }

    /// How far the column zooms, over the fit's own size: out to a quarter, in to eight times
    /// (the paged layout's deepest zoom).
    static let zoomRange = 0.25...8.0

    /// The pages any part of which lies between `top` and `bottom` (content coordinates).
    func pages(from top: Double, to bottom: Double) -> Range<Int> {
        let first = firstPage(endingBelow: top)
        var end = first
        while end < frames.count, frames[end].minY < bottom { end += 1 }
        return first..<end
    }

    /// The page at height `y`: the one it falls in, or in a gap the one above it.
    func page(at y: Double) -> Int {
        guard !frames.isEmpty else { return 0 }
        let index = firstPage(endingBelow: y)
        guard index < frames.count else { return frames.count - 1 }
        return frames[index].minY > y && index > 0 ? index - 1 : index
    }

    /// The first page whose bottom is below `y` (binary search: the frames go down the column).
    private func firstPage(endingBelow y: Double) -> Int {
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].maxY <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
