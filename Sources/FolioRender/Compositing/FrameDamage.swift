/// What a frame drawn over the last one must do to its pixels: move a scrolled region's
/// rows, then draw a few rectangles (``Compositor/frameDamage(from:to:scale:bounds:)``).
///
/// A continuous PDF scrolled by the wheel changes every pixel of the column, but only
/// because they moved: moving the rows that stay on screen and drawing the strip that
/// scrolled in costs one copy of the frame instead of recompositing every tile
/// (docs/Architecture.md §6.2.1).
package struct FrameDamage: Equatable, Sendable {
    /// The rows to move before anything is drawn, or nil when nothing scrolled.
    package var move: FrameMove?
    /// What to draw after the move (each a full redraw of the pixels inside it).
    package var rects = DamageRects()

    package init(move: FrameMove? = nil, rects: DamageRects = DamageRects()) {
        self.move = move
        self.rects = rects
    }

    /// Every pixel the frame changes, moved or drawn: what a present must send.
    package var changed: IntRect {
        rects.bounds.union(move?.rect ?? .empty)
    }
}

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

/// A few rectangles of damage, held inline so that a steady scroll allocates nothing: beyond
/// ``capacity`` a new rectangle joins the one it grows least.
package struct DamageRects: Equatable, Sendable {
    package static let capacity = 6
    private var storage = InlineArray<6, IntRect>(repeating: .empty)
    package private(set) var count = 0

    package init() {}

    package subscript(index: Int) -> IntRect { storage[index] }

    /// The smallest rectangle around them all.
    package var bounds: IntRect {
        var r = IntRect.empty
        for i in 0..<count { r = r.union(storage[i]) }
        return r
    }

    /// Adds `rect` unless it is empty or already inside one held; a held rectangle it
    /// overlaps is joined to it when their union has no more pixels than the two apart. Each
    /// rectangle is a render of its own, so two that overlap (a curl's bounds before and
    /// after a step, nearly the same) would draw their common pixels twice; a scroll's strip
    /// and the indicator across it stay apart, as their union would draw far more.
    package mutating func add(_ rect: IntRect) {
        guard !rect.isEmpty else { return }
        for i in 0..<count where storage[i].contains(rect) { return }
        if let first = (0..<count).first(where: { Self.joinsCheaply(storage[$0], rect) }) {
            storage[first] = storage[first].union(rect)
            absorbOverlaps(into: first)
            return
        }
        if count < Self.capacity {
            storage[count] = rect
            count += 1
            return
        }
        var best = 0
        var growth = Int.max
        for i in 0..<count {
            let u = storage[i].union(rect)
            let g = u.width * u.height - storage[i].width * storage[i].height
            if g < growth { (best, growth) = (i, g) }
        }
        storage[best] = storage[best].union(rect)
    }

    /// Joins to the rectangle at `index` every other one it overlaps, until none does,
    /// keeping the others in order.
    private mutating func absorbOverlaps(into index: Int) {
        var k = index
        var j = 0
        while j < count {
            guard j != k, Self.joinsCheaply(storage[j], storage[k]) else {
                j += 1
                continue
            }
            storage[k] = storage[k].union(storage[j])
            for m in j..<(count - 1) { storage[m] = storage[m + 1] }
            count -= 1
            if j < k { k -= 1 }
            j = 0
        }
    }

    /// Whether `a` and `b` overlap and their union has no more pixels than they have apart.
    private static func joinsCheaply(_ a: IntRect, _ b: IntRect) -> Bool {
        guard !a.intersection(b).isEmpty else { return false }
        func area(_ r: IntRect) -> Int { r.width * r.height }
        return area(a.union(b)) <= area(a) + area(b)
    }

    package static func == (a: DamageRects, b: DamageRects) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }
}
