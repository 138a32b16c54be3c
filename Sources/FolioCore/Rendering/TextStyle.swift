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
