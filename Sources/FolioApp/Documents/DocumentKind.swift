import FolioRender
import Foundation

/// What a file is, decided by its content: the first bytes, not the name.
///
/// Files arrive without extensions (`/usr/share/common-licenses/GPL-3`), with wrong ones
/// (a PDF saved as `.bin`), or renamed by a browser. So the loader reads the head of the
/// file and looks for signatures, and uses the extension only as a hint where content
/// cannot decide (Markdown and plain text are both just UTF-8).
enum DocumentKind: Equatable, Sendable {
    case pdf
    case png
    case jpeg
    /// A zip whose first entry is `mimetype` holding `application/epub+zip` (the EPUB
    /// container's own signature), or any zip named `.epub`.
    case epub
    /// Valid UTF-8 with no NUL bytes in the part read.
    case text
    /// Nothing Folio reads (a zip that is not a book, binary data, invalid UTF-8).
    case unknown

    /// How many bytes of the file are examined: enough for the EPUB `mimetype` entry and to
    /// judge text, and small enough that sniffing a large file costs nothing.
    static let sniffLength = 64 * 1024

    /// The kind of the file at `path`, read from its first bytes.
    ///
    /// - Throws: ``FileReadError`` when it cannot be read, or is not a regular file (a FIFO
    ///   is refused before it is opened, so it cannot block).
    static func of(path: String) throws(FileReadError) -> DocumentKind {
        // An empty file is (empty) text, which the text loader reports.
        let head = try OpenedFile(path: path).read(upToCount: sniffLength)
        return of(head: head, fileExtension: (path as NSString).pathExtension.lowercased())
    }

    /// The kind of a file that starts with `head`; `fileExtension` (lower-cased, no dot)
    /// only breaks the tie for a zip that lacks the EPUB signature.
    static func of(head: Data, fileExtension: String = "") -> DocumentKind {
        let bytes = [UInt8](head)
        if bytes.starts(with: Array("%PDF-".utf8)) { return .pdf }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return hasEPUBMimetype(bytes) || fileExtension == "epub" ? .epub : .unknown
        }
        return isText(bytes) ? .text : .unknown
    }

    /// OCF: the first local file header names `mimetype`, stored uncompressed, and its
    /// content is `application/epub+zip`.
    private static func hasEPUBMimetype(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 30 else { return false }
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
        let extraLength = Int(bytes[28]) | Int(bytes[29]) << 8
        let nameEnd = 30 + nameLength
        let expected = Array("application/epub+zip".utf8)
        let contentStart = nameEnd + extraLength
        guard nameLength == 8, contentStart + expected.count <= bytes.count else { return false }
        return Array(bytes[30..<nameEnd]) == Array("mimetype".utf8)
            && Array(bytes[contentStart..<(contentStart + expected.count)]) == expected
    }

    /// Valid UTF-8 throughout (a sequence cut by the end of the sniffed part is allowed)
    /// and no NUL byte, or UTF-16 with a byte-order mark (``utf16ByteOrderMark(_:)``). An
    /// optional UTF-8 byte-order mark is fine.
    private static func isText(_ bytes: [UInt8]) -> Bool {
        if isUTF16(bytes) { return true }
        guard !bytes.contains(0) else { return false }
        var text = bytes[...]
        if bytes.count == sniffLength {
            // The window may cut the last character: drop its incomplete bytes.
            var cut = text.endIndex
            while cut > text.startIndex, text.endIndex - cut < 3, text[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
            if cut > text.startIndex, text[cut - 1] >= 0xC0 { text = text[..<(cut - 1)] }
        }
        return String(validating: text, as: UTF8.self) != nil
    }

    /// Whether `bytes` start with a UTF-16 byte-order mark (either order) and hold whole
    /// code units: text saved as "Unicode" by Windows tools, full of NUL bytes in its ASCII
    /// part, which is text all the same.
    static func isUTF16(_ bytes: some Collection<UInt8>) -> Bool {
        let mark = Array(bytes.prefix(2))
        return (mark == [0xFF, 0xFE] || mark == [0xFE, 0xFF]) && bytes.count % 2 == 0
            && !(bytes.count >= 4 && Array(bytes.prefix(4)) == [0xFF, 0xFE, 0, 0])
    }
}
