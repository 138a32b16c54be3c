import Foundation

/// CSS's syntax as a book's style sheet needs it read: comments, strings and escapes,
/// rules and their declaration blocks, `@media` blocks for the screen, `@import`, and
/// CSS's error recovery, in which anything malformed costs only its own declaration or rule.
///
/// The parser knows no properties: it hands ``EPUBStyleSheet`` each rule's selector text
/// and its declarations in order. It works on the sheet's Unicode scalars in one pass
/// (a block's end is found once), so a hostile sheet costs time in proportion to its size.
struct CSSParser {
    /// One `property: value` pair of a rule or a `style` attribute.
    struct Declaration: Equatable, Sendable {
        /// The property, lower-cased (`font-size`).
        var property: String
        /// The value as written, trimmed, without `!important`.
        var value: String
        var isImportant: Bool
    }

    /// What a sheet holds, in the order written.
    enum Item: Equatable, Sendable {
        /// A style rule: its selector list, as written, and its declarations.
        case rule(selectors: String, declarations: [Declaration])
        /// An `@import` of another sheet, by the address written.
        case `import`(String)
    }

    /// How deeply `@media` blocks are read inside each other; deeper ones are skipped.
    static let maximumNesting = 4

    private let text: [Unicode.Scalar]

    private init(_ css: String) { text = Array(Self.removingComments(css).unicodeScalars) }

    /// The rules and imports of `css`, in order.
    static func items(_ css: String) -> [Item] {
        let parser = CSSParser(css)
        var items: [Item] = []
        parser.readRules(from: 0, to: parser.text.count, nesting: 0, into: &items)
        return items
    }

    /// The declarations of a block's body or a `style` attribute: split at the semicolons
    /// outside strings and brackets; one without a colon or a valid property name is dropped.
    static func declarations(_ body: String) -> [Declaration] {
        let parser = CSSParser(body)
        return parser.declarations(from: 0, to: parser.text.count)
    }

    // MARK: - Rules

    private func readRules(from start: Int, to end: Int, nesting: Int, into items: inout [Item]) {
        var index = start
        while index < end {
            while index < end, text[index].properties.isWhitespace { index += 1 }
            guard index < end else { return }
            // A prelude runs to the block (or, for an at-rule, to a semicolon).
            let isAtRule = text[index] == "@"
            let stop = scan(from: index, to: end, stoppingAt: isAtRule ? ["{", ";"] : ["{"])
            let prelude = string(index, stop)
            guard stop < end, text[stop] == "{" else {
                if isAtRule { readStatement(prelude, into: &items) }
                index = stop + 1
                continue
            }
            let close = blockEnd(openingAt: stop, limit: end)
            if isAtRule {
                if nesting < Self.maximumNesting, Self.mediaApplies(prelude) {
                    readRules(from: stop + 1, to: close, nesting: nesting + 1, into: &items)
                }
            } else {
                items.append(.rule(selectors: prelude, declarations: declarations(from: stop + 1, to: close)))
            }
            index = close + 1
        }
    }

