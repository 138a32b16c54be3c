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
    /// wider than the view) for ``PageFit/page``.
    init(pageSizes: [Size], viewport: Size, fit: PageFit) {
        let maxWidth = max(viewport.width - 2 * Self.margin, 1)
        let maxHeight = max(viewport.height - 2 * Self.margin, 1)
        var frames: [Rect] = []
        frames.reserveCapacity(pageSizes.count)
        var y = Self.margin
        for size in pageSizes {
            let aspect = size.width > 0 && size.height > 0 ? size.width / size.height : 1
            var width = maxWidth
            var height = width / aspect
            if fit == .page, height > maxHeight {
                height = maxHeight
                width = height * aspect
            }
            width = max(width.rounded(), 1)
            height = max(height.rounded(), 1)
            frames.append(Rect(x: ((viewport.width - width) / 2).rounded(), y: y, width: width, height: height))
            y += height + Self.gap
        }
        self.frames = frames
        contentSize = Size(width: viewport.width, height: max(y - Self.gap + Self.margin, viewport.height))
    }

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
