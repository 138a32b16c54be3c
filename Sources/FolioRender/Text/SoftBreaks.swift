/// Zero-width places where a line may break, for text with very long runs without spaces (a log line,
/// base64, a URL), inserted before Pango sees it.
///
/// Pango wraps a word longer than a line character by character, and does so in time that
/// grows with the square of the word's length: a 256 KB line without spaces took 207 s to
/// paginate, against 5 s for the same length of words. A ZERO WIDTH SPACE (U+200B) every 200
/// characters of such a run gives Pango a break it can take, so its work per line stays
/// bounded. The character is invisible and takes no width, so nothing changes on screen.
///
/// Still needed with Pango doing all line breaking (the app's rich-text paginator lays out
/// a page's worth of text at a time): the quadratic cost is inside one Pango layout, so
/// even a few kilobytes of one unbroken run per page would make a 10 MB line take minutes.
/// The paginator inserts these breaks into its own copy of the text, so its positions stay
/// consistent; labels insert them when they lay out.
package enum SoftBreaks {
    /// The longest run without a break that is left alone, in Unicode scalars.
    package static let longestRun = 200

    /// `text` with U+200B inserted in every run of more than ``longestRun`` scalars without
    /// white space, never before a combining mark or joiner; `text` itself when it has none.
    package static func inserted(into text: String) -> String {
        guard text.utf8.count > longestRun, needsBreaks(text) else { return text }
        var result = String.UnicodeScalarView()
        var run = 0
        for scalar in text.unicodeScalars {
            if isBreak(scalar) {
                run = 0
            } else {
                if run >= longestRun, scalar.isASCII || startsCluster(scalar) {
                    result.append("\u{200B}")
                    run = 0
                }
                run += 1
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// Whether some run is long enough to need a break (most text has none: no copy).
    private static func needsBreaks(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if isBreak(scalar) {
                run = 0
            } else {
                run += 1
                if run > longestRun { return true }
            }
        }
        return false
    }

    /// Whether `scalar` ends a run: white space or a zero-width space (ASCII without a
    /// Unicode property lookup, which dominated the time of a 10 MB line).
    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar == "\u{200B}" || scalar.properties.isWhitespace
    }

    /// Whether a break may go before `scalar`: not inside a cluster (a combining mark, a
    /// joiner, a variation selector or an emoji modifier continue the character before).
    private static func startsCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format:
            return false
        default:
            return !(0xFE00...0xFE0F).contains(scalar.value) && !(0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }
}
