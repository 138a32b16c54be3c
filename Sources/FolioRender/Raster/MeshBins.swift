/// The band lists of a mesh (``MeshBands``), kept from frame to frame so that binning a
/// steady animation's mesh allocates nothing.
final class MeshBins {
    /// Band `k`'s triangles are `triangles[bandStarts[k]..<bandStarts[k + 1]]`.
    private(set) var bandStarts: [Int] = []
    /// Each triangle's first index in the mesh's `indices`, band after band.
    private(set) var triangles: [Int] = []
    private(set) var firstRow = 0
    private(set) var bandHeight = 1
    private(set) var endRow = 0
    /// Where the next triangle of each band goes while filling.
    private var cursors: [Int] = []

    /// Bands aimed for: enough that two threads taking one at a time end together, few enough
    /// that a triangle seldom spans more than two or three (it is set up once per band it
    /// reaches).
    static let targetBandCount = 48
    /// The fewest rows in a band.
    static let minimumBandHeight = 16

    /// Creates empty lists; the scratch storage that owns them is not main-actor bound.
    nonisolated init() {}

    /// Sorts the triangles of `indices` (three per triangle, into `vertices`) into bands of
    /// the rows they cover within `clip`, in the mesh's order; triangles with an index out of
    /// range, a vertex that cannot be drawn (``DeviceVertex/isDrawable``), or no row
    /// inside `clip` are left out, as drawing skips them.
    func bin(vertices: UnsafeBufferPointer<DeviceVertex>, indices: UnsafeBufferPointer<Int>, clip: IntRect) {
        // The rows any triangle covers, so that bands span only those.
        var top = Int.max
        var bottom = Int.min
        firstRow = clip.y0
        endRow = max(clip.y1, clip.y0)
        bandHeight = max(endRow - firstRow, 1)
        forEachBand(vertices, indices, clip: clip) { _, _, rows in
            top = min(top, rows.lowerBound)
            bottom = max(bottom, rows.upperBound)
        }
        firstRow = top < bottom ? top : clip.y0
        endRow = top < bottom ? bottom : clip.y0
        let height = endRow - firstRow
        bandHeight = max(Self.minimumBandHeight, (height + Self.targetBandCount - 1) / Self.targetBandCount)
        let bands = (height + bandHeight - 1) / bandHeight
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bands + 1))
        triangles.removeAll(keepingCapacity: true)
        // Counted first, then placed: each band's list is one run of `triangles`.
        forEachBand(vertices, indices, clip: clip) { _, band, _ in bandStarts[band + 1] += 1 }
        for k in 0..<bands { bandStarts[k + 1] += bandStarts[k] }
        triangles.append(contentsOf: repeatElement(0, count: bandStarts[bands]))
        cursors.removeAll(keepingCapacity: true)
        cursors.append(contentsOf: bandStarts.prefix(bands))
        forEachBand(vertices, indices, clip: clip) { i, band, _ in
            triangles[cursors[band]] = i
            cursors[band] += 1
        }
    }

    /// Calls `body` with each drawable triangle's first index, each band it reaches and the
    /// rows it covers, in the mesh's order (bands of the current ``firstRow`` and
    /// ``bandHeight``; triangles outside ``firstRow``..<``endRow`` are skipped).
    private func forEachBand(
        _ vs: UnsafeBufferPointer<DeviceVertex>, _ idx: UnsafeBufferPointer<Int>, clip: IntRect,
        _ body: (Int, Int, Range<Int>) -> Void
    ) {
        let count = vs.count
        var i = 0
        while i + 2 < idx.count {
            defer { i += 3 }
            let a = idx[i]
            let b = idx[i + 1]
            let c = idx[i + 2]
            guard a >= 0, b >= 0, c >= 0, a < count, b < count, c < count,
                vs[a].isDrawable, vs[b].isDrawable, vs[c].isDrawable
            else { continue }
            let covered = MeshRasterizer.rows(vs[a], vs[b], vs[c], clip: clip)
            let y0 = max(covered.lowerBound, firstRow)
            let y1 = min(covered.upperBound, endRow)
            guard y0 < y1 else { continue }
            for band in ((y0 - firstRow) / bandHeight)...((y1 - 1 - firstRow) / bandHeight) {
                body(i, band, covered)
            }
        }
    }
}
