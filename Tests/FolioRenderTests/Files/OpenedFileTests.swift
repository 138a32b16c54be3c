import Foundation
import Testing

@testable import FolioRender

#if canImport(Glibc)
    import Glibc
#endif

/// What a file is decides how it is read: a link counts as its target, and anything but a
/// regular file is refused without being opened (opening a FIFO would wait forever).
@Suite struct OpenedFileTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "folio-opened-file-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: Int) throws -> String {
        let path = root + "/" + name
        try Data(count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aLinkCountsAsItsTarget() throws {
        let target = try write("big.bin", 5000)
        let link = root + "/link.bin"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try OpenedFile(path: link).size == 5000)
        #expect(throws: FileReadError.tooLarge(limit: 4096)) { try FileContents.read(link, limit: 4096) }
        #expect(try FileContents.read(link, limit: 5000).count == 5000)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let fifo = root + "/pipe.md"
        #expect(mkfifo(fifo, 0o644) == 0)
        // Nobody writes to it: opening it for reading would block this test forever.
        #expect(throws: FileReadError.notRegularFile(kind: "a FIFO (named pipe)")) { try OpenedFile(path: fifo) }
        #expect(throws: FileReadError.notRegularFile(kind: "a FIFO (named pipe)")) { try OpenedFile.kind(of: fifo) }
        #expect(!OpenedFile.isRegularFile(fifo))
    }

    @Test func devicesAndFoldersAreRefused() {
        #expect(throws: FileReadError.notRegularFile(kind: "a character device")) {
            try OpenedFile(path: "/dev/zero")
        }
        #expect(throws: FileReadError.isFolder) { try OpenedFile(path: root) }
        #expect(throws: FileReadError.notFound) { try OpenedFile(path: root + "/missing") }
    }

    @Test func readingStopsAtTheEnd() throws {
        let file = try OpenedFile(path: write("ten.bin", 10))
        #expect(try file.read(upToCount: 4).count == 4)
        #expect(try file.read(upToCount: 100).count == 6)
        try file.seek(to: 8)
        #expect(try file.read(upToCount: 100).count == 2)
    }

    @Test func foundationErrorsAreInFolioWords() {
        let cocoa = CocoaError(.fileReadNoPermission)
        #expect(FileReadError(cocoa) == .permissionDenied)
        #expect(FileReadError(CocoaError(.fileWriteUnknown)).description == "the disk reported an input/output error")
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))
        #expect(FileReadError(posix).description == "a part of its path is not a folder")
        for error in [FileReadError(cocoa), FileReadError(posix)] {
            #expect(!error.description.contains("Domain"))
        }
    }
}
