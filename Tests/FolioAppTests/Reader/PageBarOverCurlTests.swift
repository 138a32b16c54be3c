import FolioCore
import FolioHeadless
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// The page bar (the "12 of 196" label and the scrubber) stays above a curling page: the
/// sheet passes under it, never over it.
@MainActor
@Suite struct PageBarOverCurlTests {
    /// A reader with the scrubber shown, its first page's bottom corner pulled over the bar
    /// and below the paper, held mid-curl.
    func curlOverTheBar() throws -> (HeadlessWindow, ReaderViewController, Point) {
        let folder = try TemporaryFolder()
        let path = try folder.write("b.md", Data(RichPaginationTests.numberedText(words: 3000).utf8))
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: Size(width: 480, height: 640), framesPerSecond: 10)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        #expect(host.press(Self.scrubberKey))
        host.settle(maxSeconds: 1)
        let paper = reader.pageViewController.view.frame
        let end = Point(x: paper.midX - 60, y: paper.maxY + 30)
        host.drag(from: Point(x: paper.maxX - 6, y: paper.maxY - 6), to: end, duration: 0.3, lift: false)
        return (host, reader, end)
    }

    static let scrubberKey = ReaderViewController.scrubberKey

    @Test func theScrubberAndLabelAreAboveTheTurningPage() throws {
        let (host, reader, end) = try curlOverTheBar()
        defer {
            host.touchUp()
            host.settle()
        }
        let order = reader.view.subviews
        let pages = try #require(order.firstIndex { $0 === reader.pageViewController.view })
        let bar = try #require(order.firstIndex { $0 === reader.scrubber })
        let label = try #require(order.firstIndex { $0 === reader.pageLabel })
        #expect(bar > pages && label > pages)
        // Where the sheet crosses the scrubber, the scrubber's dark track shows, not paper.
        #expect(!reader.scrubber.isHidden)
        let frame = host.render()
        let y = Int(reader.scrubber.frame.minY) + 6
        let x = Int(end.x) + 20
        let colour = frame.color(x: x, y: y)
        #expect(colour.red < 0.6, "at (\(x), \(y)) the paper shows over the scrubber: \(colour)")
    }
}
