internal import CCairo
internal import CPango
public import FolioCore

extension CairoGraphicsContext {
    /// Paints the clip area with a linear gradient; nothing is painted beyond either end,
    /// as with Core Graphics' default options.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point) {
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        paintGradient(pattern, gradient)
    }

    /// Paints the clip area with a radial gradient between two circles.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double
    ) {
        guard
            let pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, max(startRadius, 0), endCenter.x, endCenter.y, max(endRadius, 0))
        else { return }
        paintGradient(pattern, gradient)
    }

    private func paintGradient(_ pattern: OpaquePointer, _ gradient: Gradient) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops.sorted(by: { $0.location < $1.location }) {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, min(max(c.alpha, 0), 1) * paint.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws an image stretched to `rect`, filtered bilinearly, weakened by the global alpha;
    /// an image within a pixel of `rect`'s size on the device is copied one for one instead.
    public func draw(_ image: Image, in rect: Rect) {
        let r = rect.standardized
        let bitmap = image.bitmap
        guard !r.isNull, r.width > 0, r.height > 0, bitmap.width > 0, bitmap.height > 0 else { return }
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            // Cairo only reads a source surface; the cast to mutable is for its C signature.
            let bytes = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
            // An image known to be opaque is given to Cairo without alpha, so that drawn one
            // for one it is copied (pixman's blit) rather than blended pixel by pixel.
            let format = image.isKnownOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            guard
                let source = cairo_image_surface_create_for_data(
                    bytes, format, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
            else { return }
            defer {
                cairo_surface_finish(source)
                cairo_surface_destroy(source)
            }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if let place = pixelExactPlacement(of: r, width: bitmap.width, height: bitmap.height) {
                // One for one: Cairo copies without filtering when the source lies on whole
                // device pixels at scale 1 (its bilinear path is ten times slower).
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, place.minX, place.minY, place.width, place.height)
                cairo_clip(cr)
                cairo_set_source_surface(cr, source, place.minX, place.minY)
                if let pattern = cairo_get_source(cr) { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
                cairo_paint_with_alpha(cr, paint.alpha)
                return
            }
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            cairo_translate(cr, r.minX, r.minY)
            cairo_scale(cr, r.width / Double(bitmap.width), r.height / Double(bitmap.height))
            cairo_set_source_surface(cr, source, 0, 0)
            if let pattern = cairo_get_source(cr) {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            }
            cairo_paint_with_alpha(cr, paint.alpha)
        }
    }

    /// The device pixels a `width × height` bitmap drawn in `rect` is copied into one for one
    /// (``PixelExactPlacement``, its corner snapped to the nearest pixel: Cairo pads the
    /// edges), on an unrotated, unflipped matrix; nil otherwise. Each pixel lands at most half
    /// a pixel from where the stretch would have put it.
    private func pixelExactPlacement(of rect: Rect, width: Int, height: Int) -> Rect? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
            let p = PixelExactPlacement.pixels(
                x0: m.xx * rect.minX + m.x0, y0: m.yy * rect.minY + m.y0, x1: m.xx * rect.maxX + m.x0,
                y1: m.yy * rect.maxY + m.y0, width: width, height: height, padsEdges: true)
        else { return nil }
        return Rect(x: Double(p.x0), y: Double(p.y0), width: Double(p.x1 - p.x0), height: Double(p.y1 - p.y0))
    }

    /// Lays out `text` in `rect` (wrapping at its width) and draws it from the top, clipped
    /// to the rectangle.
    public func draw(_ text: String, in rect: Rect, style: TextStyle) {
        let r = rect.standardized
        guard !r.isNull, !text.isEmpty else { return }
        guard let context = FolioFontConfiguration.makeContext(drawingInto: cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = PangoTextLayout(context: context, text: text, style: style, width: r.width, height: r.height)
        defer { layout.release() }
        cairo_save(cr)
        var clipHeight = r.height
        if layout.limitsLines { clipHeight = min(clipHeight, layout.visibleBottom) }
        cairo_rectangle(cr, r.minX, r.minY, r.width, clipHeight)
        cairo_clip(cr)
        setSource(style.color)
        cairo_move_to(cr, r.minX, r.minY)
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }

    /// Measures `text` as ``draw(_:in:style:)`` would lay it out.
    public func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size {
        guard let context = FolioFontConfiguration.makeContext(drawingInto: cr) else {
            return Size(width: 0, height: 0)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = PangoTextLayout(context: context, text: text, style: style, width: maxWidth, height: nil)
        defer { layout.release() }
        return layout.size
    }
}
