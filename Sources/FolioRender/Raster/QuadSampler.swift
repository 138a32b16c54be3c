/// A source of premultiplied pixels four at a time (lane 0 first), for the vector span writer;
/// `tail` carries on pixel by pixel where it stopped, for the last pixels of a run.
protocol QuadSampler {
    associatedtype Tail: TexelSampler
    mutating func nextQuad() -> SIMD4<UInt32>
    var tail: Tail { get }
}

extension RowSampler: QuadSampler {
    @inline(__always)
    mutating func nextQuad() -> SIMD4<UInt32> {
        let q = UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
        p += 4
        return q
    }

    var tail: RowSampler { self }
}

extension SolidSampler: QuadSampler {
    @inline(__always)
    func nextQuad() -> SIMD4<UInt32> { SIMD4(repeating: pixel) }

    var tail: SolidSampler { self }
}
