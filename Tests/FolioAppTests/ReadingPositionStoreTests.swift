import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// Remembered pages: where they live, how documents are keyed, and atomic writes. Every
/// test keeps its state in a temporary folder, never in the real home.
@Suite struct ReadingPositionStoreTests {
    @Test func statePathFollowsXDGRules() throws {
        let folder = try TemporaryFolder()
        let store = try #require(
            ReadingPositionStore(environment: ["XDG_STATE_HOME": folder.root, "HOME": "/nowhere"]))
        #expect(store.folder == folder.root + "/folio/positions")
        let relative = ReadingPositionStore(environment: ["XDG_STATE_HOME": "state", "HOME": folder.root])
        #expect(relative?.folder == folder.root + "/.local/state/folio/positions")
        #expect(ReadingPositionStore(environment: [:]) == nil)
    }

    @Test func remembersThePageOfEachDocument() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.pdf", Data("a".utf8))
        let second = try folder.write("b.pdf", Data("b".utf8))
        let store = try #require(ReadingPositionStore(environment: ["XDG_STATE_HOME": folder.root]))
        #expect(store.page(forDocumentAt: first) == nil)
        try store.record(page: 11, forDocumentAt: first)
        try store.record(page: 3, forDocumentAt: second)
        try store.record(page: 12, forDocumentAt: first)
        #expect(store.page(forDocumentAt: first) == 12)
        #expect(store.page(forDocumentAt: second) == 3)
        // Written through a temporary file renamed into place: nothing else is left.
        let files = try FileManager.default.contentsOfDirectory(atPath: store.folder)
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".json") })
    }

    @Test func aDocumentIsKeyedByItsCanonicalPath() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("book.pdf", Data("x".utf8))
        let sub = try folder.makeFolder("sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.pdf"), withDestinationPath: file)
        let store = ReadingPositionStore(folder: folder.path("state"))
        try store.record(page: 7, forDocumentAt: sub + "/../book.pdf")
        #expect(store.page(forDocumentAt: file) == 7)
        #expect(store.page(forDocumentAt: folder.path("link.pdf")) == 7)
    }

    @Test func aRecordForAnotherPathIsIgnored() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("book.pdf", Data("x".utf8))
        let store = ReadingPositionStore(folder: folder.path("state"))
        try store.record(page: 7, forDocumentAt: file)
        let key = try #require(ReadingPositionStore.canonicalPath(of: file))
        try Data(#"{"path":"/elsewhere.pdf","page":3}"#.utf8).write(to: URL(fileURLWithPath: store.file(for: key)))
        #expect(store.page(forDocumentAt: file) == nil)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: store.file(for: key)))
        #expect(store.page(forDocumentAt: file) == nil)
    }

    @Test func aFIFOOrAnOversizedFileInPlaceOfARecordIsNeverRead() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("book.pdf", Data("x".utf8))
        let store = ReadingPositionStore(folder: folder.path("state"))
        try store.record(page: 7, forDocumentAt: file)
        let record = store.file(for: try #require(ReadingPositionStore.canonicalPath(of: file)))
        try FileManager.default.removeItem(atPath: record)
        // Nobody writes to it: opening it would block the book from opening.
        #expect(mkfifo(record, 0o644) == 0)
        #expect(store.page(forDocumentAt: file) == nil)
        try FileManager.default.removeItem(atPath: record)
        let padded =
            #"{"path":"\#(try #require(ReadingPositionStore.canonicalPath(of: file)))","page":3}"#
            + String(repeating: " ", count: ReadingPositionStore.maximumFileSize)
        try Data(padded.utf8).write(to: URL(fileURLWithPath: record))
        #expect(store.page(forDocumentAt: file) == nil)
    }

    @Test func aStateFolderThatIsAFileIsOneLineInFolioWords() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("book.pdf", Data("x".utf8))
        let blocker = try folder.write("state", Data())
        let store = try #require(ReadingPositionStore(environment: ["XDG_STATE_HOME": blocker]))
        #expect(
            throws: ReadingPositionStore.PositionError(
                folder: blocker + "/folio/positions", reason: "\(blocker) is a file, not a folder")
        ) {
            try store.record(page: 1, forDocumentAt: file)
        }
        #expect(store.page(forDocumentAt: file) == nil)
    }
}
