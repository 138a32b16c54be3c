/// What a layer shows inside its bounds, above its background colour.
public enum LayerContent {
    /// Content drawn by an object through a ``GraphicsContext``; `version` changes whenever
    /// the drawing must be redone (`setNeedsDisplay`).
    case drawing(any LayerContentDrawing, version: Int)
    /// An image stretched to the bounds (a rendered snapshot, a photo).
    case image(Image)
}
