import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// PNGs are read row by row and reduced as they are read: every colour type comes out as the
/// whole-image decoder gives it, and a poster larger than the pixel budget is shown at the
/// size asked for instead of refused.
@Suite struct PNGRowDecodingTests {
    static func file(_ name: String) -> String {
        ImageLoadingTests.temporaryPath("\(name)-\(UUID().uuidString).png")
    }

    /// Straight-alpha RGBA samples that cover opaque, clear and translucent pixels.
    static func rgbaRow(_ y: Int, width: Int) -> [UInt8] {
        (0..<width).flatMap { x -> [UInt8] in
            [
                UInt8((x * 37 + y * 11) & 0xFF), UInt8((x * 5 + y * 91) & 0xFF), UInt8((x ^ y) & 0xFF),
                UInt8([255, 0, 128, 17, 254][(x + y) % 5]),
            ]
        }
    }

    @Test func translucentRGBAMatchesTheWholeImageDecoderAtFullAndReducedSizes() throws {
        let path = Self.file("rgba")
        try PNGFixture.write(to: path, width: 97, height: 61, colorType: .rgba) { Self.rgbaRow($0, width: 97) }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let whole = try PNGCodec.decodeWhole(data)
        #expect(try ImageLoader.decode(data).pixels == whole.pixels)
        for (width, height) in [(40, 40), (97, 1), (1, 61), (13, 7)] {
            let limit = ImageSizeLimit(maxWidth: width, maxHeight: height)
            let fitted = limit.fittedSize(width: 97, height: 61)
            let reduced = try ImageLoader.decode(data, fitting: limit)
            let expected = BitmapReduction.reduce(whole, toWidth: fitted.width, height: fitted.height)
            #expect(reduced.width == expected.width && reduced.height == expected.height)
            #expect(reduced.pixels == expected.pixels, "reduced to \(width)×\(height)")
        }
    }

    @Test func greyPaletteSixteenBitAndTransparencyAllDecodeAsCairoDoes() throws {
        let cases: [(String, PNGFixture.ColorType, Int, [UInt8], [UInt8], (Int) -> [UInt8])] = [
            ("gray", .gray, 8, [], [], { y in (0..<16).map { UInt8(($0 * 16 + y) & 0xFF) } }),
            ("gray1", .gray, 1, [], [], { y in [0b1010_1010 ^ UInt8(y & 1), 0b1111_0000] }),
            ("grayAlpha", .grayAlpha, 8, [], [], { y in (0..<16).flatMap { [UInt8($0 * 16), UInt8(y * 16)] } }),
            ("rgb16", .rgb, 16, [], [], { y in (0..<16).flatMap { _ in [0x12, 0x34, UInt8(y * 16), 0, 0xFF, 0xFF] } }),
            (
                "palette", .palette, 8, [255, 0, 0, 0, 255, 0, 0, 0, 255], [255, 80, 0],
                { y in (0..<16).map { UInt8(($0 + y) % 3) } }
            ),
        ]
        for (name, colorType, depth, palette, transparency, row) in cases {
            let path = Self.file(name)
            try PNGFixture.write(
                to: path, width: 16, height: 16, colorType: colorType, bitDepth: depth, palette: palette,
                transparency: transparency, row: row)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let rows = try ImageLoader.decode(data)
            #expect(rows.pixels == (try PNGCodec.decodeWhole(data)).pixels, "\(name)")
        }
    }

    @Test func aPosterOverThePixelBudgetIsDecodedAtTheShownSize() throws {
        // 8000 × 4400: 35 megapixels, more than the 32 a whole-image decode may hold.
        let path = Self.file("poster")
        let (width, height) = (8000, 4400)
        #expect(width * height > ImageLoader.pixelBudget)
        // Left half red, right half blue, a 400-pixel green band across the top.
        let halves = [UInt8]((0..<width).flatMap { x -> [UInt8] in x < width / 2 ? [255, 0, 0] : [0, 0, 255] })
        let green = [UInt8]((0..<width).flatMap { _ in [0, 255, 0] as [UInt8] })
        try PNGFixture.write(to: path, width: width, height: height, colorType: .rgb) { $0 < 400 ? green : halves }
        let image = try ImageLoader.load(contentsOfFile: path, fitting: ImageSizeLimit(maxWidth: 1280, maxHeight: 800))
        #expect(image.bitmap.width == 1280 && image.bitmap.height == 704)
        #expect(image.size == Size(width: 8000, height: 4400))
        #expect(image.bitmap[10, 10] == 0xFF00_FF00)
        #expect(image.bitmap[100, 600] == 0xFFFF_0000)
        #expect(image.bitmap[1200, 600] == 0xFF00_00FF)
    }

    @Test func anImageAskedForAtFullSizeOverTheBudgetComesOutAtTheBudgetAspectKept() {
        let fitted = PNGCodec.withinBudget((width: 8000, height: 4400))
        #expect(fitted.width * fitted.height <= ImageLoader.pixelBudget)
        #expect(fitted.width * fitted.height > ImageLoader.pixelBudget * 99 / 100)
        #expect(abs(Double(fitted.width) / Double(fitted.height) - 8000.0 / 4400.0) < 0.001)
        #expect(PNGCodec.withinBudget((width: 4000, height: 3000)) == (4000, 3000))
    }

    @Test func aFileThatEndsMidImageIsCorruptNotHalfDrawn() throws {
        let path = Self.file("cut")
        try PNGFixture.write(to: path, width: 300, height: 300, colorType: .rgba) { Self.rgbaRow($0, width: 300) }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        for cut in [40, data.count / 2, data.count - 20] {
            do {
                _ = try ImageLoader.decode(data.prefix(cut))
                Issue.record("a PNG cut at \(cut) of \(data.count) bytes decoded")
            } catch {
                guard case .corruptData(let format, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(format == "PNG")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aHeaderClaimingAHugeSizeCostsNoPixelsBeforeTheDataFails() {
        // 20000 × 20000 and nothing after the header: libpng fails on the first row, and the
        // result buffer, allocated after the first box of rows, never is.
        let claim = HostileFiles.pngHeader(width: 20000, height: 20000, body: Data(count: 64))
        #expect(throws: ImageLoadingError.self) { try ImageLoader.decode(claim) }
    }

    @Test func sizesBeyondWhatIsReadRowByRowAreRefusedFromTheHeader() {
        let claim = HostileFiles.pngHeader(width: 100_000, height: 100_000, body: Data(count: 64))
        let expected = ImageLoadingError.tooLarge(
            format: "PNG", width: 100_000, height: 100_000, limit: PNGCodec.maximumStreamedPixels)
        #expect(throws: expected) { try ImageLoader.decode(claim) }
        #expect(expected.description.contains("512 megapixels"))
        #expect(!expected.description.contains("\n"))
    }

    @Test func anInterlacedPosterOverTheBudgetIsRefusedBeforeDecoding() {
        var claim = HostileFiles.pngHeader(width: 8000, height: 8000, body: Data(count: 64))
        claim[28] = 1
        let expected = ImageLoadingError.tooLarge(
            format: "PNG (interlaced)", width: 8000, height: 8000, limit: ImageLoader.pixelBudget)
        #expect(throws: expected) { try ImageLoader.decode(claim) }
    }
}
