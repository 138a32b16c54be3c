import FolioCore

/// A text measurer with simple, exact rules, so pagination can be checked by hand: every
/// character is `font.size × 0.5` wide (CJK characters twice that), lines are
/// `font.size + lineSpacing` tall, and words wrap greedily at spaces or between CJK characters.
@MainActor
final class FixedWidthMeasurer: TextMeasuring {
    private(set) var calls = 0

    func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size {
        calls += 1
        let lineHeight = style.font.size + style.lineSpacing
        var lines = 0
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = wrap(paragraph, width: maxWidth ?? .infinity, unit: style.font.size * 0.5)
            lines += wrapped.count
            widest = max(widest, wrapped.max() ?? 0)
        }
        return Size(width: widest, height: Double(lines) * lineHeight)
    }

    /// The widths of the lines `text` wraps into.
    private func wrap(_ text: Substring, width: Double, unit: Double) -> [Double] {
        var lines: [Double] = []
        var line = 0.0
        for word in words(text) {
            let wordWidth = word.reduce(0.0) { $0 + (Self.isCJK($1) ? 2 * unit : unit) }
            let trimmed = word.last == " " ? wordWidth - unit : wordWidth
            if line > 0, line + trimmed > width {
                lines.append(line)
                line = 0
            }
            line += wordWidth
        }
        lines.append(line)
        return lines
    }

    /// Words with their trailing spaces; each CJK character is a word of its own.
    private func words(_ text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let endsWord =
                next == text.endIndex || Self.isCJK(text[index]) || Self.isCJK(text[next])
                || (text[index] == " " && text[next] != " ")
            if endsWord {
                words.append(text[start..<next])
                start = next
            }
            index = next
        }
        return words
    }

    private static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(scalar) || (0x3000...0x303F).contains(scalar)
    }
}
