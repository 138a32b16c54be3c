import FolioCore
import Foundation
import Testing

@testable import FolioRender

/// A camera's EXIF orientation turns the photo upright, as every photo viewer does.
@Suite struct JPEGOrientationTests {
    /// An APP1 Exif segment whose IFD0 holds one Orientation entry.
    static func exifSegment(orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        let tiff: [UInt8] =
            (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8) + u16(1)
            + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
        let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = body.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// The 16 × 8 red | blue JPEG with an Exif segment right after its start marker.
    static func redBlue(orientation: Int, bigEndian: Bool = false) -> Data {
        let jpeg = [UInt8](ImageLoadingTests.redBlueJPEG)
        return Data(jpeg.prefix(2) + exifSegment(orientation: orientation, bigEndian: bigEndian) + jpeg.dropFirst(2))
    }

    @Test(arguments: [false, true])
    func theTagIsReadInEitherByteOrder(bigEndian: Bool) {
        for value in 1...8 {
            #expect(JPEGOrientation.of(Self.redBlue(orientation: value, bigEndian: bigEndian)).value == value)
        }
        #expect(JPEGOrientation.of(ImageLoadingTests.redBlueJPEG) == .upright)
    }

    @Test func malformedSegmentsAreUpright() {
        var tiff = [UInt8](Self.exifSegment(orientation: 6, bigEndian: false).dropFirst(10))
        #expect(JPEGOrientation.orientation(inTIFF: tiff).value == 6)
        tiff[4] = 0xFF  // IFD0 far past the end.
        #expect(JPEGOrientation.orientation(inTIFF: tiff) == .upright)
        #expect(JPEGOrientation.orientation(inTIFF: Array(tiff.prefix(5))) == .upright)
        #expect(JPEGOrientation.of(Self.redBlue(orientation: 9)) == .upright)
        #expect(JPEGOrientation.of(Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x01])) == .upright)
    }

    /// Each orientation puts the stored top-left pixel where EXIF says it belongs.
    @Test func everyOrientationTurnsAndMirrorsAsEXIFSays() {
        // 3 × 2, pixels numbered 0…5 row by row.
        let stored = Bitmap(width: 3, height: 2, pixels: (0..<6).map(UInt32.init)) ?? Bitmap(width: 0, height: 0)
        let expected: [Int: (width: Int, pixels: [UInt32])] = [
            1: (3, [0, 1, 2, 3, 4, 5]), 2: (3, [2, 1, 0, 5, 4, 3]), 3: (3, [5, 4, 3, 2, 1, 0]),
            4: (3, [3, 4, 5, 0, 1, 2]), 5: (2, [0, 3, 1, 4, 2, 5]), 6: (2, [3, 0, 4, 1, 5, 2]),
            7: (2, [5, 2, 4, 1, 3, 0]), 8: (2, [2, 5, 1, 4, 0, 3]),
        ]
        for (value, shown) in expected {
            let turned = JPEGOrientation(value: value).applied(to: stored)
            #expect(turned.width == shown.width && turned.pixels == shown.pixels, "orientation \(value)")
        }
    }

    /// A photo taken upright (stored on its side, tagged 6) decodes upright: the stored left
    /// half (red) is on top, and its declared size is the size shown.
    @Test func aPhotoTaggedSixDecodesUpright() throws {
        let data = Self.redBlue(orientation: 6)
        let bitmap = try ImageLoader.decode(data)
        #expect(bitmap.width == 8 && bitmap.height == 16)
        let top = bitmap[4, 2]
        let bottom = bitmap[4, 13]
        #expect((top >> 16) & 0xFF > 0xC0 && top & 0xFF < 0x40, "top is red: \(String(top, radix: 16))")
        #expect(bottom & 0xFF > 0xC0 && (bottom >> 16) & 0xFF < 0x40, "bottom is blue")
        let declared = try ImageLoader.declaredSize(data)
        #expect(declared.width == 8 && declared.height == 16)
        // Fitting the shown size: 4 wide, 8 high.
        let small = try ImageLoader.decode(data, fitting: ImageSizeLimit(maxWidth: 4, maxHeight: 8))
        #expect(small.width == 4 && small.height == 8)
    }
}
