/// Walks UTF-8 bytes scalar by scalar and tries a folded query at a position: the inner
/// loop of ``TextMatcher``, which sees each byte about once.
struct MatchScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let query: [UInt32]
    var folder: ScalarFolder

    /// The offset of the scalar after the one starting at `offset` (a stray continuation
    /// byte counts as one scalar, so malformed text always moves on).
    func nextScalar(after offset: Int) -> Int {
        var next = offset + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80, next - offset < 4 { next += 1 }
        return next
    }

    /// The scalar starting at `offset`; U+FFFD for a malformed sequence.
    func scalar(at offset: Int) -> UInt32 {
        let lead = UInt32(bytes[offset])
        guard lead >= 0x80 else { return lead }
        let end = nextScalar(after: offset)
        let length = end - offset
        let (bits, expected): (UInt32, Int) =
            lead >= 0xF0 ? (lead & 0x07, 4) : lead >= 0xE0 ? (lead & 0x0F, 3) : lead >= 0xC0 ? (lead & 0x1F, 2) : (0, 0)
        guard length == expected else { return 0xFFFD }
        var value = bits
        for index in (offset + 1)..<end { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        return value
    }

    /// Where a match starting at `start` ends, or nil if none starts there.
    mutating func match(at start: Int) -> Int? {
        // Most positions fail on their first byte: ASCII is compared without folding tables.
        let lead = bytes[start]
        if lead < 0x80, folder.foldASCII(lead) != query[0] { return nil }
        var position = start
        var matched = 0
        var isFirst = true
        while matched < query.count {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if byte < 0x80 {
                guard folder.foldASCII(byte) == query[matched] else { return nil }
                matched += 1
                position += 1
                isFirst = false
                continue
            }
            let units = folder.fold(scalar(at: position))
            // A match starts on a scalar that folds to something, never on an ignored one.
            if isFirst && units.isEmpty { return nil }
            isFirst = false
            for (index, unit) in units.enumerated() {
                if matched == query.count {
                    // The rest of a letter folded to several: part of the match, unless it is
                    // an accent that counts ("e" is not "é").
                    if units[index...].contains(where: ScalarFolder.isCombiningMark) { return nil }
                    break
                }
                guard unit == query[matched] else { return nil }
                matched += 1
            }
            position = nextScalar(after: position)
        }
        return extendOverMarks(from: position)
    }

    /// `end` moved past the accents that belong to the last matched letter; nil when accents
    /// count and one follows (the match would cut a letter in two).
    private mutating func extendOverMarks(from end: Int) -> Int? {
        var position = end
        while position < bytes.count, bytes[position] >= 0x80 {
            let value = scalar(at: position)
            guard ScalarFolder.isCombiningMark(value) else { break }
            if !folder.options.contains(.diacriticInsensitive) { return nil }
            position = nextScalar(after: position)
        }
        return position
    }
}
