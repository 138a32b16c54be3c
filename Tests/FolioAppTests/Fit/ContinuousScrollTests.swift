import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The continuous column while it scrolls: pages are copied as images, and a zoomed page's
/// tiles already drawn are moved, not drawn again.
@MainActor
@Suite struct ContinuousScrollTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func column(window size: Size = Size(width: 500, height: 300)) throws
        -> (HeadlessWindow, ReaderViewController, ContinuousPagesView)
    {
        let opened = try ContinuousColumnFixture.open(
            pages: (1...6).map { ["Page \($0)"] }, window: size, in: folder)
        return (opened.host, opened.reader, opened.column)
    }

    @Test func unzoomedPagesAreTheLayersImagesAndScrollingDrawsNothing() throws {
        let (host, _, column) = try column()
        let compositor = Compositor()
        func frame() {
            host.window.update()
            _ = compositor.render(host.window.layerTree(), width: 500, height: 300, scale: 1, background: .clear)
        }
        for step in [0.0, 40, 300, -120, 700] {
            column.contentOffset.y += step
            frame()
        }
        let shown = column.pageViews.filter { $0.value.frame.intersects(column.bounds) }
        #expect(!shown.isEmpty, "no page on screen")
        for (index, view) in shown {
            guard case .image(let image)? = view.layerContent() else {
                Issue.record("page \(index + 1) on screen is drawn content, not its image")
                continue
            }
            #expect(image.isKnownOpaque, "page \(index + 1) is blended, not copied")
        }
        #expect(compositor.tileStatistics.drawn == 0, "pages were drawn again into tiles")
    }

    /// In a theme each view holds its page once, in the theme's colours, and nothing drawn
    /// over the page (a selection) makes it render the page again.
    @Test func aPageViewHoldsItsPageOnceInATheme() throws {
        let (host, reader, column) = try column()
        reader.setTheme(.dark)
        let compositor = Compositor()
        for step in [0.0, 200, -100, 400] {
            column.contentOffset.y += step
            host.window.update()
            _ = compositor.render(host.window.layerTree(), width: 500, height: 300, scale: 1, background: .clear)
        }
        let shown = column.pageViews.values.filter { $0.frame.intersects(column.bounds) }
        #expect(!shown.isEmpty, "no page on screen")
        for view in shown {
            #expect(view.heldPDFPage?.theme == .dark, "page \(view.index + 1) is not held in the theme's colours")
            #expect(view.arrivedPDFPage == nil, "page \(view.index + 1) holds its uncoloured pixels too")
        }
    }

    @Test func zoomedPagesDrawOnlyTheTilesComingOnScreen() throws {
        let (host, _, column) = try column()
        // Zoomed, a page is drawn as vectors; at scale 4, twice the fit, each page (3776
        // pixels wide) is drawn in 512-pixel tiles.
        column.setZoom(2, keeping: Point(x: 0, y: 0))
        let compositor = Compositor()
        func frame() {
            host.window.update()
            _ = compositor.render(host.window.layerTree(), width: 2000, height: 1200, scale: 4, background: .clear)
        }
        frame()
        let first = compositor.tileStatistics.drawn
        #expect(first > 0)
        // Small steps inside the tiles on screen draw none again.
        for step in [2.0, 3, -4, 1, -2] {
            column.contentOffset.y += step
            frame()
        }
        #expect(compositor.tileStatistics.drawn == first, "tiles were drawn again while the column moved")
        // A tile's height (128 points) brings at most two rows of four tiles on screen.
        column.contentOffset.y += 128
        frame()
        let added = compositor.tileStatistics.drawn - first
        #expect(added > 0 && added <= 8, "\(added) tiles drawn for one row")
    }

    /// Where `anchor` (a point in the column's view) is: the page under it and how far across
    /// and down that page, as fractions.
    private func place(_ column: ContinuousPagesView, _ anchor: Point) throws -> (
        page: Int, across: Double, down: Double
    ) {
        let layout = try #require(column.layout)
        let point = Point(x: column.contentOffset.x + anchor.x, y: column.contentOffset.y + anchor.y)
        let page = layout.page(at: point.y)
        let frame = layout.frames[page]
        return (page, (point.x - frame.minX) / frame.width, (point.y - frame.minY) / frame.height)
    }

    @Test func zoomingTheColumnKeepsThePlaceUnderTheCentreAndThePointer() throws {
        let (host, _, column) = try column()
        column.contentOffset.y = 900
        host.settle()
        // The keys zoom about the centre of the column, which ends above the page label: the
        // window's centre is half the label's height lower.
        #expect(column.bounds.height < 300, "the page label is under the column")
        let centre = Point(x: column.bounds.width / 2, y: column.bounds.height / 2)
        let before = try place(column, centre)
        #expect(host.press(.character("+")))
        host.settle()
        #expect(column.zoom == 1.5)
        #expect(column.contentSize.width > 1.4 * 500, "the column is wider than the window")
        let after = try place(column, centre)
        #expect(after.page == before.page)
        // The same place on the page stays under the centre, within a pixel at scale 2.
        let page = try #require(column.layout).frames[after.page]
        #expect(abs(after.across - before.across) * page.width < 0.5, "\(before) then \(after)")
        #expect(abs(after.down - before.down) * page.height < 0.5, "\(before) then \(after)")
        // Control + wheel zooms about the pointer (the column fills the window from its corner).
        let pointer = Point(x: 120, y: 70)
        let under = try place(column, pointer)
        #expect(host.scroll(delta: Point(x: 0, y: -40), at: pointer, modifiers: .control))
        host.settle()
        #expect(column.zoom > 1.5)
        let moved = try place(column, pointer)
        #expect(moved.page == under.page)
        #expect(abs(moved.across - under.across) < 0.01 && abs(moved.down - under.down) < 0.01)
        // Deep in, the tiles stay within the compositor's budget.
        for _ in 0..<8 { host.press(.character("+")) }
        host.settle()
        #expect(column.zoom == ContinuousLayout.zoomRange.upperBound)
        let compositor = Compositor()
        _ = compositor.render(host.window.layerTree(), width: 1000, height: 600, scale: 2, background: .clear)
        #expect(compositor.tileStatistics.drawn > 0)
        #expect(compositor.tileStatistics.bytes <= 32 * 1_048_576)
        #expect(host.press(.character("0")))
        host.settle()
        #expect(column.zoom == 1)
        #expect(column.contentSize.width == 500)
    }
}
