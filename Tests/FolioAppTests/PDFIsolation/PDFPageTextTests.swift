import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// A PDF page's text read in the renderer process, under the limits and watchdog its pages
/// are drawn with: the same text as poppler gives in the app, a page that overruns fails
/// alone and says why, and a page read once is not read again.
@MainActor
@Suite struct PDFPageTextTests {
    private let isolation = PDFIsolation(executable: "/nonexistent/folio")

    private func supervisor(_ channels: [ScriptedRenderChannel]) -> IsolatedPDFRenderer {
        var left = channels
        return IsolatedPDFRenderer(isolation: isolation) { () throws(PDFPageFailure) in
            guard !left.isEmpty else { throw .rendererUnavailable("no more scripted renderers") }
            return left.removeFirst()
        }
    }

    @Test func textThroughTheRendererProcessIsTheTextPopplerGivesInTheApp() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("words.pdf")
        try PDFWriter.write(
            pages: [["First page", "of words"], ["Zweite Seite: größer"]], size: Size(width: 300, height: 400), to: path
        )
        let document = try PDFDocument(path: path)
        let renderer = IsolatedPDFRenderer(isolation: PDFRendererProcessTests.isolation, path: path, password: nil)
        for page in 0..<2 {
            var received: Result<String, PDFPageFailure>?
            renderer.requestText(page: page) { received = $0 }
            let text = try #require(try received?.get())
            #expect(text == (try document.text(onPage: page)))
            #expect(text.contains(page == 0 ? "of words" : "größer"))
        }
        #expect(renderer.launchCount == 1)
    }

    @Test func aPageWhoseTextOverrunsFailsWithItsReasonAndTheNextPageArrives() throws {
        let slow = ScriptedRenderChannel([.init(outcome: .timedOut)])
        let next = ScriptedRenderChannel([.init(outcome: .text("Page three"))])
        let renderer = supervisor([slow, next])
        let queue = ManualPDFRenderQueue()
        renderer.queue = queue
        var texts: [Int: Result<String, PDFPageFailure>] = [:]
        renderer.requestText(page: 1) { texts[1] = $0 }
        renderer.requestText(page: 2) { texts[2] = $0 }
        #expect(texts.isEmpty && queue.pendingCount == 2)
        queue.runAll()
        #expect(texts[1] == .failure(.tooSlow(budget: .seconds(10))))
        #expect(texts[2] == .success("Page three"))
        #expect(slow.isStopped)
        #expect(renderer.launchCount == 2)
        let message = PDFPageFailure.tooSlow(budget: .seconds(10)).textMessage
        #expect(message == "This page's text could not be read: it took too long (over 10 seconds).")
    }

    @Test func aPageReadOnceIsNotReadAgain() {
        let channel = ScriptedRenderChannel([.init(outcome: .text("Once"))])
        let renderer = supervisor([channel])
        var answers: [String] = []
        renderer.requestText(page: 0) { answers.append((try? $0.get()) ?? "") }
        renderer.requestText(page: 0) { answers.append((try? $0.get()) ?? "") }
        #expect(answers == ["Once", "Once"])
        #expect(channel.requests == [0])
        #expect(renderer.cachedText(page: 0) == .success("Once"))
    }

    @Test func aPageThatTookTooLongToDrawIsNotReadForItsText() {
        let channel = ScriptedRenderChannel([.init(outcome: .timedOut)])
        let renderer = supervisor([channel])
        _ = renderer.render(page: 4, scale: 1)
        var received: Result<String, PDFPageFailure>?
        renderer.requestText(page: 4) { received = $0 }
        #expect(received == .failure(.tooSlow(budget: .seconds(10))))
        #expect(channel.requests == [4])
    }

    @Test func theTextCacheKeepsWithinItsBudget() {
        var cache = ByteBoundedCache<Int, String>(byteLimit: 10)
        cache.insert("aaaa", for: 0, cost: 4)
        cache.insert("bbbb", for: 1, cost: 4)
        _ = cache[0]
        cache.insert("cccc", for: 2, cost: 4)
        #expect(cache[1] == nil)
        #expect(cache[0] == "aaaa" && cache[2] == "cccc")
        #expect(cache.bytes == 8)
        // A text larger than the whole budget is the renderer's to refuse keeping.
        let long = String(repeating: "a", count: IsolatedPDFRenderer.textBudget + 1)
        let renderer = supervisor([ScriptedRenderChannel([.init(outcome: .text(long))])])
        renderer.requestText(page: 3) { _ in }
        #expect(renderer.cachedText(page: 3) == nil)
    }
}
