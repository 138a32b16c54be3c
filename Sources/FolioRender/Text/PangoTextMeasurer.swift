internal import CPango
public import FolioCore

/// Measures text with Pango exactly as ``CairoGraphicsContext`` draws it; hosts give it to
/// the window so that `Label.sizeThatFits` works.
///
/// ```swift
/// let measurer = PangoTextMeasurer()
/// let size = measurer.size(of: "Hello", style: TextStyle(font: .systemFont(ofSize: 17)), maxWidth: nil)
/// ```
@MainActor
public final class PangoTextMeasurer: TextMeasuring {
    /// A `PangoContext *` on Folio's font map, not tied to any surface.
    private let context: OpaquePointer

    /// Creates a measurer on the font map that ``CairoGraphicsContext`` draws with.
    public init() {
        context = pango_font_map_create_context(FolioFontConfiguration.pangoFontMap)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// The size `text` needs when laid out no wider than `maxWidth` (nil: on one line per
    /// paragraph), honouring the style's line limit.
    public func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size {
        let layout = PangoTextLayout(context: context, text: text, style: style, width: maxWidth, height: nil)
        defer { layout.release() }
        return layout.size
    }
}
