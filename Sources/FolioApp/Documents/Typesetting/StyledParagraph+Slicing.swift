import FolioRender

extension StyledParagraph {
    /// The paragraph's bytes `range` as a paragraph of their own, spans cut to match.
    /// The range must start and end on character boundaries (``boundary(before:)``).
    func slice(_ range: Range<Int>) -> StyledParagraph {
        let (lower, upper) = clamped(range)
        if lower == 0 && upper == text.utf8.count { return self }
        var copy = self
        copy.text = text(lower..<upper)
        // Spans are in order and do not overlap: find the first that reaches past `lower`.
        var low = 0
        var high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].range.upperBound <= lower { low = mid + 1 } else { high = mid }
        }
        var cut: [StyledSpan] = []
        var index = low
        while index < spans.count, spans[index].range.lowerBound < upper {
            var span = spans[index]
            span.range = (max(span.range.lowerBound, lower) - lower)..<(min(span.range.upperBound, upper) - lower)
            if !span.range.isEmpty { cut.append(span) }
            index += 1
        }
        copy.spans = cut
        return copy
    }

    /// The last offset at or before `offset` where the text may be cut: after a space or
    /// newline when one is near, else at the start of a Unicode scalar.
    func boundary(before offset: Int) -> Int {
        let utf8 = text.utf8
        let length = utf8.count
        guard offset < length else { return length }
        var index = utf8.index(utf8.startIndex, offsetBy: max(offset, 0))
        var position = max(offset, 0)
        // Up to 64 bytes back for a space, so the cut does not fall inside a cluster.
        var probe = index
        var probePosition = position
        for _ in 0..<64 where probePosition > 0 {
            let previous = utf8.index(before: probe)
            if utf8[previous] == UInt8(ascii: " ") || utf8[previous] == UInt8(ascii: "\n") {
                return probePosition
            }
            probe = previous
            probePosition -= 1
        }
        while position > 0, utf8[index] & 0xC0 == 0x80 {
            index = utf8.index(before: index)
            position -= 1
        }
        return position
    }
}

extension StyledParagraph {
    /// The text of bytes `range` (on character boundaries), clamped to the text.
    func text(_ range: Range<Int>) -> String {
        let (lower, upper) = clamped(range)
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        return String(text[start..<utf8.index(start, offsetBy: upper - lower)])
    }

    /// `range` clamped to the text's bytes, never inverted.
    private func clamped(_ range: Range<Int>) -> (lower: Int, upper: Int) {
        let length = text.utf8.count
        let lower = min(max(range.lowerBound, 0), length)
        return (lower, min(max(range.upperBound, lower), length))
    }
}
