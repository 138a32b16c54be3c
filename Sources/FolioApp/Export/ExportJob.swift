import FolioCore
import FolioHeadless
import FolioRender
import Foundation

/// One run of `folio export`: opens the book, builds the reader in a headless window, plays
/// the flip-through and writes the frames.
@MainActor
struct ExportJob {
    let book: Book
    let turnStyle: TurnStyle
    let format: ExportFormat
    let output: String
    let size: PixelSize
    let scale: Double
    let framesPerSecond: Int
    let frameLimit: Int?
    let turns: Int?
    /// Where ffmpeg is looked up (the PATH by default; tests pass their own).
    var encoderSearchPath = ProcessInfo.processInfo.environment["PATH"]
    /// Receives lines meant for the user besides the final summary (the ffmpeg hint).
    var notice: (String) -> Void = { TerminalText.warn($0) }
    var showsProgress = true
    /// The file being exported (device and inode), which the output must never replace.
    var inputIdentity: FileIdentity?
    /// What an interruption removes (the process-wide one for `folio export`).
    var cleanup = ExportCleanup.shared

    init(command: ExportCommand) throws {
        let book: Book
        if let path = command.path {
            book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        } else {
            book = DocumentLoader.sampleBook()
        }
        if let page = command.page { book.start(atPage: try PageOutOfRangeError.index(ofPage: page, in: book)) }
        let (format, output) = command.resolvedOutput
        self.init(
            book: book, turnStyle: command.turnStyle.resolved(for: book), format: format, output: output,
            size: command.size, scale: command.scale, framesPerSecond: command.fps,
            frameLimit: command.frames ?? command.duration.map { max(1, Int(($0 * Double(command.fps)).rounded())) },
            turns: command.turns)
        inputIdentity = command.path.flatMap { FileIdentity(path: $0) }
    }

    init(
        book: Book, turnStyle: TurnStyle, format: ExportFormat, output: String, size: PixelSize, scale: Double,
        framesPerSecond: Int, frameLimit: Int?, turns: Int?
    ) {
        self.book = book
        self.turnStyle = turnStyle
        self.format = format
        self.output = output
        self.size = size
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        self.frameLimit = frameLimit
        self.turns = turns
    }

    /// How many pages an export turns when not told: a flip-through of about eight seconds
    /// (each turn takes 1.3 s), a GIF worth sharing rather than the whole book.
    nonisolated static let defaultTurns = 6

    /// The window size in points.
    var pointSize: Size { Size(width: Double(size.width) / scale, height: Double(size.height) / scale) }

    /// The automatic flip-through for this book.
    var script: FlipThroughScript {
        // A text book lays out its pages lazily: enough of them for the longest flip-through.
        _ = book.page(at: book.initialPage + 25 * turnStyle.pagesPerTurn)
        let available =
            (book.pageCount - 1 - book.initialPage + turnStyle.pagesPerTurn - 1) / turnStyle.pagesPerTurn
        return .automatic(
            turns: min(turns ?? min(available, Self.defaultTurns), max(available, 0)), size: pointSize,
            forward: turnStyle.forwardDirection, framesPerSecond: framesPerSecond,
            paper: ReaderViewController.paperFrame(for: book, turnStyle: turnStyle, windowSize: pointSize))
    }

    /// What the book's page caches may hold during the export: six pages of up to twice the
    /// frame's width and height (pages are rendered at the export's scale, but at least 1
    /// pixel per point, so an export below scale 1 renders them larger than its frames; a
    /// spread mid-turn shows four), between 32 MB and the window's 160 MB.
    var cacheBytes: Int {
        let sixPages = 6 * 16 * Double(size.width) * Double(size.height)
        return Int(min(max(sixPages, 32 * 1_048_576), Double(Book.imageCacheBytes)))
    }

