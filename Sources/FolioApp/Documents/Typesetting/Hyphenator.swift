internal import CHyphen
import Foundation

/// Finds hyphenation points in words with libhyphen (the hyphenator of LibreOffice and
/// TeX's patterns), for the language of the text, and marks them with SOFT HYPHEN
/// (U+00AD): Pango breaks a line there only when it must, and then draws the hyphen.
///
/// Only prose is hyphenated; code spans and code blocks never are, since a hyphen there
/// changes what the reader would type. Dictionaries are Debian's `hyphen-*` packages in
/// `/usr/share/hyphen`; a language without one is left alone.
@MainActor
final class Hyphenator {
    private let dictionary: UnsafeMutablePointer<HyphenDict>?

    /// Words shorter than this are never hyphenated (libhyphen's minimums leave nothing).
    static let shortestWord = 6
    /// Words longer than this are not words (a hash, a URL): Pango breaks those anyway.
    static let longestWord = 40
    static let softHyphen: Character = "\u{AD}"

    private static var cache: [String: Hyphenator] = [:]

    /// The hyphenator for `language` (BCP 47, such as "en" or "en-US"), or nil when no
    /// dictionary is installed for it.
    static func forLanguage(_ language: String) -> Hyphenator? {
        let key = language.lowercased()
        if let cached = cache[key] { return cached.dictionary == nil ? nil : cached }
        let hyphenator = Hyphenator(path: dictionaryPath(for: key))
        cache[key] = hyphenator
        return hyphenator.dictionary == nil ? nil : hyphenator
    }

    static func dictionaryPath(for language: String) -> String? {
        let parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-")
        guard let primary = parts.first else { return nil }
        var names: [String] = []
        if parts.count > 1 { names.append("hyph_\(primary)_\(parts[1].uppercased()).dic") }
        names.append("hyph_\(primary).dic")
        if primary == "en" { names.append("hyph_en_US.dic") }
        return names.map { "/usr/share/hyphen/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    private init(path: String?) {
        dictionary = path.flatMap { hnj_hyphen_load($0) }
    }

    isolated deinit {
        if let dictionary { hnj_hyphen_free(dictionary) }
    }

    /// `text` with soft hyphens inserted in its words: runs of letters of any script, such
    /// as "naïveté" or "Straße", which a UTF-8 dictionary covers as it covers ASCII.
    ///
    /// Works on Unicode scalars and their UTF-8 bytes, not on Characters: a 10 MB paragraph
    /// is hyphenated in linear time without grapheme breaking, and ASCII letters without a
    /// Unicode-property lookup.
    func hyphenate(_ text: Substring) -> String {
        guard dictionary != nil else { return String(text) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var word: [UInt8] = []
        var letters = 0
        var isASCII = true
        for scalar in text.unicodeScalars {
            if Self.isLetter(scalar) {
                Self.append(scalar, to: &word)
                if !scalar.isASCII { isASCII = false }
                letters += 1
            } else {
                if !word.isEmpty {
                    appendHyphenated(word, letters: letters, isASCII: isASCII, to: &result)
                    word.removeAll(keepingCapacity: true)
                    letters = 0
                    isASCII = true
                }
                Self.append(scalar, to: &result)
            }
        }
        if !word.isEmpty { appendHyphenated(word, letters: letters, isASCII: isASCII, to: &result) }
        return String(decoding: result, as: UTF8.self)
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else if let encoded = UTF8.encode(scalar) {
            bytes.append(contentsOf: encoded)
        }
    }

    /// A letter of a word: ASCII letters by their bytes, other scalars by their Unicode
    /// properties (combining accents belong to the letter they sit on).
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let lower = UInt8(truncatingIfNeeded: scalar.value) | 0x20
            return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
        }
        if scalar == "\u{AD}" { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark: return true
        default: return properties.isAlphabetic
        }
    }

    /// Appends `word` (the UTF-8 bytes of `letters` letters) to `result`, with U+00AD at its
    /// hyphenation points.
    private func appendHyphenated(_ word: [UInt8], letters: Int, isASCII: Bool, to result: inout [UInt8]) {
        let count = word.count
        guard let dictionary, letters >= Self.shortestWord, letters <= Self.longestWord,
            // A dictionary in an 8-bit charset (ISO 8859) would misread UTF-8 letters.
            isASCII || dictionary.pointee.utf8 != 0,
            let lowered = Self.lowercased(word, isASCII: isASCII)
        else {
            result.append(contentsOf: word)
            return
        }
        // NUL-terminated: libhyphen runs strstr over the word (AddressSanitizer found the
        // overread through the epub fuzz target).
        let lower = lowered.map { CChar(bitPattern: $0) } + [0]
        var hyphens = [CChar](repeating: 0, count: count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        // At least two letters before a hyphen and three after, as English typesetting has it.
        let status = hnj_hyphen_hyphenate3(dictionary, lower, Int32(count), &hyphens, nil, &rep, &pos, &cut, 2, 3, 2, 3)
        if let rep {
            for index in 0..<count { free(rep[index]) }
            free(rep)
        }
        free(pos)
        free(cut)
        guard status == 0 else {
            result.append(contentsOf: word)
            return
        }
        // Positions are per byte: an odd value allows a break after that byte. Only a byte
        // that ends a letter (the next is no UTF-8 continuation byte) may take a hyphen, and
        // never the last.
        for index in 0..<count {
            result.append(word[index])
            let next = index + 1
            if next < count, hyphens[index] & 1 == 1, word[next] & 0xC0 != 0x80 {
                result.append(contentsOf: [0xC2, 0xAD])
            }
        }
    }

    /// `word` lower-cased, or nil when lower-casing changes its byte count ("İ"): the
    /// hyphen positions must line up with the word's own bytes.
    private static func lowercased(_ word: [UInt8], isASCII: Bool) -> [UInt8]? {
        if isASCII { return word.map { $0 | 0x20 } }
        let lower = Array(String(decoding: word, as: UTF8.self).lowercased().utf8)
        return lower.count == word.count ? lower : nil
    }
}
