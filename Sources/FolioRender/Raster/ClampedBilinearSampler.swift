/// Bilinear samples along an affine run, clamping to the edges (the parts of a span near the
/// texture border).
struct ClampedBilinearSampler: TexelSampler {
    let texture: Texture
    var u: Int
    var v: Int
    let du: Int
    let dv: Int

    @inline(__always)
    mutating func next() -> UInt32 {
        let p = texture.clampedSample(u: u, v: v)
        u &+= du
        v &+= dv
        return p
    }
}