    /// Exports and returns the one-line summary of what was written.
    func run() throws -> String {
        book.limitCaches(toBytes: cacheBytes)
        let script = self.script
        let limit = frameLimit ?? script.frameCount
        let sink = try makeSink(limit: limit)
        var progress = ExportProgress(total: limit)
        do {
            try makeRecorder(pixelScale: 1).record(script, limit: limit, to: sink) { done in
                if showsProgress { progress.report(done: done) }
            }
            let summary = try sink.finish()
            // Text books are laid out lazily: say how far (scripts/measure-pagination.sh reads it).
            guard book.textPaginator != nil else { return summary }
            return summary + "; \(book.pages.count) text pages laid out" + (book.isPaginated ? " (all)" : "")
        } catch {
            // A failed export leaves nothing behind: not the frames written so far, not a
            // truncated animation, not ffmpeg's log.
            sink.abandon()
            throw error
        }
    }

    /// A fresh reader in a fresh headless window, and a recorder of it whose frames are
    /// `pixelScale` times the export's size (the GIF palette pass looks at smaller frames).
    private func makeRecorder(pixelScale: Double) throws -> FlipThroughRecorder {
        let reader = try ReaderFactory.makeReader(for: book, turnStyle: turnStyle)
        // The screen's scale is the frames': a PDF page is rendered at the pixels it is shown at.
        let host = HeadlessWindow(size: pointSize, scale: scale * pixelScale, framesPerSecond: Double(framesPerSecond))
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return FlipThroughRecorder(
            host: host, compositor: .forDisplay(), pixelWidth: max(Int(Double(size.width) * pixelScale), 1),
            pixelHeight: max(Int(Double(size.height) * pixelScale), 1), scale: scale * pixelScale,
            background: book.style == .pictures ? BookPageView.pictureBackground : Color(white: 0.85))
    }

    /// The GIF palette: the flip-through played once before the export, every other frame
    /// rendered at half size and handed to ffmpeg's `palettegen`, which keeps colour
    /// statistics only. This costs about an eighth of the export's rendering and keeps ffmpeg
    /// from holding every frame (see ``FFmpegEncoder``).
    ///
    /// - Returns: The palette image's path, in the export's private folder.
    private func makePalette(program: String, limit: Int, workspace: ExportWorkspace) throws -> String {
        let path = workspace.file("palette.png")
        let recorder = try makeRecorder(pixelScale: 0.5)
        let sampler = try FFmpegEncoder(
            program: program, output: path, format: .gif, width: recorder.pixelWidth, height: recorder.pixelHeight,
            framesPerSecond: framesPerSecond, role: .palette, reportedName: output, workspace: workspace,
            cleanup: cleanup)
        do {
            var sampling = recorder
            sampling.renderEvery = 2
            try sampling.record(script, limit: limit, to: sampler) { _ in }
            _ = try sampler.finish()
        } catch {
            sampler.abandon()
            throw error
        }
        return path
    }

    private func makeSink(limit: Int) throws -> any FrameSink {
        guard format.needsEncoder else { return try PNGFrameSink(folder: output, cleanup: cleanup) }
        // Before anything else, so that a protocol-like name is refused with or without ffmpeg.
        let absolute = try FFmpegEncoder.validatedPath(output)
        try Self.checkReplaceable(output: output, absolute: absolute, input: inputIdentity)
        guard let ffmpeg = FFmpegEncoder.locate(searchPath: encoderSearchPath) else {
            let folder = (output as NSString).deletingPathExtension
            notice(
                "ffmpeg is not installed, so writing PNG frames to \(folder)/ instead of \(output) "
                    + "(install it with: sudo apt-get install ffmpeg)")
            return try PNGFrameSink(folder: folder, cleanup: cleanup)
        }
        let parent = (absolute as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw ExportError.cannotCreateFolder(path: parent, reason: FileReadError(error).description)
        }
        // Said before ffmpeg starts, rather than as ffmpeg's "Input/output error" later.
        try Self.checkWritable(folder: parent)
        let workspace = try ExportWorkspace(beside: absolute, cleanup: cleanup)
        do {
            let palette = format == .gif ? try makePalette(program: ffmpeg, limit: limit, workspace: workspace) : nil
            // ffmpeg opens the palette when it starts; it goes with the workspace when the
            // export ends, whichever way.
            return try FFmpegEncoder(
                program: ffmpeg, output: output, format: format, width: size.width, height: size.height,
                framesPerSecond: framesPerSecond, role: .animation(palette: palette), workspace: workspace,
                cleanup: cleanup, removesWorkspace: true)
        } catch {
            workspace.remove()
            throw error
        }
    }
}
