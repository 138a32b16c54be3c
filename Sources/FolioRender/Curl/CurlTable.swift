import Foundation

/// The cylinder band's per-s values, tabulated so no pixel calls `asin`, `sqrt` or `cos`.
///
/// Entry k is for the axis distance s = k / scale (in layer units), from 0 to 2R, an eighth of a
/// device pixel apart. For s ≤ R: how far along n the front and back candidates lie from the
/// screen point (R·asin(s/R) − s and R·(π − asin(s/R)) − s) and their Lambert shades; for all s,
/// the contact darkening of the uncovered background. The storage is kept between frames.
final class CurlTable {
    private(set) var frontOffset: [Double] = []
    private(set) var backOffset: [Double] = []
    private(set) var frontShade: [UInt32] = []
    private(set) var backShade: [UInt32] = []
    private(set) var contact: [UInt32] = []
    /// The front and back offsets as 16.16 source-pixel displacements (σ(n) times the offset).
    private(set) var frontDU: [Int] = []
    private(set) var frontDV: [Int] = []
    private(set) var backDU: [Int] = []
    private(set) var backDV: [Int] = []
    private(set) var count = 0
    private(set) var scale = 1.0

    /// The most entries a frame uses; beyond it the table gets coarser instead of larger.
    static let maximumCount = 16_384
    static let entriesPerDevicePixel = 8.0

    init() {
        frontOffset.reserveCapacity(4096)
        backOffset.reserveCapacity(4096)
        frontShade.reserveCapacity(4096)
        backShade.reserveCapacity(4096)
        contact.reserveCapacity(4096)
        for k in [\CurlTable.frontDU, \.frontDV, \.backDU, \.backDV] { self[keyPath: k].reserveCapacity(4096) }
    }

    /// Fills the table for a radius (layer units), device resolution and shading.
    func prepare(
        radius r: Double, devicePerLayer: Double, ambient: Double, backTint: Double, contactStrength: Double,
        sourceNormal: (u: Double, v: Double)
    ) {
        var scale = Self.entriesPerDevicePixel * devicePerLayer
        if 2 * r * scale + 2 > Double(Self.maximumCount) { scale = Double(Self.maximumCount - 2) / (2 * r) }
        let count = Int(2 * r * scale) + 2
        self.scale = scale
        self.count = count
        let a = min(max(ambient, 0), 1)
        let tint = min(max(backTint, 0), 1)
        let c = min(max(contactStrength, 0), 1)
        resize(count)
        for k in 0..<count {
            let s = Double(k) / scale
            let x = min(s / r, 1)
            let phi = asin(x)
            frontOffset[k] = r * phi - min(s, r)
            backOffset[k] = r * (Double.pi - phi) - min(s, r)
            let intensity = a + (1 - a) * (1 - x * x).squareRoot()
            frontShade[k] = UInt32((intensity * 256).rounded())
            backShade[k] = UInt32((intensity * tint * 256).rounded())
            let lightness = s < 2 * r ? (1 - cos(Double.pi * s / (2 * r))) / 2 : 1
            contact[k] = UInt32(((1 - c * (1 - lightness)) * 256).rounded())
            frontDU[k] = Int((frontOffset[k] * sourceNormal.u * 65536).rounded())
            frontDV[k] = Int((frontOffset[k] * sourceNormal.v * 65536).rounded())
            backDU[k] = Int((backOffset[k] * sourceNormal.u * 65536).rounded())
            backDV[k] = Int((backOffset[k] * sourceNormal.v * 65536).rounded())
        }
    }

    private func resize(_ count: Int) {
        if frontOffset.count < count {
            let extra = count - frontOffset.count
            frontOffset.append(contentsOf: repeatElement(0, count: extra))
            backOffset.append(contentsOf: repeatElement(0, count: extra))
            frontShade.append(contentsOf: repeatElement(0, count: extra))
            backShade.append(contentsOf: repeatElement(0, count: extra))
            contact.append(contentsOf: repeatElement(0, count: extra))
            for k in [\CurlTable.frontDU, \.frontDV, \.backDU, \.backDV] {
                self[keyPath: k].append(contentsOf: repeatElement(0, count: extra))
            }
        }
    }

    /// Runs `body` with raw views of the table, valid for the duration of the call; `nil`
    /// before the first ``prepare(radius:devicePerLayer:ambient:backTint:contactStrength:)``.
    func withPointers<R>(_ body: (CurlTablePointers) -> R) -> R? {
        frontOffset.withUnsafeBufferPointer { fo in
            backOffset.withUnsafeBufferPointer { bo in
                frontShade.withUnsafeBufferPointer { fs in
                    backShade.withUnsafeBufferPointer { bs in
                        contact.withUnsafeBufferPointer { ct in
                            frontDU.withUnsafeBufferPointer { fdu in
                                frontDV.withUnsafeBufferPointer { fdv in
                                    backDU.withUnsafeBufferPointer { bdu in
                                        backDV.withUnsafeBufferPointer { bdv in
                                            guard let f = fo.baseAddress, let b = bo.baseAddress,
                                                let fsh = fs.baseAddress, let bsh = bs.baseAddress,
                                                let c = ct.baseAddress, let fu = fdu.baseAddress,
                                                let fv = fdv.baseAddress, let bu = bdu.baseAddress,
                                                let bv = bdv.baseAddress, count >= 2
                                            else { return nil }
                                            return body(
                                                CurlTablePointers(
                                                    frontOffset: f, backOffset: b, frontShade: fsh, backShade: bsh,
                                                    contact: c, frontDU: fu, frontDV: fv, backDU: bu, backDV: bv,
                                                    count: count, scale: scale))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Raw views of a ``CurlTable`` for the row workers.
struct CurlTablePointers {
    let frontOffset: UnsafePointer<Double>
    let backOffset: UnsafePointer<Double>
    let frontShade: UnsafePointer<UInt32>
    let backShade: UnsafePointer<UInt32>
    let contact: UnsafePointer<UInt32>
    let frontDU: UnsafePointer<Int>
    let frontDV: UnsafePointer<Int>
    let backDU: UnsafePointer<Int>
    let backDV: UnsafePointer<Int>
    let count: Int
    let scale: Double

    /// The entry for axis distance `s`, clamped to the table.
    @inline(__always)
    func index(_ s: Double) -> Int {
        let k = s * scale
        return k <= 0 ? 0 : (k >= Double(count - 1) ? count - 1 : Int(k))
    }
}
