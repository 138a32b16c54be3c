/// A half-open rectangle of whole pixels.
package struct IntRect: Equatable, Sendable {
    package var x0: Int
    package var y0: Int
    package var x1: Int
    package var y1: Int

    package static let empty = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    package func intersection(_ o: IntRect) -> IntRect {
        let r = IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func offsetBy(dx: Int, dy: Int) -> IntRect { IntRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    /// Grown by `d` pixels on every side; empty stays empty.
    func outset(by d: Int) -> IntRect { isEmpty ? self : IntRect(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

    func contains(_ o: IntRect) -> Bool { o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1) }

    /// The pixels whose centres lie inside a continuous rectangle (the same rule the polygon
    /// rasteriser uses, so rectangles and quads agree on their edges).
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func edge(_ v: Double) -> Int {
            let e = (v - 0.5).rounded(.up)
            return e.isFinite ? Int(max(min(e, 1e9), -1e9)) : (v > 0 ? 1_000_000_000 : -1_000_000_000)
        }
        self.init(x0: edge(minX), y0: edge(minY), x1: edge(maxX), y1: edge(maxY))
    }

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}
