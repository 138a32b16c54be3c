/// Reads a plain-text file into paragraphs: blank lines separate paragraphs, and the hard
/// line breaks of text wrapped at 72 or 80 columns are joined.
enum PlainTextParser {
    static func blocks(from source: String) -> [TextBlock] {
        var blocks: [TextBlock] = []
        var lines: [Substring] = []
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = line.trimmingCharacters(in: " \t\u{FEFF}")
            if line.isEmpty {
                if !lines.isEmpty { blocks.append(TextBlock(.paragraph, joinLines(lines))) }
                lines = []
            } else {
                lines.append(line)
            }
        }
        if !lines.isEmpty { blocks.append(TextBlock(.paragraph, joinLines(lines))) }
        return blocks
    }

    /// Joins wrapped lines with a space, except between two CJK characters (which are
    /// written without spaces).
    static func joinLines(_ lines: [Substring]) -> String {
        var result = ""
        for line in lines {
            if let last = result.last, let first = line.first,
                !(BreakOpportunities.isIdeographic(last) && BreakOpportunities.isIdeographic(first))
            {
                result += " "
            }
            result += line
        }
        return result
    }
}
