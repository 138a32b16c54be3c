/// Reads one selector's text into ``CSSSelector``'s compounds and combinators, decoding
/// CSS escapes in names (`.\31 0` is the class `10`). Anything it does not read makes
/// ``read()`` answer nil.
struct CSSSelectorReader {
    private let text: [Unicode.Scalar]
    private var index = 0

    init(_ text: Substring) { self.text = Array(text.unicodeScalars) }

    mutating func read() -> (compounds: [CSSSelector.Compound], isChild: [Bool])? {
        var compounds: [CSSSelector.Compound] = []
        var isChild: [Bool] = []
        skipWhitespace()
        while index < text.count {
            guard let compound = readCompound() else { return nil }
            compounds.append(compound)
            guard compounds.count <= CSSSelector.maximumCompounds else { return nil }
            let hadSpace = skipWhitespace()
            guard index < text.count else { break }
            if text[index] == ">" {
                index += 1
                skipWhitespace()
                isChild.append(true)
            } else if hadSpace {
                isChild.append(false)
            } else {
                return nil
            }
            guard index < text.count else { return nil }
        }
        return compounds.isEmpty ? nil : (compounds, isChild)
    }

    private mutating func readCompound() -> CSSSelector.Compound? {
        var compound = CSSSelector.Compound()
        var read = false
        if index < text.count, text[index] == "*" {
            index += 1
            read = true
        } else if let name = readName() {
            compound.element = name.lowercased()
            read = true
        }
        while index < text.count {
            switch text[index] {
            case ".":
                index += 1
                guard let name = readName() else { return nil }
                compound.classes.append(name)
            case "#":
                index += 1
                guard let name = readName() else { return nil }
                compound.id = name
            case "[":
                index += 1
                guard let test = readAttributeTest() else { return nil }
                compound.attributes.append(test)
            default:
                return read ? compound : nil
            }
            read = true
        }
        return read ? compound : nil
    }

    /// `[name]`, `[name=value]`, `[name~=value]`, `[name|=value]`; the value bare or quoted.
    private mutating func readAttributeTest() -> CSSSelector.AttributeTest? {
        skipWhitespace()
        guard let name = readName()?.lowercased() else { return nil }
        skipWhitespace()
        guard index < text.count else { return nil }
        var kind = text[index]
        if kind == "]" {
            index += 1
            return CSSSelector.AttributeTest(name: name, match: .present)
        }
        if kind == "~" || kind == "|" {
            index += 1
            guard index < text.count, text[index] == "=" else { return nil }
        } else {
            guard kind == "=" else { return nil }
            kind = "="
        }
        index += 1
        skipWhitespace()
        guard let value = readQuoted() ?? readName() else { return nil }
        skipWhitespace()
        guard index < text.count, text[index] == "]" else { return nil }
        index += 1
        switch kind {
        case "~": return CSSSelector.AttributeTest(name: name, match: .includesWord(value))
        case "|": return CSSSelector.AttributeTest(name: name, match: .dashPrefix(value))
        default: return CSSSelector.AttributeTest(name: name, match: .equals(value))
        }
    }

    private mutating func readQuoted() -> String? {
        guard index < text.count, text[index] == "\"" || text[index] == "'" else { return nil }
        let quote = text[index]
        index += 1
        var value = String.UnicodeScalarView()
        while index < text.count, text[index] != quote {
            if text[index] == "\\" {
                guard let escaped = readEscape() else { return nil }
                value.append(escaped)
                continue
            }
            value.append(text[index])
            index += 1
        }
        guard index < text.count else { return nil }
        index += 1
        return String(value)
    }

    /// A CSS identifier, escapes decoded; nil when none starts here.
    private mutating func readName() -> String? {
        var name = String.UnicodeScalarView()
        while index < text.count {
            let scalar = text[index]
            if scalar == "\\" {
                guard let escaped = readEscape() else { return nil }
                name.append(escaped)
            } else if CSSParser.isNameScalar(scalar) {
                name.append(scalar)
                index += 1
            } else {
                break
            }
        }
        return name.isEmpty ? nil : String(name)
    }

    /// The character a backslash escape at `index` stands for: up to six hex digits and
    /// one optional space, or the next character as itself.
    private mutating func readEscape() -> Unicode.Scalar? {
        index += 1
        guard index < text.count else { return nil }
        var hex = ""
        while index < text.count, hex.count < 6, text[index].properties.isASCIIHexDigit {
            hex.unicodeScalars.append(text[index])
            index += 1
        }
        if hex.isEmpty {
            defer { index += 1 }
            return text[index]
        }
        if index < text.count, text[index].properties.isWhitespace { index += 1 }
        return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < text.count, text[index].properties.isWhitespace { index += 1 }
        return index > start
    }
}
