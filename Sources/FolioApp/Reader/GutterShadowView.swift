import FolioCore
import FolioUI

/// The shade of the gutter of an open book at rest: both pages darken towards the spine,
/// where the paper curves into the binding. Hidden while a page turns, when the curl draws
/// its own shading.
final class GutterShadowView: View {
    /// The gutter's width as a fraction of one page's width, on each side of the spine.
    static let reach = 0.07

    /// Whether pages stack top to bottom, with a horizontal spine.
    var isVertical = false {
        didSet { if isVertical != oldValue { setNeedsDisplay() } }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The gutter's frame on paper at `paper` holding a spread.
    static func frame(onSpread paper: Rect, isVertical: Bool) -> Rect {
        if isVertical {
            let half = (paper.height / 2 * reach).rounded()
            return Rect(x: paper.minX, y: paper.midY - half, width: paper.width, height: 2 * half)
        }
        let half = (paper.width / 2 * reach).rounded()
        return Rect(x: paper.midX - half, y: paper.minY, width: 2 * half, height: paper.height)
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let gradient = Gradient(colors: [
            Color(white: 0, alpha: 0), Color(white: 0, alpha: 0.05), Color(white: 0, alpha: 0.22),
            Color(white: 0, alpha: 0.05), Color(white: 0, alpha: 0),
        ])
        let (start, end) =
            isVertical
            ? (Point(x: 0, y: bounds.minY), Point(x: 0, y: bounds.maxY))
            : (Point(x: bounds.minX, y: 0), Point(x: bounds.maxX, y: 0))
        context.saveGState()
        context.addRect(bounds)
        context.clip()
        context.drawLinearGradient(gradient, start: start, end: end)
        context.restoreGState()
    }
}
