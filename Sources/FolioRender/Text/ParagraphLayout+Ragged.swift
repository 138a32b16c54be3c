internal import CPango

extension ParagraphLayout {
    /// The lines of a justified paragraph that are set ragged, from the start, instead.
    ///
    /// Pango stretches a wrapped line of a justified paragraph at its spaces, or, when it has
    /// none, between every pair of letters: a long code name or URL alone on a narrow line
    /// came out as "p r o c e s s . s e n d (". Readers set such a line ragged, as they do a
    /// line whose word had to be broken where no break is allowed: a line without a space
    /// (unless it is Chinese or Japanese, which is justified between its characters), a line
    /// that ends inside a word, and a line all of code, whose letters keep their columns.
    ///
    /// - Parameter code: The byte ranges set in a monospaced face, in order.
    /// - Returns: The indices of those lines in `lines`; empty unless `layout` justifies.
    static func raggedLines(of layout: OpaquePointer, lines: [Line], code: [Range<Int>]) -> Set<Int> {
        guard pango_layout_get_justify(layout) != 0, lines.count > 1, let text = pango_layout_get_text(layout)
        else { return [] }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(strlen(text)))
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
        var ragged: Set<Int> = []
        // The character at each line's end, counted on from the last line's (Pango's log
        // attributes count characters, its lines bytes).
        var offset = 0
        var character = 0
        // The last line of a paragraph is not justified: only lines another one continues.
        for index in lines.indices.dropLast() where !lines[index + 1].startsParagraph {
            let range = lines[index].range.clamped(to: 0..<bytes.count)
            while offset < range.upperBound {
                offset += 1
                if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 { character += 1 }
            }
            let breaksInsideWord = character < Int(count) && attributes[character].is_line_break == 0
            var content = bytes[range]
            while let last = content.last, last == 0x20 || (0x09...0x0D).contains(last) { content.removeLast() }
            if breaksInsideWord || !isStretchable(content) || isCovered(content.indices, by: code) {
                ragged.insert(index)
            }
        }
        return ragged
    }

    /// Whether justifying a line of `content` (UTF-8, without the trailing space) looks
    /// right: it has a space between two words, or it is East Asian text, set solid and
    /// justified between characters.
    private static func isStretchable(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous: UInt8 = 0
        for byte in content {
            // A space, or a no-break space (C2 A0): what Pango stretches.
            if byte == 0x20 || (previous == 0xC2 && byte == 0xA0) { return true }
            previous = byte
        }
        return String(decoding: content, as: UTF8.self).unicodeScalars.contains(where: isSetSolid)
    }

    /// Whether `ranges` (in order of their starts) cover all of `line`.
    private static func isCovered(_ line: Range<Int>, by ranges: [Range<Int>]) -> Bool {
        guard !line.isEmpty else { return false }
        var covered = line.lowerBound
        for range in ranges where range.upperBound > covered {
            guard range.lowerBound <= covered else { return false }
            covered = range.upperBound
            if covered >= line.upperBound { return true }
        }
        return false
    }

    /// The byte ranges of `paragraph` set in a monospaced face, in order of their starts.
    static func codeRanges(of paragraph: StyledParagraph) -> [Range<Int>] {
        paragraph.spans.filter { $0.attributes.traits.contains(.monospace) }.map(\.range)
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether `scalar` is written without spaces between words: ideographs, kana and the
    /// punctuation set with them.
    private static func isSetSolid(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic || (0x3000...0x30FF).contains(scalar.value)
            || (0xFF00...0xFFEF).contains(scalar.value)
    }

    /// The Pango layout line `index` is drawn and measured from: the ragged copy for a line
    /// set ragged, else the paragraph's own.
    func pangoLayout(forLine index: Int) -> OpaquePointer? {
        raggedLines.contains(index) ? raggedLayout ?? layout : layout
    }
}
