import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Zooming PDF pages in the reader: keys, Control + wheel and double tap.
@MainActor
@Suite struct ReaderZoomTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    private func reader(_ transition: TransitionChoice = .scroll) throws -> (HeadlessWindow, ReaderViewController) {
        let path = folder.path("book.pdf")
        try PDFWriter.write(
            pages: [["One", "small print"], ["Two"], ["Three"]], size: Size(width: 300, height: 400), to: path)
        let book = try loader.load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: transition))
        let host = HeadlessWindow(size: Size(width: 600, height: 400))
        host.rootViewController = reader
        host.settle()
        return (host, reader)
    }

    private func page(_ reader: ReaderViewController, _ index: Int) -> ZoomingScrollView? {
        reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
            .first { $0.index == index }?.zoomingView
    }

    @Test(arguments: [TransitionChoice.scroll, .curl])
    func plusMinusAndZeroZoomThePage(transition: TransitionChoice) throws {
        let (host, reader) = try reader(transition)
        let zooming = try #require(page(reader, 0))
        #expect(host.press(.character("+")))
        host.settle()
        #expect(zooming.zoomScale == 1.5)
        host.press(.character("="), modifiers: .shift)
        host.settle()
        #expect(zooming.zoomScale == 2.25)
        host.press(.character("-"))
        host.settle()
        #expect(zooming.zoomScale == 1.5)
        host.press(.character("0"))
        host.settle()
        #expect(zooming.zoomScale == 1)
    }

    @Test func controlWheelAndDoubleTapZoomAPDFPage() throws {
        let (host, reader) = try reader()
        let zooming = try #require(page(reader, 0))
        host.scroll(delta: Point(x: 0, y: -80), at: Point(x: 300, y: 200), modifiers: .control)
        host.settle()
        #expect(zooming.zoomScale > 1.4)
        host.press(.character("0"))
        host.settle()
        host.doubleTap(at: Point(x: 300, y: 200))
        host.settle()
        #expect(zooming.zoomScale == 2.5)
        // Zoomed content is drawn finer once settled.
        #expect(zooming.contentView.rasterizationScale == 2.5)
    }

    @Test func aZoomedPageIsAtTheSameZoomWhenTheReaderComesBackToIt() throws {
        let (host, reader) = try reader()
        let zooming = try #require(page(reader, 0))
        zooming.zoomScale = 3
        host.press(.rightArrow)
        host.settle()
        #expect(reader.currentIndex == 1)
        host.press(.leftArrow)
        host.settle()
        #expect(reader.currentIndex == 0)
        // The zoom is the reader's, kept from page to page.
        #expect(zooming.zoomScale == 3)
        host.press(.character("0"))
        host.settle()
        #expect(zooming.zoomScale == 1)
    }
}

extension ReaderZoomTests {
    @Test func aDragPastTheEdgeOfAZoomedPageTurnsIt() throws {
        let (host, reader) = try reader()
        let zooming = try #require(page(reader, 0))
        zooming.zoomScale = 1.5
        // The paper at 1.5×: half its width to the right edge, then more than half again
        // for the pager.
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 10, y: paper.midY),
            to: Point(x: paper.maxX - 10 - paper.width * 1.6, y: paper.midY),
            duration: 0.4)
        host.settle()
        #expect(reader.currentIndex == 1)
    }
}

extension ReaderZoomTests {
    @Test func aLongDragAfterAWheelZoomPansThenTurns() throws {
        let path = folder.path("long.pdf")
        try PDFWriter.write(pages: [["One"], ["Two"], ["Three"]], size: Size(width: 595, height: 842), to: path)
        let book = try loader.load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 1280, height: 800))
        host.rootViewController = reader
        host.settle()
        let zooming = try #require(page(reader, 0))
        host.scroll(delta: Point(x: 0, y: -80), at: Point(x: 640, y: 400), modifiers: .control)
        host.settle()
        #expect(zooming.zoomScale > 1.4)
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 10, y: paper.midY),
            to: Point(x: paper.maxX - 10 - paper.width * 1.7, y: paper.midY),
            duration: 1.2)
        host.settle()
        #expect(reader.currentIndex == 1)
        // The page turned to is at the same zoom.
        #expect(abs((page(reader, 1)?.zoomScale ?? 1) - zooming.zoomScale) < 1e-9)
        #expect(zooming.zoomScale > 1.4)
    }
}

extension ReaderZoomTests {
    @Test func theZoomKeysReachAPageOfATwoPageSpread() throws {
        let path = folder.path("spread.pdf")
        try PDFWriter.write(
            pages: [["One"], ["Two"], ["Three"], ["Four"], ["Five"]], size: Size(width: 300, height: 400), to: path)
        let book = try loader.load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl, spine: .mid))
        let host = HeadlessWindow(size: Size(width: 1200, height: 700))
        host.rootViewController = reader
        host.settle()
        // From the cover alone, the Right key turns to the first spread.
        #expect(host.press(.rightArrow))
        host.settle()
        #expect(reader.currentIndex == 1)
        #expect(reader.pageViewController.spineLocation == .mid)
        #expect(host.press(.character("+")))
        host.settle()
        let scales = reader.pageViewController.children.compactMap { ($0 as? BookPageViewController)?.zoomingView }
            .map(\.zoomScale)
        #expect(
            scales.contains(1.5),
            "page scales: \(scales), first responder: \(String(describing: host.window.firstResponder))")
    }
}
