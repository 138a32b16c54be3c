import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// A GIF's flat areas stay flat: the desk around the paper is one colour in the file, not
/// the crosshatch an ordered dither laid over it.
@MainActor
@Suite struct GIFDitherTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The first frame of the GIF at `path`, decoded by ffmpeg to PNG.
    private func firstFrame(of path: String) throws -> Bitmap {
        let ffmpeg = try #require(FFmpegEncoder.locate())
        let png = folder.path("first.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-i", path, "-frames:v", "1", png]
        try process.run()
        process.waitUntilExit()
        return try Bitmap(contentsOfPNGFile: png)
    }

    @Test(.enabled(if: FFmpegEncoder.locate() != nil))
    func theDeskIsOneColourInAGIF() throws {
        let output = folder.path("flip.gif")
        var job = ExportJob(
            book: DocumentLoader.sampleBook(), turnStyle: TurnStyle(transition: .curl), format: .gif,
            output: output, size: PixelSize(width: 320, height: 240), scale: 1, framesPerSecond: 10, frameLimit: 4,
            turns: 1)
        job.showsProgress = false
        _ = try job.run()
        let frame = try firstFrame(of: output)
        // The desk left of the paper, clear of its shadow.
        var colours = Set<UInt32>()
        for y in 20..<220 {
            for x in 2..<40 { colours.insert(frame[x, y]) }
        }
        #expect(colours.count == 1, "the desk has \(colours.count) colours")
    }
}
