import FolioCore
import FolioUI

/// The card's view: the background, the text, and its buttons stacked under the text.
@MainActor
final class PatternCardView: View {
    let heading: String
    let body: String
    let color: Color

    init(heading: String, body: String, color: Color) {
        self.heading = heading
        self.body = body
        self.color = color
        super.init(frame: .zero)
        backgroundColor = color.interpolated(to: .white, fraction: 0.82)
    }

    override var drawsContent: Bool { true }

    /// Where the text ends and the buttons start.
    private var textBottom: Double { min(bounds.height * 0.2, 90) + 110 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 48, 320)
        var y = textBottom
        for button in subviews {
            button.frame = Rect(x: (bounds.width - width) / 2, y: y, width: width, height: 44)
            y += 56
        }
    }

    override func draw(in context: any GraphicsContext) {
        let top = min(bounds.height * 0.2, 90)
        context.setFillColor(color)
        context.addEllipse(in: Rect(x: bounds.midX - 22, y: top - 56, width: 44, height: 44))
        context.fillPath()
        let headingStyle = TextStyle(
            font: .boldSystemFont(ofSize: 26), color: color.interpolated(to: .black, fraction: 0.6),
            alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        context.draw(heading, in: Rect(x: 16, y: top, width: bounds.width - 32, height: 34), style: headingStyle)
        let bodyStyle = TextStyle(
            font: .systemFont(ofSize: 15), color: Color(white: 0.25), alignment: .center,
            lineBreakMode: .byWordWrapping, numberOfLines: 3)
        context.draw(body, in: Rect(x: 24, y: top + 44, width: bounds.width - 48, height: 60), style: bodyStyle)
    }
}
