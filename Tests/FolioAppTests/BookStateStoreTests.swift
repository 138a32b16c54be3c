import FolioRender
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// Remembered books: where records live, how documents are keyed, atomic writes, records of
/// earlier versions, and hostile state folders. Every test keeps its state in a temporary
/// folder, never in the real home.
@Suite struct BookStateStoreTests {
    let folder: TemporaryFolder
    let book: String
    let key: String

    init() throws {
        folder = try TemporaryFolder()
        book = try folder.write("book.epub", Data("x".utf8))
        key = try #require(BookStateStore.canonicalPath(of: book))
    }

    func sample() -> BookState {
        var state = BookState(path: key)
        state.page = 41
        state.position = BookState.TextPosition(RichPosition(item: 310, offset: 1204))
        state.textSize = 19.5
        state.transition = "fade"
        state.bookmarks = [BookState.Bookmark(page: nil, position: .init(RichPosition(item: 12)), text: "w12 w13")]
        return state
    }

    @Test func statePathFollowsXDGRules() throws {
        let store = try #require(BookStateStore(environment: ["XDG_STATE_HOME": folder.root, "HOME": "/nowhere"]))
        #expect(store.folder == folder.root + "/folio/positions")
        let relative = BookStateStore(environment: ["XDG_STATE_HOME": "state", "HOME": folder.root])
        #expect(relative?.folder == folder.root + "/.local/state/folio/positions")
        #expect(BookStateStore(environment: [:]) == nil)
    }

