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
