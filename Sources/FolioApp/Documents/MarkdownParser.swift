/// Reads the Markdown that books and notes are written in into text blocks: ATX and setext
/// headings, paragraphs, bullet and numbered lists, block quotes and fenced or indented code.
/// Inline markup (emphasis, code spans, links, images) is reduced to its text.
///
/// - Note: A reader, not a full CommonMark implementation: tables stay as text lines, HTML
///   is shown as written, and nested lists are flattened.
enum MarkdownParser {
    static func blocks(from source: String) -> [TextBlock] {
        var blocks: [TextBlock] = []
        var paragraph: [Substring] = []
        var fence: (marker: String, lines: [Substring])?
        var indentedCode: [Substring] = []

        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            let text = PlainTextParser.joinLines(paragraph.map { $0.trimmingCharacters(in: " \t") })
            blocks.append(TextBlock(.paragraph, MarkdownInline.plainText(text)))
            paragraph = []
        }
        func flushIndentedCode() {
            guard !indentedCode.isEmpty else { return }
            blocks.append(TextBlock(.code, indentedCode.joined(separator: "\n")))
            indentedCode = []
        }

        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: " \t")
            if var open = fence {
                if trimmed.hasPrefix(open.marker) {
                    blocks.append(TextBlock(.code, open.lines.joined(separator: "\n")))
                    fence = nil
                } else {
                    open.lines.append(line)
                    fence = open
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flushParagraph()
                flushIndentedCode()
                fence = (String(trimmed.prefix(3)), [])
                continue
            }
            if paragraph.isEmpty, line.hasPrefix("    ") || line.hasPrefix("\t"), !trimmed.isEmpty {
                indentedCode.append(line.hasPrefix("\t") ? line.dropFirst() : line.dropFirst(4))
                continue
            }
            flushIndentedCode()
            if trimmed.isEmpty {
                flushParagraph()
                continue
            }
            if let level = setextLevel(trimmed), !paragraph.isEmpty {
                let text = PlainTextParser.joinLines(paragraph.map { $0.trimmingCharacters(in: " \t") })
                blocks.append(TextBlock(.heading(level: level), MarkdownInline.plainText(text)))
                paragraph = []
                continue
            }
            if let heading = atxHeading(trimmed) {
                flushParagraph()
                blocks.append(heading)
            } else if isThematicBreak(trimmed) {
                flushParagraph()
            } else if let item = listItem(trimmed) {
                flushParagraph()
                blocks.append(TextBlock(.listItem, MarkdownInline.plainText(item)))
            } else if trimmed.hasPrefix(">") {
                flushParagraph()
                let quoted = trimmed.drop(while: { $0 == ">" || $0 == " " })
                if case .quote = blocks.last?.role, let lastIndex = blocks.indices.last {
                    // Appended in place: rebuilding the quote for every line was quadratic.
                    blocks[lastIndex].text += " " + MarkdownInline.plainText(String(quoted))
                } else if !quoted.isEmpty {
                    blocks.append(TextBlock(.quote, MarkdownInline.plainText(String(quoted))))
                }
            } else {
                paragraph.append(trimmed)
            }
        }
        if let open = fence { blocks.append(TextBlock(.code, open.lines.joined(separator: "\n"))) }
        flushIndentedCode()
        flushParagraph()
        return blocks.filter { !$0.text.allSatisfy(\.isWhitespace) }
    }

    private static func atxHeading(_ line: Substring) -> TextBlock? {
        let hashes = line.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingCharacters(in: " \t")
        // A closing sequence of #s is decoration.
        while text.hasSuffix("#") { text = text.dropLast() }
        return TextBlock(.heading(level: hashes), MarkdownInline.plainText(String(text.trimmingCharacters(in: " \t"))))
    }

    private static func setextLevel(_ line: Substring) -> Int? {
        if line.allSatisfy({ $0 == "=" }) { return 1 }
        if line.count >= 2, line.allSatisfy({ $0 == "-" }) { return 2 }
        return nil
    }

    private static func isThematicBreak(_ line: Substring) -> Bool {
        let compact = line.filter { $0 != " " }
        guard compact.count >= 3, let first = compact.first, "-*_".contains(first) else { return false }
        return compact.allSatisfy { $0 == first }
    }

    /// The text of a list item with a bullet in front, or nil when the line is not one.
    private static func listItem(_ line: Substring) -> String? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return "• " + line.dropFirst(2).trimmingCharacters(in: " \t")
        }
        let digits = line.prefix(while: \.isNumber)
        let afterDigits = line.dropFirst(digits.count)
        if !digits.isEmpty, digits.count <= 9, let marker = afterDigits.first, marker == "." || marker == ")",
            afterDigits.dropFirst().first == " "
        {
            return "\(digits). " + afterDigits.dropFirst(2).trimmingCharacters(in: " \t")
        }
        return nil
    }
}

extension Substring {
    /// The substring without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> Substring {
        let start = firstIndex(where: { !set.contains($0) }) ?? endIndex
        let end = lastIndex(where: { !set.contains($0) }).map { index(after: $0) } ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}
