internal import CCairo
internal import CPango
import FolioCore

/// A Pango layout configured from a ``TextStyle`` the way UIKit lays out a label: top-left
/// origin, wrapping at the given width, truncation with an ellipsis for the truncating line
/// break modes, and a line limit (`numberOfLines`). Drawing and measuring share this type so
/// that `sizeThatFits` and what is drawn always agree.
@MainActor
struct PangoTextLayout {
    /// The `PangoLayout *`; owned, released by ``release()``.
    let layout: OpaquePointer
    /// Lines beyond this one are not shown (0: no limit) when Pango's own ellipsizing does
    /// not already limit them.
    private let visibleLines: Int

    /// Builds a layout in `context` (a `PangoContext *`).
    init(context: OpaquePointer, text: String, style: TextStyle, width: Double?, height: Double?) {
        Self.applyFontOptions(to: context)
        layout = pango_layout_new(context)
        pango_layout_set_text(layout, SoftBreaks.inserted(into: text), -1)

        Self.setFont(style.font, on: layout)

        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))))
        }
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Int32(style.lineSpacing * Double(PANGO_SCALE)))

        let ellipsize = Self.ellipsize(style.lineBreakMode)
        pango_layout_set_ellipsize(layout, ellipsize)
        if ellipsize != PANGO_ELLIPSIZE_NONE {
            if style.numberOfLines > 0 {
                pango_layout_set_height(layout, Int32(-style.numberOfLines))
            } else if let height, height.isFinite, height > 0 {
                pango_layout_set_height(layout, Int32(min(height * Double(PANGO_SCALE), Double(Int32.max))))
            } else {
                // Pango's default height (−1) ellipsizes to one line; no limit was asked for.
                pango_layout_set_height(layout, Int32.max)
            }
            visibleLines = 0
        } else {
            visibleLines = max(style.numberOfLines, 0)
        }
        applyAlignment(style.alignment)
    }

    func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The size of the visible lines, in the layout's user units (points).
    var size: Size {
        var logical = PangoRectangle()
        let lines = Int(pango_layout_get_line_count(layout))
        if visibleLines > 0 && lines > visibleLines {
            return Size(width: visibleWidth, height: visibleBottom)
        }
        pango_layout_get_extents(layout, nil, &logical)
        return Size(
            width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// How far down the visible lines reach, when lines are limited without an ellipsis.
    var visibleBottom: Double {
        var bottom = 0.0
        forEachVisibleLine { rect in bottom = max(bottom, Double(rect.y + rect.height)) }
        return bottom / Double(PANGO_SCALE)
    }

    /// The widest visible line.
    private var visibleWidth: Double {
        var width = 0.0
        forEachVisibleLine { rect in width = max(width, Double(rect.width)) }
        return width / Double(PANGO_SCALE)
    }

    /// Whether lines must be cut off below ``visibleBottom`` when drawing.
    var limitsLines: Bool { visibleLines > 0 && Int(pango_layout_get_line_count(layout)) > visibleLines }

    private func forEachVisibleLine(_ body: (PangoRectangle) -> Void) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            body(logical)
            index += 1
        } while (visibleLines == 0 || index < visibleLines) && pango_layout_iter_next_line(iter) != 0
    }

    private func applyAlignment(_ alignment: TextAlignment) {
        // Pango's auto-direction mirrors LEFT/RIGHT for right-to-left paragraphs, which is
        // exactly `.natural`; explicit left and right must be undone for those paragraphs.
        let rtl = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        switch alignment {
        case .natural, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        }
    }

    /// Grey anti-aliasing and unhinted, unrounded metrics: text looks the same at every
    /// scale and measures the same with or without a surface. The language is fixed too,
    /// because Pango otherwise takes it from the locale, and fontconfig picks faces by it.
    static func applyFontOptions(to context: OpaquePointer) {
        pango_context_set_language(context, pango_language_from_string("en"))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Gives `layout` the family, absolute size, weight and slant of `font`: the one place a
    /// Folio `Font` becomes a Pango font description.
    static func setFont(_ font: Font, on layout: OpaquePointer?) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, max(font.size, 0.1) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight(font.weight))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
    }

    static func weight(_ w: Font.Weight) -> PangoWeight {
        switch w {
        case .light: PANGO_WEIGHT_LIGHT
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        case .heavy: PANGO_WEIGHT_HEAVY
        }
    }

    static func ellipsize(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
    }
}
