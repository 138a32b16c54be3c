import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// Images whose headers claim more than a screen needs are decoded at the size they are
/// shown, within ``ImageLoader/pixelBudget``, or refused with one line naming the limit.
@Suite struct HostileImageTests {
    static let window = ImageSizeLimit(maxWidth: 2560, maxHeight: 1600)

    @Test func aSmallJPEGClaiming16384SquaredIsPlannedAtTheShownSizeBeforeAnyPixelIsAllocated() throws {
        let claim = HostileFiles.jpeg(ImageLoadingTests.redBlueJPEG, claimingWidth: 16384, height: 16384)
        #expect(claim.count < 1024)
        let plan = try JPEGDecoder.plan(claim, fitting: Self.window)
        #expect(plan.width == 16384 && plan.height == 16384)
        // libjpeg-turbo's 1/8 scale: 2048², 16 MB, instead of the 1 GB the header asks for.
        #expect(plan.decodedWidth == 2048 && plan.decodedHeight == 2048)
        #expect(throws: ImageLoadingError.self) { try ImageLoader.decode(claim, fitting: Self.window) }
    }

    @Test func aJPEGIsDecodedAtTheSmallestScaleThatCoversTheLimitThenReduced() throws {
        let bitmap = try ImageLoader.decode(
            ImageLoadingTests.redBlueJPEG, fitting: ImageSizeLimit(maxWidth: 4, maxHeight: 4))
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.color(x: 0, y: 1).red > 0.7 && bitmap.color(x: 3, y: 1).blue > 0.7)
    }

    @Test func aPNGLargerThanTheLimitIsReducedToFitKeepingItsDeclaredSize() throws {
        let path = ImageLoadingTests.temporaryPath("wide-\(UUID().uuidString).png")
        try Bitmap(width: 600, height: 200, fill: .red).writePNG(toFile: path)
        let image = try ImageLoader.load(contentsOfFile: path, fitting: ImageSizeLimit(maxWidth: 300, maxHeight: 300))
        #expect(image.bitmap.width == 300 && image.bitmap.height == 100)
        #expect(image.size == Size(width: 600, height: 200))
        #expect(image.bitmap.color(x: 150, y: 50).red > 0.99)
    }

    @Test func aFileIsCheckedBySignatureWithoutDecoding() throws {
        let path = ImageLoadingTests.temporaryPath("huge-\(UUID().uuidString).png")
        try HostileFiles.pngHeader(width: 20000, height: 20000).write(to: URL(fileURLWithPath: path))
        try ImageLoader.checkSignature(ofFile: path)
        let text = ImageLoadingTests.temporaryPath("text-\(UUID().uuidString).png")
        try Data("hello, world".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: ImageLoadingError.self) { try ImageLoader.checkSignature(ofFile: text) }
    }
}
