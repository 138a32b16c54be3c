import FolioCore
import Testing

@testable import FolioRender

/// The stores of layers a frame does not show — drawn ahead, turned away from, scrolled off —
/// stay within `Compositor.drawAheadBudget`: the nearest are drawn ahead, the least recently
/// shown go first.
@MainActor
@Suite struct DrawAheadBudgetTests {
    private static let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
    /// One 120 × 80 page's store at scale 1.
    private static let pageBytes = 120 * 80 * 4

    /// Pages side by side in a strip scrolled by `offset`, as a scrolling page view
    /// controller lays them out: page `n` lies `n` screens to the right, all marked.
    private static func strip(_ pages: [(Int, DrawingBlock)], offset: Double) -> LayerNode {
        let layers = pages.map { number, drawer in
            var page = LayerNode(
                id: UInt64(100 + number), bounds: bounds, position: Point(x: 60 + 120 * Double(number), y: 40),
                backgroundColor: .white, content: .drawing(drawer, version: 1))
            page.drawsAhead = true
            return page
        }
        return LayerNode(
            id: 1, bounds: Rect(x: offset, y: 0, width: 120, height: 80), backgroundColor: .lightGray,
            sublayers: layers)
    }

    /// Pages stacked over the screen, all but `shown` hidden, as a curling page view
    /// controller keeps its neighbours.
    private static func stack(_ pages: [DrawingBlock], shown: Int) -> LayerNode {
        let layers = pages.enumerated().map { index, drawer in
            var page = LayerNode(
                id: UInt64(100 + index), bounds: bounds, isHidden: index != shown, backgroundColor: .white,
                content: .drawing(drawer, version: 1))
            page.drawsAhead = true
            return page
        }
        return LayerNode(id: 1, bounds: bounds, backgroundColor: .lightGray, sublayers: layers)
    }

    @Test func moreMarkedPagesThanTheBudgetHoldsKeepOnlyTheNearestWithinIt() {
        let numbers = [-3, -2, -1, 0, 1, 2, 3]
        let drawers = Dictionary(uniqueKeysWithValues: numbers.map { ($0, Fixtures.pageDrawing(number: $0 + 4)) })
        let pages = numbers.compactMap { n in drawers[n].map { (n, $0) } }
        let compositor = Compositor()
        compositor.drawAheadBudget = 2 * Self.pageBytes
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(Self.strip(pages, offset: 0), into: &frame)
        var calls = 0
        while compositor.drawAhead(Self.strip(pages, offset: 0)), calls < 20 {
            calls += 1
            #expect(compositor.outOfSightBackingStoreBytes <= compositor.drawAheadBudget)
        }
        #expect(compositor.outOfSightBackingStoreBytes == 2 * Self.pageBytes)
        // Page 0 is shown; of the rest only the two beside it fit.
        #expect(numbers.map { drawers[$0]?.drawCount ?? -1 } == [0, 0, 1, 1, 1, 0, 0])
        // Nothing that fits is left: idle time stops drawing rather than draw and drop.
        #expect(!compositor.drawAhead(Self.strip(pages, offset: 0)))
        #expect(numbers.map { drawers[$0]?.drawCount ?? -1 } == [0, 0, 1, 1, 1, 0, 0])
        compositor.render(Self.strip(pages, offset: 0), into: &frame)
        #expect(compositor.outOfSightBackingStoreBytes <= compositor.drawAheadBudget)
        #expect(compositor.backingStoreBytes == 3 * Self.pageBytes)
        // Scrolled onto page 1: shown without drawing it again.
        compositor.render(Self.strip(pages, offset: 120), into: &frame)
        #expect(drawers[1]?.drawCount == 1)
    }

    @Test func theLeastRecentlyShownStoreOutOfSightGoesFirst() {
        let drawers = (1...3).map { Fixtures.pageDrawing(number: $0) }
        let compositor = Compositor()
        compositor.drawAheadBudget = Self.pageBytes
        var frame = Bitmap(width: 120, height: 80)
        // Pages 0, 1 and 2 shown in turn: 0 and 1 are then kept out of sight, one too many.
        for shown in 0..<3 {
            compositor.render(Self.stack(drawers, shown: shown), into: &frame)
            #expect(compositor.outOfSightBackingStoreBytes <= compositor.drawAheadBudget)
        }
        #expect(drawers.map(\.drawCount) == [1, 1, 1])
        compositor.render(Self.stack(drawers, shown: 1), into: &frame)
        #expect(drawers.map(\.drawCount) == [1, 1, 1])  // kept: shown more recently
        compositor.render(Self.stack(drawers, shown: 0), into: &frame)
        #expect(drawers.map(\.drawCount) == [2, 1, 1])  // dropped first
    }

    @Test func aNearNeighbourIsDrawnAheadInPlaceOfAFartherOneShownBefore() {
        let numbers = [0, 1, 2]
        let drawers = Dictionary(uniqueKeysWithValues: numbers.map { ($0, Fixtures.pageDrawing(number: $0 + 1)) })
        let pages = numbers.compactMap { n in drawers[n].map { (n, $0) } }
        let compositor = Compositor()
        compositor.drawAheadBudget = Self.pageBytes
        var frame = Bitmap(width: 120, height: 80)
        // Page 2 shown, then the strip scrolled back to page 0: page 2 is kept, two screens away.
        compositor.render(Self.strip(pages, offset: 240), into: &frame)
        compositor.render(Self.strip(pages, offset: 0), into: &frame)
        #expect(compositor.outOfSightBackingStoreBytes == Self.pageBytes)
        for _ in 0..<4 where !compositor.drawAhead(Self.strip(pages, offset: 0)) { break }
        #expect(drawers[1]?.drawCount == 1)
        #expect(compositor.outOfSightBackingStoreBytes == Self.pageBytes)
        compositor.render(Self.strip(pages, offset: 240), into: &frame)
        #expect(drawers[2]?.drawCount == 2)  // it made room for page 1
    }

    @Test func storesAreCountedInBytesAtTheFramesScale() {
        let compositor = Compositor()
        var frame = Bitmap(width: 240, height: 160)
        compositor.render(Self.stack([Fixtures.pageDrawing(number: 1)], shown: 0), into: &frame, scale: 2)
        #expect(compositor.backingStoreBytes == 240 * 160 * 4)
        #expect(compositor.outOfSightBackingStoreBytes == 0)
        #expect(compositor.drawAheadBudget == 3 * 3840 * 2160 * 4)
    }
}
