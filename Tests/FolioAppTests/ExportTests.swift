import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

@MainActor
@Suite struct ExportTests {
    let folder: TemporaryFolder
    let size = PixelSize(width: 320, height: 240)

    init() throws {
        folder = try TemporaryFolder()
    }

    func job(
        format: ExportFormat = .png, output: String, turnStyle: TurnStyle = TurnStyle(transition: .curl),
        frameLimit: Int? = nil, turns: Int? = 2, framesPerSecond: Int = 10
    ) -> ExportJob {
        var job = ExportJob(
            book: DocumentLoader.sampleBook(), turnStyle: turnStyle, format: format, output: output, size: size,
            scale: 1, framesPerSecond: framesPerSecond, frameLimit: frameLimit, turns: turns)
        job.showsProgress = false
        return job
    }

    /// What a headless window shows at rest on `page` (0-based) of the sample book.
    func headlessRendering(page: Int, turnStyle: TurnStyle = TurnStyle(transition: .curl)) throws -> Bitmap {
        let book = DocumentLoader.sampleBook()
        book.initialPage = page
        let host = HeadlessWindow(size: Size(width: 320, height: 240), framesPerSecond: 10)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = try ReaderViewController(book: book, turnStyle: turnStyle)
        host.settle(maxSeconds: 1)
        return Compositor().render(host.layerTree(), width: 320, height: 240, background: Color(white: 0.85))
    }

    func frames(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter(PNGFrameSink.isFrameName).sorted()
    }

    @Test func writesOnePNGPerFrameOfTheScript() throws {
        let output = folder.path("frames")
        let export = job(output: output)
        let summary = try export.run()
        let names = try frames(in: output)
        #expect(names.count == export.script.frameCount)
        #expect(names.first == "frame-00001.png")
        #expect(summary == "wrote \(names.count) PNG frames to \(output)/")
        for name in [names[0], names[names.count / 2], names[names.count - 1]] {
            let frame = try Bitmap(contentsOfPNGFile: output + "/" + name)
            #expect(frame.width == 320 && frame.height == 240)
        }
    }

    @Test func firstFrameIsTheBookAtRestAndLastFrameIsTwoPagesOn() throws {
        let output = folder.path("turns")
        _ = try job(output: output).run()
        let names = try frames(in: output)
        let first = try Bitmap(contentsOfPNGFile: output + "/" + names[0])
        let last = try Bitmap(contentsOfPNGFile: output + "/" + names[names.count - 1])
        #expect(first == (try headlessRendering(page: 0)))
        #expect(last == (try headlessRendering(page: 2)))
        #expect(first != last)
    }

    /// At a low frame rate a drag has few steps, and the scroll style's pan follows only
    /// the steps after the one that began it: the pages must still turn.
    @Test(arguments: [1, 3, 5, 8])
    func aLowFrameRateStillTurnsScrollStylePages(fps: Int) throws {
        let output = folder.path("slow-\(fps)")
        let scroll = TurnStyle(transition: .scroll)
        _ = try job(output: output, turnStyle: scroll, framesPerSecond: fps).run()
        let names = try frames(in: output)
        let last = try Bitmap(contentsOfPNGFile: output + "/" + names[names.count - 1])
        #expect(last == (try headlessRendering(page: 2, turnStyle: scroll)))
    }

    @Test func frameLimitCutsTheScriptShort() throws {
        let output = folder.path("limited")
        _ = try job(output: output, frameLimit: 7).run()
        #expect(try frames(in: output).count == 7)
    }

    @Test func aLongerLimitHoldsTheLastPage() throws {
        let output = folder.path("held")
        let export = job(output: output, frameLimit: nil, turns: 0)
        let extra = job(output: output, frameLimit: export.script.frameCount + 5, turns: 0)
        _ = try extra.run()
        let names = try frames(in: output)
        #expect(names.count == export.script.frameCount + 5)
        let last = try Bitmap(contentsOfPNGFile: output + "/" + names[names.count - 1])
        #expect(last == (try headlessRendering(page: 0)))
    }

    @Test func reExportingIntoAFullFolderIsRefusedAndKeepsTheFirstFrames() throws {
        let output = folder.path("again")
        _ = try job(output: output, frameLimit: 9).run()
        #expect(throws: ExportError.outputFolderNotEmpty(path: output)) { try job(output: output, frameLimit: 4).run() }
        #expect(try frames(in: output).count == 9)
    }

    @Test func withoutFFmpegAGIFBecomesPNGFramesAndAHint() throws {
        var export = job(format: .gif, output: folder.path("flip.gif"), frameLimit: 3)
        export.encoderSearchPath = folder.path("no-programs-here")
        var notices: [String] = []
        export.notice = { notices.append($0) }
        let summary = try export.run()
        #expect(try frames(in: folder.path("flip")).count == 3)
        #expect(summary.contains(folder.path("flip")))
        #expect(notices.count == 1)
        #expect(notices.first?.contains("ffmpeg is not installed") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path("flip.gif")))
    }

