/// A font request: family, size and weight, the counterpart of `UIFont`.
///
/// The family is a fontconfig family name or a generic one (`"Sans"`, `"Serif"`,
/// `"Monospace"`); the renderer falls back per character, so CJK text works whenever a CJK
/// font is installed.
public struct Font: Hashable, Sendable {
    /// Stroke weight, the counterpart of `UIFont.Weight`.
    public enum Weight: Hashable, Sendable {
        case light, regular, medium, semibold, bold, heavy
    }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var isItalic: Bool

    /// Creates a font request.
    public init(family: String = "Sans", size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The default UI font at a size.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: "Sans", size: size, weight: weight)
    }

    /// The default bold UI font at a size.
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }
}

/// Horizontal alignment of text, the counterpart of `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified
    /// Left in left-to-right layouts, right in right-to-left ones.
    case natural
}

/// How lines that do not fit are broken or truncated, the counterpart of `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping
    case byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Everything needed to lay out a run of text.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// The maximum number of lines; 0 means no limit, as in UIKit.
    public var numberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing: Double

    /// Creates a text style.
    public init(
        font: Font = .systemFont(ofSize: 17), color: Color = .black, alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .byWordWrapping, numberOfLines: Int = 0, lineSpacing: Double = 0
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.lineSpacing = lineSpacing
    }
}

/// Measures text without drawing it; the renderer provides the real one (Pango) and the
/// window hands it to views such as `Label` for `sizeThatFits`.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size the text needs when laid out no wider than `maxWidth` (nil: unbounded).
    func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size
}
