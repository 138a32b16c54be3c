import Testing

@testable import FolioRender

/// The opaque rectangles later layers paint, and the runs they leave visible.
@Suite struct OccludersTests {
    @Test func aRowCrossedByEveryOccluderShowsEveryGapBetweenThem() {
        // As many one-pixel occluders as fit, with a gap before each and after the last: the
        // most runs one row can have.
        var occluders = Occluders()
        for i in 0..<Occluders.capacity {
            occluders.add(IntRect(x0: 2 * i + 1, y0: 0, x1: 2 * i + 2, y1: 3), paintIndex: 1)
        }
        let width = 2 * Occluders.capacity + 1
        var runs: [Range<Int>] = []
        occluders.forEachVisibleRun(rows: 1..<2, x0: 0, x1: width, after: 0) { _, x0, x1 in runs.append(x0..<x1) }
        #expect(runs == (0...Occluders.capacity).map { (2 * $0)..<(2 * $0 + 1) })
        // Occluders painted before the layer hide nothing of it.
        var all: [Range<Int>] = []
        occluders.forEachVisibleRun(rows: 1..<2, x0: 0, x1: width, after: 1) { _, x0, x1 in all.append(x0..<x1) }
        #expect(all == [0..<width])
    }
}
