import Folio
import Foundation

/// The layer trees of the curl benchmarks: a full-screen page turning over the next one, with
/// the spine on the left (spine `.min`). The stage is 1920 × 1080 points, drawn at scale 1 or,
/// for 4K, at scale 2 (3840 × 2160 pixels, a HiDPI window) with pages of twice the pixels.
@MainActor
enum CurlScenes {
    nonisolated static let width = 1920
    nonisolated static let height = 1080
    nonisolated static let width4K = 3840
    nonisolated static let height4K = 2160
    static let size = Size(width: Double(width), height: Double(height))

    /// An opaque page: a tinted gradient with dark "text" stripes and a block, so resampling
    /// has real work and mirrors show; `scale` pixels per point.
    static func page(tint: UInt32, scale: Int = 1) -> Image {
        var bitmap = Bitmap(width: width * scale, height: height * scale)
        for py in 0..<(height * scale) {
            for px in 0..<(width * scale) {
                let x = px / scale
                let y = py / scale
                let g = UInt32(200 + y * 50 / height)
                var p = 0xFF00_0000 | (g - (tint & 0x3F)) << 16 | g << 8 | (g - (tint >> 6 & 0x3F))
                if (y / 18) % 3 == 0 && x > 150 && x < 150 + (1500 * (5 + (y / 54) % 5)) / 10 { p = 0xFF33_3333 }
                if x > 1100 && y > 760 && y < 1000 && x < 1800 {
                    p = 0xFF00_0000 | UInt32(x * 255 / width) << 16 | tint
                }
                bitmap[px, py] = p
            }
        }
        return Image(bitmap: bitmap)
    }

    static let front = page(tint: 0x20)
    static let underneath = page(tint: 0x90)
    static let back = page(tint: 0xC0)
    static let front4K = page(tint: 0x20, scale: 2)
    static let underneath4K = page(tint: 0x90, scale: 2)

    /// The back of a single-sided sheet: the reader's (`.seenThrough`, whose wash follows the
    /// page), or with `FOLIO_BENCH_FIXED_WASH=1` the one fixed wash colour it replaced, so one
    /// build can compare the two in interleaved runs.
    static let singleSidedBack: PageCurl.Back =
        ProcessInfo.processInfo.environment["FOLIO_BENCH_FIXED_WASH"] == "1"
        ? .mirroredFront(paperColor: .paper, washAlpha: 0.6) : .seenThrough(paperColor: .paper, washAlpha: 0.6)

    static func pageLayer(id: UInt64, image: Image) -> LayerNode {
        LayerNode(id: id, bounds: Rect(origin: .zero, size: size), content: .image(image))
    }

    /// The page underneath and the curling page over it (pages for scale 2 with `is4K`).
    static func stage(_ fold: CurlFolds.Fold, doubleSided: Bool, is4K: Bool = false) -> LayerNode {
        var sheet = pageLayer(id: 3, image: is4K ? front4K : front)
        sheet.deformation = .pageCurl(
            PageCurl(
                pageRect: Rect(origin: .zero, size: size), axisPoint: Point(x: fold.axis.0, y: fold.axis.1),
                normal: Point(x: fold.normal.0, y: fold.normal.1), radius: fold.radius,
                back: doubleSided
                    ? .image(back, mirror: .horizontal) : singleSidedBack,
                shadow: PageCurl.Shadow(width: fold.shadow)))
        return LayerNode(
            id: 1, bounds: Rect(origin: .zero, size: size), backgroundColor: .white,
            sublayers: [pageLayer(id: 2, image: is4K ? underneath4K : underneath), sheet])
    }
}

/// Sampled moments of three turns (see the comment on the tables).
enum CurlFolds {
    /// One sampled moment of a turn: the cylinder in the page's coordinates.
    struct Fold: Sendable {
        var progress: Double
        var axis: (Double, Double)
        var normal: (Double, Double)
        var radius: Double
        var shadow: Double
    }

