internal import CFolioKernels
import Foundation

/// Raw views of a ``CurlTable``'s columns: the row workers read them, only the table writes.
struct CurlTablePointers {
    let frontOffset: UnsafeMutablePointer<Double>
    let backOffset: UnsafeMutablePointer<Double>
    let frontShade: UnsafeMutablePointer<UInt32>
    let backShade: UnsafeMutablePointer<UInt32>
    let contact: UnsafeMutablePointer<UInt32>
    /// Four per entry, 16.16 source pixels: the back candidate's (u, v) offset from the screen
    /// point's front coordinates (`backOffset · σ(n)`), then the front candidate's; in one
    /// 16-byte block, as the band loads them.
    let offsets: UnsafeMutablePointer<Int32>
    var count: Int
    var scale: Double
    /// A bound on the magnitude of every offset; the band uses the table only while it fits
    /// 32 bits (`Int32.max`), which holds for any radius below ~10 000 source pixels.
    var offsetLimit = 0

    /// Columns of `capacity` entries each, zeroed.
    static func allocate(capacity n: Int) -> CurlTablePointers {
        func column<T: Numeric>(_: T.Type, width: Int = 1) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: n * width)
            p.initialize(repeating: 0, count: n * width)
            return p
        }
        return CurlTablePointers(
            frontOffset: column(Double.self), backOffset: column(Double.self), frontShade: column(UInt32.self),
            backShade: column(UInt32.self), contact: column(UInt32.self), offsets: column(Int32.self, width: 4),
            count: 0, scale: 1)
    }

    func deallocate() {
        frontOffset.deallocate()
        backOffset.deallocate()
        frontShade.deallocate()
        backShade.deallocate()
        contact.deallocate()
        offsets.deallocate()
    }

    /// The entry for axis distance `s`, clamped to the table.
    @inline(__always)
    func index(_ s: Double) -> Int {
        let k = s * scale
        return k <= 0 ? 0 : (k >= Double(count - 1) ? count - 1 : Int(k))
    }
}
