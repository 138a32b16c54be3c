import FolioCore
import Testing

@testable import FolioRender

/// Hidden layers marked `drawsAhead` (a page view controller's neighbours) are drawn
/// in idle time, kept while hidden, and shown without being drawn again.
@MainActor
@Suite struct DrawAheadTests {
    private static let bounds = Rect(x: 0, y: 0, width: 120, height: 80)

    private static func page(id: UInt64, drawer: DrawingBlock, hidden: Bool, marked: Bool = true) -> LayerNode {
        var node = LayerNode(
            id: id, bounds: bounds, isHidden: hidden, backgroundColor: .white, content: .drawing(drawer, version: 1))
        node.drawsAhead = marked
        return node
    }

    private static func tree(_ pages: [LayerNode]) -> LayerNode {
        LayerNode(id: 1, bounds: bounds, backgroundColor: .lightGray, sublayers: pages)
    }

    @Test func aHiddenNeighbourDrawnAheadIsShownWithoutDrawingAgain() {
        let shown = Fixtures.pageDrawing(number: 1)
        let next = Fixtures.pageDrawing(number: 2)
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(
            Self.tree([Self.page(id: 2, drawer: shown, hidden: false), Self.page(id: 3, drawer: next, hidden: true)]),
            into: &frame)
        #expect(next.drawCount == 0)  // hidden layers are not drawn by frames
        #expect(
            !compositor.drawAhead(
                Self.tree([
                    Self.page(id: 2, drawer: shown, hidden: false), Self.page(id: 3, drawer: next, hidden: true),
                ])))
        #expect(next.drawCount == 1)
        // Frames while it stays hidden keep what was drawn ahead.
        for _ in 0..<3 {
            compositor.render(
                Self.tree([
                    Self.page(id: 2, drawer: shown, hidden: false), Self.page(id: 3, drawer: next, hidden: true),
                ]), into: &frame)
        }
        let turned = Self.tree([
            Self.page(id: 2, drawer: shown, hidden: true), Self.page(id: 3, drawer: next, hidden: false),
        ])
        compositor.render(turned, into: &frame)
        #expect(next.drawCount == 1)
        let matchesFreshRendering = frame == Compositor().render(turned, width: 120, height: 80)
        #expect(matchesFreshRendering)
    }

    @Test func aMarkedLayerFadedOutKeepsItsStoreAndShowsAgainWithoutDrawing() {
        let shadow = Fixtures.pageDrawing(number: 1)
        let plain = Fixtures.pageDrawing(number: 2)
        func tree(alpha: Double) -> LayerNode {
            var marked = Self.page(id: 2, drawer: shadow, hidden: false)
            marked.alpha = alpha
            var unmarked = Self.page(id: 3, drawer: plain, hidden: false, marked: false)
            unmarked.alpha = alpha
            return Self.tree([marked, unmarked])
        }
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(tree(alpha: 1), into: &frame)
        #expect(shadow.drawCount == 1 && plain.drawCount == 1)
        // Faded out for a few frames (as the reader fades the paper's shadow for a cube turn).
        for _ in 0..<3 { compositor.render(tree(alpha: 0), into: &frame) }
        #expect(!compositor.drawAhead(tree(alpha: 0)))
        compositor.render(tree(alpha: 1), into: &frame)
        #expect(shadow.drawCount == 1)
        // Without the mark, what a frame does not show is not kept.
        #expect(plain.drawCount == 2)
        let matchesFreshRendering = frame == Compositor().render(tree(alpha: 1), width: 120, height: 80)
        #expect(matchesFreshRendering)
    }

    @Test func eachCallDrawsAtMostItsLimitAndSaysWhatIsLeft() {
        let a = Fixtures.pageDrawing(number: 1)
        let b = Fixtures.pageDrawing(number: 2)
        let tree = Self.tree([Self.page(id: 2, drawer: a, hidden: true), Self.page(id: 3, drawer: b, hidden: true)])
        let compositor = Compositor()
        #expect(compositor.drawAhead(tree, limit: 1))
        #expect(a.drawCount + b.drawCount == 1)
        #expect(!compositor.drawAhead(tree, limit: 1))
        #expect(a.drawCount == 1 && b.drawCount == 1)
        // Nothing left: a further call draws nothing.
        #expect(!compositor.drawAhead(tree, limit: 1))
        #expect(a.drawCount == 1 && b.drawCount == 1)
    }

    @Test func onlyMarkedHiddenLayersAndWhatTheirShowingWouldShowAreDrawnAhead() {
        let unmarked = Fixtures.pageDrawing(number: 1)
        let hiddenInside = Fixtures.pageDrawing(number: 2)
        let inside = Fixtures.pageDrawing(number: 3)
        var marked = Self.page(id: 3, drawer: Fixtures.pageDrawing(number: 4), hidden: true)
        marked.sublayers = [
            LayerNode(id: 4, bounds: Rect(x: 0, y: 0, width: 40, height: 20), content: .drawing(inside, version: 1)),
            LayerNode(
                id: 5, bounds: Rect(x: 0, y: 0, width: 40, height: 20), isHidden: true,
                content: .drawing(hiddenInside, version: 1)),
        ]
        let tree = Self.tree([Self.page(id: 2, drawer: unmarked, hidden: true, marked: false), marked])
        let compositor = Compositor()
        while compositor.drawAhead(tree, limit: 1) {}
        #expect(unmarked.drawCount == 0)
        #expect(hiddenInside.drawCount == 0)
        #expect(inside.drawCount == 1)
    }

    @Test func aNeighbourBesideTheScreenIsDrawnAheadNotByFramesAndShownWithoutDrawing() {
        let next = Fixtures.pageDrawing(number: 2)
        let stray = Fixtures.pageDrawing(number: 3)
        /// Pages side by side in a strip scrolled by `offset` (a scroll view's bounds origin).
        func strip(offset: Double) -> LayerNode {
            var neighbour = LayerNode(
                id: 3, bounds: Self.bounds, position: Point(x: 180, y: 40), backgroundColor: .white,
                content: .drawing(next, version: 1))
            neighbour.drawsAhead = true
            let unmarked = LayerNode(
                id: 4, bounds: Self.bounds, position: Point(x: 300, y: 40), backgroundColor: .white,
                content: .drawing(stray, version: 1))
            return LayerNode(
                id: 1, bounds: Rect(x: offset, y: 0, width: 120, height: 80), backgroundColor: .lightGray,
                sublayers: [neighbour, unmarked])
        }
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(strip(offset: 0), into: &frame)
        #expect(next.drawCount == 0)  // off screen: a frame does not draw it
        #expect(!compositor.drawAhead(strip(offset: 0)))
        #expect(next.drawCount == 1)
        #expect(stray.drawCount == 0)  // not marked: drawn once it shows
        compositor.render(strip(offset: 0), into: &frame)
        compositor.render(strip(offset: 120), into: &frame)
        #expect(next.drawCount == 1)
        let matchesFreshRendering = frame == Compositor().render(strip(offset: 120), width: 120, height: 80)
        #expect(matchesFreshRendering)
    }
}
