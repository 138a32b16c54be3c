/// Bilinear samples along an affine run, in 16.16 fixed point, with every 2×2 block known to
/// lie inside the texture (the caller proved it), so each row pair is one 64-bit load.
struct AffineBilinearSampler: TexelSampler {
    let texture: Texture
    var u: Int
    var v: Int
    let du: Int
    let dv: Int

    @inline(__always)
    mutating func next() -> UInt32 {
        let p = texture.sample(u: u, v: v)
        u &+= du
        v &+= dv
        return p
    }

    @inline(__always)
    mutating func nextPair() -> UInt64 {
        let p0 = texture.base + ((v >> 16) &* texture.stride &+ (u >> 16))
        let fx0 = PixelMath.weight(u)
        let fy0 = PixelMath.weight(v)
        u &+= du
        v &+= dv
        let p1 = texture.base + ((v >> 16) &* texture.stride &+ (u >> 16))
        let fx1 = PixelMath.weight(u)
        let fy1 = PixelMath.weight(v)
        u &+= du
        v &+= dv
        return PixelMath.bilinearPair(p0, p1, stride: texture.stride, fx0: fx0, fy0: fy0, fx1: fx1, fy1: fy1)
    }
}
