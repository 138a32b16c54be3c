public import FolioCore

/// A view that shows one or more lines of read-only text, the counterpart of `UILabel`.
///
/// The text is laid out and drawn through the window's renderer (Pango in Folio's renderer,
/// so any script with an installed font works, CJK included), centred vertically in the
/// bounds as UIKit does, and truncated with an ellipsis when it does not fit.
///
/// ```swift
/// let title = Label(frame: Rect(x: 16, y: 40, width: 288, height: 0))
/// title.text = "中文翻页 · Page turning"
/// title.font = .boldSystemFont(ofSize: 22)
/// title.numberOfLines = 2
/// title.sizeToFit()
/// view.addSubview(title)
/// ```
///
/// - Note: There is no attributed text. `.natural` alignment follows the window's layout
///   direction in a right-to-left interface and otherwise the text's own direction.
@MainActor
open class Label: View {
    /// The text shown; `nil` or empty shows nothing.
    public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// The font; 17-point system font by default.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the text; black by default.
    public var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// How lines are aligned horizontally; `.natural` by default.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines; 0 means as many as needed. 1 by default, as in UIKit.
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if numberOfLines != oldValue { setNeedsDisplay() }
        }
    }

    /// How text that does not fit is wrapped or truncated; `.byTruncatingTail` by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
    }

    /// Labels draw their text.
    open override var drawsContent: Bool { true }

    /// The style the text is laid out with, alignment resolved for the layout direction.
    public var textStyle: TextStyle {
        var alignment = textAlignment
        if alignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft { alignment = .right }
        return TextStyle(
            font: font, color: textColor, alignment: alignment, lineBreakMode: lineBreakMode,
            numberOfLines: numberOfLines)
    }

    /// Draws the text centred vertically in the bounds.
    open override func draw(in context: any GraphicsContext) {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let style = textStyle
        let needed = context.size(of: text, style: style, maxWidth: bounds.width)
        let height = min(needed.height, bounds.height)
        let rect = Rect(
            x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(.down), width: bounds.width,
            height: height)
        context.draw(text, in: rect, style: style)
    }

    /// The smallest size that shows the text within `size.width` (no limit when it is 0 or
    /// less), rounded up to whole points.
    ///
    /// - Note: The window's ``Window/textMeasurer`` measures; hosts set it. Without one the
    ///   label estimates from the font size (0.55 em per character, 1.2 em per line).
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth = size.width > 0 ? size.width : nil
        let measured: Size
        if let measurer = window?.textMeasurer {
            measured = measurer.size(of: text, style: textStyle, maxWidth: maxWidth)
        } else {
            measured = estimatedSize(of: text, maxWidth: maxWidth)
        }
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    private func estimatedSize(of text: String, maxWidth: Double?) -> Size {
        let em = font.size
        let oneLine = Double(text.count) * 0.55 * em
        let width = min(oneLine, maxWidth ?? oneLine)
        var lines = width > 0 ? max(1, Int((oneLine / width).rounded(.up))) : 1
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return Size(width: width, height: Double(lines) * 1.2 * em)
    }
}
