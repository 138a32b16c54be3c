import FolioCore

/// The soft shadow a pushed controller casts on the one below, along its leading edge.
@MainActor
final class NavigationEdgeShadowView: View {
    /// How far the shadow reaches, in points.
    static let width = 10.0

    /// Whether the leading edge is on the right (the shadow then falls to the right).
    var isRightToLeft = false {
        didSet { if isRightToLeft != oldValue { setNeedsDisplay() } }
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let gradient = Gradient(colors: [Color(white: 0, alpha: 0), Color(white: 0, alpha: 0.14)])
        let (start, end) =
            isRightToLeft
            ? (Point(x: bounds.maxX, y: 0), Point(x: bounds.minX, y: 0))
            : (Point(x: bounds.minX, y: 0), Point(x: bounds.maxX, y: 0))
        context.saveGState()
        context.addRect(bounds)
        context.clip()
        context.drawLinearGradient(gradient, start: start, end: end)
        context.restoreGState()
    }
}
