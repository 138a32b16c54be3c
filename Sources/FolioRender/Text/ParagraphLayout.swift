internal import CCairo
internal import CPango
package import FolioCore

/// A paragraph laid out by Pango, line by line: the line breaks (UAX #14 through Pango's
/// log attributes, with hyphens where a line breaks at a soft hyphen) and each line's
/// vertical extent, so that a paginator can take exactly the lines that fit a page.
///
/// The same ``StyledParagraph`` at the same width always breaks into the same lines, in a
/// detached context for measuring and in a Cairo context for drawing (metrics are unhinted,
/// see ``PangoTextLayout``), so pages measured once can be drawn later line by line.
///
/// ```swift
/// let layout = ParagraphLayout(paragraph, width: 480)
/// for line in layout.lines where line.bottom <= pageHeight { … }
/// ```
@MainActor
package final class ParagraphLayout {
    /// One line: where its text starts and ends, and where it sits.
    package struct Line: Hashable, Sendable {
        /// UTF-8 offsets of the line's text in the paragraph.
        package var range: Range<Int>
        /// The top and bottom of the line's logical extent, in points from the layout's top
        /// (line spacing included below every line but the last).
        package var top: Double
        package var bottom: Double
        /// The baseline, in points from the layout's top.
        package var baseline: Double
        /// Whether the line starts a paragraph of the text (after a `"\n"`), as opposed to
        /// continuing one that was wrapped: code blocks mark continuations.
        package var startsParagraph: Bool
        /// The line spacing above the line's logical extent that `top` includes (none for
        /// the first line): a page that starts at this line lays it out first, without it.
        package var spacingAbove: Double = 0
    }

    /// The lines, top to bottom.
    package let lines: [Line]
    /// The width of the widest line, in points.
    package let naturalWidth: Double
    /// The Pango layout, for this type's extensions (nil when Pango could not make one).
    let layout: OpaquePointer?
    /// The paragraph laid out again without justification, for the ``raggedLines`` (nil when
    /// there are none): the same line breaks, the letters at their natural places.
    let raggedLayout: OpaquePointer?
    /// The lines of a justified paragraph set ragged instead: see ``raggedLines(of:lines:code:)``.
    let raggedLines: Set<Int>
    private let context: OpaquePointer

    /// Lays out `paragraph` wrapped at `width` points (nil: one line per paragraph).
    package init(_ paragraph: StyledParagraph, width: Double?) {
        context = pango_font_map_create_context(FolioFontConfiguration.pangoFontMap)
        PangoTextLayout.applyFontOptions(to: context)
        let layout = Self.makeLayout(paragraph, width: width, context: context)
        let (lines, naturalWidth) = Self.measureLines(layout)
        (self.layout, self.lines, self.naturalWidth) = (layout, lines, naturalWidth)
        let code = Self.codeRanges(of: paragraph)
        raggedLines = layout.map { Self.raggedLines(of: $0, lines: lines, code: code) } ?? []
        raggedLayout =
            raggedLines.isEmpty ? nil : Self.makeLayout(paragraph, width: width, context: context, justify: false)
    }

    isolated deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let raggedLayout { g_object_unref(UnsafeMutableRawPointer(raggedLayout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The height of all lines, in points.
    package var height: Double { lines.last?.bottom ?? 0 }

    /// Draws `paragraph` laid out at `width` into `context` (a Cairo context; other
    /// contexts draw nothing), lines `range` only, with the first of them at `origin`.
    ///
    /// - Returns: The x offsets and baselines of the drawn lines, relative to `origin`, for
    ///   decorations drawn beside them (a code block's continuation marks).
    @discardableResult
    package static func draw(
        _ paragraph: StyledParagraph, width: Double?, lines range: Range<Int>, in context: any GraphicsContext,
        at origin: Point
    ) -> [Line] {
        guard let cairo = context as? CairoGraphicsContext, !range.isEmpty,
            let pango = FolioFontConfiguration.makeContext(drawingInto: cairo.cr)
        else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        PangoTextLayout.applyFontOptions(to: pango)
        guard let layout = makeLayout(paragraph, width: width, context: pango) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let (lines, _) = measureLines(layout)
        let clamped = range.clamped(to: 0..<lines.count)
        guard let first = clamped.first.map({ lines[$0] }) else { return [] }
        let ragged = raggedLines(of: layout, lines: lines, code: codeRanges(of: paragraph)).filter(clamped.contains)
        let raggedLayout = ragged.isEmpty ? nil : makeLayout(paragraph, width: width, context: pango, justify: false)
        defer { if let raggedLayout { g_object_unref(UnsafeMutableRawPointer(raggedLayout)) } }
        cairo_save(cairo.cr)
        cairo.setSource(paragraph.color)
        var drawn: [Line] = []
        for index in clamped {
            let source = ragged.contains(index) ? raggedLayout ?? layout : layout
            guard let line = pango_layout_get_line_readonly(source, Int32(index)) else { continue }
            let x = Double(lineX(source, index: index)) / Double(PANGO_SCALE)
            let baseline = lines[index].baseline - first.top
            cairo_move_to(cairo.cr, origin.x + x, origin.y + baseline)
            pango_cairo_show_layout_line(cairo.cr, line)
            var copy = lines[index]
            copy.top -= first.top
            copy.bottom -= first.top
            copy.baseline = baseline
            drawn.append(copy)
        }
        cairo_restore(cairo.cr)
        return drawn
    }

    private static func lineX(_ layout: OpaquePointer, index: Int) -> Int32 {
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        for _ in 0..<index where pango_layout_iter_next_line(iter) == 0 { break }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        return logical.x
    }

    private static func measureLines(_ layout: OpaquePointer?) -> ([Line], Double) {
        guard let layout else { return ([], 0) }
        var lines: [Line] = []
        var widest = 0.0
        guard let iter = pango_layout_get_iter(layout) else { return ([], 0) }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        repeat {
            var y0: Int32 = 0
            var y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            widest = max(widest, Double(logical.width) / scale)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            if let line = pango_layout_iter_get_line_readonly(iter) {
                let start = Int(line.pointee.start_index)
                let length = Int(line.pointee.length)
                lines.append(
                    Line(
                        range: start..<(start + max(length, 0)), top: Double(y0) / scale, bottom: Double(y1) / scale,
                        baseline: baseline, startsParagraph: line.pointee.is_paragraph_start != 0,
                        spacingAbove: max(Double(logical.y - y0) / scale, 0)))
            }
        } while pango_layout_iter_next_line(iter) != 0
        return (lines, widest)
    }

    private static func makeLayout(
        _ paragraph: StyledParagraph, width: Double?, context: OpaquePointer, justify: Bool = true
    ) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        pango_layout_set_text(layout, paragraph.text, Int32(clamping: paragraph.text.utf8.count))
        PangoTextLayout.setFont(paragraph.font, on: layout)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))))
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * Double(PANGO_SCALE)))
        pango_layout_set_justify(layout, justify && paragraph.alignment == .justified ? 1 : 0)
        switch paragraph.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .natural, .left, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        let list = pango_attr_list_new()
        let length = paragraph.text.utf8.count
        if let language = paragraph.language {
            insert(pango_attr_language_new(pango_language_from_string(language)), 0..<length, into: list)
        }
        for span in paragraph.spans {
            let range = span.range.clamped(to: 0..<length)
            guard !range.isEmpty else { continue }
            for attribute in attributes(span.attributes, baseSize: paragraph.font.size) {
                insert(attribute, range, into: list)
            }
        }
        for range in unbreakableCode(of: paragraph) { insert(pango_attr_allow_breaks_new(0), range, into: list) }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        return layout
    }

    private static func attributes(_ attributes: StyledAttributes, baseSize: Double) -> [UnsafeMutablePointer<
        PangoAttribute
    >?] {
        var result: [UnsafeMutablePointer<PangoAttribute>?] = []
        let traits = attributes.traits
        if traits.contains(.bold) { result.append(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
        if traits.contains(.italic) { result.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
        if traits.contains(.monospace) {
            result.append(pango_attr_family_new("Monospace"))
            result.append(pango_attr_scale_new(0.88))
        }
        if traits.contains(.strikethrough) { result.append(pango_attr_strikethrough_new(1)) }
        if traits.contains(.underline) { result.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if traits.contains(.smallCaps) { result.append(pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS)) }
        if traits.contains(.noHyphens) { result.append(pango_attr_insert_hyphens_new(0)) }
        if traits.contains(.superscript) || traits.contains(.subscript) {
            result.append(pango_attr_scale_new(0.7))
            let rise = baseSize * (traits.contains(.superscript) ? 0.35 : -0.15) * Double(PANGO_SCALE)
            result.append(pango_attr_rise_new(Int32(rise)))
        }
        if let size = attributes.size, size.isFinite, size > 0 {
            result.append(pango_attr_size_new_absolute(Int32(min(size, 1000) * Double(PANGO_SCALE))))
        }
        if let color = attributes.foreground {
            result.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
        }
        if let color = attributes.background {
            result.append(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
        }
        return result
    }

    private static func channel(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535) }

    private static func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>, into list: OpaquePointer?
    ) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: range.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: range.upperBound)
        pango_attr_list_insert(list, attribute)
    }
}
