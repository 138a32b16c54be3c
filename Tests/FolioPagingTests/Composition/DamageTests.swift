import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// A frame drawn over the last one only where the layer tree changed (as the SDL host draws
/// into its window surface) is the frame drawn whole, through every kind of turn, and draws
/// less than the whole window where the turn stays on the page.
@MainActor
@Suite struct DamageTests {
    /// A page of paper with a heading and a paragraph, the way a reader's page is built.
    final class PaperPage: ViewController {
        let number: Int

        init(number: Int) {
            self.number = number
            super.init()
        }

        override func viewDidLoad() {
            view.backgroundColor = Color(red: 0.98, green: 0.96, blue: 0.9)
            let heading = Label()
            heading.text = "Chapter \(number)"
            heading.font = .systemFont(ofSize: 22)
            heading.frame = Rect(x: 16, y: 14, width: 220, height: 30)
            view.addSubview(heading)
            let body = Label()
            body.numberOfLines = 0
            body.text = String(repeating: "The quick brown fox jumps over the lazy dog \(number). ", count: 6)
            body.frame = Rect(x: 16, y: 52, width: 228, height: 200)
            view.addSubview(body)
        }
    }

    /// A dark desk with the pager inset in it, as the reader centres its page in a wide window.
    final class Desk: ViewController {
        let pager: PageViewController

        init(pager: PageViewController) {
            self.pager = pager
            super.init()
        }

        override func viewDidLoad() {
            view.backgroundColor = Color(red: 0.2, green: 0.22, blue: 0.25)
            try? addChild(pager)
            view.addSubview(pager.view)
            pager.didMove(toParent: self)
        }

        override func viewDidLayoutSubviews() {
            pager.view.frame = Rect(x: 120, y: 30, width: 260, height: 300)
        }
    }

    struct Turn: Sendable, CustomTestStringConvertible {
        var name: String
        var style: PageViewController.TransitionStyle
        var spine: PageViewController.SpineLocation = .min
        var cube = false
        var testDescription: String { name }
    }

    nonisolated static let turns = [
        Turn(name: "curl", style: .pageCurl),
        Turn(name: "spread", style: .pageCurl, spine: .mid),
        Turn(name: "scroll", style: .scroll),
        Turn(name: "cube", style: .scroll, cube: true),
    ]

