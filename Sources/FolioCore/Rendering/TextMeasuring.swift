/// Measures text without drawing it; the renderer provides the real one (Pango) and the
/// window hands it to views such as `Label` for `sizeThatFits`.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size the text needs when laid out no wider than `maxWidth` (nil: unbounded).
    func size(of text: String, style: TextStyle, maxWidth: Double?) -> Size
}
