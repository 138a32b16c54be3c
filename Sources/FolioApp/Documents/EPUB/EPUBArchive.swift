import Foundation
internal import ZIPFoundation

/// The zip container of an EPUB, read through ZIPFoundation with budgets a hostile file
/// cannot get past.
///
/// A zip's directory can claim anything: a million entries, or a 1 KB entry that inflates
/// to 10 GB (a "zip bomb"). So entries are counted as they are listed, and every entry is
/// inflated through a consumer that counts the bytes that actually come out and stops at
/// the limit, whatever the directory says. Paths inside the book are resolved by
/// ``resolve(_:relativeTo:)``, which refuses anything that leaves the book.
final class EPUBArchive {
    /// The most files a book may contain. Real novels have tens to a few hundred; an
    /// illustrated reference book a few thousand.
    static let maximumEntries = 10_000
    /// The most bytes one file may inflate to: larger than any chapter or picture in a book.
    static let maximumEntryBytes = 64 * 1_048_576
    /// The most bytes inflated over the book's whole life (chapters at opening, pictures as
    /// they are shown), so that a book of many small bombs is stopped too.
    static let maximumTotalBytes = 512 * 1_048_576
    /// The most bytes of chapters (the spine's XHTML, counted each time it is listed) a book
    /// may hold: eight times a long novel. Every byte is parsed and converted as the book is
    /// read (about half a second of CPU per MB here), so without this a 1 MB zip of eight
    /// 60 MB chapters ran for minutes. A spine over it by the sizes the zip declares is
    /// refused when the book opens; a chapter over it by what it really inflates to, before
    /// it is parsed.
    static let maximumTextBytes = 32 * 1_048_576

    /// The budgets one book is read within; tests pass small ones.
    struct Limits: Sendable {
        var entries = EPUBArchive.maximumEntries
        var entryBytes = EPUBArchive.maximumEntryBytes
        var totalBytes = EPUBArchive.maximumTotalBytes
        var textBytes = EPUBArchive.maximumTextBytes

        static let standard = Limits()
    }

    let limits: Limits
    private let archive: Archive
    private let entries: [String: Entry]
    /// Entry paths in the order the zip lists them (the `mimetype` check needs the first).
    let paths: [String]
    /// Entries listed that cannot be read (links, encrypted files), with what they are: a
    /// chapter among them is named as such rather than missing.
    private let unreadable: [String: String]
    private(set) var bytesInflated = 0

    /// Opens the zip at `path`.
    init(path: String, limits: Limits = .standard) throws(EPUBError) {
        self.limits = limits
        // From the file, not from memory: ZIPFoundation's in-memory archive traps on a
        // directory that points past the end of the data (found by the epub fuzz target).
        let opened: Archive
        do {
            opened = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notZip
        }
        var entries: [String: Entry] = [:]
        var paths: [String] = []
        var unreadable: [String: String] = [:]
        for entry in opened {
            guard paths.count < limits.entries else { throw .tooManyEntries(limit: limits.entries) }
            let name = entry.path
            paths.append(name)
            // The first of two entries with one name wins, as in ZIPFoundation's subscript.
            if entries[name] == nil, entry.type == .file { entries[name] = entry }
            if entry.type == .symlink { unreadable[name] = "a symbolic link, which Folio does not follow" }
        }
        for name in ZipDirectory.encryptedEntries(inZipAt: path) where entries[name] == nil {
            unreadable[name] = "encrypted (a password-protected zip), which Folio cannot read"
        }
        self.archive = opened
        self.entries = entries
        self.paths = paths
        self.unreadable = unreadable.filter { entries[$0.key] == nil }
    }

    /// Whether the file at `path` is a zip with an EPUB container in it (at its root or, in a
    /// book zipped from its folder, one folder down), whatever the file is called and whether
    /// or not its `mimetype` entry comes first as OCF asks. Only the zip's directory is read.
    static func holdsABook(atPath path: String) -> Bool {
        // Only a file that starts as a zip is opened as one: ZIPFoundation looks for the
        // directory from the end, through the whole of a large file that is not a zip.
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        let head = try? handle.read(upToCount: 4)
        try? handle.close()
        guard head == Data([0x50, 0x4B, 0x03, 0x04]), let archive = try? EPUBArchive(path: path) else { return false }
        return archive.paths.contains { $0 == "META-INF/container.xml" || $0.hasSuffix("/META-INF/container.xml") }
    }

    /// The size the zip's directory gives for the file at `path` once inflated, at most
    /// ``Limits/entryBytes``; 0 for a file it does not hold. A directory can lie (``data(at:)``
    /// counts what really comes out), so this only estimates and checks budgets early.
    func declaredSize(of path: String) -> Int {
        guard let entry = entries[path] else { return 0 }
        return min(max(Int(clamping: entry.uncompressedSize), 0), limits.entryBytes)
    }

    /// Whether the book contains a file at `path` (a path inside the zip, no leading `/`).
    func contains(_ path: String) -> Bool { entries[path] != nil || unreadable[path] != nil }

    /// The inflated contents of the file at `path`.
    ///
    /// - Throws: ``EPUBError/missingEntry(_:)``, ``EPUBError/entryTooLarge(entry:limit:)``,
    ///   ``EPUBError/bookTooLarge(limit:)`` or ``EPUBError/corruptEntry(_:)``.
    func data(at path: String) throws(EPUBError) -> Data {
        if let reason = unreadable[path] { throw .unreadableEntry(path, reason: reason) }
        guard let entry = entries[path] else { throw .missingEntry(path) }
        var data = Data()
        var failure: EPUBError?
        let entryLimit = limits.entryBytes
        let totalLimit = limits.totalBytes
        let remaining = totalLimit - bytesInflated
        do {
            _ = try archive.extract(entry, bufferSize: 64 * 1024) { chunk in
                if data.count + chunk.count > entryLimit {
                    failure = .entryTooLarge(entry: path, limit: entryLimit)
                    throw CancellationError()
                }
                if data.count + chunk.count > remaining {
                    failure = .bookTooLarge(limit: totalLimit)
                    throw CancellationError()
                }
                data.append(chunk)
            }
        } catch {
            throw failure ?? .corruptEntry(path)
        }
        bytesInflated += data.count
        return data
    }

    /// The path inside the book that `reference` (an `href` or `src`, percent-encoded,
    /// perhaps with a `#fragment`) names, seen from the file at `base`.
    ///
    /// - Throws: ``EPUBError/pathOutsideBook(_:)`` for an absolute path, a URL with a scheme,
    ///   or `..` that climbs above the book's root.
    static func resolve(_ reference: String, relativeTo base: String) throws(EPUBError) -> String {
        var href = reference
        if let hash = href.firstIndex(of: "#") { href = String(href[..<hash]) }
        if let query = href.firstIndex(of: "?") { href = String(href[..<query]) }
        let decoded = href.removingPercentEncoding ?? href
        guard !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains("\0"),
            !hasScheme(decoded)
        else { throw .pathOutsideBook(reference) }
        var components = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // The base is a file; its folder is what the reference is relative to.
        if !base.hasSuffix("/"), !components.isEmpty { components.removeLast() }
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !components.isEmpty else { throw .pathOutsideBook(reference) }
                components.removeLast()
            default: components.append(String(part))
            }
        }
        return components.joined(separator: "/")
    }

    /// Whether `reference` starts with a URL scheme (`http:`, `file:`, `data:`).
    private static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
