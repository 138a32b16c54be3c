import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// The renderer process holds nothing of the app's but its socket, and does not outlive the
/// thread that started it (the reader's page thread, or the app itself).
@MainActor
@Suite struct PDFRendererHygieneTests {
    @Test func theRendererInheritsOnlyItsSocketAndStandardStreams() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bomb.pdf", HostilePDF.imagePage(width: 100, height: 100))
        // A file the app opened without close-on-exec, as a library might.
        let marker = try folder.write("app-file", Data("the app's".utf8))
        let leaked = open(marker, O_RDONLY)
        #expect(leaked > 3)
        defer { close(leaked) }
        let process = try PDFRendererProcess(isolation: PDFRendererProcessTests.isolation, path: path, password: nil)
        defer { process.stop() }
        let fds = "/proc/\(process.pid)/fd"
        let targets = try FileManager.default.contentsOfDirectory(atPath: fds).compactMap { name -> (Int, String)? in
            guard let number = Int(name) else { return nil }
            return (number, (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(name)")) ?? "")
        }
        #expect(Set(targets.map(\.0)).isSuperset(of: [0, 1, 2, 3]))
        #expect(targets.filter { $0.0 < 3 }.allSatisfy { $0.1 == "/dev/null" })
        // Above the socket, only what the renderer opened itself: the document.
        let above = targets.filter { $0.0 > 3 }.map(\.1)
        #expect(above.allSatisfy { $0.hasSuffix("/bomb.pdf") }, "the renderer holds \(above)")
    }

    @Test func theRendererDiesWithTheThreadThatStartedIt() throws {
        let folder = try TemporaryFolder()
        // The middle page runs for seconds: a renderer still alive would draw it.
        let path = try folder.write("slow.pdf", HostilePDF.operatorsPage(count: 3_000_000))
        let started = StartedRenderer()
        let isolation = PDFRendererProcessTests.isolation
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.process = try? PDFRendererProcess(isolation: isolation, path: path, password: nil)
            done.signal()
        }
        thread.start()
        done.wait()
        let process = try #require(started.process)
        let (outcome, _) = process.render(page: 1, scale: 1, budget: .seconds(120))
        guard case .ended(let exit) = outcome else {
            Issue.record("the renderer outlived the thread that started it: \(outcome)")
            return
        }
        #expect(exit == .signal(SIGKILL))
    }
}

/// The renderer a thread started, handed to the test once the thread has signalled.
private final class StartedRenderer: @unchecked Sendable {
    // @unchecked: written by the thread before it signals, read by the test after it waited.
    var process: PDFRendererProcess?
}
