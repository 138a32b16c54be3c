import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// Progressive JPEGs are decoded whole, scan by scan: their full size and their scans are
/// checked against the budgets before anything is decoded.
@Suite struct ProgressiveJPEGTests {
    /// A 16 × 8 progressive JPEG in libjpeg's own ten scans.
    static var progressive: Data {
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wgARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAVAQEBAAAAAAAAAAAAAAAAAAAFBv/aAAwDAQACEAMQAAABirMhj//EABYQAAMAAAAAAAAAAAAAAAAAAAAEBv/aAAgBAQABBQJWVFJU/8QAGREAAQUAAAAAAAAAAAAAAAAAAAQFBiEi/9oACAEDAQE/AY28LK0f/8QAFxEBAAMAAAAAAAAAAAAAAAAABAAFUv/aAAgBAgEBPwFlmnU//8QAFRABAQAAAAAAAAAAAAAAAAAAADL/2gAIAQEABj8ChD//xAAWEAADAAAAAAAAAAAAAAAAAAAAMcH/2gAIAQEAAT8hXAmD/9oADAMBAAIAAwAAABDz/8QAFhEAAwAAAAAAAAAAAAAAAAAAANHw/9oACAEDAQE/ELbP/8QAFREBAQAAAAAAAAAAAAAAAAAAACH/2gAIAQIBAT8QvP/EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8QOM//2Q=="
        ) ?? Data()
    }

    /// `jpeg` with its last scan repeated `extra` more times before the end marker: as many
    /// start-of-scan markers as a hostile file may have (never decoded here).
    static func repeatingLastScan(_ jpeg: Data, extra: Int) -> Data {
        let bytes = [UInt8](jpeg)
        var lastScan = 0
        for index in 0..<(bytes.count - 1) where bytes[index] == 0xFF && bytes[index + 1] == 0xDA { lastScan = index }
        let scan = bytes[lastScan..<(bytes.count - 2)]
        var result = Array(bytes[..<(bytes.count - 2)])
        for _ in 0..<extra { result += scan }
        return Data(result + [0xFF, 0xD9])
    }

    @Test func scansAreCountedFromTheMarkers() {
        let scans = JPEGScans.of(Self.progressive)
        #expect(scans == JPEGScans(isProgressive: true, count: 10))
        #expect(scans.decodesWhole)
        #expect(JPEGScans.of(Self.repeatingLastScan(Self.progressive, extra: 5)).count == 15)
        // Stray bytes between segments do not hide what follows them.
        let padded = Data(Self.progressive.prefix(2) + [0x00, 0x12, 0x00] + Self.progressive.dropFirst(2))
        #expect(JPEGScans.of(padded) == JPEGScans(isProgressive: true, count: 10))
    }

    @Test func aBaselineJPEGIsOneScanDecodedRowByRow() {
        let scans = JPEGScans.of(ImageLoadingTests.redBlueJPEG)
        #expect(scans == JPEGScans(isProgressive: false, count: 1))
        #expect(!scans.decodesWhole)
    }

    @Test func aProgressiveJPEGWithinTheBudgetsDecodes() throws {
        let bitmap = try ImageLoader.decode(Self.progressive)
        #expect(bitmap.width == 16 && bitmap.height == 8)
    }

    @Test func aProgressiveJPEGIsRefusedWhenItsFullSizePassesThePixelBudget() {
        // 8192² is 64 megapixels: a baseline JPEG would be decoded at 1/2 scale, but a
        // progressive one is held whole before it is scaled.
        let claim = HostileFiles.jpeg(Self.progressive, claimingWidth: 8192, height: 8192)
        #expect(
            throws: ImageLoadingError.progressiveTooLarge(width: 8192, height: 8192, limit: ImageLoader.pixelBudget)
        ) {
            try JPEGDecoder.plan(claim, fitting: ImageSizeLimit(maxWidth: 1280, maxHeight: 800))
        }
    }

    @Test func scansPastTheLimitForTheSizeAreRefusedBeforeDecoding() {
        // 4096² may have 100 × 32 / 16 = 200 scans.
        #expect(JPEGScans.limit(forPixels: 4096 * 4096) == 200)
        #expect(JPEGScans.limit(forPixels: 16 * 8) == JPEGScans.maximumCount)
        let claim = HostileFiles.jpeg(
            Self.repeatingLastScan(Self.progressive, extra: 240), claimingWidth: 4096, height: 4096)
        #expect(throws: ImageLoadingError.tooManyScans(count: 250, limit: 200)) {
            try JPEGDecoder.plan(claim, fitting: .none)
        }
        let small = Self.repeatingLastScan(Self.progressive, extra: JPEGScans.maximumCount)
        #expect(throws: ImageLoadingError.tooManyScans(count: 510, limit: JPEGScans.maximumCount)) {
            try ImageLoader.decode(small)
        }
    }

    @Test func checkingAProgressiveJPEGReadsItsHeaderWithoutDecodingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-progressive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Its scans are cut short: decoding fails, the check (header and markers) does not.
        let damaged = folder.appendingPathComponent("damaged.jpg")
        try Self.progressive.prefix(Self.progressive.count - 60).write(to: damaged)
        try ImageLoader.check(contentsOfFile: damaged.path)
        #expect(throws: ImageLoadingError.self) { try ImageLoader.load(contentsOfFile: damaged.path) }
        // A baseline JPEG is still decoded (small) by the check.
        let baseline = folder.appendingPathComponent("baseline.jpg")
        try ImageLoadingTests.redBlueJPEG.prefix(ImageLoadingTests.redBlueJPEG.count - 40).write(to: baseline)
        #expect(throws: ImageLoadingError.self) { try ImageLoader.check(contentsOfFile: baseline.path) }
    }

    @Test func theErrorsNameTheLimitAndWhatToDo() {
        let tooLarge = ImageLoadingError.progressiveTooLarge(
            width: 14000, height: 14000, limit: ImageLoader.pixelBudget)
        #expect(tooLarge.description.contains("limit of 32 megapixels for a progressive JPEG"))
        let scans = ImageLoadingError.tooManyScans(count: 883, limit: 200).description
        #expect(scans.contains("883 scans") && scans.contains("limit of 200") && !scans.contains("\n"))
    }
}
