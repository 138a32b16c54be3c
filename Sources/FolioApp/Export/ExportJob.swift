import FolioCore
import FolioHeadless
import FolioRender
import Foundation

/// One run of `folio export`: opens the book, builds the reader in a headless window, plays
/// the flip-through and writes the frames.
@MainActor
struct ExportJob {
    let book: Book
    let presentation: Presentation
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
    var notice: (String) -> Void = { FileHandle.standardError.write(Data("folio: \($0)\n".utf8)) }
    var showsProgress = true

    init(command: ExportCommand) throws {
        let book: Book
        if let path = command.path {
            book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        } else {
            book = DocumentLoader.sampleBook()
        }
        if let page = command.page { book.initialPage = try PageOutOfRangeError.index(ofPage: page, in: book) }
        let (format, output) = command.resolvedOutput
        self.init(
            book: book, presentation: command.presentation.resolved(for: book.style), format: format, output: output,
            size: command.size, scale: command.scale, framesPerSecond: command.fps,
            frameLimit: command.frames ?? command.duration.map { max(1, Int(($0 * Double(command.fps)).rounded())) },
            turns: command.turns)
    }

    init(
        book: Book, presentation: Presentation, format: ExportFormat, output: String, size: PixelSize, scale: Double,
        framesPerSecond: Int, frameLimit: Int?, turns: Int?
    ) {
        self.book = book
        self.presentation = presentation
        self.format = format
        self.output = output
        self.size = size
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        self.frameLimit = frameLimit
        self.turns = turns
    }

    /// The window size in points.
    var pointSize: Size { Size(width: Double(size.width) / scale, height: Double(size.height) / scale) }

    /// The automatic flip-through for this book.
    var script: FlipThroughScript {
        let available =
            (book.pageCount - 1 - book.initialPage + presentation.pagesPerTurn - 1) / presentation.pagesPerTurn
        return .automatic(
            turns: min(turns ?? min(available, 24), max(available, 0)), size: pointSize,
            forward: presentation.forwardDirection, framesPerSecond: framesPerSecond,
            paper: ReaderViewController.paperFrame(for: book, presentation: presentation, windowSize: pointSize))
    }

    /// Exports and returns the one-line summary of what was written.
    func run() throws -> String {
        let reader = try ReaderFactory.makeReader(for: book, presentation: presentation)
        let host = HeadlessWindow(size: pointSize, framesPerSecond: Double(framesPerSecond))
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        let sink = try makeSink()
        let script = self.script
        let limit = frameLimit ?? script.frameCount
        var progress = ExportProgress(total: limit)
        let recorder = FlipThroughRecorder(
            host: host, compositor: .forDisplay(), pixelWidth: size.width, pixelHeight: size.height, scale: scale,
            background: book.style == .pictures ? BookPageView.pictureBackground : Color(white: 0.85))
        do {
            try recorder.record(script, limit: limit, to: sink) { done in
                if showsProgress { progress.report(done: done) }
            }
            return try sink.finish()
        } catch {
            // A failed export leaves nothing behind: not the frames written so far, not a
            // truncated animation, not ffmpeg's log.
            sink.abandon()
            throw error
        }
    }

    private func makeSink() throws(ExportError) -> any FrameSink {
        guard format.needsEncoder else { return try PNGFrameSink(folder: output) }
        // Before anything else, so that a protocol-like name is refused with or without ffmpeg.
        _ = try FFmpegEncoder.validatedPath(output)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .outputIsAFolder(path: output)
        }
        guard let ffmpeg = FFmpegEncoder.locate(searchPath: encoderSearchPath) else {
            let folder = (output as NSString).deletingPathExtension
            notice(
                "ffmpeg is not installed, so writing PNG frames to \(folder)/ instead of \(output) "
                    + "(install it with: sudo apt-get install ffmpeg)")
            return try PNGFrameSink(folder: folder)
        }
        let parent = (output as NSString).deletingLastPathComponent
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateFolder(path: parent, reason: (error as NSError).localizedDescription)
            }
        }
        return try FFmpegEncoder(
            program: ffmpeg, output: output, format: format, width: size.width, height: size.height,
            framesPerSecond: framesPerSecond)
    }
}
