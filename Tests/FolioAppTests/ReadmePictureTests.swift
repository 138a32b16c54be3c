import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// The README's picture, `docs/page-curl.gif`: Folio rendering its own page curl. A finger
/// lifts the bottom corner of the sample book's right-hand page and turns it over the spine,
/// then turns it back from the left, so the animation loops without a jump.
///
/// `make readme-images` regenerates the GIF (it sets `FOLIO_README_GIF` to the output path and
/// runs this suite); otherwise the same frames are rendered and checked in memory.
@MainActor
@Suite struct ReadmePictureTests {
    static let size = PixelSize(width: 480, height: 300)
    /// Points per pixel: the window is laid out at twice the GIF's size, where a spread is
    /// legible and stays two pages, and drawn at half scale.
    static let scale = 0.5
    static let framesPerSecond = 25

    /// Forward from the right page's bottom corner, a pause, back from the left page's, on
    /// the paper at `paper`.
    static func script(paper: Rect) -> FlipThroughScript {
        func frames(_ seconds: Double) -> Int { Int((seconds * Double(framesPerSecond)).rounded()) }
        func at(_ x: Double, _ y: Double) -> Point {
            Point(x: paper.minX + paper.width * x, y: paper.minY + paper.height * y)
        }
        return FlipThroughScript(steps: [
            .hold(frames: frames(0.4)),
            .drag(from: at(0.97, 0.94), to: at(0.06, 0.72), frames: frames(1.3)),
            .hold(frames: frames(1.1)),
            .drag(from: at(0.03, 0.94), to: at(0.94, 0.72), frames: frames(1.3)),
            .hold(frames: frames(0.7)),
        ])
    }

    @Test func aSpreadTurnedForwardAndBackLoopsSeamlessly() throws {
        let book = DocumentLoader.sampleBook()
        // Pages 1 and 2 facing, rather than the cover alone: the picture shows a whole spread.
        let reader = try ReaderFactory.makeReader(
            for: book, turnStyle: TurnStyle(transition: .curl, spine: .mid, spreadPairing: .fromFirstPage))
        let points = Size(width: Double(Self.size.width) / Self.scale, height: Double(Self.size.height) / Self.scale)
        let host = HeadlessWindow(size: points, framesPerSecond: Double(Self.framesPerSecond))
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)

        let path = ProcessInfo.processInfo.environment["FOLIO_README_GIF"]
        let sink = KeyFrameSink()
        if let path {
            let ffmpeg = try #require(FFmpegEncoder.locate(), "the README picture needs the ffmpeg program")
            sink.encoder = try FFmpegEncoder(
                program: ffmpeg, output: path, format: .gif, width: Self.size.width, height: Self.size.height,
                framesPerSecond: Self.framesPerSecond)
        }
        #expect(reader.pageViewController.viewControllers?.count == 2, "a spread")
        let script = Self.script(paper: reader.pageViewController.view.frame)
        let recorder = FlipThroughRecorder(
            host: host, compositor: Compositor(), pixelWidth: Self.size.width, pixelHeight: Self.size.height,
            scale: Self.scale,
            background: Color(white: 0.85))
        let count = try recorder.record(script, limit: script.frameCount, to: sink) { _ in }
        let summary = try sink.finish()
        if path != nil { print(summary) }

        #expect(count == script.frameCount)
        let first = try #require(sink.first)
        let turned = try #require(sink.frames[Self.framesPerSecond * 2])
        #expect(sink.last?.pixels == first.pixels, "the book is back where it started: the loop has no jump")
        #expect(turned.pixels != first.pixels, "the spread turned in between")
        #expect(sink.curledFrames > Self.framesPerSecond * 2, "\(sink.curledFrames) frames show a page curling")
    }
}

/// Keeps the first and last frames and one frame a second, counts the frames in which
/// something moved, and passes every frame on to an encoder when there is one.
@MainActor
final class KeyFrameSink: FrameSink {
    var encoder: FFmpegEncoder?
    private(set) var first: Bitmap?
    private(set) var last: Bitmap?
    private(set) var frames: [Int: Bitmap] = [:]
    /// Frames that differ from the one before (the page is moving).
    private(set) var curledFrames = 0
    private var count = 0

    func write(_ frame: Bitmap) throws(ExportError) {
        try encoder?.write(frame)
        if first == nil { first = frame }
        if let last, last.pixels != frame.pixels { curledFrames += 1 }
        if count % ReadmePictureTests.framesPerSecond == 0 { frames[count] = frame }
        last = frame
        count += 1
    }

    func finish() throws(ExportError) -> String {
        try encoder?.finish() ?? "kept \(count) frames"
    }

    func abandon() {
        encoder?.abandon()
    }
}
