import FolioCore
import Foundation
import Testing

@testable import FolioRender

@Suite struct ImageLoadingTests {
    /// A 16 × 8 JPEG (quality 95, no chroma subsampling): left half #E01010, right half #1030E0.
    /// Decoded for each use rather than kept in a static: `Data` keeps its storage behind a
    /// tagged pointer that LeakSanitizer cannot follow, so a static copy reads as a leak.
    static var redBlueJPEG: Data {
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABwj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAACggJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AjdObaAXkADzv/9k="
        ) ?? Data()
    }

    /// The same picture saved by ImageMagick as ink (`convert … -colorspace CMYK -quality 95
    /// -sampling-factor 1x1`), as print workflows save photos: an Adobe-marked CMYK JPEG.
    static var redBlueCMYKJPEG: Data {
        Data(
            base64Encoded:
                "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoKCgYICwwLCgwJCgoK/9sAQwECAgICAgIFAwMFCgcGBwoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK/8AAFAgACAAQBAERAAIRAQMRAQQRAP/EABcAAAMBAAAAAAAAAAAAAAAAAAAHCAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAACggJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAA4EAQACEQMRBAAAPwCmFQMI2wBsDbk0B//Z"
        ) ?? Data()
    }

    static func temporaryPath(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folio-render-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test func decodesJPEGIntoOpaquePixels() throws {
        let bitmap = try ImageLoader.decode(Self.redBlueJPEG)
        #expect(bitmap.width == 16 && bitmap.height == 8)
        let left = bitmap.color(x: 3, y: 4)
        let right = bitmap.color(x: 12, y: 4)
        #expect(left.alpha == 1 && right.alpha == 1)
        #expect(abs(left.red - 0xE0 / 255.0) < 0.04 && left.blue < 0.12)
        #expect(abs(right.blue - 0xE0 / 255.0) < 0.04 && right.red < 0.12)
    }

    @Test func pngRoundTripKeepsPremultipliedPixelsExactly() throws {
        var bitmap = Bitmap(width: 5, height: 3)
        let colours: [Color] = [
            .red, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), .clear, Color(white: 1, alpha: 0.1),
            Color(red: 1, green: 0.5, blue: 0, alpha: 0.75),
        ]
        for y in 0..<3 {
            for x in 0..<5 { bitmap[x, y] = colours[(x + y) % colours.count].premultipliedARGB }
        }
        let decoded = try Bitmap(pngData: bitmap.pngData())
        #expect(decoded == bitmap)
    }

    @Test func pngFilesRoundTripAndLoadWithScaleSuffix() throws {
        let bitmap = Bitmap(width: 4, height: 2, fill: .orange)
        let path = Self.temporaryPath("badge@2x.png")
        try bitmap.writePNG(toFile: path)
        let image = try ImageLoader.load(contentsOfFile: path)
        #expect(image.scale == 2)
        #expect(image.size == Size(width: 2, height: 1))
        #expect(image.bitmap == bitmap)
        #expect(try Bitmap(contentsOfPNGFile: path) == bitmap)
    }

    @Test func missingFileIsReportedWithItsPath() {
        #expect(throws: ImageLoadingError.fileNotFound(path: "/nonexistent/cover.png")) {
            try ImageLoader.load(contentsOfFile: "/nonexistent/cover.png")
        }
        let message = ImageLoadingError.fileNotFound(path: "/x.png").description
        #expect(message.contains("/x.png") && message.contains("check the path"))
    }

    @Test func truncatedPNGIsCorruptData() throws {
        let data = try Bitmap(width: 32, height: 32, fill: .blue).pngData()
        let error = #expect(throws: ImageLoadingError.self) { try ImageLoader.decode(data.prefix(data.count / 2)) }
        guard case .corruptData(let format, _)? = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
        #expect(format == "PNG")
    }

    @Test func truncatedJPEGIsCorruptData() {
        let error = #expect(throws: ImageLoadingError.self) {
            try ImageLoader.decode(Self.redBlueJPEG.prefix(Self.redBlueJPEG.count - 40))
        }
        guard case .corruptData(let format, let detail)? = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
        #expect(format == "JPEG" && !detail.isEmpty)
        #expect(error?.description.contains("re-export") == true)
    }

    /// A CMYK JPEG is a picture, not damaged data: its inks become the colours a viewer
    /// without colour management shows (ImageMagick's sRGB conversion, within rounding).
    @Test func cmykJPEGShowsItsColours() throws {
        let bitmap = try ImageLoader.decode(Self.redBlueCMYKJPEG)
        #expect(bitmap.width == 16 && bitmap.height == 8)
        func channels(_ pixel: UInt32) -> [Int] { [16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) } }
        for (x, expected) in [(2, [224, 16, 16]), (13, [16, 49, 224])] {
            let pixel = bitmap[x, 4]
            #expect(pixel >> 24 == 0xFF)
            #expect(zip(channels(pixel), expected).allSatisfy { abs($0 - $1) <= 6 }, "\(String(pixel, radix: 16))")
        }
    }

    @Test func inksBecomeLightWhetherOrNotStoredInverted() {
        // Cyan ink only: no red light. Stored inverted (Adobe), 255 means no ink.
        var adobe: [UInt32] = [UInt32(0) | 255 << 8 | 255 << 16 | 255 << 24]
        JPEGDecoder.convertInkToLight(&adobe, inverted: true)
        #expect(adobe[0] == 0xFF00_FFFF)
        var plain: [UInt32] = [UInt32(255)]
        JPEGDecoder.convertInkToLight(&plain, inverted: false)
        #expect(plain[0] == 0xFF00_FFFF)
        #expect(JPEGDecoder.hasAdobeMarker(Self.redBlueCMYKJPEG))
        #expect(!JPEGDecoder.hasAdobeMarker(Self.redBlueJPEG))
        #expect(!JPEGDecoder.hasAdobeMarker(Data([0xFF, 0xD8, 0xFF, 0xEE, 0x00])))
    }

    @Test func otherFormatsAreNamedInTheError() {
        let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0])
        #expect(throws: ImageLoadingError.unsupportedFormat(detected: "GIF")) { try ImageLoader.decode(gif) }
        #expect(throws: ImageLoadingError.unsupportedFormat(detected: nil)) {
            try ImageLoader.decode(Data("hello".utf8))
        }
        #expect(ImageLoadingError.unsupportedFormat(detected: "GIF").description.contains("convert the image"))
    }

    @Test func directoriesAreUnreadable() {
        let error = #expect(throws: ImageLoadingError.self) {
            try ImageLoader.load(contentsOfFile: FileManager.default.temporaryDirectory.path)
        }
        guard case .unreadable? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
    }

    @Test func emptyBitmapCannotBeWrittenAsPNG() {
        #expect(throws: ImageWritingError.emptyBitmap) { try Bitmap(width: 0, height: 3).pngData() }
    }
}
