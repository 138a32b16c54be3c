import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Fitting PDF pages to the window: the w and c keys, the zoom kept across turns, a zoomed
/// page using the whole window, and the continuous column.
@MainActor
@Suite struct ReaderFitTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    private func reader(
        pages: Int = 4, size: Size = Size(width: 480, height: 800), pageSize: Size = Size(width: 300, height: 400),
        fit: PageFit = .page, layout: ReadingLayout = .paged, transition: TransitionChoice = .scroll
    ) throws -> (HeadlessWindow, ReaderViewController) {
        let path = folder.path("book.pdf")
        try PDFWriter.write(pages: (1...pages).map { ["Page \($0)", "small print"] }, size: pageSize, to: path)
        let book = try loader.load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: transition))
        reader.startFitting(fit: fit, layout: layout)
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        return (host, reader)
    }

    private func page(_ reader: ReaderViewController, _ index: Int) -> ZoomingScrollView? {
        reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
            .first { $0.index == index }?.zoomingView
    }

    @Test func zoomIsKeptAcrossATurn() throws {
        let (host, reader) = try reader(size: Size(width: 600, height: 400))
        #expect(host.press(.character("+")))
        host.settle()
        let first = try #require(page(reader, 0))
        #expect(first.zoomScale == 1.5)
        let offset = first.contentOffset.x
        #expect(host.press(.rightArrow))
        host.settle()
        #expect(reader.currentIndex == 1)
        let second = try #require(page(reader, 1))
        #expect(abs(second.zoomScale - 1.5) < 1e-9)
        #expect(abs(second.contentOffset.x - offset) < 1)
    }

    @Test func aZoomedPageUsesTheWholeWindow() throws {
        let (host, reader) = try reader(size: Size(width: 1000, height: 600))
        let paper = reader.pageViewController.view.frame
        #expect(paper.width < 600)
        host.press(.character("+"))
        host.settle()
        let zoomed = reader.pageViewController.view.frame
        #expect(zoomed == PaperLayout.area(in: Rect(x: 0, y: 0, width: 1000, height: 600)))
        host.press(.character("0"))
        host.settle()
        #expect(reader.pageViewController.view.frame == paper)
    }

    @Test func theFitKeyMakesThePageAsWideAsTheWindow() throws {
        let (host, reader) = try reader(size: Size(width: 1000, height: 600))
        #expect(host.press(.character("w")))
        host.settle()
        #expect(reader.fitting.fit == .width)
        let frame = reader.pageViewController.view.frame
        let zooming = try #require(page(reader, 0))
        // The page, 3:4, as wide as the window's area: taller than it, scrolled from its top,
        // centred across.
        #expect(abs(zooming.contentSize.height - frame.width * 4 / 3) < 1)
        #expect(zooming.contentOffset.y == 0)
        #expect(abs(zooming.contentOffset.x - (zooming.contentSize.width - frame.width) / 2) < 1)
        #expect(host.press(.character("w")))
        host.settle()
        #expect(reader.fitting.fit == .page)
        #expect(zooming.zoomScale == 1)
    }

    @Test func downScrollsAPageAsWideAsTheWindowThenGoesOnToTheNext() throws {
        let (host, reader) = try reader(size: Size(width: 1000, height: 600), fit: .width)
        let zooming = try #require(page(reader, 0))
        var presses = 0
        while reader.currentIndex == 0, presses < 100 {
            host.press(.downArrow)
            host.settle()
            presses += 1
        }
        #expect(presses > 10, "the page scrolled a line at a time before turning")
        #expect(reader.currentIndex == 1)
        let next = try #require(page(reader, 1))
        #expect(next.contentOffset.y == 0)
        // Up from the top of the next page goes back to the bottom of the first.
        host.press(.upArrow)
        host.settle()
        #expect(reader.currentIndex == 0)
        #expect(abs(zooming.contentOffset.y - (zooming.contentSize.height - zooming.bounds.height)) < 1)
    }

    @Test func theLayoutKeyShowsAContinuousColumnThatFollowsShowPage() throws {
        let (host, reader) = try reader(pages: 6)
        #expect(host.press(.character("c")))
        host.settle()
        let column = try #require(reader.continuousView)
        #expect(reader.pageViewController.view.isHidden)
        reader.showPage(4)
        host.settle()
        #expect(reader.currentIndex == 4)
        let frame = try #require(column.layout?.frames[4])
        #expect(abs(column.contentOffset.y - (frame.minY - ContinuousLayout.margin)) < 1)
        // Scrolling the column back up moves the page shown.
        host.press(.home)
        host.settle()
        #expect(reader.currentIndex == 0)
        #expect(host.press(.character("c")))
        host.settle()
        #expect(reader.continuousView == nil)
        #expect(!reader.pageViewController.view.isHidden)
        #expect(reader.currentIndex == 0)
    }
}

extension ReaderFitTests {
    @Test func aPageAsWideAsTheWindowIsOnePageNotASpread() throws {
        let path = folder.path("spread.pdf")
        try PDFWriter.write(pages: (1...5).map { ["Page \($0)"] }, size: Size(width: 300, height: 400), to: path)
        let book = try loader.load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl, spine: .mid))
        let host = HeadlessWindow(size: Size(width: 1200, height: 700))
        host.rootViewController = reader
        host.settle()
        host.press(.rightArrow)
        host.settle()
        #expect(reader.pageViewController.spineLocation == .mid)
        #expect(host.press(.character("w")))
        host.settle()
        #expect(reader.pageViewController.spineLocation != .mid)
        #expect(host.press(.character("w")))
        host.settle()
        #expect(reader.pageViewController.spineLocation == .mid)
    }
}

extension ReaderFitTests {
    @Test func rightInTheColumnGoesToTheNextPageWhenPagesAreShort() throws {
        // Landscape pages: several fit in the view, so the page at its middle is not the one
        // Right brought to the top.
        let (host, reader) = try reader(pages: 8, pageSize: Size(width: 400, height: 300), layout: .continuous)
        let column = try #require(reader.continuousView)
        for expected in 1...3 {
            #expect(host.press(.rightArrow))
            host.settle()
            #expect(reader.currentIndex == expected)
            #expect(column.currentPage == expected)
        }
        // The last pages cannot reach the top: the page asked for is still the one shown, and
        // Left goes on from it.
        reader.showPage(7)
        host.settle()
        #expect(reader.currentIndex == 7)
        #expect(host.press(.leftArrow))
        host.settle()
        #expect(reader.currentIndex == 6)
    }
}

extension ReaderFitTests {
    @Test func theColumnsMarginsTakeTheNewThemesDesk() throws {
        let (host, reader) = try reader(layout: .continuous)
        #expect(reader.continuousView != nil)
        #expect(host.press(.character("d")))
        host.settle()
        let desk = reader.theme.desk
        // Left of the pages, inside the column's margin.
        let pixel = host.render().color(x: 3, y: 400)
        #expect(
            abs(pixel.red - desk.red) < 0.01 && abs(pixel.green - desk.green) < 0.01
                && abs(pixel.blue - desk.blue) < 0.01, "the desk of \(reader.theme), not \(pixel)")
    }
}
