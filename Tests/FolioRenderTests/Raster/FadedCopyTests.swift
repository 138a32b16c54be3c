import FolioTesting
import Testing

@testable import FolioRender

/// A faded layer copied on whole pixels: the eight-pixel C loop and the Swift loop it stands
/// in for blend the same bits, for every opacity, over any destination, at any length.
@Suite struct FadedCopyTests {
    /// A premultiplied pixel: alpha first, colours no larger than it; some opaque, some clear.
    static func randomPixel(_ random: inout SeededRandom) -> UInt32 {
        switch random.next() % 4 {
        case 0: return 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
        case 1: return 0
        default:
            let a = UInt32(truncatingIfNeeded: random.next()) & 0xFF
            let c = (0..<3).map { _ in a == 0 ? 0 : UInt32(truncatingIfNeeded: random.next()) % (a + 1) }
            return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
        }
    }

    @Test(arguments: [0, 1, 2, 77, 128, 200, 254, 255] as [UInt32])
    func aFadedCopyBlendsWhatSwiftsLoopBlends(alpha: UInt32) {
        var random = SeededRandom(seed: 7 &+ UInt64(alpha))
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 40, 263] {
            let source = (0..<count).map { _ in Self.randomPixel(&random) }
            let destination = (0..<count).map { _ in Self.randomPixel(&random) }
            let modulation = SpanModulation(alpha: alpha)
            var fast = destination
            source.withUnsafeBufferPointer { src in
                fast.withUnsafeMutableBufferPointer { dst in
                    guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                    SpanWriter.copy(from: s, into: d, count: count, opaque: false, modulation: modulation)
                }
            }
            let expected = zip(source, destination).map {
                PixelMath.over(PixelMath.multiply($0, by: alpha), $1)
            }
            #expect(fast == expected, "alpha \(alpha), \(count) pixels")
        }
    }
}
