import Foundation

/// The little CSS an EPUB reader needs to honour: italics, bold and centring from a book's
/// style sheets and `style` attributes.
///
/// Books put their emphasis in CSS as often as in markup (`<span class="it">`, `<p
/// class="centre">`), so ignoring CSS loses it. Only simple selectors are read — `p`,
/// `.class`, `p.class` — and only `font-style`, `font-weight`, `text-align`,
/// `font-family: monospace`, `display: none` and `list-style-type`; anything else (descendant selectors, `@media`, layout) is
/// skipped, so a hostile or exotic sheet can at worst lose styling.
struct EPUBStyleSheet: Sendable {
    /// What a rule or a `style` attribute sets. Nil leaves the inherited value.
    struct Declarations: Equatable, Sendable {
        var italic: Bool?
        var bold: Bool?
        var monospace: Bool?
        var alignment: RichAlignment?
        /// `display: none`: the element and its contents are not shown.
        var isHidden: Bool?
        /// `list-style-type` (or the type in `list-style`): how list items are marked.
        var listStyle: ListStyle?

        mutating func merge(_ other: Declarations) {
            isHidden = other.isHidden ?? isHidden
            listStyle = other.listStyle ?? listStyle
            italic = other.italic ?? italic
            bold = other.bold ?? bold
            monospace = other.monospace ?? monospace
            alignment = other.alignment ?? alignment
        }
    }

    private struct Rule: Sendable {
        var element: String?
        var classes: [String]
        var declarations: Declarations
    }

    private var rules: [Rule] = []
    /// Rule indices by what an element must have for them to apply: `e:name` for rules
    /// naming an element, `c:class` (the first class) for class-only rules, `*` for the
    /// rest. A lookup reads only its element's and classes' lists, not the whole sheet.
    private var rulesByKey: [String: [Int]] = [:]

    /// The most rules kept from one book: a sheet of a million rules would make every
    /// element's lookup slow.
    static let maximumRules = 5_000

    init() {}

    /// Adds the rules of one style sheet's text.
    mutating func add(_ css: String) {
        var text = Self.removingComments(css)[...]
        while !text.isEmpty, rules.count < Self.maximumRules {
            guard let open = text.firstIndex(of: "{") else { return }
            let prelude = text[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            // The matching close brace, counting nesting (an @media block holds rules).
            var depth = 0
            var close = text.endIndex
            var index = open
            while index < text.endIndex {
                if text[index] == "{" { depth += 1 }
                if text[index] == "}" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
                index = text.index(after: index)
            }
            let body = text[text.index(after: open)..<close]
            text = close < text.endIndex ? text[text.index(after: close)...] : ""
            guard !prelude.hasPrefix("@") else { continue }
            let declarations = Self.parseDeclarations(String(body))
            for selector in prelude.split(separator: ",") {
                if let rule = Self.simpleRule(selector.trimmingCharacters(in: .whitespacesAndNewlines), declarations) {
                    rulesByKey[Self.key(of: rule), default: []].append(rules.count)
                    rules.append(rule)
                }
            }
        }
    }

    /// What applies to an element named `name` with `classes`, with its `style` attribute
    /// last (it wins, as in CSS; specificity between rules is approximated by order).
    func declarations(element name: String, classes: [String], style: String?) -> Declarations {
        var examined = 0
        return declarations(element: name, classes: classes, style: style, examined: &examined)
    }

    /// ``declarations(element:classes:style:)``, adding to `examined` the number of rules
    /// it looked at, so that a caller can bound the work a hostile sheet causes.
    func declarations(element name: String, classes: [String], style: String?, examined: inout Int)
        -> Declarations
    {
        var candidates = rulesByKey["e:" + name] ?? []
        for className in Set(classes) { candidates += rulesByKey["c:" + className] ?? [] }
        candidates += rulesByKey["*"] ?? []
        candidates.sort()
        examined += candidates.count
        var result = Declarations()
        for position in candidates {
            let rule = rules[position]
            if let element = rule.element, element != name { continue }
            if !rule.classes.allSatisfy(classes.contains) { continue }
            result.merge(rule.declarations)
        }
        if let style { result.merge(Self.parseDeclarations(style)) }
        return result
    }

    private static func key(of rule: Rule) -> String {
        if let element = rule.element { return "e:" + element }
        if let first = rule.classes.first { return "c:" + first }
        return "*"
    }

    private static func simpleRule(_ selector: String, _ declarations: Declarations) -> Rule? {
        guard !selector.isEmpty,
            selector.allSatisfy({ $0.isLetter || $0.isNumber || "-_.*".contains($0) })
        else { return nil }
        var parts = selector.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let element = parts.removeFirst().lowercased()
        guard !parts.contains(where: \.isEmpty) else { return nil }
        return Rule(
            element: element.isEmpty || element == "*" ? nil : element, classes: parts, declarations: declarations)
    }

    static func parseDeclarations(_ body: String) -> Declarations {
        var result = Declarations()
        for declaration in body.split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let property = pair[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let value = pair[1].replacingOccurrences(of: "!important", with: "")
                .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            switch property {
            case "font-style":
                result.italic = value == "italic" || value == "oblique"
            case "font-weight":
                if value == "bold" || value == "bolder" { result.bold = true }
                if value == "normal" || value == "lighter" { result.bold = false }
                if let weight = Int(value) { result.bold = weight >= 600 }
            case "font-family":
                result.monospace = value.contains("monospace") || value.contains("courier")
            case "text-align":
                switch value {
                case "center": result.alignment = .center
                case "right", "end": result.alignment = .right
                case "left", "start": result.alignment = .left
                case "justify": result.alignment = .justified
                default: break
                }
            case "display":
                result.isHidden = value == "none"
            case "list-style-type":
                result.listStyle = ListStyle(value) ?? result.listStyle
            case "list-style":
                // The shorthand's type is whichever of its words names one.
                for word in value.split(whereSeparator: \.isWhitespace) {
                    if let style = ListStyle(String(word)) { result.listStyle = style }
                }
            default:
                break
            }
        }
        return result
    }

    private static func removingComments(_ css: String) -> String {
        var result = ""
        var rest = css[...]
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        result += rest
        return result
    }
}
