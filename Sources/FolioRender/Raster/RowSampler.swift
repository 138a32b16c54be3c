/// Reads consecutive texels of one row.
struct RowSampler: TexelSampler {
    var p: UnsafePointer<UInt32>

    @inline(__always)
    mutating func next() -> UInt32 {
        let s = p.pointee
        p += 1
        return s
    }
}
