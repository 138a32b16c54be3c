/// When an image that would be stretched over a device rectangle by less than a pixel is
/// copied one for one instead: the rule Cairo's `draw(_:in:)` and the compositor's image
/// content share.
///
/// Why: a page rendered for the screen is a rounding larger than where it is shown (its
/// pixels are its size times the scale, rounded up). Stretched by 1.0002 it went through
/// bilinear filtering, softer and several times slower than a copy: most of a slow scroll
/// frame's time.
enum PixelExactPlacement {
    /// The device pixels an image of `width` × `height` pixels is copied into, its first pixel
    /// at their corner, when it would be stretched over `(x0, y0)`–`(x1, y1)` (device
    /// coordinates of an unrotated, unflipped placement) by less than a pixel; nil otherwise.
    ///
    /// - Parameter padsEdges: Whether the caller extends the image's last row and column
    ///   (Cairo's pad). Then the corner is snapped to the nearest pixel and the pixels may be
    ///   one more than the image each way. Without (the compositor), the corner must already
    ///   lie on a pixel, so an image moving by fractions of a pixel is still resampled and
    ///   moves smoothly, and the image must cover every pixel it is copied into.
    static func pixels(
        x0: Double, y0: Double, x1: Double, y1: Double, width: Int, height: Int, padsEdges: Bool
    ) -> IntRect? {
        let left = x0.rounded(), top = y0.rounded(), right = x1.rounded(), bottom = y1.rounded()
        // Finite and on the device (NaN fails every comparison).
        guard abs(left) < 1e9, abs(top) < 1e9, abs(right) < 1e9, abs(bottom) < 1e9, right > left, bottom > top
        else { return nil }
        let (w, h) = (Double(width), Double(height))
        let fits =
            padsEdges
            ? abs(right - left - w) <= 1 && abs(bottom - top - h) <= 1
            : abs(left - x0) < 1.0 / 1024 && abs(top - y0) < 1.0 / 1024 && abs(x1 - x0 - w) < 1
                && abs(y1 - y0 - h) < 1 && right - left <= w && bottom - top <= h
        guard fits else { return nil }
        return IntRect(x0: Int(left), y0: Int(top), x1: Int(right), y1: Int(bottom))
    }
}
