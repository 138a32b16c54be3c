import FolioCore
import FolioUI

/// The soft shadow the paper casts on the reader's background: a few rounded rectangles of
/// falling opacity, which reads as a blur at a fraction of a blur's cost, drawn once and
/// then kept in its backing store.
///
/// The shadow is a ring: nothing is drawn where the paper rests. At rest the paper hides
/// that part anyway, but a page turning in depth (a cube or a flip) leaves part of the
/// paper bare, and a filled shadow showed there as a dark grey block beside the faces.
final class PaperShadowView: View {
    /// How far the shadow reaches beyond the paper, in points.
    static let radius = 10.0
    /// How far the shadow falls below the paper, as light from above casts it.
    static let drop = 3.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // It fades out for each turn in depth and back after it: kept drawn meanwhile, it
        // does not cost the turn's last frame a redraw (8-10 ms of a 4K frame, measured).
        drawsAhead = true
    }

    /// The shadow's frame for paper at `paper`.
    static func frame(around paper: Rect) -> Rect {
        paper.insetBy(dx: -radius, dy: -radius).offsetBy(dx: 0, dy: drop)
    }

    override var drawsContent: Bool { true }

    /// Where the paper rests, in the shadow's own coordinates.
    var paperRect: Rect {
        bounds.insetBy(dx: Self.radius, dy: Self.radius).offsetBy(dx: 0, dy: -Self.drop)
    }

    override func draw(in context: any GraphicsContext) {
        let steps = 8
        let paper = paperRect
        for step in 0..<steps {
            let inset = Double(step) * Self.radius / Double(steps)
            // The outer rings are faint, the inner ones add up to about 28 % black.
            context.setFillColor(Color(white: 0, alpha: 0.035))
            context.beginPath()
            context.addRoundedRect(
                bounds.insetBy(dx: inset, dy: inset), cornerRadius: Self.radius - inset + 2)
            context.addRect(paper)
            context.fillPath(using: .evenOdd)
        }
    }
}
