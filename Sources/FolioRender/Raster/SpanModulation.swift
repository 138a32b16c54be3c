/// How a run of source pixels is weakened before it is blended: a constant opacity, a
/// per-pixel coverage mask (clips, anti-aliased corners) and, for meshes, shade and alpha
/// ramps that change linearly along the run.
struct SpanModulation {
    /// Constant opacity, 0…255.
    var alpha: UInt32 = 255
    /// One coverage byte per pixel of the run, or nil.
    var mask: UnsafePointer<UInt8>?
    /// Shade in 8.16 fixed point (65536 × 256 = unchanged), and its step per pixel.
    var shade: Int = 0
    var shadeStep: Int = 0
    var hasShade = false
    /// Alpha in 8.16 fixed point (255 × 65536 = opaque), and its step per pixel.
    var alphaRamp: Int = 0
    var alphaStep: Int = 0
    var hasAlphaRamp = false

    /// Whether pixels pass through unchanged.
    var isPlain: Bool { alpha == 255 && mask == nil && !hasShade && !hasAlphaRamp }

    /// Whether every pixel of the run is only multiplied by the one opacity, `alpha`.
    var isUniformAlpha: Bool { mask == nil && !hasShade && !hasAlphaRamp }

    /// The same modulation for a run starting `n` pixels later.
    func advanced(by n: Int) -> SpanModulation {
        var m = self
        if let mask { m.mask = mask + n }
        m.shade += shadeStep * n
        m.alphaRamp += alphaStep * n
        return m
    }
}