    // Generated with FolioPaging's CurlModel (package API, so not callable from here) for a
    // 1920 × 1080 spine-`.min` page: `straight` grabs the free edge at mid-height and runs the
    // scripted full turn (a little rise mid-turn), `diagonal` is the scripted corner turn used
    // by setViewControllers, `steep` drags the bottom corner up-left across the page, past the
    // spine (the spine constraint is active from about 50 %).
    static let straight: [Fold] = [
        Fold(progress: 0.05, axis: (1710.142, 536.200), normal: (1.000000, 0.000606), radius: 230.388, shadow: 230.388),
        Fold(progress: 0.15, axis: (1473.231, 505.253), normal: (0.999823, 0.018811), radius: 229.549, shadow: 229.549),
        Fold(progress: 0.25, axis: (1267.583, 461.153), normal: (0.998882, 0.047269), radius: 224.762, shadow: 224.762),
        Fold(progress: 0.35, axis: (1046.634, 427.777), normal: (0.998013, 0.063004), radius: 212.037, shadow: 212.037),
        Fold(progress: 0.45, axis: (807.908, 415.387), normal: (0.998006, 0.063116), radius: 188.568, shadow: 188.568),
        Fold(progress: 0.55, axis: (574.766, 427.084), normal: (0.998661, 0.051726), radius: 154.086, shadow: 154.086),
        Fold(progress: 0.65, axis: (366.089, 456.792), normal: (0.999387, 0.035008), radius: 111.395, shadow: 111.395),
        Fold(progress: 0.75, axis: (195.848, 492.192), normal: (0.999823, 0.018836), radius: 66.317, shadow: 66.317),
        Fold(progress: 0.85, axis: (74.020, 521.523), normal: (0.999976, 0.006959), radius: 27.133, shadow: 27.133),
        Fold(progress: 0.95, axis: (8.692, 537.829), normal: (1.000000, 0.000799), radius: 3.329, shadow: 6.000),
    ]
    static let diagonal: [Fold] = [
        Fold(
            progress: 0.05, axis: (1711.340, 1052.347), normal: (0.991333, 0.131376), radius: 230.388, shadow: 230.388),
        Fold(
            progress: 0.15, axis: (1475.568, 1021.454), normal: (0.991435, 0.130604), radius: 229.535, shadow: 229.535),
        Fold(progress: 0.25, axis: (1270.105, 997.283), normal: (0.991997, 0.126259), radius: 224.684, shadow: 224.684),
        Fold(progress: 0.35, axis: (1048.457, 978.993), normal: (0.993351, 0.115124), radius: 211.864, shadow: 211.864),
        Fold(progress: 0.45, axis: (809.032, 972.810), normal: (0.995378, 0.096037), radius: 188.347, shadow: 188.347),
        Fold(progress: 0.55, axis: (575.344, 984.009), normal: (0.997462, 0.071206), radius: 153.902, shadow: 153.902),
        Fold(progress: 0.65, axis: (366.319, 1009.366), normal: (0.998968, 0.045416), radius: 111.295, shadow: 111.295),
        Fold(progress: 0.75, axis: (195.910, 1039.363), normal: (0.999722, 0.023563), radius: 66.284, shadow: 66.284),
        Fold(progress: 0.85, axis: (74.028, 1064.272), normal: (0.999964, 0.008520), radius: 27.129, shadow: 27.129),
        Fold(progress: 0.95, axis: (8.692, 1078.150), normal: (1.000000, 0.000968), radius: 3.328, shadow: 6.000),
    ]
    static let steep: [Fold] = [
        Fold(progress: 0.05, axis: (1580.696, 854.841), normal: (0.833232, 0.552923), radius: 229.883, shadow: 229.883),
        Fold(progress: 0.14, axis: (1396.342, 730.971), normal: (0.832106, 0.554616), radius: 225.650, shadow: 225.650),
        Fold(progress: 0.24, axis: (1253.243, 635.205), normal: (0.831883, 0.554951), radius: 217.152, shadow: 217.152),
        Fold(progress: 0.34, axis: (1116.352, 543.685), normal: (0.831788, 0.555094), radius: 204.389, shadow: 204.389),
        Fold(progress: 0.43, axis: (985.015, 455.909), normal: (0.831735, 0.555173), radius: 187.361, shadow: 187.361),
        Fold(progress: 0.52, axis: (854.356, 398.028), normal: (0.842286, 0.539031), radius: 167.675, shadow: 167.675),
        Fold(progress: 0.59, axis: (715.400, 427.820), normal: (0.879387, 0.476107), radius: 150.000, shadow: 150.000),
        Fold(progress: 0.66, axis: (585.020, 453.684), normal: (0.905317, 0.424736), radius: 129.375, shadow: 129.375),
        Fold(progress: 0.74, axis: (461.843, 476.440), normal: (0.923975, 0.382452), radius: 105.801, shadow: 105.801),
        Fold(progress: 0.81, axis: (345.020, 496.754), normal: (0.937764, 0.347272), radius: 79.278, shadow: 79.278),
    ]
}
