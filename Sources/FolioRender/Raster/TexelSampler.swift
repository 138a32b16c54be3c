/// A source of premultiplied pixels for one run of a span, one per destination pixel.
protocol TexelSampler {
    mutating func next() -> UInt32
    /// The next two pixels, the first in the low half.
    mutating func nextPair() -> UInt64
}

extension TexelSampler {
    @inline(__always)
    mutating func nextPair() -> UInt64 {
        let a = next()
        return UInt64(a) | UInt64(next()) << 32
    }
}