    @Test(arguments: turns)
    func framesDrawnOverTheLastOnlyWhereTheTreeChangedAreWholeFrames(_ turn: Turn) throws {
        let host = HeadlessWindow(size: Size(width: 500, height: 360))
        let pager = PageViewController(
            transitionStyle: turn.style, navigationOrientation: .horizontal,
            options: turn.spine == .mid ? PageViewController.Options(spineLocation: .mid) : PageViewController.Options()
        )
        if turn.cube { pager.transition = .cube }
        try pager.setPages((1...6).map { PaperPage(number: $0) })
        host.rootViewController = Desk(pager: pager)
        host.advance()

        let whole = Compositor()
        let partial = Compositor()
        var last = host.layerTree()
        var drawnOver = partial.render(last, width: 500, height: 360, background: .white)
        var partialPixels = 0
        var frames = 0
        func check(_ step: String) {
            let tree = host.layerTree()
            // As the window does: a scroll's rows moved, then each rectangle drawn on its own.
            let damage = partial.frameDamage(
                from: last, to: tree, scale: 1, bounds: IntRect(x0: 0, y0: 0, x1: 500, y1: 360))
            drawnOver.pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                damage.move?.apply(to: base, rowLength: 500)
                for index in 0..<damage.rects.count {
                    partial.render(
                        tree, intoPixels: base, width: 500, height: 360, rowLength: 500, background: .white,
                        limitedTo: damage.rects[index])
                }
            }
            let expected = whole.render(tree, width: 500, height: 360, background: .white)
            let comparison = SnapshotComparison(actual: drawnOver, reference: expected, tolerance: .exact)
            #expect(
                comparison.maxChannelDifference <= 2,
                "\(turn.name), \(step): drawn over the last frame, \(comparison.differingPixels) pixels differ by up to \(comparison.maxChannelDifference)"
            )
            func area(_ r: IntRect) -> Int { r.isEmpty ? 0 : (r.x1 - r.x0) * (r.y1 - r.y0) }
            partialPixels += damage.move.map { area($0.rect) } ?? 0
            for index in 0..<damage.rects.count { partialPixels += area(damage.rects[index]) }
            frames += 1
            last = tree
        }
        // A drag that turns a page forward, one that comes back, and a key turn.
        let y = 200.0
        host.touchDown(at: Point(x: 360, y: y))
        for k in 1...7 {
            host.touchMove(to: Point(x: 360 - Double(k) * 30, y: y - Double(k) * 6))
            host.advance()
            check("drag \(k)")
        }
        // The fold leaps back across much of the page in one frame, and on again from the
        // corner: the page it crossed changes, beyond the curl's box before and after.
        host.touchMove(to: Point(x: 330, y: y - 8))
        host.advance()
        check("leap back")
        host.touchMove(to: Point(x: 160, y: y + 100))
        host.advance()
        check("leap on")
        host.touchUp()
        for k in 0..<12 {
            host.advance(frames: 2)
            check("release \(k)")
        }
        host.touchDown(at: Point(x: 150, y: y))
        for k in 1...4 {
            host.touchMove(to: Point(x: 150 + Double(k) * 24, y: y))
            host.advance()
            check("back \(k)")
        }
        host.touchUp()
        for k in 0..<12 {
            host.advance(frames: 2)
            check("settle \(k)")
        }
        _ = host.press(.rightArrow)
        for k in 0..<15 {
            host.advance(frames: 2)
            check("key \(k)")
        }
        // The desk around the pager is left alone: far fewer pixels drawn than whole frames.
        #expect(partialPixels < frames * 500 * 360 * 3 / 4, "\(turn.name): damage covered \(partialPixels) pixels")
    }

    /// Early in a spread's turn the fold is near the page's free edge and the spine shadow has
    /// begun to deepen: the frame redraws a strip along the spine and a band by the edge, and
    /// leaves the page between them as it was.
    @Test func earlyInASpreadsTurnThePageBetweenTheSpineAndTheFoldIsLeftAlone() throws {
        let host = HeadlessWindow(size: Size(width: 500, height: 360))
        let pager = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: PageViewController.Options(spineLocation: .mid))
        try pager.setPages((1...6).map { PaperPage(number: $0) })
        host.rootViewController = Desk(pager: pager)
        host.advance()
        // The spread spans x 120–380, its spine at 250: the right-hand page is 250–380.
        host.touchDown(at: Point(x: 376, y: 200))
        for x in stride(from: 372.0, through: 356, by: -4) {
            host.touchMove(to: Point(x: x, y: 200))
            host.advance()
        }
        let before = host.layerTree()
        host.touchMove(to: Point(x: 352, y: 200))
        host.advance()
        let damage = Compositor().frameDamage(
            from: before, to: host.layerTree(), scale: 1, bounds: IntRect(x0: 0, y0: 0, x1: 500, y1: 360))
        #expect(damage.rects.count == 2, "\(damage.rects.count) rectangles")
        let middle = IntRect(x0: 295, y0: 100, x1: 305, y1: 260)
        for index in 0..<damage.rects.count {
            #expect(damage.rects[index].intersection(middle).isEmpty, "\(damage.rects[index]) covers the page's middle")
        }
        func isDrawn(_ r: IntRect) -> Bool {
            (0..<damage.rects.count).contains { damage.rects[$0].intersection(r) == r }
        }
        #expect(isDrawn(IntRect(x0: 248, y0: 100, x1: 252, y1: 260)), "the spine's strip is not drawn")
        #expect(isDrawn(IntRect(x0: 352, y0: 100, x1: 370, y1: 260)), "the fold is not drawn")
    }

    /// A 500 × 360 window showing a desk with a three-page curl book on it, laid out.
    static func deskWithACurlBook() throws -> HeadlessWindow {
        let host = HeadlessWindow(size: Size(width: 500, height: 360))
        let pager = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        try pager.setPages((1...3).map { PaperPage(number: $0) })
        host.rootViewController = Desk(pager: pager)
        host.advance()
        return host
    }

    @Test func nothingIsDamagedWhenNothingChanged() throws {
        let host = try Self.deskWithACurlBook()
        let compositor = Compositor()
        let tree = host.layerTree()
        host.advance()
        #expect(compositor.damage(from: tree, to: host.layerTree(), scale: 1).isEmpty)
    }

    @Test func aFrameLimitedToItsDamageKeepsTheStoresOfWhatItLeftAlone() throws {
        let host = try Self.deskWithACurlBook()
        let compositor = Compositor()
        var frame = compositor.render(host.layerTree(), width: 500, height: 360)
        let drawn = compositor.contentDrawCount
        // A frame that draws only a corner of the desk, then a whole one: no page is drawn
        // again, because the limited frame kept the stores of the pages it did not reach.
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            compositor.render(
                host.layerTree(), intoPixels: base, width: 500, height: 360, rowLength: 500,
                limitedTo: IntRect(x0: 0, y0: 0, x1: 4, y1: 4))
        }
        _ = compositor.render(host.layerTree(), width: 500, height: 360)
        #expect(compositor.contentDrawCount == drawn)
        #expect(compositor.backingStoreCount > 0)
    }

    @Test func aFoldThatMovesALittleLeavesThePageItRevealsAlone() throws {
        // Late in a turn most of the sheet's old place shows the page beneath, in this frame
        // and the last: only the curl as seen, its shadows and the strip the fold crossed change.
        func curl(axisX: Double) -> PageCurl {
            PageCurl(
                pageRect: Rect(x: 0, y: 0, width: 300, height: 400), axisPoint: Point(x: axisX, y: 0),
                normal: Point(x: 1, y: 0), radius: 12, back: .seenThrough(paperColor: .white, washAlpha: 0.6),
                shadowBounds: Rect(x: -300, y: 0, width: 600, height: 400))
        }
        let before = curl(axisX: 100)
        let after = curl(axisX: 104)
        for c in [before, after] {
            // Seen turned over from −62 on, with its drop shadow; contact darkening to 2R past the fold.
            #expect(c.changedParts.sheet.maxX <= c.axisPoint.x + 2 * 12 + 1e-9)
            #expect(c.changedParts.sheet.minX < -60)
            #expect(c.changedBounds.maxX >= 300)
        }
        let crossed = try #require(PageCurl.liftedChange(from: before, to: after))
        #expect(crossed == Rect(x: 100, y: 0, width: 4, height: 400))
        #expect(PageCurl.liftedChange(from: before, to: before) == nil)
    }

    @Test func aCurlDamagesOnlyWhatItLiftsAndItsShadow() {
        // A straight fold near the free edge of a 300 × 400 page in a wide book: the damage is
        // a band by the edge, not the book.
        let curl = PageCurl(
            pageRect: Rect(x: 0, y: 0, width: 300, height: 400), axisPoint: Point(x: 260, y: 0),
            normal: Point(x: 1, y: 0), radius: 12, back: .seenThrough(paperColor: .white, washAlpha: 0.6),
            shadowBounds: Rect(x: -300, y: 0, width: 1200, height: 400))
        let changed = curl.changedBounds
        #expect(changed.minX > 150)
        #expect(changed.maxX < 300 + curl.shadow.width + 3)
        #expect(changed.minY <= 0 && changed.maxY >= 400)
        #expect(curl.affectedBounds.width > 1000)
    }
}
