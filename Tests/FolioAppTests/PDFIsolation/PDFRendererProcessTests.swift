import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// The real renderer process (`folio pdf-renderer`, built beside the test runner): a page
/// whose image needs more than its memory limit is refused and its neighbours draw, a
/// renderer killed between pages is replaced, and a password reaches it without appearing on
/// its command line.
@MainActor
@Suite struct PDFRendererProcessTests {
    /// The `folio` executable `swift build --build-tests` puts beside the test runner (or
    /// `FOLIO_EXECUTABLE`), with a memory limit small enough that the test file stays small.
    static let isolation: PDFIsolation = {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let folio =
            ProcessInfo.processInfo.environment["FOLIO_EXECUTABLE"]
            ?? (runner as NSString).deletingLastPathComponent + "/folio"
        var isolation = PDFIsolation(executable: folio)
        isolation.memoryLimit = 256 << 20
        return isolation
    }()

    private func failure(of result: Result<Image, PDFPageFailure>) -> PDFPageFailure? {
        guard case .failure(let failure) = result else { return nil }
        return failure
    }

    /// A three-page PDF whose middle page draws a 20,000² grey image (400 MB decoded, 1.6 GB
    /// as cairo's pixels) from a 400 KB file.
    private func bomb(in folder: TemporaryFolder) throws -> String {
        try folder.write("bomb.pdf", HostilePDF.imagePage(width: 20_000, height: 20_000))
    }

    @Test func aPageWhoseImageIsOverTheMemoryLimitIsAPlaceholderAndItsNeighboursDraw() throws {
        let folder = try TemporaryFolder()
        let renderer = IsolatedPDFRenderer(isolation: Self.isolation, path: try bomb(in: folder), password: nil)
        let first = try renderer.render(page: 0, scale: 1).get()
        #expect(failure(of: renderer.render(page: 1, scale: 1)) == .tooLarge(limit: 256 << 20))
        let last = try renderer.render(page: 2, scale: 1).get()
        for page in [first, last] {
            #expect(page.bitmap.width == 612 && page.bitmap.height == 792)
            // The blue rectangle both ordinary pages fill.
            let centre = page.bitmap.color(x: 306, y: 396)
            #expect(centre.blue > 0.7 && centre.red < 0.3)
        }
        #expect(renderer.launchCount == 1)
        #expect(!renderer.drawsVectors(ofPage: 1))
    }

    @Test func theReaderShowsThePlaceholderThroughItsBook() throws {
        let folder = try TemporaryFolder()
        var loader = DocumentLoader(measurer: FixedWidthMeasurer())
        loader.pdfIsolation = Self.isolation
        let book = try loader.load(path: try bomb(in: folder))
        guard case .pdf(let document, _) = book.pages[1] else { throw TestFailure("not a PDF book") }
        #expect(failure(of: book.render(document, page: 1, scale: 2)) == .tooLarge(limit: 256 << 20))
        #expect((try? book.render(document, page: 2, scale: 2).get()) != nil)
        #expect(!book.drawsVectors(ofPDFPage: 1))
    }

    @Test func aRendererKilledBetweenPagesIsStartedAgain() throws {
        let folder = try TemporaryFolder()
        let path = try bomb(in: folder)
        let started = StartedProcesses()
        let isolation = Self.isolation
        let renderer = IsolatedPDFRenderer(isolation: isolation) { () throws(PDFPageFailure) in
            let process = try PDFRendererProcess(isolation: isolation, path: path, password: nil)
            started.list.append(process)
            return process
        }
        _ = try renderer.render(page: 0, scale: 1).get()
        let first = try #require(started.list.first)
        kill(first.pid, SIGKILL)
        // Wait for it to be gone, without reaping it (the supervisor does).
        var info = siginfo_t()
        _ = waitid(P_PID, id_t(first.pid), &info, WEXITED | WNOWAIT)
        _ = try renderer.render(page: 2, scale: 1).get()
        #expect(renderer.launchCount == 2)
        #expect(started.list.count == 2)
    }

    @Test func aPasswordReachesTheRendererThroughItsSocketOnly() throws {
        let folder = try TemporaryFolder()
        let plain = folder.path("plain.pdf")
        try PDFWriter.write(pages: [["Secret page"]], size: Size(width: 300, height: 400), to: plain)
        let path = folder.path("protected.pdf")
        try PandocFixture.run("qpdf", ["--encrypt", "pw 3", "owner", "256", "--", plain, path], in: folder.root)
        let process = try PDFRendererProcess(isolation: Self.isolation, path: path, password: "pw 3")
        let commandLine = try String(contentsOfFile: "/proc/\(process.pid)/cmdline", encoding: .utf8)
        #expect(!commandLine.contains("pw 3"))
        guard case .rendered(let page) = process.render(page: 0, scale: 1, budget: .seconds(60)).outcome else {
            throw TestFailure("the protected page did not render")
        }
        #expect(page.bitmap.width == 300)
        process.stop()
        #expect(!process.isRunning)
    }
}

/// The renderers a test's supervisor started.
private final class StartedProcesses {
    var list: [PDFRendererProcess] = []
}

private struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
