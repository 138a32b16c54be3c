public import FolioCore

/// The result of comparing a rendering with its reference, pixel by pixel.
public struct SnapshotComparison: Sendable {
    /// Pixels with a channel difference beyond the tolerance.
    public let differingPixels: Int
    /// All pixels compared.
    public let totalPixels: Int
    /// The largest channel difference found.
    public let maxChannelDifference: Int
    /// Whether the sizes differ (then nothing else is meaningful).
    public let sizeMismatch: Bool

    /// Compares `actual` with `reference` under `tolerance`.
    public init(actual: Bitmap, reference: Bitmap, tolerance: SnapshotTolerance) {
        guard actual.width == reference.width, actual.height == reference.height else {
            differingPixels = max(actual.pixels.count, reference.pixels.count)
            totalPixels = differingPixels
            maxChannelDifference = 255
            sizeMismatch = true
            return
        }
        var differing = 0
        var largest = 0
        for i in 0..<actual.pixels.count {
            let d = Self.channelDifference(actual.pixels[i], reference.pixels[i])
            largest = max(largest, d)
            if d > tolerance.perChannel { differing += 1 }
        }
        differingPixels = differing
        totalPixels = actual.pixels.count
        maxChannelDifference = largest
        sizeMismatch = false
    }

    /// Whether the rendering matches under `tolerance`.
    public func matches(_ tolerance: SnapshotTolerance) -> Bool {
        !sizeMismatch && Double(differingPixels) <= tolerance.maxDifferingFraction * Double(totalPixels)
    }

    /// The largest difference between the channels of two pixels: how a test checks one
    /// pixel against the colour it expects, with the tolerance it allows.
    public static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var d = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            d = max(d, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return d
    }

    /// An image that shows where two bitmaps of the same size differ: differing pixels in
    /// red over a faint grey copy of the reference.
    public static func diffImage(actual: Bitmap, reference: Bitmap, tolerance: SnapshotTolerance) -> Bitmap {
        let w = max(actual.width, reference.width)
        let h = max(actual.height, reference.height)
        var out = Bitmap(width: w, height: h, fill: .white)
        for y in 0..<h {
            for x in 0..<w {
                let a = actual[x, y]
                let r = reference[x, y]
                let inside = x < actual.width && y < actual.height && x < reference.width && y < reference.height
                if !inside || channelDifference(a, r) > tolerance.perChannel {
                    out[x, y] = 0xFFFF_0000
                } else {
                    let c = reference.color(x: x, y: y)
                    let grey =
                        0.75 + 0.25 * (0.3 * c.red + 0.59 * c.green + 0.11 * c.blue) * c.alpha + 0.25 * (1 - c.alpha)
                    out[x, y] = Color(white: min(grey, 1)).premultipliedARGB
                }
            }
        }
        return out
    }
}
