/// One complex CSS selector (`div.toc > p a[href]`), parsed for matching against an
/// element and its ancestors, with its specificity.
///
/// Read: type and universal selectors, `.class`, `#id`, attribute presence and `=`, `~=`,
/// `|=` tests, and the descendant (space) and child (`>`) combinators. A selector with
/// anything else — pseudo-classes and pseudo-elements (`:first-child`, `::before`), the
/// sibling combinators `+` and `~`, namespaces — is not read at all, so its rule styles
/// nothing rather than the wrong element (a `p::first-letter` rule must not enlarge the
/// whole paragraph).
struct CSSSelector: Sendable {
    /// What one element must be: `p.note#x[lang]`.
    struct Compound: Sendable {
        /// The element's name, lower-cased; nil for `*` or none written.
        var element: String?
        var id: String?
        var classes: [String] = []
        var attributes: [AttributeTest] = []
    }

    /// An attribute selector.
    struct AttributeTest: Sendable {
        enum Match: Sendable {
            case present
            case equals(String)
            /// `~=`: one of the value's space-separated words.
            case includesWord(String)
            /// `|=`: the value, or the value followed by `-` (languages).
            case dashPrefix(String)
        }

        var name: String
        var match: Match

        func matches(_ element: CSSElement) -> Bool {
            guard let value = element.attributes[name] else { return false }
            switch match {
            case .present: return true
            case .equals(let wanted): return value == wanted
            case .includesWord(let wanted): return value.split(whereSeparator: \.isWhitespace).contains { $0 == wanted }
            case .dashPrefix(let wanted): return value == wanted || value.hasPrefix(wanted + "-")
            }
        }
    }

    /// The compounds from left to right.
    private(set) var compounds: [Compound]
    /// `isChild[i]`: compound `i` must be the parent of compound `i + 1` (`>`), rather than
    /// any ancestor.
    private(set) var isChild: [Bool]
    /// CSS specificity as one number: ids, then classes and attributes, then element names,
    /// each counted up to 99.
    private(set) var specificity: Int

    /// The most compounds read in one selector; longer ones are not read.
    static let maximumCompounds = 16

    /// The compound an element must match first: the rightmost.
    var subject: Compound { compounds[compounds.count - 1] }

    /// Whether the selector depends on anything but the element itself.
    var hasCombinators: Bool { compounds.count > 1 }

    /// Parses one selector (no commas); nil for one that is empty, malformed or uses
    /// anything not read (see above).
    init?(_ text: Substring) {
        var reader = CSSSelectorReader(text)
        guard let parsed = reader.read(), !parsed.compounds.isEmpty,
            parsed.compounds.count <= Self.maximumCompounds
        else { return nil }
        compounds = parsed.compounds
        isChild = parsed.isChild
        let ids = compounds.reduce(0) { $0 + ($1.id == nil ? 0 : 1) }
        let classes = compounds.reduce(0) { $0 + $1.classes.count + $1.attributes.count }
        let names = compounds.reduce(0) { $0 + ($1.element == nil ? 0 : 1) }
        specificity = min(ids, 99) * 10_000 + min(classes, 99) * 100 + min(names, 99)
    }

    /// Whether `element`, inside `ancestors` (innermost first), matches. `steps` counts
    /// the comparisons made, so that a caller can bound the work of backtracking through
    /// child and descendant combinators.
    func matches(_ element: CSSElement, ancestors: CSSAncestors?, steps: inout Int) -> Bool {
        steps += 1
        guard Self.compound(subject, matches: element) else { return false }
        return matchesLeft(of: compounds.count - 1, from: ancestors, steps: &steps)
    }

    /// Whether the compounds before `position` match from `node` outwards.
    private func matchesLeft(of position: Int, from node: CSSAncestors?, steps: inout Int) -> Bool {
        guard position > 0 else { return true }
        let compound = compounds[position - 1]
        if isChild[position - 1] {
            guard let node else { return false }
            steps += 1
            return Self.compound(compound, matches: node.element)
                && matchesLeft(of: position - 1, from: node.parent, steps: &steps)
        }
        var candidate = node
        while let current = candidate, steps < Self.maximumSteps {
            steps += 1
            if Self.compound(compound, matches: current.element),
                matchesLeft(of: position - 1, from: current.parent, steps: &steps)
            {
                return true
            }
            candidate = current.parent
        }
        return false
    }

    /// The most comparisons one match makes; past it the selector does not match.
    static let maximumSteps = 4_096

    static func compound(_ compound: Compound, matches element: CSSElement) -> Bool {
        if let name = compound.element, name != element.name { return false }
        if let id = compound.id, id != element.id { return false }
        for wanted in compound.classes where !element.classes.contains(wanted) { return false }
        return compound.attributes.allSatisfy { $0.matches(element) }
    }
}

/// What selectors are matched against: an element's name, `id`, classes and attributes.
struct CSSElement: Sendable {
    var name: String
    var id: String?
    var classes: [String]
    var attributes: [String: String]

    init(_ element: MarkupElement) {
        name = element.name
        id = element[attribute: "id"]
        classes = (element[attribute: "class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        attributes = element.attributes
    }

    init(name: String, id: String? = nil, classes: [String] = [], attributes: [String: String] = [:]) {
        self.name = name
        self.id = id
        self.classes = classes
        self.attributes = attributes
    }
}
