import Foundation

/// A book's style sheets as a CSS cascade: which of their rules apply to an element, in
/// what order, with its `style` attribute and `!important` where CSS puts them.
///
/// Rules are read by ``CSSParser`` (comments, strings, `@import`, `@media` for the screen,
/// error recovery) and their selectors by ``CSSSelector`` (type, class, id, attribute,
/// descendant and child). For an element, matching rules are applied by specificity, then
/// source order; the `style` attribute comes after every rule; `!important` declarations
/// come after all normal ones, in the same order. Only the properties the reader lays out
/// are kept (``Declarations``); inheritance is the converter's, which holds the parent's
/// computed values.
///
/// Everything is bounded: ``maximumSheetBytes`` per sheet, ``maximumRules`` per chapter,
/// ``maximumImportDepth`` and ``maximumImportedBytes`` for imports, and the work of matching by
/// ``CSSSelector/maximumSteps`` and the converter's budget, so a hostile sheet can at
/// worst lose styling.
struct EPUBStyleSheet: Sendable {
    private struct Rule: Sendable {
        var selector: CSSSelector
        var normal: Declarations
        var important: Declarations
    }

    private var rules: [Rule] = []
    /// Rule indices by what the element must have for the rule's rightmost compound to
    /// match: `i:id`, `c:class` (the first class), `e:name`, else `*`. A lookup reads only
    /// its element's id, name and classes' lists, not the whole sheet.
    private var rulesByKey: [String: [Int]] = [:]
    /// Whether any rule looks at more than the element itself (a combinator or an
    /// attribute), which makes a lookup depend on where the element is.
    private(set) var dependsOnContext = false

    /// The most rules kept from one chapter's sheets: a sheet of a million rules would make
    /// every element's lookup slow.
    static let maximumRules = 5_000
    /// The longest sheet read; the rest of a longer one is dropped. Real books' sheets are
    /// a few kilobytes; 512 KB is far more than any reader needs.
    static let maximumSheetBytes = 512 * 1_024
    /// How deeply sheets may import sheets; deeper ones are not read.
    static let maximumImportDepth = 4
    /// The most text all of one chapter's imported sheets may add up to; imports past it
    /// are not read. Each sheet is imported at most once too, so a sheet repeating an
    /// `@import` tens of thousands of times costs one read, not hours of parsing.
    static let maximumImportedBytes = 4 * maximumSheetBytes

    /// The sheets already imported, by path, and how much text they held.
    private var importedPaths: Set<String> = []
    private var importedBytes = 0

    init() {}

    /// Adds the rules of one style sheet's text.
    ///
    /// - Parameters:
    ///   - css: The sheet.
    ///   - path: Where the sheet is in the book, which its `@import`s are relative to.
    ///   - load: Reads another sheet of the book by its path; nil when it cannot be read.
    mutating func add(_ css: String, path: String = "", load: ((String) -> String?)? = nil) {
        importedPaths.insert(path)
        add(css, path: path, load: load, depth: 0)
    }

    private mutating func add(_ css: String, path: String, load: ((String) -> String?)?, depth: Int) {
        let text =
            css.utf8.count > Self.maximumSheetBytes
            ? String(decoding: css.utf8.prefix(Self.maximumSheetBytes), as: UTF8.self) : css
        for item in CSSParser.items(text) {
            guard rules.count < Self.maximumRules else { return }
            switch item {
            case .import(let address):
                guard let load, depth < Self.maximumImportDepth, importedBytes < Self.maximumImportedBytes,
                    let imported = try? EPUBArchive.resolve(address, relativeTo: path),
                    importedPaths.insert(imported).inserted, let sheet = load(imported)
                else { continue }
                importedBytes += min(sheet.utf8.count, Self.maximumSheetBytes)
                add(sheet, path: imported, load: load, depth: depth + 1)
            case .rule(let selectors, let declarations):
                let (normal, important) = Self.declarations(declarations)
                for text in CSSParser.selectorList(selectors) {
                    guard let selector = CSSSelector(text[...]), rules.count < Self.maximumRules else { continue }
                    if selector.hasCombinators || selector.compounds.contains(where: { !$0.attributes.isEmpty }) {
                        dependsOnContext = true
                    }
                    rulesByKey[Self.key(of: selector.subject), default: []].append(rules.count)
                    rules.append(Rule(selector: selector, normal: normal, important: important))
                }
            }
        }
    }

    /// What applies to an element named `name` with `classes` and no ancestors, with its
    /// `style` attribute.
    func declarations(element name: String, classes: [String], style: String?) -> Declarations {
        var examined = 0
        return declarations(
            for: CSSElement(name: name, classes: classes), ancestors: nil, style: style, examined: &examined)
    }

    /// The cascaded declarations of `element` inside `ancestors` (innermost first), adding to
    /// `examined` the rules and comparisons it took, so that a caller can bound the work a
    /// hostile sheet causes.
    func declarations(for element: CSSElement, ancestors: CSSAncestors?, style: String?, examined: inout Int)
        -> Declarations
    {
        var candidates = rulesByKey["e:" + element.name] ?? []
        for className in Set(element.classes) { candidates += rulesByKey["c:" + className] ?? [] }
        if let id = element.id { candidates += rulesByKey["i:" + id] ?? [] }
        candidates += rulesByKey["*"] ?? []
        examined += candidates.count
        var matched: [(specificity: Int, order: Int)] = []
        for position in Set(candidates) {
            let selector = rules[position].selector
            // Each match has its own step budget; steps past the first count as examined.
            var steps = 0
            if selector.matches(element, ancestors: ancestors, steps: &steps) {
                matched.append((selector.specificity, position))
            }
            examined += max(steps - 1, 0)
        }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        let inline = style.map { Self.declarations(CSSParser.declarations($0)) }
        var result = Declarations()
        for match in matched { result.merge(rules[match.order].normal) }
        if let inline { result.merge(inline.normal) }
        for match in matched { result.merge(rules[match.order].important) }
        if let inline { result.merge(inline.important) }
        return result
    }

    /// A `style` attribute's declarations, `!important` or not (nothing outranks them
    /// but an important rule).
    static func parseDeclarations(_ body: String) -> Declarations {
        let (normal, important) = declarations(CSSParser.declarations(body))
        var result = normal
        result.merge(important)
        return result
    }

    private static func declarations(_ list: [CSSParser.Declaration]) -> (normal: Declarations, important: Declarations)
    {
        var normal = Declarations()
        var important = Declarations()
        for declaration in list {
            if declaration.isImportant { important.read(declaration) } else { normal.read(declaration) }
        }
        return (normal, important)
    }

    private static func key(of compound: CSSSelector.Compound) -> String {
        if let id = compound.id { return "i:" + id }
        if let first = compound.classes.first { return "c:" + first }
        if let element = compound.element { return "e:" + element }
        return "*"
    }
}
