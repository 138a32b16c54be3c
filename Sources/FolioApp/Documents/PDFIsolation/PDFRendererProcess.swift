import FolioCore
import FolioRender
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The helper process that renders one document's pages (``PDFRendererChild`` on the other
/// end), started once per open document and kept warm between pages.
///
/// It is the app's executable run with the hidden `pdf-renderer` subcommand: no second
/// binary to install or to find, and it is exactly the same build as the app. Its end of a
/// Unix socket is descriptor 3; standard input and output are `/dev/null` (nothing it
/// prints can corrupt the protocol) and so is standard error (poppler's messages quote the
/// file, which must not reach the terminal).
final class PDFRendererProcess: PDFRenderChannel {
    let pid: pid_t
    private let socket: Int32
    private var isStopped = false
    /// Whether the process may have been reaped (its id may then belong to another process):
    /// ``interrupt()`` kills only before.
    private let mayBeReaped = Mutex(false)

    /// Starts the renderer and has it open `path`.
    ///
    /// - Throws: ``PDFPageFailure/rendererUnavailable(_:)`` when the process cannot start or
    ///   cannot open the document.
    init(isolation: PDFIsolation, path: String, password: String?) throws(PDFPageFailure) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .rendererUnavailable("no socket for it (\(String(cString: strerror(errno))))")
        }
        let arguments = [
            "folio", "pdf-renderer", "--memory-limit-mb", String(isolation.memoryLimit / 1_048_576),
            "--cpu-seconds-per-page", String(isolation.cpuSecondsPerPage), "--parent", String(getpid()),
        ]
        defer { close(ends[1]) }
        do {
            pid = try Self.spawn(isolation.executable, arguments: arguments, socket: ends[1])
        } catch {
            close(ends[0])
            throw error
        }
        self.socket = ends[0]
        try open(path: path, password: password, budget: isolation.timeBudget)
    }

    deinit { stop() }

    func render(page: Int, scale: Double, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        exchange(budget: budget) { channel throws(PDFRendererSocket.Failure) in
            try channel.send([PDFRendererChild.drawRequest])
            try channel.send([Int32(clamping: page)])
            try channel.send([scale])
        }
    }

    func text(page: Int, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        exchange(budget: budget) { channel throws(PDFRendererSocket.Failure) in
            try channel.send([PDFRendererChild.textRequest])
            try channel.send([Int32(clamping: page)])
        }
    }

    /// Sends a request written by `request` and reads its reply, all within `budget`.
    private func exchange(
        budget: Duration, request: (PDFRendererSocket) throws(PDFRendererSocket.Failure) -> Void
    ) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        let start = ContinuousClock.now
        let outcome: PDFRenderOutcome
        do throws(PDFRendererSocket.Failure) {
            let channel = PDFRendererSocket(descriptor: socket, deadline: start.advanced(by: budget))
            try request(channel)
            outcome = try Self.readReply(from: channel)
        } catch {
            outcome = conclude(error)
        }
        return (outcome, start.duration(to: .now))
    }

    /// What a request that failed on the socket came to.
    private func conclude(_ error: PDFRendererSocket.Failure) -> PDFRenderOutcome {
        switch error {
        case .timedOut:
            return .timedOut
        case .closed:
            return .ended(reap())
        case .malformed(let problem):
            stop()
            return .refused("the renderer's reply was not understood (\(problem))")
        }
    }

    var isRunning: Bool {
        guard !isStopped else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == 0 else {
            isStopped = true
            mayBeReaped.withLock { $0 = true }
            close(socket)
            return false
        }
        return true
    }

    func interrupt() {
        mayBeReaped.withLock { reaped in
            if !reaped { kill(pid, SIGKILL) }
        }
    }

    func stop() {
        guard !isStopped else { return }
        isStopped = true
        mayBeReaped.withLock { $0 = true }
        close(socket)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    private func open(path: String, password: String?, budget: Duration) throws(PDFPageFailure) {
        let channel = PDFRendererSocket(descriptor: socket, deadline: .now + budget)
        var refusal: String?
        do throws(PDFRendererSocket.Failure) {
            try channel.send(string: path)
            try channel.send([UInt8(password == nil ? 0 : 1)])
            try channel.send(string: password ?? "")
            if try channel.receive(UInt8.self) != 0 { refusal = try channel.receiveString() }
        } catch {
            refusal = "it did not open the document (\(error))"
        }
        if let refusal {
            stop()
            throw .rendererUnavailable(refusal)
        }
    }

    /// A reply: the status byte, then the image or poppler's message.
    private static func readReply(from channel: PDFRendererSocket) throws(PDFRendererSocket.Failure)
        -> PDFRenderOutcome
    {
        switch try channel.receive(UInt8.self) {
        case PDFRendererChild.rendered: break
        case PDFRendererChild.refused: return .refused(try channel.receiveString())
        case PDFRendererChild.tooLarge: return .outOfMemory
        case PDFRendererChild.text: return .text(try channel.receiveString(limit: PDFRendererChild.maximumTextBytes))
        case let status: throw .malformed("a reply starting with \(status)")
        }
        let width = Int(try channel.receive(Int32.self))
        let height = Int(try channel.receive(Int32.self))
        let scale = try channel.receive(Double.self)
        // The renderer's own limits keep pages within these; anything else is not trusted.
        guard (1...PDFDocument.maximumPixelSide).contains(width), (1...PDFDocument.maximumPixelSide).contains(height),
            width * height <= PDFDocument.maximumPixelCount, scale.isFinite, scale > 0
        else { throw .malformed("a \(width)×\(height) page at scale \(scale)") }
        var failure: PDFRendererSocket.Failure?
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            do throws(PDFRendererSocket.Failure) {
                try channel.receive(into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                buffer.initialize(repeating: 0)
            }
            count = width * height
        }
        if let failure { throw failure }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw .malformed("\(pixels.count) pixels for \(width)×\(height)")
        }
        // Read once here, off the main thread, so the page is copied rather than blended
        // wherever it is drawn (a scrolling column copies it every frame that uncovers it).
        return .rendered(Image(scanningOpacityOf: bitmap, scale: scale))
    }

    /// How the renderer ended, once it closed its socket; one that closed it and lingers is killed.
    private func reap() -> PDFRendererExit {
        isStopped = true
        mayBeReaped.withLock { $0 = true }
        close(socket)
        var status: Int32 = 0
        for _ in 0..<200 {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return PDFRendererExit(waitStatus: status) }
            if reaped < 0 && errno != EINTR { return .status(-1) }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return PDFRendererExit(waitStatus: status)
    }
}
