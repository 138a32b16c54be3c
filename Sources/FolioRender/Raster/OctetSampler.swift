/// A sampler whose unmodulated runs a C loop can draw eight pixels at a time: the interior of
/// a page in perspective, from running sums (``PerspectiveInteriorSampler``) or from a page's
/// column tables (``ColumnPerspectiveSampler``).
protocol OctetSampler: QuadSampler {
    /// Composites the next pixels, source-over and unmodulated, onto `dst` in whole groups of
    /// eight, at most `count` of them, as ``SpanWriter/composite(_:into:count:modulation:opaque:)``
    /// would with this sampler, to the bit, and steps past them; returns how many it drew (none
    /// where the C loop cannot run). `opaque` promises every texel is opaque;
    /// `prefetchOffset` is where, from a pixel's block, the texels a few rows below lie.
    mutating func drawOctets(
        into dst: UnsafeMutablePointer<UInt32>, count: Int, opaque: Bool, prefetchOffset: Int
    ) -> Int
}
