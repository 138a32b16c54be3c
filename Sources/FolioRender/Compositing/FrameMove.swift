/// A region of the frame whose pixels slide vertically by whole pixels: a scroll view's
/// clip, scrolled by the wheel.
package struct FrameMove: Equatable, Sendable {
    /// The pixels that move, in device pixels; nothing outside it changes.
    package var rect: IntRect
    /// How many rows the pixels move down (up when negative); smaller than the rect's height.
    package var dy: Int

    package init(rect: IntRect, dy: Int) {
        self.rect = rect
        self.dy = dy
    }

    /// The rows of ``rect`` that no moved pixel covers: what scrolled into view.
    package var uncovered: IntRect {
        dy > 0
            ? IntRect(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: min(rect.y0 + dy, rect.y1))
            : IntRect(x0: rect.x0, y0: max(rect.y1 + dy, rect.y0), x1: rect.x1, y1: rect.y1)
    }

    /// Moves the rows of ``rect`` in `base` (rows `rowLength` pixels apart) by ``dy``, one
    /// copy per row (one copy in all when the rect spans whole rows), overlapping safely.
    /// The caller guarantees the pixels of ``rect``.
    package func apply(to base: UnsafeMutablePointer<UInt32>, rowLength: Int) {
        let height = rect.y1 - rect.y0 - abs(dy)
        let width = rect.x1 - rect.x0
        guard height > 0, width > 0 else { return }
        let from = dy > 0 ? rect.y0 : rect.y0 - dy
        let to = from + dy
        if width == rowLength, rect.x0 == 0 {
            (base + to * rowLength).update(from: base + from * rowLength, count: height * rowLength)
            return
        }
        // Rows are taken in the order that never reads a row already written.
        for index in 0..<height {
            let row = dy > 0 ? height - 1 - index : index
            (base + (to + row) * rowLength + rect.x0).update(
                from: base + (from + row) * rowLength + rect.x0, count: width)
        }
    }

    /// The same move in a frame `k` times smaller in each direction (a frame drawn at scale 2
    /// shown in a window of half its pixels), or nil when it does not fall on whole pixels there.
    package func scaledDown(by k: Int) -> FrameMove? {
        guard k > 0 else { return nil }
        guard rect.x0 % k == 0, rect.y0 % k == 0, rect.x1 % k == 0, rect.y1 % k == 0, dy % k == 0 else { return nil }
        return FrameMove(rect: IntRect(x0: rect.x0 / k, y0: rect.y0 / k, x1: rect.x1 / k, y1: rect.y1 / k), dy: dy / k)
    }
}
