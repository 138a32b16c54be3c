import Foundation

/// A CSS length as a book writes it, kept in its unit until the element's font size is
/// known: `1.5em`, `120%`, `12px`, `9pt`, `0`.
enum CSSLength: Equatable, Sendable {
    /// Relative to the font size (`em`; `rem` and `ex` are read as their usual ratio of it).
    case em(Double)
    /// A percentage: of the parent's font size for `font-size`, of the line's width for
    /// margins and indents.
    case percent(Double)
    /// An absolute length in CSS pixels (`pt`, `pc`, `in`, `cm`, `mm` converted).
    case pixels(Double)

    /// The most a length may say, in ems or percent hundredths; beyond it a value is
    /// not read (a hostile `1e300em` would overflow what it is multiplied by).
    static let maximumMagnitude = 1_000.0

    /// Parses a length; nil for anything else (`auto`, `calc()`, garbage).
    init?(_ text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = value.prefix { "0123456789.+-".contains($0) }
        guard let number = Double(digits), number.isFinite else { return nil }
        let unit = value.dropFirst(digits.count)
        let pixelsPer: [Substring: Double] = [
            "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 9.6 / 2.54,
        ]
        switch unit {
        case "em", "rem": self = .em(number)
        case "ex", "ch": self = .em(number / 2)
        case "%": self = .percent(number)
        case "" where number == 0: self = .pixels(0)
        default:
            guard let factor = pixelsPer[unit] else { return nil }
            self = .pixels(number * factor)
        }
        guard abs(number) <= Self.maximumMagnitude * (unit == "%" ? 100 : 1) else { return nil }
    }

    /// The length in ems of an element whose font is `fontPixels` CSS pixels, on a line
    /// `lineEms` ems long (for percentages).
    func ems(fontPixels: Double, lineEms: Double) -> Double {
        switch self {
        case .em(let value): value
        case .percent(let value): value / 100 * lineEms
        case .pixels(let value): fontPixels > 0 ? value / fontPixels : 0
        }
    }
}
