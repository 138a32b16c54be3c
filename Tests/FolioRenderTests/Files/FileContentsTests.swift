import Foundation
import Testing

@testable import FolioRender

/// FileContents reads files as `Data(contentsOf:)` does, except that an empty file is not
/// read through swift-foundation's path that leaks 4 KB per empty file on Linux (which
/// `make sanitize` would report as a leak from this test).
@Suite struct FileContentsTests {
    /// Writes `bytes` to a new file, reads it back with FileContents and removes it.
    private func readBack(_ bytes: [UInt8]) throws -> Data {
        let path = NSTemporaryDirectory() + "folio-file-contents-\(UUID().uuidString).txt"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try FileContents.read(path)
    }

    @Test func anEmptyFileIsEmptyData() throws {
        #expect(try readBack([]).isEmpty)
    }

    @Test func aFileIsItsBytes() throws {
        #expect(try readBack([1, 2, 3]) == Data([1, 2, 3]))
    }

    @Test func aMissingFileThrowsAsDataDoes() {
        #expect(throws: (any Error).self) { try FileContents.read("/nonexistent/folio/file.txt") }
    }
}
