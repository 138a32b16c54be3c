import FolioCore
import FolioUI

/// The soft shadow the paper casts on the reader's background: a few rounded rectangles of
/// falling opacity, which reads as a blur at a fraction of a blur's cost, drawn once and
/// then kept in its backing stores.
///
/// The shadow is a ring: nothing is drawn where the paper rests. At rest the paper hides
/// that part anyway, but a page turning in depth (a cube or a flip) leaves part of the
/// paper bare, and a filled shadow showed there as a dark grey block beside the faces.
///
/// The ring is four views, one per edge, not one view as large as the paper: a frame that
/// composites the shadow then blends only the ring. One layer over the whole paper blended
/// every pixel of its transparent middle in each frame of a turn, where the turning page
/// does not hide it (a fifth of a spread's curl frame, measured).
final class PaperShadowView: View {
    /// How far the shadow reaches beyond the paper, in points.
    static let radius = 10.0
    /// How far the shadow falls below the paper, as light from above casts it.
    static let drop = 3.0

    /// Top, bottom, left and right.
    private let edges = (0..<4).map { _ in PaperShadowEdgeView() }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // It fades out for each turn in depth and back after it: kept drawn meanwhile, it
        // does not cost the turn's last frame a redraw (8-10 ms of a 4K frame, measured).
        // The edges inside it are drawn ahead with it.
        drawsAhead = true
        // The edges do not overlap, so fading each on its own is the same picture as fading
        // the ring as one, without drawing the ring apart at the paper's size and blending all
        // of it, its bare middle too, in each frame of the fade (about 4 ms of a 4K frame, measured).
        allowsGroupOpacity = false
        for edge in edges { addSubview(edge) }
    }

    /// The shadow's frame for paper at `paper`.
    static func frame(around paper: Rect) -> Rect {
        paper.insetBy(dx: -radius, dy: -radius).offsetBy(dx: 0, dy: drop)
    }

    /// Where the paper rests, in the shadow's own coordinates.
    var paperRect: Rect {
        bounds.insetBy(dx: Self.radius, dy: Self.radius).offsetBy(dx: 0, dy: -Self.drop)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let ring = bounds
        let paper = paperRect
        let frames = [
            Rect(x: 0, y: 0, width: ring.width, height: max(paper.minY, 0)),
            Rect(x: 0, y: paper.maxY, width: ring.width, height: max(ring.height - paper.maxY, 0)),
            Rect(x: 0, y: paper.minY, width: max(paper.minX, 0), height: paper.height),
            Rect(x: paper.maxX, y: paper.minY, width: max(ring.width - paper.maxX, 0), height: paper.height),
        ]
        for (edge, frame) in zip(edges, frames) {
            edge.frame = frame
            edge.ring = (ring, paper)
        }
    }

    /// Draws the whole ring in `ring`'s coordinates; each edge view clips it to itself.
    static func drawRing(in context: any GraphicsContext, bounds: Rect, paper: Rect) {
        let steps = 8
        for step in 0..<steps {
            let inset = Double(step) * radius / Double(steps)
            // The outer rings are faint, the inner ones add up to about 28 % black.
            context.setFillColor(Color(white: 0, alpha: 0.035))
            context.beginPath()
            context.addRoundedRect(bounds.insetBy(dx: inset, dy: inset), cornerRadius: radius - inset + 2)
            context.addRect(paper)
            context.fillPath(using: .evenOdd)
        }
    }
}

/// One edge of a ``PaperShadowView``'s ring.
private final class PaperShadowEdgeView: View {
    /// The whole ring and the paper, in the ring's coordinates.
    var ring = (bounds: Rect.zero, paper: Rect.zero) {
        didSet { if ring != oldValue { setNeedsDisplay() } }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        context.translateBy(x: -frame.minX, y: -frame.minY)
        PaperShadowView.drawRing(in: context, bounds: ring.bounds, paper: ring.paper)
    }
}