    @Test func remembersEachDocumentsStateWhole() throws {
        let other = try folder.write("b.pdf", Data("b".utf8))
        let store = try #require(BookStateStore(environment: ["XDG_STATE_HOME": folder.root]))
        #expect(try store.state(forDocumentAt: book) == nil)
        try store.save(sample(), forDocumentAt: book)
        var page = BookState(path: "ignored")
        page.page = 3
        try store.save(page, forDocumentAt: other)
        #expect(try store.state(forDocumentAt: book) == sample())
        #expect(try store.state(forDocumentAt: other)?.page == 3)
        // Written through temporary files renamed into place: nothing else is left.
        let files = try FileManager.default.contentsOfDirectory(atPath: store.folder)
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".json") })
    }

    @Test func aRecordOfAnEarlierVersionOpensOnItsPage() throws {
        let store = BookStateStore(folder: try folder.makeFolder("state"))
        try Data(#"{"path":"\#(key)","page":11}"#.utf8).write(to: URL(fileURLWithPath: store.file(for: key)))
        let state = try #require(try store.state(forDocumentAt: book))
        #expect(state.page == 11 && state.position == nil && state.version == nil)
        // And an earlier version reads the page out of a record written now.
        try store.save(sample(), forDocumentAt: book)
        struct EarlierRecord: Decodable {
            var path: String
            var page: Int
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: store.file(for: key)))
        #expect(try JSONDecoder().decode(EarlierRecord.self, from: data).page == 41)
    }

    @Test func aDocumentIsKeyedByItsCanonicalPath() throws {
        let sub = try folder.makeFolder("sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.epub"), withDestinationPath: book)
        let store = BookStateStore(folder: folder.path("state"))
        try store.save(sample(), forDocumentAt: sub + "/../book.epub")
        #expect(try store.state(forDocumentAt: book)?.page == 41)
        #expect(try store.state(forDocumentAt: folder.path("link.epub"))?.page == 41)
    }

    @Test func aRecordForAnotherPathIsIgnoredAndGarbageIsAnError() throws {
        let store = BookStateStore(folder: try folder.makeFolder("state"))
        let record = store.file(for: key)
        try Data(#"{"path":"/elsewhere.pdf","page":3}"#.utf8).write(to: URL(fileURLWithPath: record))
        #expect(try store.state(forDocumentAt: book) == nil)
        for garbage in ["not json", #"{"path":"\#(key)","pa"#, "", "\u{0}\u{0}\u{0}"] {
            try Data(garbage.utf8).write(to: URL(fileURLWithPath: record))
            #expect(throws: BookStateError(file: record, reason: "it is not a Folio record (damaged?)")) {
                try store.state(forDocumentAt: book)
            }
        }
    }

    @Test func outOfRangeValuesAreDroppedNotTrusted() throws {
        let store = BookStateStore(folder: try folder.makeFolder("state"))
        let json =
            #"{"path":"\#(key)","page":-4,"position":{"item":-1,"offset":2},"textSize":1e300,"#
            + #""transition":"teleport","bookmarks":[{"page":-2,"text":"x"},{"text":"nowhere"},{"page":2,"text":"ok"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: store.file(for: key)))
        let state = try #require(try store.state(forDocumentAt: book))
        #expect(state.page == nil && state.position == nil && state.textSize == nil && state.transition == nil)
        #expect(state.bookmarks == [BookState.Bookmark(page: 2, position: nil, text: "ok")])
    }

    @Test func aFIFOAFolderOrAnOversizedFileInPlaceOfARecordIsNeverRead() throws {
        let store = BookStateStore(folder: try folder.makeFolder("state"))
        let record = store.file(for: key)
        // Nobody writes to it: opening it would block the book from opening.
        #expect(mkfifo(record, 0o644) == 0)
        #expect(throws: BookStateError.self) { try store.state(forDocumentAt: book) }
        try FileManager.default.removeItem(atPath: record)
        try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: false)
        #expect(throws: BookStateError(file: record, reason: "it is a folder, not a file")) {
            try store.state(forDocumentAt: book)
        }
        try FileManager.default.removeItem(atPath: record)
        let padded = #"{"path":"\#(key)","page":3}"# + String(repeating: " ", count: BookStateStore.maximumFileSize)
        try Data(padded.utf8).write(to: URL(fileURLWithPath: record))
        #expect(throws: BookStateError.self) { try store.state(forDocumentAt: book) }
    }

    @Test func aStateFolderThatIsAFileIsOneLineInFolioWords() throws {
        let blocker = try folder.write("state", Data())
        let store = try #require(BookStateStore(environment: ["XDG_STATE_HOME": blocker]))
        #expect(
            throws: BookStateError(file: blocker + "/folio/positions", reason: "\(blocker) is a file, not a folder")
        ) {
            try store.save(sample(), forDocumentAt: book)
        }
        // Reading says so too: the book then opens at its start, with a warning.
        #expect(throws: BookStateError.self) { try store.state(forDocumentAt: book) }
    }

    @Test func aFullOrReadOnlyDiskIsAnErrorAndLeavesTheOldRecord() throws {
        var store = BookStateStore(folder: folder.path("state"))
        try store.save(sample(), forDocumentAt: book)
        for code in [ENOSPC, EACCES, EROFS] {
            store.replaceFile = { _, _ throws(FileReadError) in throw FileReadError(errno: code) }
            var moved = sample()
            moved.page = 99
            #expect(throws: BookStateError.self) { try store.save(moved, forDocumentAt: book) }
            #expect(try store.state(forDocumentAt: book)?.page == 41)
        }
    }

    @Test func aRecordStaysWithinItsSizeDroppingTheOldestBookmarks() throws {
        let store = BookStateStore(folder: folder.path("state"))
        var state = sample()
        state.bookmarks = (0..<200).map {
            BookState.Bookmark(page: $0, position: nil, text: String(repeating: "\u{1F516}", count: 100))
        }
        try store.save(state, forDocumentAt: book)
        let size = try FileManager.default.attributesOfItem(atPath: store.file(for: key))[.size] as? Int
        #expect((size ?? .max) <= BookStateStore.maximumFileSize)
        let marks = try #require(try store.state(forDocumentAt: book)?.bookmarks)
        #expect(marks.last?.page == 199, "the newest are kept")
        #expect(marks.count <= BookState.maximumBookmarks)
    }

    @Test func twoReadersWritingAtOnceLeaveOneWholeRecord() throws {
        let store = BookStateStore(folder: folder.path("state"))
        try store.save(sample(), forDocumentAt: book)
        let path = book
        // Two writers and a reader at once: every read is one writer's whole record.
        let torn = Counter()
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for round in 0..<150 {
                if worker == 2 {
                    if (try? store.state(forDocumentAt: path)) == nil { torn.add() }
                } else {
                    var state = BookState(path: "")
                    state.page = worker * 1000 + round
                    state.bookmarks = [BookState.Bookmark(page: round, position: nil, text: "writer \(worker)")]
                    try? store.save(state, forDocumentAt: path)
                }
            }
        }
        #expect(torn.value == 0)
        let last = try #require(try store.state(forDocumentAt: book))
        #expect(last.page == 149 || last.page == 1149)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder).count == 1)
    }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
    // Safe: every access holds the lock.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
