internal import CFolioKernels

/// Bilinear samples along an affine run, four pixels at a time, with every 2×2 block known to
/// lie inside the texture (the caller proved it).
///
/// The arithmetic is ``PixelMath/bilinear(top:bottom:fx:fy:)``'s, to the bit, but laid out for
/// 128-bit vectors: the four blocks' left and right texels are gathered into two vectors of
/// four pixels, so every channel of all four pixels is one 16-bit lane of an even (blue, red)
/// or odd (green, alpha) vector. The weights come from coordinate fractions kept in vector
/// lanes as well, so nothing moves between general and vector registers per pixel except the
/// texel addresses. This is the inner loop of every rotated, scaled or curled page, and it runs
/// about three times faster than sampling pixel pairs through scalar registers.
///
/// A rotated run walks the texture in a staircase across rows, a pattern the CPU's own
/// prefetchers follow poorly (badly enough that rotating a page one way took three times as
/// long as rotating it the other way), so the sampler asks for the cache lines it will read
/// ``prefetchDistance`` pixels ahead, and for the lower texel row the run ``prefetchRows``
/// pixel rows below will read (the upper one was asked for by the run a row above).
struct AffineQuadSampler: QuadSampler {
    let texture: Texture
    /// 16.16 texel-centre coordinates of the next pixel, and their steps per pixel.
    private(set) var u: Int
    private(set) var v: Int
    let du: Int
    let dv: Int
    /// The fractions (low 16 bits) of the next four pixels' coordinates, each in both 16-bit
    /// halves of its pixel's lane, and their steps per quad: a logical shift makes them the
    /// bilinear weights, laid out as the channels they weigh (two vector operations a quad
    /// where masking and spreading 32-bit coordinates took five; the vector units are what
    /// this loop waits on).
    private var fractionsU: SIMD8<UInt16>
    private var fractionsV: SIMD8<UInt16>
    private let stepU: SIMD8<UInt16>
    private let stepV: SIMD8<UInt16>
    /// The coordinate change over ``prefetchDistance`` pixels.
    private let aheadU: Int
    private let aheadV: Int
    /// The coordinate change from a pixel to the one ``prefetchRows`` below it.
    private let belowU: Int
    private let belowV: Int

    /// How many pixel rows ahead the lower texel row is prefetched. One row ahead is too late
    /// to hide a load from memory behind this loop; measured on the curl's flipped part
    /// (per-frame interleaved A/B, five 1920 × 1080 frames): two rows ahead 2.4 % faster
    /// frames, four 3.7 %, eight 3.5 %.
    static let prefetchRows = 4

    /// How many pixels ahead texels are prefetched: far enough to cover a load from memory at
    /// this loop's pace, near enough to stay inside a typical run. Measured on 1920 × 1080
    /// rotations: 64 recovers half of what 256 does; 512 and more gain nothing further.
    static let prefetchDistance = 256

    /// - Parameter below: The change of (u, v), 16.16, from a pixel to the pixel below it
    ///   (what the next row's run will read); one texel row down when not known.
    init(texture: Texture, u: Int, v: Int, du: Int, dv: Int, below: (u: Int, v: Int) = (0, 1 << 16)) {
        self.texture = texture
        self.u = u
        self.v = v
        self.du = du
        self.dv = dv
        fractionsU = Self.fractions(u, du)
        fractionsV = Self.fractions(v, dv)
        stepU = SIMD8(repeating: UInt16(truncatingIfNeeded: du &* 4))
        stepV = SIMD8(repeating: UInt16(truncatingIfNeeded: dv &* 4))
        aheadU = du &* Self.prefetchDistance
        aheadV = dv &* Self.prefetchDistance
        belowU = below.u &* Self.prefetchRows
        belowV = below.v &* Self.prefetchRows
    }

    /// The fractions of `x`, `x + dx`, `x + 2dx` and `x + 3dx` (16.16), each twice.
    private static func fractions(_ x: Int, _ dx: Int) -> SIMD8<UInt16> {
        let start = SIMD4(repeating: UInt32(truncatingIfNeeded: x))
        let lanes = (start &+ SIMD4(0, 1, 2, 3) &* UInt32(truncatingIfNeeded: dx)) & 0xFFFF
        return unsafeBitCast(lanes | (lanes &<< 16), to: SIMD8<UInt16>.self)
    }

    /// The next four samples, the first in lane 0.
    @inline(__always)
    mutating func nextQuad() -> SIMD4<UInt32> {
        let c = nextChannels()
        return PixelMath.pixels(even: c.even, odd: c.odd)
    }

