import FolioCore

/// Draws the focus ring: a rounded outline just outside the focused view, in the system
/// blue, as iPadOS's halo. The window publishes it above everything else; it is never a
/// subview, so it neither takes touches nor shows to assistive technologies.
@MainActor
final class FocusHaloView: View {
    /// The outline's width, in points.
    static let lineWidth = 3.0
    /// The space between the focused view's edge and the outline's inner edge.
    static let gap = 1.0

    var color = Color.systemBlue
    var ringCornerRadius = 4.0

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let inset = Self.lineWidth / 2
        let rect = bounds.insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return }
        context.setStrokeColor(color)
        context.setLineWidth(Self.lineWidth)
        context.beginPath()
        context.addRoundedRect(rect, cornerRadius: ringCornerRadius + Self.gap + inset)
        context.strokePath()
    }

    /// Places the ring around `rect` (window coordinates) and returns its layer.
    func layerNode(around rect: Rect, cornerRadius: Double) -> LayerNode {
        let outset = Self.lineWidth + Self.gap
        if ringCornerRadius != cornerRadius {
            ringCornerRadius = cornerRadius
            setNeedsDisplay()
        }
        frame = rect.insetBy(dx: -outset, dy: -outset)
        return layerNode()
    }
}
