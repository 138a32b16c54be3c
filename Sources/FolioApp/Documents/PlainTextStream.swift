import Foundation

/// Reads a plain-text file paragraph by paragraph, a chunk of bytes at a time, as the
/// paginator reaches each paragraph: opening a 122 MB text reads and decodes only what its
/// first page shows.
///
/// The rules are ``PlainTextParser``'s: blank lines separate paragraphs, the hard line
/// breaks of text wrapped at 72 or 80 columns are joined (with a space, except between two
/// CJK characters), and spaces, tabs and byte-order marks at the ends of lines go.
///
/// Lines are split at their bytes (`\n`, `\r`, VT, FF, and the UTF-8 of U+0085, U+2028 and
/// U+2029), which never fall inside another character's encoding, so each line decodes on
/// its own, with U+FFFD where a byte is invalid and nowhere else.
///
/// Memory is one chunk plus the paragraph being read, whatever the size of the file. The
/// same file always yields the same paragraphs, so a stream opened again (to paginate at
/// another size) numbers them the same way, and reading positions stay valid. Each
/// paragraph's bytes are reported (``lastParagraphBytes``), so that it can be read again
/// alone (``init(path:bytes:)``) after its text was let go.
final class PlainTextStream {
    /// The file read.
    let path: String
    private let handle: FileHandle?
    /// Bytes read but not yet consumed: `buffer[consumed...]`.
    private var buffer: [UInt8] = []
    private var consumed = 0
    /// The file offset of `buffer[0]`.
    private var dropped = 0
    /// Where reading stops: the end of the file, or of the bytes asked for.
    private var remaining: Int
    private var reachedEnd = false
    /// The bytes of the file the last paragraph returned came from.
    private(set) var lastParagraphBytes: Range<Int> = 0..<0

    /// How much is read from the file at a time.
    static let chunkBytes = 1 << 20

    /// Opens `path`; a file that cannot be opened yields no paragraphs.
    init(path: String) {
        self.path = path
        handle = FileHandle(forReadingAtPath: path)
        reachedEnd = handle == nil
        remaining = Int.max
    }

    /// Opens `bytes` of `path` only: a paragraph reported by ``lastParagraphBytes``, read
    /// again.
    init(path: String, bytes: Range<Int>) {
        self.path = path
        handle = FileHandle(forReadingAtPath: path)
        remaining = bytes.count
        dropped = bytes.lowerBound
        do {
            try handle?.seek(toOffset: UInt64(max(bytes.lowerBound, 0)))
            reachedEnd = handle == nil
        } catch {
            reachedEnd = true
        }
    }

    deinit { try? handle?.close() }

    /// The next paragraph's text, or nil at the end of the file.
    func nextParagraph() -> String? {
        var paragraph = ""
        var previousLast: Character?
        var start = dropped + consumed
        while let line = nextLine() {
            if line.isEmpty {
                if previousLast != nil { return paragraph }
                start = dropped + consumed
                continue
            }
            if let previousLast, let first = line.first,
                !(PlainTextParser.isIdeographic(previousLast) && PlainTextParser.isIdeographic(first))
            {
                paragraph += " "
            }
            paragraph += line
            previousLast = line.last
            lastParagraphBytes = start..<(dropped + consumed)
        }
        return previousLast == nil ? nil : paragraph
    }

    // MARK: Lines

    /// The next line, decoded and trimmed; nil at the end of the file.
    private func nextLine() -> String? {
        var searchFrom = consumed
        while true {
            if let (end, next) = Self.lineBreak(in: buffer, from: searchFrom) {
                let line = decodeLine(consumed..<end)
                consumed = next
                compact()
                return line
            }
            // Bytes that may begin a break still undecided (a CR before LF, the start of a
            // multi-byte separator) are searched again once more bytes arrive.
            searchFrom = max(consumed, buffer.count - 2)
            if reachedEnd {
                guard consumed < buffer.count else { return nil }
                // A CR at the very end was left for a LF that never came.
                let end = buffer[buffer.count - 1] == 0x0D ? buffer.count - 1 : buffer.count
                let line = decodeLine(consumed..<end)
                consumed = buffer.count
                compact()
                return line
            }
            readChunk()
        }
    }

    private func readChunk() {
        guard let handle else {
            reachedEnd = true
            return
        }
        // A read error ends the text where it stopped, as the end of the file would.
        guard remaining > 0, let data = try? handle.read(upToCount: min(Self.chunkBytes, remaining)), !data.isEmpty
        else {
            reachedEnd = true
            return
        }
        remaining -= data.count
        buffer.append(contentsOf: data)
    }

    /// Drops consumed bytes once they are most of the buffer, so that the buffer stays
    /// about a chunk long and the copying stays linear.
    private func compact() {
        guard consumed > Self.chunkBytes, consumed * 2 > buffer.count else { return }
        buffer.removeFirst(consumed)
        dropped += consumed
        consumed = 0
    }

    private func decodeLine(_ range: Range<Int>) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        // Trim spaces, tabs and byte-order marks (EF BB BF) at both ends, as bytes.
        while start < end {
            if buffer[start] == 0x20 || buffer[start] == 0x09 {
                start += 1
            } else if end - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF {
                start += 3
            } else {
                break
            }
        }
        while end > start {
            if buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 {
                end -= 1
            } else if end - start >= 3, buffer[end - 3] == 0xEF, buffer[end - 2] == 0xBB, buffer[end - 1] == 0xBF {
                end -= 3
            } else {
                break
            }
        }
        return String(decoding: buffer[start..<end], as: UTF8.self)
    }

    /// The first line break at or after `from`: where the line ends and where the next
    /// starts; nil when the buffer holds no complete break (CR at its very end may be the
    /// first half of CR LF).
    private static func lineBreak(in buffer: [UInt8], from: Int) -> (end: Int, next: Int)? {
        buffer.withUnsafeBufferPointer { bytes in
            var index = from
            let count = bytes.count
            while index < count {
                switch bytes[index] {
                case 0x0A, 0x0B, 0x0C:
                    return (index, index + 1)
                case 0x0D:
                    guard index + 1 < count else { return nil }
                    return (index, bytes[index + 1] == 0x0A ? index + 2 : index + 1)
                case 0xC2:
                    // U+0085 NEXT LINE.
                    guard index + 1 < count else { return nil }
                    if bytes[index + 1] == 0x85 { return (index, index + 2) }
                case 0xE2:
                    // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
                    guard index + 2 < count else { return nil }
                    if bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        return (index, index + 3)
                    }
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
