/// One colour for every pixel.
struct SolidSampler: TexelSampler {
    let pixel: UInt32

    @inline(__always)
    func next() -> UInt32 { pixel }
}
