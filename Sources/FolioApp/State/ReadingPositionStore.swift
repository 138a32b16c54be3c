import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Remembers the last page read in each document, so that `folio open` reopens a book where
/// the reader left it.
///
/// Positions live under `$XDG_STATE_HOME/folio/positions/` (by default
/// `~/.local/state/folio/positions/`), the XDG base directory for state that should survive
/// a restart but is not worth backing up. Each document has its own small file, named by a
/// 64-bit FNV-1a hash of its *canonical path* (absolute, symbolic links and `.`/`..`
/// resolved, so `./a.pdf`, `../docs/a.pdf` and a link to it are one document) and holding
/// that path, which is checked on reading so a hash collision can never hand one book
/// another's page. A file moved or renamed starts again at its first page; two copies of
/// one file are two documents. Each write goes to a temporary file in the same folder that
/// is renamed over the old one, so a crash or a second reader never leaves half a file.
struct ReadingPositionStore: Sendable {
    /// The folder holding one file per document.
    let folder: String

    /// The largest position file read back; anything longer is not one of ours.
    static let maximumFileSize = 16 * 1024

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

    /// The page (from 0) last shown in the document at `path`, or nil when none is
    /// remembered or the record cannot be read.
    ///
    /// Only a regular file of at most ``maximumFileSize`` bytes is read: a FIFO or a device
    /// put in its place is never opened (it could block the book from opening).
    func page(forDocumentAt path: String) -> Int? {
        guard let key = Self.canonicalPath(of: path),
            let file = try? OpenedFile(path: self.file(for: key)), file.size <= Self.maximumFileSize
        else { return nil }
        guard let data = try? file.read(upToCount: Self.maximumFileSize),
            let record = try? JSONDecoder().decode(Record.self, from: data),
            record.path == key, record.page >= 0
        else { return nil }
        return record.page
    }

    /// Records `page` (from 0) as the last one shown in the document at `path`.
    ///
    /// - Throws: ``PositionError`` when the folder cannot be made or written (it, or a
    ///   folder above it, is a file, or is read-only).
    func record(page: Int, forDocumentAt path: String) throws(PositionError) {
        guard let key = Self.canonicalPath(of: path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            if let file = Self.fileInPlaceOfAFolder(on: folder) {
                throw PositionError(folder: folder, reason: "\(file) is a file, not a folder")
            }
            throw PositionError(folder: folder, reason: FileReadError(error).description)
        }
        let target = file(for: key)
        let temporary = target + ".\(getpid()).part"
        do {
            let data = try JSONEncoder().encode(Record(path: key, page: max(page, 0)))
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw PositionError(folder: folder, reason: FileReadError(error).description)
        }
        guard rename(temporary, target) == 0 else {
            let reason = FileReadError.words(forErrno: errno)
            unlink(temporary)
            throw PositionError(folder: folder, reason: reason)
        }
    }

    /// Why a page could not be remembered; the book stays open all the same.
    struct PositionError: Error, Equatable, CustomStringConvertible {
        var folder: String
        var reason: String
        var description: String { "cannot remember the page in \(folder): \(reason)" }
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

    private struct Record: Codable {
        var path: String
        var page: Int
    }
}
