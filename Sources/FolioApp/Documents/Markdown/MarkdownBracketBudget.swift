/// Keeps the open brackets of each Markdown paragraph within a budget before cmark-gfm sees
/// the text.
///
/// cmark-gfm (Debian's 0.29.0.gfm.6) walks the brackets still open in a paragraph each time
/// one closes into a link, and on some shapes much more: `![[]()` repeated leaves one image
/// bracket open per repetition, and 120 KB of it take 33 s (600 KB never end). Past
/// ``maximumOpenBrackets`` brackets open at once in a paragraph, a further `[` is escaped
/// (`\[`): it shows as the bracket it is, and starts no link or image. No ordinary text
/// comes near the budget (a link closes its brackets), so ordinary documents are passed
/// through unchanged; in a text that passes it, the links opened after that point read as
/// their source (`[text](address)`).
///
/// The count is an upper bound, taken without parsing: every unescaped `[` opens, every `]`
/// closes the latest still open, and a blank line ends the paragraph. Brackets inside code
/// spans count too (the bound only grows).
enum MarkdownBracketBudget {
    /// The most brackets open at once in one paragraph. With the budget, 1.2 MB of
    /// `![[]()` is parsed in under a second.
    static let maximumOpenBrackets = 256

    /// `markdown` with the brackets escaped that would open past `budget` in a paragraph.
    static func limiting(_ markdown: String, budget: Int = maximumOpenBrackets) -> String {
        let bytes = Array(markdown.utf8)
        var edits = MarkdownEdits()
        var open = 0
        for line in MarkdownLine.split(bytes) {
            if line.isBlank(in: bytes) {
                open = 0
                continue
            }
            var index = line.start
            while index < line.end {
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    // An escaped character (`\[`, `\\`) is text; a backslash before a line
                    // break escapes nothing that counts here.
                    index += 1
                case UInt8(ascii: "["):
                    if open < budget { open += 1 } else { edits.escape(at: index) }
                case UInt8(ascii: "]"):
                    open = max(open - 1, 0)
                default:
                    break
                }
                index += 1
            }
        }
        guard !edits.isEmpty else { return markdown }
        return String(decoding: edits.applied(to: bytes), as: UTF8.self)
    }
}
