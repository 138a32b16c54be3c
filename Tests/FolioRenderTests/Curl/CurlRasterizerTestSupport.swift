import FolioCore
import Foundation

@testable import FolioRender

/// Small helpers for curl rasteriser tests: reference sampling and pixel comparison.
enum CurlRef {
    /// Channels of a premultiplied pixel as doubles (a, r, g, b) in 0…255.
    static func channels(_ p: UInt32) -> [Double] {
        [Double(p >> 24), Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)]
    }

    static func pixel(_ c: [Double]) -> UInt32 {
        func b(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
        return b(c[0]) << 24 | b(c[1]) << 16 | b(c[2]) << 8 | b(c[3])
    }

    /// The largest channel difference.
    static func difference(_ a: UInt32, _ b: UInt32) -> Double {
        zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 0
    }

    /// Bilinear sample of `b` at continuous pixel coordinates (pixel k covers [k, k + 1)),
    /// clamped to the edges.
    static func sample(_ b: Bitmap, _ x: Double, _ y: Double) -> [Double] {
        let tx = x - 0.5
        let ty = y - 0.5
        let x0 = Int(tx.rounded(.down))
        let y0 = Int(ty.rounded(.down))
        let fx = tx - Double(x0)
        let fy = ty - Double(y0)
        func at(_ i: Int, _ j: Int) -> [Double] {
            channels(b[min(max(i, 0), b.width - 1), min(max(j, 0), b.height - 1)])
        }
        let (a, c, d, e) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
        return (0..<4).map { k in
            (a[k] * (1 - fx) + c[k] * fx) * (1 - fy) + (d[k] * (1 - fx) + e[k] * fx) * fy
        }
    }

    /// RGB scaled by `f`, alpha kept.
    static func shaded(_ c: [Double], _ f: Double) -> [Double] { [c[0], c[1] * f, c[2] * f, c[3] * f] }

    /// A horizontal gradient with a vertical ramp in green: smooth, so bilinear sampling is
    /// nearly linear and comparisons can be tight, and asymmetric, so mirrors show.
    static func gradient(width: Int, height: Int, seed: Double) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(max(width - 1, 1))
                let v = Double(y) / Double(max(height - 1, 1))
                b[x, y] =
                    Color(red: 0.1 + 0.8 * u, green: 0.2 + 0.6 * v, blue: 0.5 + 0.4 * sin(seed + 3 * u * v))
                    .premultipliedARGB
            }
        }
        return b
    }
    /// `curl` drawn over `under` by a fresh rasteriser, on one thread or two.
    static func render(
        _ curl: PageCurl, front: Bitmap, back: Bitmap?, under: Bitmap, transform: FolioCore.AffineTransform2D,
        alpha: Double,
        opaque: Bool, threads: Int, evaluation: CurlRasterizer.Evaluation, sourceRect: Rect? = nil,
        backOpaque: Bool = false
    ) -> Bitmap {
        var out = under
        let rasterizer = CurlRasterizer()
        let worker = threads >= 2 ? RowWorker() : nil
        defer { worker?.stop() }
        front.pixels.withUnsafeBufferPointer { f in
            out.pixels.withUnsafeMutableBufferPointer { o in
                guard let fb = f.baseAddress, let ob = o.baseAddress else { return }
                let target = PixelSurface(base: ob, width: under.width, height: under.height, stride: under.width)
                let source = Texture(base: fb, width: front.width, height: front.height, stride: front.width)
                func go(_ b: Texture?) {
                    rasterizer.draw(
                        curl, front: source, back: b, sourceRect: sourceRect ?? curl.pageRect, into: target,
                        transform: transform, alpha: alpha, opaque: opaque, backOpaque: backOpaque, worker: worker,
                        evaluation: evaluation)
                }
                guard let back else { return go(nil) }
                back.pixels.withUnsafeBufferPointer { bp in
                    guard let bb = bp.baseAddress else { return }
                    go(Texture(base: bb, width: back.width, height: back.height, stride: back.width))
                }
            }
        }
        return out
    }
}
