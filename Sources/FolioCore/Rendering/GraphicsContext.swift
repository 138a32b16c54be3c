/// A 2D drawing surface with Core Graphics' vocabulary, the counterpart of `CGContext`.
///
/// Views draw their content in `View.draw(in:)` through this protocol; FolioRender
/// implements it with Cairo and Pango. Coordinates are the view's bounds, in points, y down.
///
/// ```swift
/// override func draw(in ctx: any GraphicsContext) {
///     ctx.setFillColor(.systemBlue)
///     ctx.addRoundedRect(bounds.insetBy(dx: 8, dy: 8), cornerRadius: 12)
///     ctx.fillPath()
/// }
/// ```
@MainActor
public protocol GraphicsContext: AnyObject {
    // State
    func saveGState()
    func restoreGState()
    func translateBy(x: Double, y: Double)
    func scaleBy(x: Double, y: Double)
    func rotate(by angle: Double)
    func concatenate(_ transform: AffineTransform2D)
    func setFillColor(_ color: Color)
    func setStrokeColor(_ color: Color)
    func setLineWidth(_ width: Double)
    func setLineCap(_ cap: LineCap)
    func setLineJoin(_ join: LineJoin)
    func setLineDash(phase: Double, lengths: [Double])
    /// A global alpha multiplied into everything drawn afterwards.
    func setAlpha(_ alpha: Double)

    // Paths
    func beginPath()
    func move(to point: Point)
    func addLine(to point: Point)
    func addCurve(to end: Point, control1: Point, control2: Point)
    func addQuadCurve(to end: Point, control: Point)
    /// An arc around `center`; angles in radians from the +x axis, increasing clockwise on screen.
    func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    func addRect(_ rect: Rect)
    func addRoundedRect(_ rect: Rect, cornerRadius: Double)
    func addEllipse(in rect: Rect)
    func closePath()
    func fillPath(using rule: FillRule)
    func strokePath()
    /// Intersects the clip with the current path and clears the path.
    func clip(using rule: FillRule)

    // Convenience shapes
    func fill(_ rect: Rect)
    func stroke(_ rect: Rect)

    // Gradients and images
    func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point)
    func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    func draw(_ image: Image, in rect: Rect)

    // Text
    /// Lays out and draws `text` inside `rect` (wrapping at its width, clipped to its height).
    func draw(_ text: String, in rect: Rect, style: TextStyle)
    /// Measures `text` as ``draw(_:in:style:)`` would lay it out.
    func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size
}

extension GraphicsContext {
    /// Fills the current path with the winding rule.
    public func fillPath() { fillPath(using: .winding) }
    /// Clips to the current path with the winding rule.
    public func clip() { clip(using: .winding) }
}
