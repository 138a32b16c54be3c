import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Remembers each book's ``BookState`` (the place, text size, transition and bookmarks), so
/// that `folio open` reopens a book as the reader left it.
///
/// Records live under `$XDG_STATE_HOME/folio/positions/` (by default
/// `~/.local/state/folio/positions/`), the XDG base directory for state that should survive
/// a restart but is not worth backing up. Each document has its own small file, named by a
/// 64-bit FNV-1a hash of its *canonical path* (absolute, symbolic links and `.`/`..`
/// resolved, so `./a.pdf`, `../docs/a.pdf` and a link to it are one document) and holding
/// that path, which is checked on reading so a hash collision can never hand one book
/// another's place. A file moved or renamed starts again at its first page; two copies of
/// one file are two documents.
///
/// Each write goes to a new temporary file in the same folder (created exclusively, so a
/// planted link is never followed) that is renamed over the old record:
/// a crash leaves the old record or the new one, and of two readers of one book open at
/// once the last to write wins, never a mixture (docs/Reader.md §2).
struct BookStateStore: Sendable {
    /// The folder holding one file per document.
    let folder: String

    /// The largest record read back; anything longer is not one of ours.
    static let maximumFileSize = 16 * 1024

    /// Writes a record's bytes in place of the old ones (``AtomicFile``); tests put a
    /// failing one here to stand for a full or read-only disk.
    var replaceFile: @Sendable (String, Data) throws(FileReadError) -> Void = { path, data throws(FileReadError) in
        try AtomicFile.replace(path, with: data)
    }

    /// A store in `folder`.
    init(folder: String) {
        self.folder = folder
    }

    /// The store the XDG rules give for `environment`: `$XDG_STATE_HOME/folio/positions`
    /// when that is an absolute path (the specification says to ignore a relative one),
    /// else `$HOME/.local/state/folio/positions`; nil when neither is set.
    init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = state + "/folio/positions"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.local/state/folio/positions"
        } else {
            return nil
        }
    }

    /// The key a document is remembered by: its canonical path, or nil when the file does
    /// not exist.
    static func canonicalPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What is remembered of the document at `path`: nil when nothing is (a book never
    /// opened, or a record another path's hash collided with).
    ///
    /// Only a regular file of at most ``maximumFileSize`` bytes is read: a FIFO or a device
    /// put in its place is never opened (it could block the book from opening).
    ///
    /// - Throws: ``BookStateError`` when a record is there but cannot be read or is not
    ///   one (the book then opens at its start, with a warning).
    func state(forDocumentAt path: String) throws(BookStateError) -> BookState? {
        guard let key = Self.canonicalPath(of: path) else { return nil }
        let file = self.file(for: key)
        let data: Data
        do throws(FileReadError) {
            let opened = try OpenedFile(path: file)
            guard opened.size <= Self.maximumFileSize else {
                throw FileReadError.tooLarge(limit: Self.maximumFileSize)
            }
            data = try opened.read(upToCount: Self.maximumFileSize)
        } catch .notFound {
            return nil
        } catch {
            throw BookStateError(file: file, reason: error.description)
        }
        guard let state = try? JSONDecoder().decode(BookState.self, from: data) else {
            throw BookStateError(file: file, reason: "it is not a Folio record (damaged?)")
        }
        return state.path == key ? state.sanitized : nil
    }

    /// Remembers `state` for the document at `path` (its `path` is set to the document's
    /// canonical path), replacing what was remembered.
    ///
    /// - Throws: ``BookStateError`` when the folder cannot be made or written (it, or a
    ///   folder above it, is a file, is read-only, or the disk is full).
    func save(_ state: BookState, forDocumentAt path: String) throws(BookStateError) {
        guard let key = Self.canonicalPath(of: path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            if let file = Self.fileInPlaceOfAFolder(on: folder) {
                throw BookStateError(file: folder, reason: "\(file) is a file, not a folder")
            }
            throw BookStateError(file: folder, reason: FileReadError(error).description)
        }
        var record = state.sanitized
        record.version = BookState.currentVersion
        record.path = key
        let target = file(for: key)
        do throws(FileReadError) {
            try replaceFile(target, Self.encoded(record))
        } catch {
            throw BookStateError(file: target, reason: error.description)
        }
    }

    /// The record as JSON within ``maximumFileSize``: the oldest bookmarks go first if it
    /// would be longer.
    static func encoded(_ state: BookState) -> Data {
        var state = state
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        while true {
            let data = (try? encoder.encode(state)) ?? Data()
            guard data.count > maximumFileSize, var marks = state.bookmarks, !marks.isEmpty else { return data }
            marks.removeFirst()
            state.bookmarks = marks
        }
    }

    /// The nearest existing path at or above `folder` when it is not a folder (a file where
    /// the state folder should be), which Foundation reports only as a code.
    static func fileInPlaceOfAFolder(on folder: String) -> String? {
        var path = folder
        while path.count > 1 {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : path
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The file of the document whose canonical path is `key`.
    func file(for key: String) -> String {
        folder + "/" + Self.hash(key) + ".json"
    }

    /// FNV-1a, 64 bits, as 16 hexadecimal digits: stable across runs and machines, unlike
    /// Swift's `hashValue`.
    static func hash(_ key: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
