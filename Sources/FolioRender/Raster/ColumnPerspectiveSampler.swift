internal import CFolioKernels

/// The interior of a page turned about a vertical axis, read from ``PerspectiveColumns``: a
/// pixel's u and `65536 / w` are its column's, and its v is
/// `(vwOfColumn + vwOfRow)·reciprocal`, rounded to the nearest 16.16 integer.
struct ColumnPerspectiveSampler: TexelSampler, OctetSampler {
    let texture: Texture
    var u: UnsafePointer<Int32>
    var reciprocal: UnsafePointer<Double>
    var vwOfColumn: UnsafePointer<Double>
    let vwOfRow: Double

    @inline(__always)
    mutating func next() -> UInt32 {
        let uf = Int(u[0])
        let v = PerspectiveInteriorSampler.fixed((vwOfColumn[0] + vwOfRow) * reciprocal[0])
        advance(by: 1)
        let p = texture.base + ((v >> 16) &* texture.stride &+ (uf >> 16))
        return PixelMath.bilinear(
            top: texture.pair(at: p), bottom: texture.pair(at: p + texture.stride), fx: PixelMath.weight(uf),
            fy: PixelMath.weight(v))
    }

    @inline(__always)
    mutating func nextQuad() -> SIMD4<UInt32> {
        let us = UnsafeRawPointer(u).loadUnaligned(as: SIMD4<Int32>.self)
        let p = UnsafeRawPointer(vwOfColumn).loadUnaligned(as: SIMD4<Double>.self)
        let r = UnsafeRawPointer(reciprocal).loadUnaligned(as: SIMD4<Double>.self)
        let vf = (p + SIMD4(repeating: vwOfRow)) * r + SIMD4(repeating: PerspectiveInteriorSampler.roundingMagic)
        let vs = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(vf, to: SIMD4<Int64>.self))
        advance(by: 4)
        return PerspectiveInteriorSampler.samples(texture, us: us, vs: vs)
    }

    var tail: ColumnPerspectiveSampler { self }

    /// The sampler `n` pixels on.
    @inline(__always)
    func advanced(by n: Int) -> ColumnPerspectiveSampler {
        var s = self
        s.advance(by: n)
        return s
    }

    @inline(__always)
    private mutating func advance(by n: Int) {
        u += n
        reciprocal += n
        vwOfColumn += n
    }

    /// The ``OctetSampler`` loop, `folio_column_octets` (none without AVX2, and none for a
    /// texture too large for the loop's 32-bit offsets).
    @inline(__always)
    mutating func drawOctets(
        into dst: UnsafeMutablePointer<UInt32>, count: Int, opaque: Bool, prefetchOffset: Int
    ) -> Int {
        guard count >= 8, EightPixelLoops.areAvailable, PerspectiveInteriorSampler.fitsOffsets(texture) else {
            return 0
        }
        var run = FolioColumnRun(
            texels: texture.base, stride: Int64(texture.stride), u: u, reciprocal: reciprocal,
            vwOfColumn: vwOfColumn, vwOfRow: vwOfRow, below: Int64(prefetchOffset), opaque: opaque)
        let drawn = Int(folio_column_octets(&run, dst, count))
        advance(by: drawn)
        return drawn
    }
}
