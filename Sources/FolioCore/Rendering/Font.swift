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
