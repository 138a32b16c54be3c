import Foundation

/// One frame's ``CurlTable`` entries, worked out block by block: a two-thread frame shares
/// the blocks between its threads (``RowWorker/Job/curlTable(_:)``), as it shares rows.
///
/// The table is refilled whenever its arguments change, which in a turn is every frame (the
/// radius changes as a page turns), before any row can be drawn, and at 1920 × 1080 it takes
/// about a fortieth of a two-thread frame; on one thread that was time the other spent
/// waiting. Every block starts its cosine afresh, so a table is the same to the bit however
/// its blocks were shared.
struct CurlTableFill {
    /// How many entries a block holds.
    static let blockSize = 32

    let columns: CurlTablePointers
    let radius: Double
    let ambient: Double
    let tint: Double
    let contactStrength: Double
    let sourceNormal: (u: Double, v: Double)
    /// The angle π·s / 2R advances by per entry, and its cosine and sine.
    let step: Double
    let cosStep: Double
    let sinStep: Double
    /// Every entry past the top of the cylinder (s ≥ R) is the same but for its contact
    /// darkening: half the table, worked out once.
    let top: Entry

    /// One entry's values, as the columns hold them.
    struct Entry {
        var front: Double
        var back: Double
        var frontShade: UInt32
        var backShade: UInt32
        var offsets: SIMD4<Int32>
    }

    init(
        columns: CurlTablePointers, radius: Double, ambient: Double, tint: Double, contactStrength: Double,
        sourceNormal: (u: Double, v: Double)
    ) {
        self.columns = columns
        self.radius = radius
        self.ambient = ambient
        self.tint = tint
        self.contactStrength = contactStrength
        self.sourceNormal = sourceNormal
        step = Double.pi / (2 * radius * columns.scale)
        (cosStep, sinStep) = (cos(step), sin(step))
        let front = radius * (Double.pi / 2) - radius
        top = Self.entry(front: front, back: front, intensity: ambient, tint: tint, sourceNormal: sourceNormal)
    }

    /// An entry's values from its candidates' distances and its Lambert intensity.
    @inline(__always)
    static func entry(
        front: Double, back: Double, intensity: Double, tint: Double, sourceNormal n: (u: Double, v: Double)
    ) -> Entry {
        Entry(
            front: front, back: back, frontShade: UInt32((intensity * 256).roundedInt),
            backShade: UInt32((intensity * tint * 256).roundedInt),
            offsets: SIMD4(
                Int32(clamping: (back * n.u * 65536).roundedInt), Int32(clamping: (back * n.v * 65536).roundedInt),
                Int32(clamping: (front * n.u * 65536).roundedInt), Int32(clamping: (front * n.v * 65536).roundedInt)))
    }

    /// How many blocks the table has.
    var blockCount: Int { (columns.count + Self.blockSize - 1) / Self.blockSize }

    /// Fills the entries of `blocks`.
    func fill(blocks: Range<Int>) {
        let t = columns
        let r = radius
        let a = ambient
        let c = contactStrength
        for block in blocks {
            let first = block * Self.blockSize
            let end = min(first + Self.blockSize, t.count)
            // cos(π·s / 2r) for the contact darkening, by rotating a unit vector one entry's
            // angle at a time from the block's first: exact to ~10⁻¹⁴, far below the 1/256
            // the factors keep, and two libm calls a block rather than one an entry (so is the
            // rounding, `roundedInt` rather than libm's `rounded()`).
            let angle = Double(first) * step
            var (cosine, sine) = first == 0 ? (1.0, 0.0) : (cos(angle), sin(angle))
            for k in first..<end {
                let s = Double(k) / t.scale
                let e: Entry
                if s < r {
                    let x = s / r
                    let phi = asin(x)
                    e = Self.entry(
                        front: r * phi - s, back: r * (Double.pi - phi) - s,
                        intensity: a + (1 - a) * (1 - x * x).squareRoot(), tint: tint, sourceNormal: sourceNormal)
                } else {
                    e = top
                }
                t.frontOffset[k] = e.front
                t.backOffset[k] = e.back
                t.frontShade[k] = e.frontShade
                t.backShade[k] = e.backShade
                UnsafeMutableRawPointer(t.offsets + 4 * k).storeBytes(of: e.offsets, as: SIMD4<Int32>.self)
                let lightness = s < 2 * r ? (1 - cosine) / 2 : 1
                t.contact[k] = UInt32(((1 - c * (1 - lightness)) * 256).roundedInt)
                (cosine, sine) = (cosine * cosStep - sine * sinStep, sine * cosStep + cosine * sinStep)
            }
        }
    }
}
