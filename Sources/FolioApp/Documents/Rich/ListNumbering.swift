/// How a numbered list writes its numbers: HTML's `type` attribute (`1`, `a`, `A`, `i`, `I`)
/// and CSS's `list-style-type` (`decimal`, `lower-alpha`, `upper-roman`…).
enum ListNumbering: Hashable, Sendable {
    case decimal
    case lowerAlpha
    case upperAlpha
    case lowerRoman
    case upperRoman

    /// HTML's `<ol type="…">`, or nil for a value it does not define.
    init?(htmlType: String) {
        switch htmlType {
        case "1": self = .decimal
        case "a": self = .lowerAlpha
        case "A": self = .upperAlpha
        case "i": self = .lowerRoman
        case "I": self = .upperRoman
        default: return nil
        }
    }

    /// Item `n` written in this style. As in CSS, a number the style cannot write (0 or
    /// less in letters, outside 1…3999 in Roman numerals) is written in decimal.
    func label(_ n: Int) -> String {
        switch self {
        case .decimal: return String(n)
        case .lowerAlpha: return Self.letters(n).map { $0.lowercased() } ?? String(n)
        case .upperAlpha: return Self.letters(n) ?? String(n)
        case .lowerRoman: return Self.roman(n).map { $0.lowercased() } ?? String(n)
        case .upperRoman: return Self.roman(n) ?? String(n)
        }
    }

    /// A, B, … Z, AA, AB, …: bijective base 26.
    private static func letters(_ n: Int) -> String? {
        guard n > 0 else { return nil }
        var rest = n
        var result: [Character] = []
        while rest > 0 {
            rest -= 1
            result.append(Character(Unicode.Scalar(UInt8(65 + rest % 26))))
            rest /= 26
        }
        return String(result.reversed())
    }

    private static func roman(_ n: Int) -> String? {
        guard (1...3999).contains(n) else { return nil }
        let values = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
            (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = n
        var result = ""
        for (value, numeral) in values {
            while rest >= value {
                result += numeral
                rest -= value
            }
        }
        return result
    }
}
