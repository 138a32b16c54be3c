/// Reduces Markdown's inline markup to the text a reader sees: `**bold**`, `*emphasis*`,
/// `_emphasis_`, `~~strike~~` and `` `code` `` lose their markers, `[text](url)` and
/// `![alt](src)` keep their text, `\*` escapes keep the character.
enum MarkdownInline {
    static func plainText(_ source: String) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count)
        var characters = Array(source)
        var index = 0
        // Backtick run lengths known to have no closing run after a position: a paragraph
        // of unmatched runs would otherwise rescan the rest of the paragraph for each one.
        var unmatchedRuns: [Int: Int] = [:]
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && isPunctuation(characters[index + 1]):
                output.append(characters[index + 1])
                index += 2
            case "`":
                // A code span: everything up to the matching run of backticks, verbatim.
                let run = countRun(of: "`", in: characters, from: index)
                let searchable = unmatchedRuns[run].map { index + run < $0 } ?? true
                let close = searchable ? findRun(of: "`", length: run, in: characters, from: index + run) : nil
                if close == nil, searchable { unmatchedRuns[run] = index + run }
                if let close {
                    output += String(characters[(index + run)..<close]).trimmingCharacters(in: " ")
                    index = close + run
                } else {
                    output += String(repeating: "`", count: run)
                    index += run
                }
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                index += 1  // the image's alt text is handled like a link's text
            case "[":
                if let (text, end) = link(in: characters, at: index) {
                    output += plainText(text)
                    index = end
                } else {
                    output.append(character)
                    index += 1
                }
            case "*", "_", "~":
                // Emphasis markers: drop runs that open or close emphasis (next to a word),
                // keep lone ones such as "5 * 3" or snake_case.
                let run = countRun(of: character, in: characters, from: index)
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + run < characters.count ? characters[index + run] : " "
                let intraword = before.isLetter && after.isLetter && character == "_"
                if !intraword && (!before.isWhitespace || !after.isWhitespace) {
                    index += run
                } else {
                    output += String(repeating: character, count: run)
                    index += run
                }
            default:
                output.append(character)
                index += 1
            }
        }
        characters.removeAll()
        return output
    }

    /// The longest link text and destination looked for, in characters. Without a bound,
    /// a paragraph of unclosed `[` would be rescanned to its end for each one (quadratic);
    /// CommonMark bounds link labels at 999 characters for the same reason.
    static let maximumLinkPart = 1000

    /// `[text](destination)` starting at `start`: the text and the index after the link.
    private static func link(in characters: [Character], at start: Int) -> (String, Int)? {
        var depth = 0
        var index = start
        let textEnd = min(characters.count, start + maximumLinkPart)
        while index < textEnd {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < textEnd, index + 1 < characters.count, characters[index + 1] == "(" else { return nil }
        let destinationEnd = min(characters.count, index + 1 + maximumLinkPart)
        guard let close = characters[(index + 1)..<destinationEnd].firstIndex(of: ")") else { return nil }
        return (String(characters[(start + 1)..<index]), close + 1)
    }

    private static func countRun(of character: Character, in characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == character { end += 1 }
        return end - start
    }

    private static func findRun(of character: Character, length: Int, in characters: [Character], from start: Int)
        -> Int?
    {
        var index = start
        while index < characters.count {
            let run = countRun(of: character, in: characters, from: index)
            if run == length { return index }
            index += max(run, 1)
        }
        return nil
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(self[...].trimmingCharacters(in: set))
    }
}
