import FolioCore

/// Layer content drawn by a closure, counting how often it is asked to draw.
@MainActor
final class DrawingBlock: LayerContentDrawing {
    private let body: (any GraphicsContext, Rect) -> Void
    private(set) var drawCount = 0

    init(_ body: @escaping (any GraphicsContext, Rect) -> Void) { self.body = body }

    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        drawCount += 1
        body(context, bounds)
    }
}
