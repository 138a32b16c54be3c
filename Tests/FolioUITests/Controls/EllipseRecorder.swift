import FolioCore

/// A graphics context that records the filled ellipses (with their fill colour) and ignores
/// everything else: enough to check what a page control draws.
@MainActor
final class EllipseRecorder: GraphicsContext {
    struct Ellipse: Equatable {
        var rect: Rect
        var color: Color
    }

    private(set) var ellipses: [Ellipse] = []
    private var fill = Color.clear
    private var pending: [Rect] = []

    func saveGState() {}
    func restoreGState() {}
    func translateBy(x: Double, y: Double) {}
    func scaleBy(x: Double, y: Double) {}
    func rotate(by angle: Double) {}
    func concatenate(_ transform: AffineTransform2D) {}
    func setFillColor(_ color: Color) { fill = color }
    func setStrokeColor(_ color: Color) {}
    func setLineWidth(_ width: Double) {}
    func setLineCap(_ cap: LineCap) {}
    func setLineJoin(_ join: LineJoin) {}
    func setLineDash(phase: Double, lengths: [Double]) {}
    func setAlpha(_ alpha: Double) {}
    func beginPath() { pending = [] }
    func move(to point: Point) {}
    func addLine(to point: Point) {}
    func addCurve(to end: Point, control1: Point, control2: Point) {}
    func addQuadCurve(to end: Point, control: Point) {}
    func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {}
    func addRect(_ rect: Rect) {}
    func addRoundedRect(_ rect: Rect, cornerRadius: Double) {}
    func addEllipse(in rect: Rect) { pending.append(rect) }
    func closePath() {}
    func fillPath(using rule: FillRule) {
        ellipses += pending.map { Ellipse(rect: $0, color: fill) }
        pending = []
    }
    func strokePath() {}
    func clip(using rule: FillRule) {}
    func fill(_ rect: Rect) {}
    func stroke(_ rect: Rect) {}
    func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point) {}
    func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double
    ) {}
    func draw(_ image: Image, in rect: Rect) {}
    func draw(_ text: String, in rect: Rect, style: TextStyle) {}
    func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size { .zero }

    /// Draws `view` into a fresh recorder and returns the ellipses.
    static func ellipses(drawnBy view: some LayerContentDrawing, bounds: Rect) -> [Ellipse] {
        let recorder = EllipseRecorder()
        view.drawContent(in: recorder, bounds: bounds)
        return recorder.ellipses
    }
}
