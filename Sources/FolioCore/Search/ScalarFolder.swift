import Foundation

/// Folds one Unicode scalar for comparison (see ``TextMatcher``): ASCII by table, anything
/// else through Foundation's decomposition and the standard library's case mappings, once
/// per distinct scalar.
struct ScalarFolder {
    let options: TextSearchOptions
    private var cache: [UInt32: [UInt32]] = [:]

    init(options: TextSearchOptions) {
        self.options = options
    }

    /// What the ASCII byte `byte` folds to.
    @inline(__always)
    func foldASCII(_ byte: UInt8) -> UInt32 {
        let value = UInt32(byte)
        return options.contains(.caseInsensitive) && value >= 0x41 && value <= 0x5A ? value + 0x20 : value
    }

    /// What `value` folds to: usually one scalar, none for an ignored one or a dropped
    /// accent, several for a ligature or "ß".
    mutating func fold(_ value: UInt32) -> [UInt32] {
        if value < 0x80 {
            if options.contains(.caseInsensitive), value >= 0x41, value <= 0x5A { return [value + 0x20] }
            return [value]
        }
        if let cached = cache[value] { return cached }
        let folded = Self.fold(value, options: options)
        cache[value] = folded
        return folded
    }

    /// Soft hyphen, zero-width space, non-joiner and joiner, word joiner, byte-order mark.
    static let ignored: Set<UInt32> = [0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]

    static func isCombiningMark(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func fold(_ value: UInt32, options: TextSearchOptions) -> [UInt32] {
        guard !ignored.contains(value), let scalar = Unicode.Scalar(value) else {
            return ignored.contains(value) ? [] : [value]
        }
        var text = String(Character(scalar))
        // Upper then lower: full case folding for all but a few letters ("ß" → "SS" → "ss").
        if options.contains(.caseInsensitive) { text = text.uppercased().lowercased() }
        text =
            options.isEmpty ? text.decomposedStringWithCanonicalMapping : text.decomposedStringWithCompatibilityMapping
        var units: [UInt32] = []
        for folded in text.unicodeScalars {
            if options.contains(.diacriticInsensitive), isCombiningMark(folded.value) { continue }
            if ignored.contains(folded.value) { continue }
            units.append(folded.value)
        }
        return units
    }
}

extension TextMatcher {
    /// `text` without its combining marks ("Café" → "Cafe"), for search engines that ignore
    /// accents only in the text they search, not in the query (poppler's).
    package static func removingDiacritics(from text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !ScalarFolder.isCombiningMark(scalar.value) {
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }
}
