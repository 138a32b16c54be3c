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
/// Memory is one chunk plus the paragraph being read, whatever the size of the file: a
/// paragraph longer than ``maximumPieceBytes`` is read in pieces of that size. The
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
    /// Whether the bytes read again end inside a line (``init(path:bytes:)``).
    private var endsInsideALine = false
    /// The last bytes of every line break (LF, VT, FF, CR, and those of U+0085, U+2028, U+2029).
    private static let breakBytes: Set<UInt8> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0xA8, 0xA9]
    /// The bytes of the file the last paragraph returned came from.
    private(set) var lastParagraphBytes: Range<Int> = 0..<0
    /// Whether the last paragraph returned is a later piece of a paragraph cut at
    /// ``maximumPieceBytes``: it goes on from the one before, with no paragraph break between.
    private(set) var lastParagraphContinues = false
    /// Whether the paragraph returned before was cut, so the next one continues it.
    private var cutBefore = false

    /// How much is read from the file at a time.
    static let chunkBytes = 1 << 20
    /// The most bytes of the file one paragraph is read from: a longer paragraph (a 100 MB
    /// file of one line) comes as pieces of about this size, each laid out as a paragraph,
    /// so that memory does not grow with a paragraph's length. A piece ends at a space when
    /// there is one near, else between two characters.
    static let maximumPieceBytes = 64 * 1024
    /// This stream's piece size: ``maximumPieceBytes`` but in tests.
    private let pieceBytes: Int
    /// A paragraph whose piece has less room left than this ends at the line break before,
    /// rather than cutting the next line into a sliver.
    static let minimumLineBudget = 256

    /// Opens `path`; a file that cannot be opened yields no paragraphs. Paragraphs come in
    /// pieces of at most `pieceBytes` bytes of the file.
    init(path: String, pieceBytes: Int = maximumPieceBytes) {
        self.path = path
        self.pieceBytes = max(pieceBytes, Self.minimumLineBudget)
        handle = FileHandle(forReadingAtPath: path)
        reachedEnd = handle == nil
        remaining = Int.max
    }

    /// Opens `bytes` of `path` only: a paragraph reported by ``lastParagraphBytes``, read
    /// again.
    init(path: String, bytes: Range<Int>) {
        self.path = path
        // A piece is never longer than this: read again, it is not split again.
        pieceBytes = Self.maximumPieceBytes
        handle = FileHandle(forReadingAtPath: path)
        remaining = bytes.count
        dropped = bytes.lowerBound
        do {
            // A range that stops short of the end of the file, not after a line break, is
            // a piece cut inside a line: its last line keeps its trailing spaces, as it did
            // when it was cut.
            if let size = try handle?.seekToEnd(), size > UInt64(max(bytes.upperBound, 0)) {
                try handle?.seek(toOffset: UInt64(max(bytes.upperBound - 1, 0)))
                let last = try handle?.read(upToCount: 1)?.first
                endsInsideALine = last.map { !Self.breakBytes.contains($0) } ?? false
            }
            try handle?.seek(toOffset: UInt64(max(bytes.lowerBound, 0)))
            reachedEnd = handle == nil
        } catch {
            reachedEnd = true
        }
    }

    deinit { try? handle?.close() }

    /// The next paragraph's text, or nil at the end of the file; a paragraph of more than
    /// ``maximumPieceBytes`` comes in pieces of at most that many bytes of the file.
    func nextParagraph() -> String? {
        var paragraph = ""
        var previousLast: Character?
        var start = dropped + consumed
        lastParagraphContinues = cutBefore
        cutBefore = false
        while true {
            // The budget counts the file's bytes, not the text's, so that a piece read again
            // alone (``init(path:bytes:)``) is never split again: it is the same piece.
            let budget = pieceBytes - (dropped + consumed - start)
            if previousLast != nil, budget < Self.minimumLineBudget {
                cutBefore = true
                return paragraph
            }
            guard let (line, isCut) = nextLine(maximumBytes: budget) else { break }
            if line.isEmpty {
                if previousLast != nil { return paragraph }
                start = dropped + consumed
                // A blank line: the piece before ended where its paragraph did after all.
                lastParagraphContinues = false
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
            if isCut {
                cutBefore = true
                return paragraph
            }
        }
        return previousLast == nil ? nil : paragraph
    }

    // MARK: Lines

    /// The next line, decoded and trimmed, and whether it was cut short: a line longer than
    /// `maximumBytes` ends at the last space before that many bytes (else at the last
    /// character boundary), and its rest is the next line. Nil at the end of the file.
    private func nextLine(maximumBytes: Int) -> (String, isCut: Bool)? {
        var searchFrom = consumed
        while true {
            let lineBreak = Self.lineBreak(in: buffer, from: searchFrom)
            if let (end, next) = lineBreak, end - consumed <= maximumBytes {
                let line = decodeLine(consumed..<end)
                consumed = next
                compact()
                return (line, false)
            }
            if lineBreak != nil || buffer.count - consumed > maximumBytes {
                let end = cut(before: consumed + maximumBytes)
                // The space it was cut after stays: the pieces put together are the line.
                let line = decodeLine(consumed..<end, trimsEnd: false)
                consumed = end
                compact()
                return (line, true)
            }
            // Bytes that may begin a break still undecided (a CR before LF, the start of a
            // multi-byte separator) are searched again once more bytes arrive.
            searchFrom = max(consumed, buffer.count - 2)
            if reachedEnd {
                guard consumed < buffer.count else { return nil }
                // A CR at the very end was left for a LF that never came.
                let end = buffer[buffer.count - 1] == 0x0D ? buffer.count - 1 : buffer.count
                let line = decodeLine(consumed..<end, trimsEnd: !endsInsideALine)
                consumed = buffer.count
                compact()
                return (line, false)
            }
            readChunk()
        }
    }

    /// Where a line too long for its piece is cut, at or before `limit` (and after
    /// `consumed`): after the last space or tab in the 256 bytes before it, else before the
    /// last character that starts there, so that no character is split.
    private func cut(before limit: Int) -> Int {
        let end = min(limit, buffer.count)
        var index = end
        while index > max(consumed, end - 256) {
            if buffer[index - 1] == 0x20 || buffer[index - 1] == 0x09 { return index }
            index -= 1
        }
        index = end
        while index > consumed + 1, index < buffer.count, buffer[index] & 0xC0 == 0x80 { index -= 1 }
        return max(index, consumed + 1)
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

    private func decodeLine(_ range: Range<Int>, trimsEnd: Bool = true) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        // Trim spaces, tabs and the characters with no width at both ends, as bytes
        // (``PlainTextParser/invisibleEdges``).
        while start < end {
            if buffer[start] == 0x20 || buffer[start] == 0x09 {
                start += 1
            } else if end - start >= 3, Self.isInvisible(buffer[start], buffer[start + 1], buffer[start + 2]) {
                start += 3
            } else {
                break
            }
        }
        while trimsEnd, end > start {
            if buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 {
                end -= 1
            } else if end - start >= 3, Self.isInvisible(buffer[end - 3], buffer[end - 2], buffer[end - 1]) {
                end -= 3
            } else {
                break
            }
        }
        let bytes = buffer[start..<end]
        guard bytes.contains(where: Self.isControl) else { return String(decoding: bytes, as: UTF8.self) }
        // Control characters (a NUL, an escape) are no text and take no room: each shows as
        // U+FFFD, as an invalid byte does, so that 100 MB of NULs fill pages, not one line.
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(bytes.count)
        for byte in bytes {
            if Self.isControl(byte) { cleaned += [0xEF, 0xBF, 0xBD] } else { cleaned.append(byte) }
        }
        return String(decoding: cleaned, as: UTF8.self)
    }

    /// Whether three bytes are the UTF-8 of a character with no width: U+200B to U+200D
    /// (E2 80 8B–8D), U+2060 (E2 81 A0) or U+FEFF (EF BB BF). The bytes' spelling of
    /// ``PlainTextParser/invisibleEdges``, which a test holds them to.
    static func isInvisible(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        switch (first, second, third) {
        case (0xE2, 0x80, 0x8B...0x8D), (0xE2, 0x81, 0xA0), (0xEF, 0xBB, 0xBF): true
        default: false
        }
    }

    /// A C0 control other than tab (line breaks never reach a line), or DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F
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
