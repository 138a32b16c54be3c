internal import CLibXML2

/// HTML character references in the raw HTML of Markdown: every named one libxml2's HTML
/// parser knows (the table it reads EPUB chapters with), and numeric ones.
enum HTMLEntities {
    /// The longest reference read between `&` and `;` (libxml2's longest name, `thetasym`, and
    /// `#x10FFFF` are 8), so a stray `&` in long text is passed over quickly.
    private static let maximumReferenceLength = 11

    /// HTML5 names that libxml2's table (HTML 4's) lacks, which Markdown authors write.
    private static let namesSinceHTML4: [Substring: String] = ["check": "✓"]

    static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(maximumReferenceLength + 1).firstIndex(of: ";"),
                let decoded = decodeReference(after[..<semicolon])
            {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        result += rest
        return result
    }

    private static func decodeReference(_ name: Substring) -> String? {
        name.hasPrefix("#") ? numeric(name.dropFirst()) : named(name)
    }

    /// `#123` or `#x7B` (the `#` dropped). As in HTML, a number no character has (NUL, a
    /// surrogate, past U+10FFFF) reads as U+FFFD, the replacement character.
    private static func numeric(_ reference: Substring) -> String? {
        let isHex = reference.first == "x" || reference.first == "X"
        let digits = isHex ? reference.dropFirst() : reference
        let radix: UInt32 = isHex ? 16 : 10
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for character in digits {
            guard character.isASCII, let digit = character.hexDigitValue, UInt32(digit) < radix else { return nil }
            // Held at 0x110000 (no character), so the product cannot overflow.
            value = min(value * radix + UInt32(digit), 0x11_0000)
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return String(Character(scalar))
    }

    /// `amp`, `eacute`, `hearts`: case-sensitive, as in HTML; nil for a name HTML lacks.
    private static func named(_ name: Substring) -> String? {
        if let character = namesSinceHTML4[name] { return character }
        // Letters and digits only: anything else is in no name, and a NUL would end the C string early.
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        var bytes = Array(name.utf8)
        bytes.append(0)
        let entity = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { htmlEntityLookup($0) }
        }
        guard let value = entity?.pointee.value, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }
}
