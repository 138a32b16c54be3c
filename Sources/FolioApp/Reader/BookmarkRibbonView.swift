import FolioCore
import FolioUI

/// The red ribbon on the top corner of a bookmarked page, as Apple Books and Foliate mark one.
final class BookmarkRibbonView: View {
    /// The ribbon's size in points.
    static let size = Size(width: 18, height: 28)

    override init(frame: Rect = Rect(origin: .zero, size: BookmarkRibbonView.size)) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    override var drawsContent: Bool { true }

    /// A strip with a notch cut in its lower end.
    override func draw(in context: any GraphicsContext) {
        let width = bounds.width
        let height = bounds.height
        context.setFillColor(Color(red: 0.82, green: 0.14, blue: 0.16))
        context.beginPath()
        context.move(to: Point(x: 0, y: 0))
        context.addLine(to: Point(x: width, y: 0))
        context.addLine(to: Point(x: width, y: height))
        context.addLine(to: Point(x: width / 2, y: height - width / 2))
        context.addLine(to: Point(x: 0, y: height))
        context.closePath()
        context.fillPath()
    }
}
