import FolioCore
import FolioUI

/// A rounded, filled button for the pattern demos: a title and a closure run on tap.
@MainActor
final class DemoButton: Control {
    let title: String
    let tint: Color

    init(title: String, tint: Color, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.tint = tint
        super.init(frame: .zero)
        addAction(Control.Action { _ in action() }, for: .touchUpInside)
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        context.setFillColor(tint)
        context.addRoundedRect(bounds, cornerRadius: min(bounds.height / 2, 12))
        context.fillPath()
        let style = TextStyle(
            font: .systemFont(ofSize: 16, weight: .semibold), color: .white, alignment: .center,
            lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let size = context.size(of: title, style: style, maxWidth: bounds.width - 16)
        context.draw(
            title, in: Rect(x: 8, y: (bounds.height - size.height) / 2, width: bounds.width - 16, height: size.height),
            style: style)
    }
}
