import Foundation
import Testing

@testable import FolioRender

/// FileContents reads files as `Data(contentsOf:)` does, except that an empty file is not
/// read through swift-foundation's path that leaks 4 KB per empty file on Linux (which
/// `make sanitize` would report as a leak from this test).
@Suite struct FileContentsTests {
    private func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "folio-file-contents-\(UUID().uuidString).txt"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    @Test func anEmptyFileIsEmptyData() throws {
        try withFile([]) { path in #expect(try FileContents.read(path).isEmpty) }
    }

    @Test func aFileIsItsBytes() throws {
        try withFile([1, 2, 3]) { path in #expect(try FileContents.read(path) == Data([1, 2, 3])) }
    }

    @Test func aMissingFileThrowsAsDataDoes() {
        #expect(throws: (any Error).self) { try FileContents.read("/nonexistent/folio/file.txt") }
    }
}
