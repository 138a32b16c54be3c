import FolioCore
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// The watchdog around the PDF renderer process: a page over its budget or a renderer that
/// dies costs that page only, with a placeholder that says why, and the next page gets a new
/// renderer.
@MainActor
@Suite struct IsolatedPDFRendererTests {
    private let isolation = PDFIsolation(executable: "/nonexistent/folio")

    private func failure(of result: Result<Image, PDFPageFailure>) -> PDFPageFailure? {
        guard case .failure(let failure) = result else { return nil }
        return failure
    }

    /// A supervisor whose renderers are `channels`, started in turn.
    private func supervisor(_ channels: [ScriptedRenderChannel]) -> IsolatedPDFRenderer {
        var left = channels
        return IsolatedPDFRenderer(isolation: isolation) { () throws(PDFPageFailure) in
            guard !left.isEmpty else { throw .rendererUnavailable("no more scripted renderers") }
            return left.removeFirst()
        }
    }

    @Test func aPageOverItsBudgetIsAPlaceholderAndTheNextPageGetsANewRenderer() {
        let first = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page()), .init(outcome: .timedOut)])
        let second = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let renderer = supervisor([first, second])
        #expect((try? renderer.render(page: 0, scale: 2).get()) != nil)
        #expect(failure(of: renderer.render(page: 1, scale: 2)) == .tooSlow(budget: .seconds(10)))
        #expect(first.isStopped)
        #expect((try? renderer.render(page: 2, scale: 2).get()) != nil)
        #expect(renderer.launchCount == 2)
        #expect(second.requests == [2])
    }

    @Test func aRendererThatDiesIsStartedAgainAndThePageSaysWhy() {
        let aborted = ScriptedRenderChannel([.init(outcome: .ended(.signal(SIGABRT)))])
        let overCPU = ScriptedRenderChannel([.init(outcome: .ended(.signal(SIGXCPU)))])
        let crashed = ScriptedRenderChannel([.init(outcome: .ended(.signal(SIGSEGV)))])
        let healthy = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let renderer = supervisor([aborted, overCPU, crashed, healthy])
        #expect(failure(of: renderer.render(page: 0, scale: 1)) == .tooLarge(limit: PDFIsolation.defaultMemoryLimit))
        #expect(failure(of: renderer.render(page: 1, scale: 1)) == .tooSlow(budget: .seconds(10)))
        #expect(failure(of: renderer.render(page: 2, scale: 1)) == .rendererStopped(.signal(SIGSEGV)))
        #expect((try? renderer.render(page: 3, scale: 1).get()) != nil)
        #expect(renderer.launchCount == 4)
        #expect(aborted.isStopped && overCPU.isStopped && crashed.isStopped)
    }

    @Test func aPageOverTheMemoryLimitKeepsTheRenderer() {
        let channel = ScriptedRenderChannel([
            .init(outcome: .outOfMemory), .init(outcome: .refused("page 2 has no valid size")),
            .init(outcome: ScriptedRenderChannel.page()),
        ])
        let renderer = supervisor([channel])
        #expect(failure(of: renderer.render(page: 0, scale: 1)) == .tooLarge(limit: PDFIsolation.defaultMemoryLimit))
        #expect(failure(of: renderer.render(page: 1, scale: 1)) == .damaged("page 2 has no valid size"))
        #expect((try? renderer.render(page: 2, scale: 1).get()) != nil)
        #expect(renderer.launchCount == 1)
    }

    @Test func aFailedPageIsNotTriedAgain() {
        let channel = ScriptedRenderChannel([.init(outcome: .outOfMemory), .init(outcome: .outOfMemory)])
        let renderer = supervisor([channel])
        _ = renderer.render(page: 4, scale: 1)
        #expect(failure(of: renderer.render(page: 4, scale: 3)) == .tooLarge(limit: PDFIsolation.defaultMemoryLimit))
        #expect(channel.requests == [4])
    }

    @Test func aRendererThatDiedBetweenPagesIsReplacedWithoutBlamingTheNextPage() {
        let first = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let second = ScriptedRenderChannel([.init(outcome: ScriptedRenderChannel.page())])
        let renderer = supervisor([first, second])
        _ = renderer.render(page: 0, scale: 1)
        first.hasDied = true
        #expect((try? renderer.render(page: 1, scale: 1).get()) != nil)
        #expect(first.requests == [0])
        #expect(second.requests == [1])
    }

    @Test func onlyPagesDrawnQuicklyAreZoomedAsVectorsInTheApp() {
        let channel = ScriptedRenderChannel([
            .init(outcome: ScriptedRenderChannel.page(), elapsed: .milliseconds(300)),
            .init(outcome: ScriptedRenderChannel.page(), elapsed: .seconds(4)),
            .init(outcome: .outOfMemory, elapsed: .milliseconds(10)),
        ])
        let renderer = supervisor([channel])
        for page in 0..<3 { _ = renderer.render(page: page, scale: 1) }
        #expect(renderer.drawsVectors(ofPage: 0))
        #expect(!renderer.drawsVectors(ofPage: 1))
        #expect(!renderer.drawsVectors(ofPage: 2))
        #expect(!renderer.drawsVectors(ofPage: 3))
    }

    @Test func aRendererThatCannotStartGivesEachPageAPlaceholderThatSaysSo() {
        let renderer = supervisor([])
        #expect(failure(of: renderer.render(page: 0, scale: 1)) == .rendererUnavailable("no more scripted renderers"))
        #expect(PDFPageFailure.rendererUnavailable("x").message.contains("not available"))
    }

    @Test func messagesNameTheLimit() {
        #expect(PDFPageFailure.tooLarge(limit: 1 << 30).message.contains("more than 1 GB of memory"))
        #expect(PDFPageFailure.tooLarge(limit: 300 << 20).message.contains("more than 300 MB"))
        #expect(PDFPageFailure.tooSlow(budget: .seconds(10)).message.contains("over 10 seconds"))
    }
}
