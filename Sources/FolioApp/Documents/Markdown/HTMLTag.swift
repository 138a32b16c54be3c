/// One tag of raw HTML found in Markdown (`<br>`, `</summary>`, `<img src="a.png">`), read
/// far enough to decide what it does; HTML in Markdown is a fragment, not a document, so
/// a tolerant scanner is all it needs (EPUB's XHTML goes through libxml2 instead).
struct HTMLTag: Hashable, Sendable {
    /// The element name in lower case ("br", "summary"); empty for a comment or declaration.
    var name: String
    var isClosing: Bool
    /// Attributes by lower-case name, entity references decoded.
    var attributes: [String: String]

    /// Reads a tag from its source text (`<`…`>`), nil when it is not one.
    init?(_ source: Substring) {
        guard source.first == "<" else { return nil }
        var rest = source.dropFirst()
        if rest.hasPrefix("!") || rest.hasPrefix("?") {
            name = ""
            isClosing = false
            attributes = [:]
            return
        }
        isClosing = rest.first == "/"
        if isClosing { rest = rest.dropFirst() }
        let nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? rest.endIndex
        guard nameEnd > rest.startIndex else { return nil }
        name = rest[..<nameEnd].lowercased()
        attributes = Self.attributes(in: rest[nameEnd...])
    }

    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" || $0 == ">" }
            let nameEnd = rest.firstIndex { $0.isWhitespace || $0 == "=" || $0 == ">" || $0 == "/" } ?? rest.endIndex
            guard nameEnd > rest.startIndex else { return result }
            let name = rest[..<nameEnd].lowercased()
            rest = rest[nameEnd...].drop(while: \.isWhitespace)
            guard rest.first == "=" else {
                result[name] = ""
                continue
            }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                let body = rest.dropFirst()
                let end = body.firstIndex(of: quote) ?? body.endIndex
                value = body[..<end]
                rest = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
            } else {
                let end = rest.firstIndex { $0.isWhitespace || $0 == ">" } ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            result[name] = HTMLEntities.decode(value)
        }
    }

    /// The tags and text of `html`, in order: text between tags is returned with entity
    /// references decoded; comments and declarations are returned as nameless tags.
    static func tokens(in html: String) -> [Token] {
        var tokens: [Token] = []
        var rest = html[...]
        // What the searches for a tag's end found, kept for the next "<": searching again from
        // each of a million "<"s with no ">" (or "<!--"s with no "-->") was quadratic.
        var nextClose: Substring.Index?
        var commentNeverCloses = false
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "<") else {
                tokens.append(.text(HTMLEntities.decode(rest)))
                break
            }
            if open > rest.startIndex { tokens.append(.text(HTMLEntities.decode(rest[..<open]))) }
            let afterOpen = rest[open...]
            if nextClose.map({ $0 < open }) ?? true { nextClose = afterOpen.firstIndex(of: ">") }
            guard let close = nextClose else {
                // No ">" anywhere after: the rest is text.
                tokens.append(.text(HTMLEntities.decode(afterOpen)))
                break
            }
            let end: Substring.Index?
            if afterOpen.hasPrefix("<!--") {
                end = commentNeverCloses ? nil : afterOpen.firstRange(of: "-->")?.upperBound
                commentNeverCloses = end == nil
            } else {
                end = afterOpen.index(after: close)
            }
            guard let end, let tag = HTMLTag(afterOpen[..<end]) else {
                // A lone "<" (as in "a < b"): text.
                tokens.append(.text("<"))
                rest = afterOpen.dropFirst()
                continue
            }
            tokens.append(.tag(tag))
            rest = afterOpen[end...]
        }
        return tokens
    }

    enum Token: Hashable {
        case text(String)
        case tag(HTMLTag)
    }
}
