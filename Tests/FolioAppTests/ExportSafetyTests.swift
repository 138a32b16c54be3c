import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

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
            book: DocumentLoader.sampleBook(), presentation: Presentation(transition: .curl), format: format,
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
}
