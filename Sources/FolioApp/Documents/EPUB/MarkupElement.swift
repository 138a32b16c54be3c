/// An element of an XML or HTML document, copied out of libxml2's tree so that the rest of
/// the EPUB code is plain Swift with no C pointers to free.
struct MarkupElement: Hashable, Sendable {
    /// The local name, lower-cased (`p`, `rootfile`, `itemref`): a namespace prefix such as
    /// `opf:` or `dc:` is dropped, because real packages spell prefixes every possible way.
    var name: String
    /// Attribute values by local name, lower-cased; a prefixed attribute other than `xml:`
    /// and `epub:` keeps only its local name, and those two keep the prefix (`epub:type`,
    /// `xml:lang`) so that they never collide with a plain `type` or `lang`.
    var attributes: [String: String]
    var children: [MarkupNode]

    subscript(attribute name: String) -> String? { attributes[name] }

    /// The child elements, in order.
    var elements: [MarkupElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The first descendant (depth first, this element included) named `name`.
    func first(named name: String) -> MarkupElement? {
        if self.name == name { return self }
        for child in elements {
            if let found = child.first(named: name) { return found }
        }
        return nil
    }

    /// Every descendant named `name`, in document order (this element included).
    func all(named name: String) -> [MarkupElement] {
        var found: [MarkupElement] = []
        collect(named: name, into: &found)
        return found
    }

    private func collect(named name: String, into found: inout [MarkupElement]) {
        if self.name == name { found.append(self) }
        for child in elements { child.collect(named: name, into: &found) }
    }

    /// The text of the element and its descendants, joined, with runs of white space as
    /// one space and the ends trimmed.
    var text: String {
        var raw = ""
        appendText(to: &raw)
        return raw.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private func appendText(to raw: inout String) {
        for child in children {
            switch child {
            case .text(let text): raw += text
            case .element(let element): element.appendText(to: &raw)
            }
        }
    }
}
