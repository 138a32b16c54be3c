import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

@MainActor
@Suite struct PagingScrollViewControllerTests {
    let host = HeadlessWindow(size: Size(width: 400, height: 336))
    let screen = PagingScrollViewController(book: DocumentLoader.sampleBook())

    init() {
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = screen
        host.settle()
    }

    var pages: [ViewController] { screen.children }
    var pageControl: PageControl? { screen.view.subviews.compactMap { $0 as? PageControl }.first }
    var scrollView: ScrollView? { screen.view.subviews.compactMap { $0 as? ScrollView }.first }

    /// Only the page at rest is on screen, as far as appearance goes.
    func expectOnlyAppeared(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            pages.map(\.appearanceState) == pages.indices.map { $0 == index ? .appeared : .disappeared },
            sourceLocation: sourceLocation)
    }

    @Test func startsOnTheFirstPage() {
        #expect(screen.stateDescription == "page=1 of 8")
        #expect(pageControl?.currentPage == 0)
        expectOnlyAppeared(0)
    }

    @Test func aDragPastHalfTurnsOnePage() {
        host.drag(from: Point(x: 350, y: 150), to: Point(x: 100, y: 150), duration: 0.3)
        host.settle()
        #expect(screen.stateDescription == "page=2 of 8")
        #expect(pageControl?.currentPage == 1)
        #expect(scrollView?.contentOffset.x == 400)
        expectOnlyAppeared(1)
    }

    @Test func aShortSlowDragSpringsBack() {
        host.drag(from: Point(x: 300, y: 150), to: Point(x: 250, y: 150), duration: 1)
        host.advance(by: 0.2)
        host.settle()
        #expect(screen.stateDescription == "page=1 of 8")
        expectOnlyAppeared(0)
    }

    @Test func pageControlJumpsWithoutTheDotsVisitingPagesInBetween() throws {
        let control = try #require(pageControl)
        control.currentPage = 4
        control.sendActions(for: .valueChanged)
        var dots: Set<Int> = []
        for _ in 0..<60 {
            host.advance(frames: 1)
            dots.insert(control.currentPage)
        }
        host.settle()
        #expect(dots == [4])
        #expect(screen.stateDescription == "page=5 of 8")
        expectOnlyAppeared(4)
    }

    @Test func theVerticalWheelTurnsPages() {
        host.scroll(delta: Point(x: 0, y: 40), at: Point(x: 200, y: 150))
        host.settle()
        #expect(screen.stateDescription == "page=2 of 8")
        host.scroll(delta: Point(x: 0, y: -40), at: Point(x: 200, y: 150))
        host.settle()
        #expect(screen.stateDescription == "page=1 of 8")
    }

    @Test func resizingKeepsTheCurrentPageInView() {
        host.scroll(delta: Point(x: 0, y: 40), at: Point(x: 200, y: 150))
        host.settle()
        host.resize(to: Size(width: 600, height: 436))
        host.settle()
        #expect(scrollView?.contentOffset.x == 600)
        #expect(screen.stateDescription == "page=2 of 8")
    }
}
