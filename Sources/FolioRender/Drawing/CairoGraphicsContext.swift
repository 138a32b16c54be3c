internal import CCairo
public import FolioCore

/// A `GraphicsContext` that draws with Cairo (and Pango for text) into premultiplied
/// pixels, the counterpart of a bitmap `CGContext`.
///
/// Coordinates are points, y down, with `scale` pixels per point. The compositor draws
/// layer content through one of these; you can also draw offscreen yourself:
///
/// ```swift
/// let ctx = CairoGraphicsContext(width: 200, height: 100, scale: 2)  // 100 × 50 points
/// ctx.setFillColor(.systemBlue)
/// ctx.addRoundedRect(Rect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 8)
/// ctx.fillPath()
/// let bitmap = ctx.makeBitmap()
/// ```
///
/// - Note: Like `UIGraphicsImageRenderer` (not a raw `CGContext`), the origin is the top-left
///   corner and y grows downwards.
@MainActor
public final class CairoGraphicsContext: GraphicsContext {
    /// The `cairo_t *`.
    let cr: OpaquePointer
    private let surface: OpaquePointer
    private let buffer: PixelBuffer

    /// What Cairo does not keep in its own state: colours and the global alpha.
    struct PaintState {
        var fill = Color.black
        var stroke = Color.black
        var alpha = 1.0
    }

    var paint = PaintState()
    private var savedPaint: [PaintState] = []

    /// Creates a transparent canvas of `width × height` pixels with `scale` pixels per point.
    public convenience init(width: Int, height: Int, scale: Double = 1) {
        self.init(buffer: PixelBuffer(width: width, height: height), scale: scale, clear: true)
    }

    /// Creates a canvas that starts with the pixels of `bitmap`.
    public convenience init(bitmap: Bitmap, scale: Double = 1) {
        let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { src in
            if let base = src.baseAddress { buffer.base.update(from: base, count: src.count) }
        }
        self.init(buffer: buffer, scale: scale, clear: false)
    }

    /// Draws into `buffer` (kept alive by the context).
    init(buffer: PixelBuffer, scale: Double, clear: Bool) {
        if clear { buffer.clear() }
        self.buffer = buffer
        surface = UnsafeMutableRawPointer(buffer.base).withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            cairo_image_surface_create_for_data(
                bytes, CAIRO_FORMAT_ARGB32, Int32(buffer.width), Int32(buffer.height), Int32(buffer.width * 4))
        }
        cr = cairo_create(surface)
        let s = scale > 0 && scale.isFinite ? scale : 1
        cairo_scale(cr, s, s)
    }

    isolated deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The pixels drawn so far.
    public func makeBitmap() -> Bitmap {
        cairo_surface_flush(surface)
        return buffer.makeBitmap()
    }

    /// Makes sure everything drawn has reached the pixel buffer.
    func flush() { cairo_surface_flush(surface) }

    // MARK: State

    public func saveGState() {
        cairo_save(cr)
        savedPaint.append(paint)
    }

    public func restoreGState() {
        guard let last = savedPaint.popLast() else { return }
        cairo_restore(cr)
        paint = last
    }

    public func translateBy(x: Double, y: Double) { cairo_translate(cr, x, y) }

    public func scaleBy(x: Double, y: Double) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cr, x, y)
    }

    public func rotate(by angle: Double) { cairo_rotate(cr, angle) }

    public func concatenate(_ t: AffineTransform2D) {
        guard t.determinant != 0, t.determinant.isFinite else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    public func setFillColor(_ color: Color) { paint.fill = color }
    public func setStrokeColor(_ color: Color) { paint.stroke = color }
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cr, max(width, 0)) }

    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Dashes strokes; an empty `lengths` turns dashing off. Negative lengths are ignored.
    public func setLineDash(phase: Double, lengths: [Double]) {
        let valid = lengths.filter { $0 >= 0 && $0.isFinite }
        guard !valid.isEmpty, valid.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        cairo_set_dash(cr, valid, Int32(valid.count), phase)
    }

    public func setAlpha(_ alpha: Double) { paint.alpha = min(max(alpha, 0), 1) }

    /// Makes `color`, weakened by the global alpha, Cairo's source.
    func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, min(max(color.alpha, 0), 1) * paint.alpha)
    }
}