    @Test func aFolderIsNotAValidVideoOutput() throws {
        let existing = try folder.makeFolder("movie.mp4")
        #expect(throws: ExportError.outputIsAFolder(path: existing)) {
            try job(format: .mp4, output: existing, frameLimit: 2).run()
        }
    }

    @Test(.enabled(if: FFmpegEncoder.locate() != nil), arguments: [ExportFormat.gif, .apng, .mp4])
    func ffmpegEncodesAnimations(format: ExportFormat) throws {
        // In a folder that does not exist yet: the export creates it.
        let output = folder.path("new/flip.\(format.rawValue)")
        let summary = try job(format: format, output: output, frameLimit: 6).run()
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(summary.hasPrefix("wrote \(output) (\(format.rawValue.uppercased()), 6 frames"))
        switch format {
        case .gif: #expect(data.starts(with: Array("GIF89a".utf8)))
        case .apng: #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]) && data.range(of: Data("acTL".utf8)) != nil)
        case .mp4: #expect(data.range(of: Data("ftyp".utf8)) != nil)
        case .png: break
        }
    }

    @Test func progressIsABarOnATerminalAndDecilesOtherwise() {
        var bar = ExportProgress(total: 10, isTerminal: true)
        #expect(bar.line(done: 5)?.hasPrefix("\r[") == true)
        #expect(bar.line(done: 10)?.hasSuffix("frame 10/10\n") == true)
        var plain = ExportProgress(total: 100, isTerminal: false)
        let lines = (1...100).compactMap { plain.line(done: $0) }
        #expect(lines.count == 11)
        #expect(lines.first == "exporting: 0% (frame 1/100)\n")
        #expect(lines.last == "exporting: 100% (frame 100/100)\n")
    }

    @Test func theDefaultExportTurnsSixPagesInAboutEightSeconds() {
        let export = job(output: folder.path("default"), turns: nil)
        let drags = export.script.steps.filter { if case .drag = $0 { true } else { false } }
        #expect(export.book.pageCount > ExportJob.defaultTurns + 1, "the sample book is longer than the default")
        #expect(drags.count == ExportJob.defaultTurns)
        let seconds = Double(export.script.frameCount) / Double(export.framesPerSecond)
        #expect(seconds > 6 && seconds < 10)
    }

    @Test func aGIFStreamsThroughAPaletteMadeBeforehandNeverASplitGraph() {
        // split + palettegen makes ffmpeg hold every raw frame until the input ends.
        let animation = FFmpegEncoder.arguments(
            format: .gif, role: .animation(palette: "/tmp/p.png"), width: 1200, height: 776, framesPerSecond: 30)
        #expect(!animation.joined(separator: " ").contains("split"))
        #expect(!animation.joined(separator: " ").contains("palettegen"))
        #expect(animation.contains("[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle"))
        #expect(animation.contains("file:/tmp/p.png"))
        let palette = FFmpegEncoder.arguments(
            format: .gif, role: .palette, width: 600, height: 388, framesPerSecond: 30)
        #expect(palette.contains("palettegen=stats_mode=diff"))
        #expect(!palette.joined(separator: " ").contains("split"))
    }

    @Test func mp4KeepsX264ToTwoThreadsAndAShortLookahead() {
        let mp4 = FFmpegEncoder.arguments(
            format: .mp4, role: .animation(palette: nil), width: 1200, height: 776, framesPerSecond: 30)
        #expect(mp4.contains("rc-lookahead=20"))
        #expect(mp4.firstIndex(of: "-threads").map { mp4[$0 + 1] } == "2")
    }

    @Test(.enabled(if: FFmpegEncoder.locate() != nil))
    func aGIFExportLeavesOnlyTheGIFBehind() throws {
        let output = folder.path("gif/flip.gif")
        let summary = try job(format: .gif, output: output, frameLimit: 12).run()
        #expect(summary.contains("12 frames"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("gif")) == ["flip.gif"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)).starts(with: Array("GIF89a".utf8)))
    }

    @Test func pngFramesWrittenOnOtherThreadsReportTheFirstFailure() throws {
        let queue = PNGEncodingQueue(inFlight: 2)
        let frame = Bitmap(width: 4, height: 4, fill: .white)
        let workspace = try ExportWorkspace(beside: folder.path("frames"), cleanup: ExportCleanup())
        defer { workspace.remove() }
        try queue.submit(frame, as: "good.png", in: workspace)
        try queue.submit(frame, as: "missing/bad.png", in: workspace)
        #expect(throws: ExportError.self) { try queue.finish() }
        #expect(try Bitmap(contentsOfPNGFile: workspace.file("good.png")) == frame)
        // Later frames are refused once one failed.
        #expect(throws: ExportError.self) { try queue.submit(frame, as: "later.png", in: workspace) }
    }

    @Test func loweringACacheLimitEvictsTheOldestAtOnce() {
        var cache = ByteBoundedCache<Int, Image>(byteLimit: 40 * 1_048_576)
        for key in 0..<8 { cache.insert(Image(bitmap: Bitmap(width: 1024, height: 1024)), for: key) }
        #expect(cache.count == 8)
        cache.byteLimit = 10 * 1_048_576
        #expect(cache.count == 2)
        #expect(cache[7] != nil && cache[6] != nil && cache[5] == nil)
    }

    @Test func anExportKeepsSixPagesAtTwiceItsSizeNotTheWindowsBudget() {
        var export = job(output: folder.path("cache"))
        #expect(export.cacheBytes == 32 * 1_048_576, "320 × 240 needs less than the floor")
        export = ExportJob(
            book: DocumentLoader.sampleBook(), turnStyle: TurnStyle(transition: .curl), format: .png,
            output: folder.path("cache"), size: PixelSize(width: 1200, height: 776), scale: 1, framesPerSecond: 30,
            frameLimit: nil, turns: nil)
        #expect(export.cacheBytes == 6 * 16 * 1200 * 776)
        #expect(export.cacheBytes < Book.imageCacheBytes)
    }
}
