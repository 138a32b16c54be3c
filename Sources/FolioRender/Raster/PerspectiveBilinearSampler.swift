/// Perspective-correct bilinear samples: texture coordinates times w, and w, are linear along
/// the run; each pixel divides. Clamps at the edges.
struct PerspectiveBilinearSampler: TexelSampler {
    let texture: Texture
    var uw: Double
    var vw: Double
    var w: Double
    let duw: Double
    let dvw: Double
    let dw: Double

    @inline(__always)
    mutating func next() -> UInt32 {
        let r = 65536 / w
        let u = Int(max(min(uw * r, 1e12), -1e12))
        let v = Int(max(min(vw * r, 1e12), -1e12))
        uw += duw
        vw += dvw
        w += dw
        return texture.clampedSample(u: u, v: v)
    }
}