    /// The next four samples as ``PixelMath/evenLanes(_:)`` and ``PixelMath/oddLanes(_:)``
    /// would split them, for a caller that goes on to scale the channels: it skips joining
    /// them only to split them again.
    @inline(__always)
    mutating func nextChannels() -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        let t = texture
        @inline(__always)
        func offset(_ k: Int) -> Int {
            (((v &+ k &* dv) &>> 16) &* t.stride &+ ((u &+ k &* du) &>> 16)) &* 4
        }
        let o0 = offset(0)
        let o1 = offset(1)
        let o2 = offset(2)
        let o3 = offset(3)
        // Prefetching never faults, so reading ahead past the run's end is harmless.
        let ahead = (((v &+ aheadV) &>> 16) &* t.stride &+ ((u &+ aheadU) &>> 16)) &* 4
        folio_prefetch(UnsafeRawPointer(t.base) + ahead)
        folio_prefetch(UnsafeRawPointer(t.base) + (ahead &+ t.stride &* 4))
        let next = (((((v &+ belowV) &>> 16) &+ 1) &* t.stride) &+ ((u &+ belowU) &>> 16)) &* 4
        folio_prefetch(UnsafeRawPointer(t.base) + next)
        // The top 7 bits of each fraction: PixelMath.weight's.
        let wx = unsafeBitCast(fractionsU &>> 9, to: SIMD8<Int16>.self)
        let wy = unsafeBitCast(fractionsV &>> 9, to: SIMD8<Int16>.self)
        u &+= 4 &* du
        v &+= 4 &* dv
        fractionsU &+= stepU
        fractionsV &+= stepV
        return Self.bilinearChannels(UnsafeRawPointer(t.base), o0, o1, o2, o3, rowBytes: t.stride &* 4, wx: wx, wy: wy)
    }

    /// Four bilinear samples of the blocks whose top-left texels are `o0…o3` bytes from
    /// `raw`, rows `rowBytes` apart, with 7-bit weights in `fx` and `fy`.
    @inline(__always)
    static func bilinear(
        _ raw: UnsafeRawPointer, _ o0: Int, _ o1: Int, _ o2: Int, _ o3: Int, rowBytes: Int,
        fx: SIMD4<Int32>, fy: SIMD4<Int32>
    ) -> SIMD4<UInt32> {
        // Each weight in both 16-bit halves of its pixel's 32-bit lane.
        let wx = unsafeBitCast(fx | (fx &<< 16), to: SIMD8<Int16>.self)
        let wy = unsafeBitCast(fy | (fy &<< 16), to: SIMD8<Int16>.self)
        let c = bilinearChannels(raw, o0, o1, o2, o3, rowBytes: rowBytes, wx: wx, wy: wy)
        return PixelMath.pixels(even: c.even, odd: c.odd)
    }

    /// ``bilinear(_:_:_:_:_:rowBytes:fx:fy:)`` with the weights in the channels' 16-bit lanes,
    /// and the samples left split into even and odd channels.
    @inline(__always)
    static func bilinearChannels(
        _ raw: UnsafeRawPointer, _ o0: Int, _ o1: Int, _ o2: Int, _ o3: Int, rowBytes: Int,
        wx: SIMD8<Int16>, wy: SIMD8<Int16>
    ) -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        @inline(__always)
        func pairs(_ a: Int, _ b: Int) -> SIMD4<UInt32> {
            SIMD4(
                lowHalf: raw.loadUnaligned(fromByteOffset: a, as: SIMD2<UInt32>.self),
                highHalf: raw.loadUnaligned(fromByteOffset: b, as: SIMD2<UInt32>.self))
        }
        let top01 = pairs(o0, o1)
        let top23 = pairs(o2, o3)
        let bottom01 = pairs(o0 &+ rowBytes, o1 &+ rowBytes)
        let bottom23 = pairs(o2 &+ rowBytes, o3 &+ rowBytes)
        // Left texels of the four blocks in one vector, right texels in another.
        let tl = SIMD4(top01[0], top01[2], top23[0], top23[2])
        let tr = SIMD4(top01[1], top01[3], top23[1], top23[3])
        let bl = SIMD4(bottom01[0], bottom01[2], bottom23[0], bottom23[2])
        let br = SIMD4(bottom01[1], bottom01[3], bottom23[1], bottom23[3])
        let byte = SIMD8<Int16>(repeating: 0xFF)
        @inline(__always)
        func even(_ p: SIMD4<UInt32>) -> SIMD8<Int16> { unsafeBitCast(p, to: SIMD8<Int16>.self) & byte }
        @inline(__always)
        func odd(_ p: SIMD4<UInt32>) -> SIMD8<Int16> { unsafeBitCast(p &>> 8, to: SIMD8<Int16>.self) & byte }
        @inline(__always)
        func channel(_ lanes: SIMD8<Int16>) -> SIMD8<UInt16> { unsafeBitCast(lanes, to: SIMD8<UInt16>.self) }
        @inline(__always)
        func lerp(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>, _ f: SIMD8<Int16>) -> SIMD8<Int16> {
            a &+ (((b &- a) &* f) &>> 7)
        }
        // Vertical, then horizontal, as PixelMath.bilinearPair does.
        let le = lerp(even(tl), even(bl), wy)
        let lo = lerp(odd(tl), odd(bl), wy)
        let re = lerp(even(tr), even(br), wy)
        let ro = lerp(odd(tr), odd(br), wy)
        return (channel(lerp(le, re, wx)), channel(lerp(lo, ro, wx)))
    }

    /// A pair sampler that carries on where this one stopped (for the last pixels of a run).
    var tail: AffineBilinearSampler {
        AffineBilinearSampler(texture: texture, u: u, v: v, du: du, dv: dv)
    }
}
