import FolioCore

extension TextField {
    /// The inset of the text from the edge, in points (UIKit's rounded field uses about 7).
    static let textInset = 7.0

    /// Draws the edge, the text (bullets when secure) or the placeholder, and the caret while
    /// editing.
    func drawField(in context: any GraphicsContext) {
        drawBorder(in: context)
        let inset = bounds.insetBy(dx: Self.textInset, dy: 2)
        guard inset.width > 0, inset.height > 0 else { return }
        let shown = displayedText
        let isPlaceholder = shown.isEmpty
        let string = isPlaceholder ? (placeholder ?? "") : shown
        let style = TextStyle(
            font: font, color: isPlaceholder ? Color(white: 0.7) : textColor, alignment: textAlignment,
            lineBreakMode: .byTruncatingHead, numberOfLines: 1)
        let lineHeight = context.size(of: string.isEmpty ? " " : string, style: style, maxWidth: nil).height
        let top = inset.minY + ((inset.height - lineHeight) / 2).rounded(.down)
        if !string.isEmpty {
            context.draw(string, in: Rect(x: inset.minX, y: top, width: inset.width, height: lineHeight), style: style)
        }
        guard isEditing else { return }
        let width = shown.isEmpty ? 0 : min(context.size(of: shown, style: style, maxWidth: nil).width, inset.width)
        let x: Double
        switch textAlignment {
        case .center: x = inset.midX + width / 2
        case .right: x = inset.maxX
        default: x = inset.minX + width
        }
        context.setFillColor(Color.systemBlue)
        context.fill(Rect(x: min(x + 1, inset.maxX - 2), y: top, width: 2, height: lineHeight))
    }

    /// What the field shows of its text: bullets for secure entry.
    var displayedText: String {
        let text = self.text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    private func drawBorder(in context: any GraphicsContext) {
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            context.setFillColor(.white)
            context.fill(bounds)
            context.setStrokeColor(borderStyle == .line ? .black : Color(white: 0.55))
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        case .roundedRect:
            context.setFillColor(.white)
            context.beginPath()
            context.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            context.fillPath()
            context.setStrokeColor(isEditing ? Color.systemBlue : Color(white: 0.8))
            context.setLineWidth(1)
            context.beginPath()
            context.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            context.strokePath()
        }
    }
}
