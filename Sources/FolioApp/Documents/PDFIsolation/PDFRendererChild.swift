internal import CFolioProcess
import FolioCore
import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The renderer's side of the socket: limits itself, opens the document it is sent, then
/// renders the pages asked for until the app closes the socket.
///
/// The app sends the path and the password first (never on the command line, where every
/// process listing would show the password); each request is a page and a scale, each reply
/// the page's pixels (premultiplied BGRA, row after row) or poppler's error.
struct PDFRendererChild {
    /// The descriptor the app hands the renderer its end of the socket on.
    static let socketDescriptor: Int32 = 3
    /// The first byte of a reply: the page follows.
    static let rendered: UInt8 = 0
    /// The first byte of a reply: poppler's reason follows.
    static let refused: UInt8 = 1
    /// The first byte of a reply: the page needed more memory than the limit.
    static let tooLarge: UInt8 = 2
    /// The first byte of a reply: the page's text follows.
    static let text: UInt8 = 3
    /// The first byte of a request: draw a page (a page number and a scale follow).
    static let drawRequest: UInt8 = 0
    /// The first byte of a request: extract a page's text (a page number follows).
    static let textRequest: UInt8 = 1
    /// The most bytes of a page's text sent back; a longer text is cut at a character.
    static let maximumTextBytes = 4 << 20

    var socket = PDFRendererSocket(descriptor: socketDescriptor)
    var memoryLimit: Int
    var cpuSecondsPerPage: Int
    /// The app's process id, when it said it: the renderer must not outlive it.
    var parent: Int32?

    /// Serves requests until the app closes the socket; returns the exit status.
    func serve() -> Int32 {
        guard diesWithTheApp() else { return 1 }
        Self.limit(RLIMIT_DATA, to: UInt(clamping: memoryLimit))
        Self.limit(RLIMIT_CORE, to: 0)
        do throws(PDFRendererSocket.Failure) {
            guard let document = try open() else { return 1 }
            while true {
                let kind = try socket.receive(UInt8.self)
                let page = Int(try socket.receive(Int32.self))
                limitCPU()
                if kind == Self.textRequest {
                    try replyWithText(of: document, page: page)
                } else {
                    try reply(to: document, page: page, scale: try socket.receive(Double.self))
                }
            }
        } catch {
            // The app closed the socket (or sent something else): nothing is left to do.
            return 0
        }
    }

    private func open() throws(PDFRendererSocket.Failure) -> PDFDocument? {
        let path = try socket.receiveString()
        let hasPassword = try socket.receive(UInt8.self) != 0
        let password = try socket.receiveString()
        let document: PDFDocument
        do {
            document = try PDFDocument(path: path, password: hasPassword ? password : nil)
        } catch {
            try socket.send([UInt8(1)])
            try socket.send(string: error.description)
            return nil
        }
        try socket.send([UInt8(0)])
        return document
    }

    private func reply(to document: PDFDocument, page: Int, scale: Double) throws(PDFRendererSocket.Failure) {
        let image: Image
        // At the memory limit an allocation fails with ENOMEM, and poppler and cairo leave out
        // what they could not allocate (a huge image) and carry on: the page would come back
        // blank, as if it were. errno is how the renderer knows.
        errno = 0
        do {
            image = try document.renderPage(at: page, scale: scale)
        } catch {
            try socket.send([Self.refused])
            try socket.send(string: error.description)
            return
        }
        guard errno != ENOMEM else { return try socket.send([Self.tooLarge]) }
        let bitmap = image.bitmap
        try socket.send([Self.rendered])
        try socket.send([Int32(clamping: bitmap.width), Int32(clamping: bitmap.height)])
        try socket.send([image.scale])
        try socket.send(bitmap.pixels)
    }

    /// Poppler's text of the page (the reader's accessibility text), extracted here because a
    /// page of millions of drawing operators takes as long to read as to draw.
    private func replyWithText(of document: PDFDocument, page: Int) throws(PDFRendererSocket.Failure) {
        errno = 0
        let text: String
        do {
            text = try document.text(onPage: page)
        } catch {
            try socket.send([Self.refused])
            try socket.send(string: error.description)
            return
        }
        guard errno != ENOMEM else { return try socket.send([Self.tooLarge]) }
        try socket.send([Self.text])
        try socket.send(string: Self.cut(text))
    }

    /// `text` within ``maximumTextBytes``, cut between two characters' scalars.
    static func cut(_ text: String) -> String {
        guard text.utf8.count > maximumTextBytes else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: maximumTextBytes)
        while end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        return String(String.UnicodeScalarView(text.unicodeScalars[..<end]))
    }

    /// Has the kernel kill the renderer when the thread of the app that started it ends (the
    /// app closing, or crashing, in the middle of a page that runs for seconds), and checks
    /// that the app did not end before the request took hold. Returns false when it did.
    private func diesWithTheApp() -> Bool {
        guard folio_set_parent_death_signal(SIGKILL) == 0 else { return true }
        guard let parent else { return true }
        return getppid() == parent
    }

    /// Gives the coming page `cpuSecondsPerPage` of CPU on top of what the renderer has used
    /// (the limit counts the whole life of the process); past it the kernel sends `SIGXCPU`.
    private func limitCPU() {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return }
        let used = Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec) + 1
        var limit = rlimit(rlim_cur: rlim_t(used + max(cpuSecondsPerPage, 1)), rlim_max: rlim_t.max)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }

    private static func limit(_ resource: __rlimit_resource, to value: UInt) {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
    }
}
