extension CurlRasterizer {
    /// How ``draw(_:front:back:sourceRect:into:transform:clip:alpha:opaque:worker:evaluation:)``
    /// evaluates pixels. Only tests ask for anything but `.spans`: they hold the three to one
    /// another (the span kernels to the per-pixel reference, the band's C loop to its Swift
    /// loop, bit for bit).
    enum Evaluation {
        /// Span kernels, with the band's quads in C where the machine has that loop.
        case spans
        /// Span kernels, the band's quads in Swift.
        case swiftSpans
        /// Every pixel through the per-pixel evaluation.
        case reference
    }
}
