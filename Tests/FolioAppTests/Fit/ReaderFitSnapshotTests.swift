import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// A PDF page as wide as a narrow window, and the join of two pages in the continuous
/// layout (references in `__Snapshots__/ReaderFitSnapshotTests`).
@MainActor
@Suite struct ReaderFitSnapshotTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func show(fit: PageFit, layout: ReadingLayout) throws -> (HeadlessWindow, ReaderViewController) {
        let path = folder.path("book.pdf")
        let lines = (1...24).map { "Line \($0) of small print" }
        try PDFWriter.write(
            pages: [["Page one"] + lines, ["Page two"] + lines, ["Page three"]], size: Size(width: 612, height: 792),
            to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        reader.startFitting(fit: fit, layout: layout)
        let host = HeadlessWindow(size: Size(width: 480, height: 800), framesPerSecond: 10)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return (host, reader)
    }

    @Test func fitWidthPageInANarrowWindow() throws {
        let (host, reader) = try show(fit: .width, layout: .paged)
        assertSnapshot(of: host.render(), named: "fitWidth-480x800")
        #expect(reader.pageViewController.view.frame.width == 452)
    }

    @Test func continuousLayoutShowsTheJoinOfTwoPages() throws {
        let (host, reader) = try show(fit: .width, layout: .continuous)
        let column = try #require(reader.continuousView)
        let first = try #require(column.layout?.frames[0])
        // The bottom of page one, the gap, the top of page two.
        column.contentOffset.y = first.maxY - 400
        host.settle(maxSeconds: 1)
        assertSnapshot(of: host.render(), named: "continuous-join-480x800")
        #expect(column.currentPage == 0)
        #expect(column.pageViews[0] != nil && column.pageViews[1] != nil)
    }
}
