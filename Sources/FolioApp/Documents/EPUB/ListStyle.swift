import Foundation

/// A CSS `list-style-type` the reader can draw.
enum ListStyle: Equatable, Sendable {
    case none
    case bullet
    case numbers(ListNumbering)

    /// The style a CSS keyword names, or nil for one the reader does not know.
    init?(_ keyword: String) {
        switch keyword {
        case "none": self = .none
        case "disc", "circle", "square": self = .bullet
        case "decimal", "decimal-leading-zero": self = .numbers(.decimal)
        case "lower-alpha", "lower-latin": self = .numbers(.lowerAlpha)
        case "upper-alpha", "upper-latin": self = .numbers(.upperAlpha)
        case "lower-roman": self = .numbers(.lowerRoman)
        case "upper-roman": self = .numbers(.upperRoman)
        default: return nil
        }
    }
}
