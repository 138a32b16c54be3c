import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Pages drawn by the PDF renderer arrive later in the reader's window: until then a page is
/// blank paper (or, rendered again for a new size, its last pixels stretched), turning and
/// keys go on, and the page fills in when its pixels come. When they come is decided by the
/// test (``ManualPDFRenderQueue``), never by time.
@MainActor
@Suite struct AsynchronousPDFPageTests {
    private let isolation = PDFIsolation(executable: "/nonexistent/folio")

    /// A renderer scripted with `channels`, whose requests wait in `queue`.
    private func renderer(_ channels: [ScriptedRenderChannel], queue: ManualPDFRenderQueue) -> IsolatedPDFRenderer {
        var left = channels
        let renderer = IsolatedPDFRenderer(isolation: isolation) { () throws(PDFPageFailure) in
            guard !left.isEmpty else { throw .rendererUnavailable("no more scripted renderers") }
            return left.removeFirst()
        }
        renderer.queue = queue
        return renderer
    }

    @Test func aRequestReturnsAtOnceAndItsPageArrivesWhenTheQueueRuns() {
        let queue = ManualPDFRenderQueue()
        let channel = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let renderer = renderer([channel], queue: queue)
        var results: [Bool] = []
        renderer.request(page: 0, scale: 2) { results.append((try? $0.get()) != nil) }
        #expect(results.isEmpty)
        #expect(renderer.isDrawing)
        #expect(channel.requests.isEmpty)
        queue.runAll()
        #expect(results == [true])
        #expect(!renderer.isDrawing)
    }

    @Test func twoViewsAskingForOnePageShareOneRequest() {
        let queue = ManualPDFRenderQueue()
        let channel = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let renderer = renderer([channel], queue: queue)
        var arrivals = 0
        renderer.request(page: 3, scale: 1) { _ in arrivals += 1 }
        renderer.request(page: 3, scale: 1) { _ in arrivals += 1 }
        #expect(queue.pendingCount == 1)
        queue.runAll()
        #expect(arrivals == 2)
        #expect(channel.requests == [3])
    }

    @Test func aPageThatFailedAnswersAtOnceWithoutAskingAgain() {
        let queue = ManualPDFRenderQueue()
        let channel = ScriptedRenderChannel([.init(outcome: .timedOut)])
        let renderer = renderer([channel], queue: queue)
        renderer.request(page: 1, scale: 1) { _ in }
        queue.runAll()
        var failure: PDFPageFailure?
        renderer.request(page: 1, scale: 1) { if case .failure(let reason) = $0 { failure = reason } }
        #expect(failure == .tooSlow(budget: .seconds(10)))
        #expect(queue.pendingCount == 0)
    }

    @Test func aClosedDocumentDrawsNothingMoreAndItsRendererIsInterrupted() {
        let queue = ManualPDFRenderQueue()
        let channel = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        var renderer: IsolatedPDFRenderer? = self.renderer([channel], queue: queue)
        renderer?.request(page: 0, scale: 1) { _ in }
        renderer?.request(page: 1, scale: 1) { _ in }
        queue.runAll()
        var arrived = false
        renderer?.request(page: 2, scale: 1) { _ in arrived = true }
        renderer = nil
        #expect(channel.isStopped)
        queue.runAll()
        #expect(!arrived)
        #expect(channel.requests == [0, 1])
    }

    /// A reader of a three-page PDF whose pages come from an in-process renderer through `queue`.
    private func reader(queue: ManualPDFRenderQueue, in folder: TemporaryFolder, continuous: Bool = false) throws
        -> (ReaderViewController, HeadlessWindow, InProcessRenderChannel)
    {
        let path = folder.path("three.pdf")
        try PDFWriter.write(pages: [["One"], ["Two"], ["Three"]], size: Size(width: 300, height: 400), to: path)
        var loader = DocumentLoader(measurer: FixedWidthMeasurer())
        loader.pdfIsolation = nil
        let book = try loader.load(path: path)
        guard case .pdf(let document, _) = book.pages[0] else { throw AsynchronousPageFailure("not a PDF book") }
        let channel = InProcessRenderChannel(document: document)
        book.pdfRenderer = IsolatedPDFRenderer(isolation: isolation) { channel }
        book.pdfRenderer?.queue = queue
        let turnStyle = TurnStyle(transition: continuous ? .scroll : .curl)
        let reader = try ReaderViewController(book: book, turnStyle: turnStyle)
        if continuous { reader.startFitting(fit: .width, layout: .continuous) }
        let host = HeadlessWindow(size: Size(width: 600, height: 600))
        host.rootViewController = reader
        host.settle()
        return (reader, host, channel)
    }

    /// How many pixels of the paper in `frame` are dark (the PDF's text and bar).
    private func inkedPixels(in frame: Bitmap, reader: ReaderViewController) -> Int {
        let paper = reader.continuousView?.frame ?? reader.pageViewController.view.frame
        var count = 0
        for y in stride(from: Int(paper.minY) + 2, to: Int(paper.maxY) - 2, by: 2) {
            for x in stride(from: Int(paper.minX) + 2, to: Int(paper.maxX) - 2, by: 2) {
                let colour = frame.color(x: x, y: y)
                if colour.red + colour.green + colour.blue < 1.2 { count += 1 }
            }
        }
        return count
    }

    @Test func aPageIsBlankPaperUntilItsPixelsArriveThenFillsIn() throws {
        let folder = try TemporaryFolder()
        let queue = ManualPDFRenderQueue()
        let (reader, host, channel) = try reader(queue: queue, in: folder)
        #expect(inkedPixels(in: host.render(), reader: reader) == 0)
        #expect(queue.pendingCount >= 1)
        queue.runAll()
        host.settle()
        #expect(inkedPixels(in: host.render(), reader: reader) > 50)
        #expect(channel.requests.first == 0)
    }

    /// Turned pages, and the continuous column's (rendered at exactly their frame's pixels).
    @Test(arguments: [false, true])
    func aResizedPageShowsItsLastPixelsStretchedUntilItsNewOnesArrive(continuous: Bool) throws {
        let folder = try TemporaryFolder()
        let queue = ManualPDFRenderQueue()
        let (reader, host, _) = try reader(queue: queue, in: folder, continuous: continuous)
        _ = host.render()
        queue.runAll()
        host.settle()
        #expect(inkedPixels(in: host.render(), reader: reader) > 50)
        // Half as large again: the page is rendered anew for its new size.
        host.resize(to: Size(width: 900, height: 900))
        host.settle()
        let resized = host.render()
        #expect(queue.pendingCount >= 1)
        #expect(inkedPixels(in: resized, reader: reader) > 50)
        queue.runAll()
        host.settle()
        #expect(inkedPixels(in: host.render(), reader: reader) > 100)
        #expect(queue.pendingCount == 0)
    }

    @Test func turningDoesNotWaitForTheRendererAndTheNextPageFillsInWhenItComes() throws {
        let folder = try TemporaryFolder()
        let queue = ManualPDFRenderQueue()
        let (reader, host, _) = try reader(queue: queue, in: folder)
        _ = host.render()
        queue.runAll()
        host.settle()
        let first = host.render()
        #expect(inkedPixels(in: first, reader: reader) > 50)
        // Page 2 has not arrived: the turn runs its frames anyway and lands on paper.
        host.press(.rightArrow)
        host.settle()
        #expect(reader.currentIndex == 1)
        #expect(inkedPixels(in: host.render(), reader: reader) == 0)
        queue.runAll()
        host.settle()
        let second = host.render()
        #expect(inkedPixels(in: second, reader: reader) > 50)
    }
}

private struct AsynchronousPageFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
