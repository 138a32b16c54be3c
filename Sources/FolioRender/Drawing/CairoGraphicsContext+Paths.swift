internal import CCairo
public import FolioCore

extension CairoGraphicsContext {
    public func beginPath() { cairo_new_path(cr) }
    public func move(to point: Point) { cairo_move_to(cr, point.x, point.y) }

    public func addLine(to point: Point) {
        if cairo_has_current_point(cr) == 0 {
            cairo_move_to(cr, point.x, point.y)
        } else {
            cairo_line_to(cr, point.x, point.y)
        }
    }

    public func addCurve(to end: Point, control1: Point, control2: Point) {
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, control1.x, control1.y) }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// A quadratic Bézier, drawn as the equivalent cubic (Cairo has no quadratic segment).
    public func addQuadCurve(to end: Point, control: Point) {
        var x0 = 0.0
        var y0 = 0.0
        if cairo_has_current_point(cr) == 0 {
            cairo_move_to(cr, control.x, control.y)
        }
        cairo_get_current_point(cr, &x0, &y0)
        let c1 = Point(x: x0 + 2.0 / 3.0 * (control.x - x0), y: y0 + 2.0 / 3.0 * (control.y - y0))
        let c2 = Point(x: end.x + 2.0 / 3.0 * (control.x - end.x), y: end.y + 2.0 / 3.0 * (control.y - end.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    }

    /// An arc whose angles grow clockwise on screen (y down): `clockwise: true` sweeps from
    /// `startAngle` towards larger angles, like `UIBezierPath(arcCenter:…clockwise:)`.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius >= 0, radius.isFinite else { return }
        if clockwise {
            cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle)
        }
    }

    public func addRect(_ rect: Rect) {
        let r = rect.standardized
        guard !r.isNull else { return }
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    }

    /// A rectangle with circular corners; the radius is limited to half the shorter side.
    public func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else {
            addRect(r)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -half, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, half)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, half, 2 * half)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    public func addEllipse(in rect: Rect) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    public func closePath() { cairo_close_path(cr) }

    public func fillPath(using rule: FillRule) {
        setFillRule(rule)
        setSource(paint.fill)
        cairo_fill(cr)
    }

    public func strokePath() {
        setSource(paint.stroke)
        cairo_stroke(cr)
    }

    public func clip(using rule: FillRule) {
        setFillRule(rule)
        cairo_clip(cr)
    }

    /// Fills a rectangle without disturbing the current path, as `CGContext.fill(_:)`.
    public func fill(_ rect: Rect) {
        withPathSaved {
            addRect(rect)
            fillPath(using: .winding)
        }
    }

    /// Strokes a rectangle without disturbing the current path, as `CGContext.stroke(_:)`.
    public func stroke(_ rect: Rect) {
        withPathSaved {
            addRect(rect)
            strokePath()
        }
    }

    func withPathSaved(_ body: () -> Void) {
        let saved = cairo_copy_path(cr)
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if let saved {
            cairo_append_path(cr, saved)
            cairo_path_destroy(saved)
        }
    }

    private func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
