import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// An export writes only files it creates, never deletes the user's, cleans up after itself
/// when it fails, and hands ffmpeg a file, never a protocol or an option.
@MainActor
@Suite struct ExportSafetyTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func job(format: ExportFormat = .png, output: String, frameLimit: Int = 2) -> ExportJob {
        var job = ExportJob(
            book: DocumentLoader.sampleBook(), turnStyle: TurnStyle(transition: .curl), format: format,
            output: output, size: PixelSize(width: 160, height: 120), scale: 1, framesPerSecond: 10,
            frameLimit: frameLimit, turns: 1)
        job.showsProgress = false
        job.notice = { _ in }
        return job
    }

    /// A fake `ffmpeg` that records its arguments, writes `bytes` to its output and exits
    /// with `status`.
    func fakeFFmpeg(status: Int, bytes: String = "GIF89a") throws -> String {
        let bin = try folder.makeFolder("bin")
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > "\(folder.path("arguments"))"
            cat > /dev/null
            for last; do :; done
            printf '\(bytes)' > "${last#file:}"
            [ \(status) -eq 0 ] || echo "Error closing file $last: No space left on device" >&2
            exit \(status)
            """
        let path = try folder.write("bin/ffmpeg", Data(script.utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return bin
    }

    var temporaryLogs: [String] {
        let name = "folio-ffmpeg-\(ProcessInfo.processInfo.processIdentifier).log"
        return ((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []).filter {
            $0 == name
        }
    }

    @Test func exportingIntoAFolderWithTheUsersFramePNGRefusesAndKeepsIt() throws {
        let output = try folder.makeFolder("holiday")
        let photo = try folder.write("holiday/frame-vacation.png", Data("my photo".utf8))
        #expect(throws: ExportError.outputFolderNotEmpty(path: output)) { try job(output: output).run() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == Data("my photo".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["frame-vacation.png"])
        #expect(!ExportError.outputFolderNotEmpty(path: output).description.contains("\n"))
    }

    @Test func anEmptyFolderIsFine() throws {
        let output = try folder.makeFolder("empty")
        _ = try job(output: output).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).count == 2)
    }

    @Test func anAbandonedPNGExportRemovesItsFramesAndTheFolderItMade() throws {
        let output = folder.path("new/frames")
        let sink = try PNGFrameSink(folder: output)
        try sink.write(Bitmap(width: 4, height: 4, fill: .red))
        try sink.write(Bitmap(width: 4, height: 4, fill: .red))
        sink.abandon()
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func protocolLikeOutputNamesAreRefused() {
        for name in ["pipe:1.gif", "http://example.com/x.gif", "tcp:host.mp4"] {
            #expect(throws: ExportError.unsafeOutputName(path: name)) {
                try job(format: .gif, output: name).run()
            }
        }
    }

    @Test func outputNamesReachFFmpegAsAbsoluteFileURLs() throws {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(try FFmpegEncoder.validatedPath("-x.gif") == (cwd as NSString).appendingPathComponent("-x.gif"))
        #expect(
            try FFmpegEncoder.validatedPath("./pipe:1.gif") == (cwd as NSString).appendingPathComponent("pipe:1.gif"))
        var export = job(format: .gif, output: folder.path("-x.gif"))
        export.encoderSearchPath = try fakeFFmpeg(status: 0)
        _ = try export.run()
        let arguments = try String(contentsOfFile: folder.path("arguments"), encoding: .utf8).split(separator: "\n")
        #expect(arguments.last?.hasPrefix("file:/") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("-x.gif"))) == Data("GIF89a".utf8))
    }

    @Test func aFailedFFmpegExportLeavesNoOutputNoPartialFileAndNoLog() throws {
        let output = folder.path("out/flip.gif")
        var export = job(format: .gif, output: output)
        export.encoderSearchPath = try fakeFFmpeg(status: 1, bytes: "GIF8")
        // ffmpeg's message names the file the user asked for, not the hidden partial one.
        #expect(
            throws: ExportError.encoderFailed(
                program: "ffmpeg", detail: "Error closing file \(output): No space left on device")
        ) {
            try export.run()
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/flip.gif")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).isEmpty)
        #expect(temporaryLogs.isEmpty)
    }

    @Test func aFailedFFmpegExportKeepsTheFileItWouldHaveReplaced() throws {
        let existing = try folder.write("flip.gif", Data("older export".utf8))
        var export = job(format: .gif, output: existing)
        export.encoderSearchPath = try fakeFFmpeg(status: 1, bytes: "GIF8")
        #expect(throws: ExportError.self) { try export.run() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("older export".utf8))
    }

    /// Everything in `folder` but the fake ffmpeg and its record.
    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.root)) ?? []).filter {
            !["bin", "arguments"].contains($0)
        }.sorted()
    }

    @Test func aLinkPlantedAtTheOldPartialNameIsNotWrittenThrough() throws {
        let victim = try folder.write("victim.txt", Data("keep me".utf8))
        let pid = ProcessInfo.processInfo.processIdentifier
        let planted = folder.path(".folio-partial-\(pid)-flip.gif")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        var export = job(format: .gif, output: folder.path("flip.gif"))
        export.encoderSearchPath = try fakeFFmpeg(status: 0)
        _ = try export.run()
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("keep me".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted) == victim)
        #expect(leftovers == [".folio-partial-\(pid)-flip.gif", "flip.gif", "victim.txt"])
        // ffmpeg wrote inside a private folder made for this export, now gone.
        let target = try String(contentsOfFile: folder.path("arguments"), encoding: .utf8)
        #expect(target.contains("/.folio-export-"))
    }

    @Test func aLinkAtTheOutputIsReplacedAsALinkNeverFollowed() throws {
        let victim = try folder.write("victim.txt", Data("keep me".utf8))
        let output = folder.path("flip.gif")
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: victim)
        var export = job(format: .gif, output: output)
        export.encoderSearchPath = try fakeFFmpeg(status: 0)
        _ = try export.run()
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("keep me".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: output)) == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("GIF89a".utf8))
    }

    @Test func theInputIsNeverTheOutputByAnyName() throws {
        let input = try folder.write("notes.md", Data("# Notes\n\nText.\n".utf8))
        let other = folder.path("same-file.gif")
        #expect(link(input, other) == 0)
        for output in [input, other] {
            var export = job(format: .gif, output: output)
            export.inputIdentity = FileIdentity(path: input)
            export.encoderSearchPath = try fakeFFmpeg(status: 0)
            #expect(throws: ExportError.outputIsTheInput(path: output)) { try export.run() }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == Data("# Notes\n\nText.\n".utf8))
    }

    @Test func devicesAndFIFOsAreNeverReplaced() throws {
        let fifo = folder.path("out.gif")
        #expect(mkfifo(fifo, 0o644) == 0)
        for (output, kind) in [("/dev/null", "a device"), (fifo, "a FIFO (named pipe)")] {
            var export = job(format: .gif, output: output)
            export.encoderSearchPath = try fakeFFmpeg(status: 0)
            #expect(throws: ExportError.outputNotAFile(path: output, kind: kind)) { try export.run() }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test(.enabled(if: getuid() != 0, "root may write in any folder"))
    func aReadOnlyFolderIsNamedBeforeFFmpegStarts() throws {
        let readOnly = try folder.makeFolder("read-only")
        #expect(chmod(readOnly, 0o555) == 0)
        defer { chmod(readOnly, 0o755) }
        var export = job(format: .gif, output: readOnly + "/flip.gif")
        export.encoderSearchPath = try fakeFFmpeg(status: 0)
        #expect(
            throws: ExportError.folderNotWritable(path: readOnly, reason: "permission denied (check its permissions)")
        ) {
            try export.run()
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("arguments")), "ffmpeg never started")
    }

    @Test func anInterruptionRemovesEveryPNGFrame() throws {
        let cleanup = ExportCleanup()
        let output = folder.path("frames")
        let sink = try PNGFrameSink(folder: output, cleanup: cleanup)
        for _ in 0..<5 { try sink.write(Bitmap(width: 8, height: 8, fill: .red)) }
        let removed = cleanup.stopAndRemoveEverything(signal: SIGINT)
        #expect(removed.count == 1 && removed[0].contains("/.folio-export-"))
        #expect(cleanup.interruption == SIGINT)
        #expect(throws: ExportError.self) { _ = try sink.finish() }
        #expect(leftovers.isEmpty)
    }

    @Test func anInterruptionStopsFFmpegAndRemovesItsPartialFileLogAndPalette() throws {
        let cleanup = ExportCleanup()
        let bin = try fakeFFmpeg(status: 0)
        let output = folder.path("flip.gif")
        let workspace = try ExportWorkspace(beside: output, cleanup: cleanup)
        try workspace.write(Data("palette".utf8), to: "palette.png")
        let encoder = try FFmpegEncoder(
            program: bin + "/ffmpeg", output: output, format: .gif, width: 8, height: 8, framesPerSecond: 10,
            role: .animation(palette: workspace.file("palette.png")), workspace: workspace, cleanup: cleanup,
            removesWorkspace: true)
        try encoder.write(Bitmap(width: 8, height: 8, fill: .red))
        cleanup.stopAndRemoveEverything(signal: SIGTERM)
        encoder.abandon()
        #expect(leftovers.isEmpty)
        #expect(temporaryLogs.isEmpty)
    }

    @Test func aFolderRegisteredAfterAnInterruptionIsRemovedAtOnce() throws {
        let cleanup = ExportCleanup()
        cleanup.stopAndRemoveEverything(signal: SIGINT)
        _ = try ExportWorkspace(beside: folder.path("late.gif"), cleanup: cleanup)
        #expect(leftovers.isEmpty)
    }
}
