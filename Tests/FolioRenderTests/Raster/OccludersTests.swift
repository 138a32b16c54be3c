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

    @Test func aRectangleOneLaterOccluderCoversHasNoRunsAndOneAnEarlierCoversIsAllRuns() {
        var occluders = Occluders()
        occluders.add(IntRect(x0: 0, y0: 0, x1: 100, y1: 50), paintIndex: 2)
        occluders.add(IntRect(x0: 10, y0: 5, x1: 20, y1: 15), paintIndex: 4)
        var hidden: [Int] = []
        occluders.forEachVisibleRun(rows: 0..<50, x0: 0, x1: 100, after: 1) { y, _, _ in hidden.append(y) }
        #expect(hidden.isEmpty)
        #expect(occluders.visiblePixels(rows: 0..<50, x0: 0, x1: 100, after: 1, limit: .max) == 0)
        // After the big one only the small one hides anything.
        var runs: [Range<Int>] = []
        occluders.forEachVisibleRun(rows: 10..<11, x0: 0, x1: 100, after: 2) { _, x0, x1 in runs.append(x0..<x1) }
        #expect(runs == [0..<10, 20..<100])
    }

    @Test func onlyOccludersPaintedLaterGiveALayerAnythingToSkip() {
        var occluders = Occluders()
        #expect(!occluders.hasAny(after: -1))
        occluders.add(IntRect(x0: 0, y0: 0, x1: 10, y1: 10), paintIndex: 3)
        #expect(occluders.hasAny(after: 2))
        #expect(!occluders.hasAny(after: 3), "a layer's own content hides nothing of it")
        occluders.removeAll()
        #expect(!occluders.hasAny(after: 2))
    }

    @Test func visiblePixelsCountsBandByBandAndStopsOnceItHasTheLimit() {
        // Rows 0..<5 show 60 columns each, rows 5..<10 show 100.
        var occluders = Occluders()
        occluders.add(IntRect(x0: 20, y0: 0, x1: 60, y1: 5), paintIndex: 1)
        #expect(occluders.visiblePixels(rows: 0..<10, x0: 0, x1: 100, after: 0, limit: .max) == 300 + 500)
        // The first band alone reaches 100: the second is not counted.
        #expect(occluders.visiblePixels(rows: 0..<10, x0: 0, x1: 100, after: 0, limit: 100) == 300)
        #expect(occluders.visiblePixels(rows: 0..<10, x0: 0, x1: 100, after: 0, limit: 301) == 800)
        // With no occluders at all, every pixel.
        #expect(Occluders().visiblePixels(rows: 0..<10, x0: 0, x1: 100, after: 0, limit: 10) == 1000)
    }

    @Test func aCopyKeepsTheRectanglesItWasGivenWhenTheOriginalChanges() {
        // Each drawing operation holds its target's occluders by value, and the compositor
        // empties and refills its own every frame: a copy must not see that.
        var occluders = Occluders()
        occluders.add(IntRect(x0: 0, y0: 0, x1: 10, y1: 10), paintIndex: 2)
        let copy = occluders
        occluders.removeAll()
        occluders.add(IntRect(x0: 20, y0: 0, x1: 30, y1: 10), paintIndex: 2)
        #expect(copy.hides(IntRect(x0: 0, y0: 0, x1: 10, y1: 10), after: 1))
        #expect(!copy.hides(IntRect(x0: 20, y0: 0, x1: 30, y1: 10), after: 1))
        #expect(occluders.hides(IntRect(x0: 20, y0: 0, x1: 30, y1: 10), after: 1))
        #expect(!occluders.hides(IntRect(x0: 0, y0: 0, x1: 10, y1: 10), after: 1))
        // A copy that adds takes the rectangles along, and leaves the one it copied as it was.
        var copied = copy
        copied.add(IntRect(x0: 40, y0: 0, x1: 50, y1: 10), paintIndex: 2)
        #expect(copy.count == 1)
        #expect(copied.count == 2)
        #expect(copied.hides(IntRect(x0: 0, y0: 0, x1: 10, y1: 10), after: 1))
        #expect(copied.hides(IntRect(x0: 40, y0: 0, x1: 50, y1: 10), after: 1))
        #expect(!copy.hides(IntRect(x0: 40, y0: 0, x1: 50, y1: 10), after: 1))
    }

    @Test func aFullCopyKeepsItsRectanglesWhenTheOriginalReplacesTheSmallest() {
        var occluders = Occluders()
        for i in 0..<Occluders.capacity {
            occluders.add(IntRect(x0: 10 * i, y0: 0, x1: 10 * i + 1 + i, y1: 10), paintIndex: 2)
        }
        let copy = occluders
        // Full: a larger rectangle takes the place of the smallest (the first, one pixel wide).
        occluders.add(IntRect(x0: 0, y0: 100, x1: 500, y1: 200), paintIndex: 2)
        #expect(occluders.hides(IntRect(x0: 0, y0: 100, x1: 500, y1: 200), after: 1))
        #expect(!occluders.hides(IntRect(x0: 0, y0: 0, x1: 1, y1: 10), after: 1))
        #expect(copy.hides(IntRect(x0: 0, y0: 0, x1: 1, y1: 10), after: 1))
        #expect(!copy.hides(IntRect(x0: 0, y0: 100, x1: 500, y1: 200), after: 1))
    }
}
