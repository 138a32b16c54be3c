import Foundation

/// The cylinder band's per-s values, tabulated so no pixel calls `asin`, `sqrt` or `cos`.
///
/// Entry k is for the axis distance s = k / scale (in layer units), from 0 to 2R, an eighth of a
/// device pixel apart. For s ≤ R: how far along n the front and back candidates lie from the
/// screen point (R·asin(s/R) − s and R·(π − asin(s/R)) − s) and their Lambert shades; for all s,
/// the contact darkening of the uncovered background. The storage is kept between frames.
final class CurlTable {
    /// One allocation per column, grown (never shrunk) as radii need; written through raw
    /// pointers, so filling a table per frame pays no array bookkeeping.
    private var columns: CurlTablePointers
    private var capacity: Int

    /// The most entries a frame uses; beyond it the table gets coarser instead of larger.
    static let maximumCount = 16_384
    static let entriesPerDevicePixel = 8.0

    init() {
        capacity = 4096
        columns = CurlTablePointers.allocate(capacity: capacity)
    }

    deinit { columns.deallocate() }

    /// Fills the table for a radius (layer units), device resolution and shading.
    func prepare(
        radius r: Double, devicePerLayer: Double, ambient: Double, backTint: Double, contactStrength: Double,
        sourceNormal: (u: Double, v: Double)
    ) {
        var scale = Self.entriesPerDevicePixel * devicePerLayer
        if 2 * r * scale + 2 > Double(Self.maximumCount) { scale = Double(Self.maximumCount - 2) / (2 * r) }
        let count = Int(2 * r * scale) + 2
        if count > capacity {
            columns.deallocate()
            capacity = count
            columns = CurlTablePointers.allocate(capacity: capacity)
        }
        columns.scale = scale
        columns.count = count
        let a = min(max(ambient, 0), 1)
        let tint = min(max(backTint, 0), 1)
        let c = min(max(contactStrength, 0), 1)
        let t = columns
        // cos(π·s / 2r) for the contact darkening, by rotating a unit vector one entry's angle
        // at a time: exact to ~10⁻¹², far below the 1/256 the factors keep, and no libm call
        // per entry (this table is filled every frame, on the frame's critical path; so is
        // the rounding, `roundedInt` rather than libm's `rounded()`).
        let step = Double.pi / (2 * r * scale)
        let (cosStep, sinStep) = (cos(step), sin(step))
        var (cosine, sine) = (1.0, 0.0)
        for k in 0..<count {
            let s = Double(k) / scale
            let front: Double
            let back: Double
            let intensity: Double
            if s < r {
                let x = s / r
                let phi = asin(x)
                front = r * phi - s
                back = r * (Double.pi - phi) - s
                intensity = a + (1 - a) * (1 - x * x).squareRoot()
            } else {
                // Past the top of the cylinder every entry is the same.
                front = r * (Double.pi / 2) - r
                back = front
                intensity = a
            }
            t.frontOffset[k] = front
            t.backOffset[k] = back
            t.frontShade[k] = UInt32((intensity * 256).roundedInt)
            t.backShade[k] = UInt32((intensity * tint * 256).roundedInt)
            let lightness = s < 2 * r ? (1 - cosine) / 2 : 1
            t.contact[k] = UInt32(((1 - c * (1 - lightness)) * 256).roundedInt)
            t.frontDU[k] = (front * sourceNormal.u * 65536).roundedInt
            t.frontDV[k] = (front * sourceNormal.v * 65536).roundedInt
            t.backDU[k] = (back * sourceNormal.u * 65536).roundedInt
            t.backDV[k] = (back * sourceNormal.v * 65536).roundedInt
            (cosine, sine) = (cosine * cosStep - sine * sinStep, sine * cosStep + cosine * sinStep)
        }
    }

    /// Raw views of the table, valid until the next ``prepare(radius:devicePerLayer:ambient:backTint:contactStrength:sourceNormal:)``
    /// or until the table goes; `nil` before the first.
    var pointers: CurlTablePointers? { columns.count >= 2 ? columns : nil }
}

/// Raw views of a ``CurlTable``'s columns: the row workers read them, only the table writes.
struct CurlTablePointers {
    let frontOffset: UnsafeMutablePointer<Double>
    let backOffset: UnsafeMutablePointer<Double>
    let frontShade: UnsafeMutablePointer<UInt32>
    let backShade: UnsafeMutablePointer<UInt32>
    let contact: UnsafeMutablePointer<UInt32>
    let frontDU: UnsafeMutablePointer<Int>
    let frontDV: UnsafeMutablePointer<Int>
    let backDU: UnsafeMutablePointer<Int>
    let backDV: UnsafeMutablePointer<Int>
    var count: Int
    var scale: Double

    /// Columns of `capacity` entries each, zeroed.
    static func allocate(capacity n: Int) -> CurlTablePointers {
        func column<T: Numeric>(_: T.Type) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: n)
            p.initialize(repeating: 0, count: n)
            return p
        }
        return CurlTablePointers(
            frontOffset: column(Double.self), backOffset: column(Double.self), frontShade: column(UInt32.self),
            backShade: column(UInt32.self), contact: column(UInt32.self), frontDU: column(Int.self),
            frontDV: column(Int.self), backDU: column(Int.self), backDV: column(Int.self), count: 0, scale: 1)
    }

    func deallocate() {
        frontOffset.deallocate()
        backOffset.deallocate()
        frontShade.deallocate()
        backShade.deallocate()
        contact.deallocate()
        frontDU.deallocate()
        frontDV.deallocate()
        backDU.deallocate()
        backDV.deallocate()
    }

    /// The entry for axis distance `s`, clamped to the table.
    @inline(__always)
    func index(_ s: Double) -> Int {
        let k = s * scale
        return k <= 0 ? 0 : (k >= Double(count - 1) ? count - 1 : Int(k))
    }
}
