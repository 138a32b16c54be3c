/// Something that can draw a layer's content on demand: in FolioUI, a `View`.
///
/// Renderers call ``drawContent(in:bounds:)`` only when the version of the layer's
/// ``LayerContent/drawing(_:version:)`` content or its pixel size changed since the cached
/// backing store was drawn.
@MainActor
public protocol LayerContentDrawing: AnyObject {
    /// Draws the content in bounds coordinates.
    func drawContent(in context: any GraphicsContext, bounds: Rect)
}