    /// An at-rule without a block: only `@import` is read; `@charset`, `@namespace` and
    /// unknown ones are skipped.
    private func readStatement(_ prelude: String, into items: inout [Item]) {
        let lowered = prelude.lowercased()
        guard lowered.hasPrefix("@import") else { return }
        var rest = prelude.dropFirst("@import".count).drop(while: \.isWhitespace)
        let media: Substring
        if rest.lowercased().hasPrefix("url(") {
            rest = rest.dropFirst(4)
            guard let close = rest.firstIndex(of: ")") else { return }
            media = rest[rest.index(after: close)...]
            rest = rest[..<close]
        } else {
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { return }
            media = rest[rest.index(after: close)...]
            rest = rest[..<close]
        }
        let address = rest.trimmingCharacters(in: .whitespaces).trimmingCharacters(
            in: CharacterSet(charactersIn: "\"'"))
        let mediaList = media.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ";")))
        guard !address.isEmpty, mediaList.isEmpty || Self.mediaApplies("@media " + mediaList) else { return }
        items.append(.import(address))
    }

    /// Whether an at-rule with a block is read: `@media` whose list names the screen or
    /// all media with no feature test (a reader reflows to any window, so width queries,
    /// written for phones or print, are not evaluated and their rules are left out).
    /// `@font-face`, `@page`, `@supports` and the rest are skipped.
    static func mediaApplies(_ prelude: String) -> Bool {
        let lowered = prelude.lowercased()
        guard lowered.hasPrefix("@media") else { return false }
        let list = lowered.dropFirst("@media".count)
        return list.split(separator: ",").contains { query in
            var words = query.split(whereSeparator: \.isWhitespace)
            if words.first == "only" { words.removeFirst() }
            return words.count == 1 && (words[0] == "screen" || words[0] == "all")
        }
    }

    /// A selector list split at its commas, leaving those inside strings and brackets
    /// (`[title="a, b"]`) to the selector they are in.
    static func selectorList(_ selectors: String) -> [String] {
        let parser = CSSParser(selectors)
        var result: [String] = []
        var index = 0
        while index < parser.text.count {
            let stop = parser.scan(from: index, to: parser.text.count, stoppingAt: [","])
            result.append(parser.string(index, stop))
            index = stop + 1
        }
        return result
    }

    // MARK: - Declarations

    private func declarations(from start: Int, to end: Int) -> [Declaration] {
        var result: [Declaration] = []
        var index = start
        while index < end {
            let stop = scan(from: index, to: end, stoppingAt: [";"])
            if let declaration = Self.declaration(string(index, stop)) { result.append(declaration) }
            index = stop + 1
        }
        return result
    }

    private static func declaration(_ text: String) -> Declaration? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let property = text[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !property.isEmpty, property.unicodeScalars.allSatisfy({ isNameScalar($0) }) else { return nil }
        var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        var isImportant = false
        if let bang = value.lastIndex(of: "!"),
            value[value.index(after: bang)...].trimmingCharacters(in: .whitespaces).lowercased() == "important"
        {
            isImportant = true
            value = value[..<bang].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !value.isEmpty else { return nil }
        return Declaration(property: property, value: value, isImportant: isImportant)
    }

    /// Letters, digits, `-`, `_` and anything past ASCII: what a CSS name is made of.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F || scalar == "-" || scalar == "_" || ("0"..."9").contains(scalar)
            || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    // MARK: - Scanning

    /// The index of the first of `stops` at `start` or after that is outside strings and
    /// brackets, or `end`.
    private func scan(from start: Int, to end: Int, stoppingAt stops: Set<Unicode.Scalar>) -> Int {
        var index = start
        var depth = 0
        while index < end {
            let scalar = text[index]
            if depth == 0, stops.contains(scalar) { return index }
            switch scalar {
            case "\\": index += 1
            case "\"", "'": index = stringEnd(openingAt: index, limit: end)
            case "(", "[": depth += 1
            case ")", "]": depth = max(depth - 1, 0)
            default: break
            }
            index += 1
        }
        return end
    }

    /// The index of the `}` that closes the block opened at `open`, or `limit` when the
    /// sheet ends first (CSS closes what the end of a sheet leaves open).
    private func blockEnd(openingAt open: Int, limit: Int) -> Int {
        var depth = 0
        var index = open
        while index < limit {
            switch text[index] {
            case "\\": index += 1
            case "\"", "'": index = stringEnd(openingAt: index, limit: limit)
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return limit
    }

    /// The index of the quote that closes the string opened at `open`; an unescaped line
    /// break ends a string too (a bad string in CSS), so one stray quote costs one line.
    private func stringEnd(openingAt open: Int, limit: Int) -> Int {
        let quote = text[open]
        var index = open + 1
        while index < limit {
            let scalar = text[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote || scalar == "\n" { return index }
            index += 1
        }
        return limit
    }

    private func string(_ start: Int, _ end: Int) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text[start..<min(max(end, start), text.count)])
        return String(result).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `css` without its comments; a comment's opener inside a string is text.
    private static func removingComments(_ css: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(css.unicodeScalars)
        var index = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\", index + 1 < scalars.count {
                    result.append(scalar)
                    index += 1
                    result.append(scalars[index])
                } else {
                    result.append(scalar)
                    if scalar == open || scalar == "\n" { quote = nil }
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
                {
                    index += 1
                }
                index += 1
                result.append(" ")
            } else {
                if scalar == "\"" || scalar == "'" { quote = scalar }
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }
}
