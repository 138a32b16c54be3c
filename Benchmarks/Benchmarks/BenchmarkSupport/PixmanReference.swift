import Benchmark
import CCairoReference

/// Registers the two scenes the speed targets quote pixman for (docs/Benchmarks.md §1.3,
/// §2.1), drawn by Cairo (whose image backend is pixman) in the same run: a two-page slide,
/// which the targets put at 1.2–1.35× the floor, and a full-screen bilinear quad rotated 2°
/// and scaled 1.05, which they put at 28–30×. Read against the floors measured beside them,
/// they show which floor the targets' ratios were measured against; read against Folio's own
/// figures, they compare the compositor with the library a C program would use.
public func registerPixmanReference(width: Int, height: Int) {
    Benchmark("Reference: pixman slide, two pages") { benchmark in
        guard let scene = PixmanScene(width: width, height: height) else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // The pages are opaque and cover the frame, so they are copied (SOURCE), the
            // fastest path pixman has for them.
            scene.paint(offsetX: -700, operator: CAIRO_OPERATOR_SOURCE)
            scene.paint(offsetX: Double(width) - 700, operator: CAIRO_OPERATOR_SOURCE)
            blackHole(scene.flush())
        }
        benchmark.stopMeasurement()
    }
    Benchmark("Reference: pixman bilinear quad, rotated 2°, scaled 1.05") { benchmark in
        guard let scene = PixmanScene(width: width, height: height) else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.clearToWhite()
            scene.paintRotated(degrees: 2, scale: 1.05)
            blackHole(scene.flush())
        }
        benchmark.stopMeasurement()
    }
}

/// A frame and a page texture as Cairo image surfaces; the page has the compositor scenes'
/// pixels (`benchmarkPagePixel`).
private final class PixmanScene {
    let width: Int
    let height: Int
    let frame: OpaquePointer
    let page: OpaquePointer
    let cr: OpaquePointer

    init?(width: Int, height: Int) {
        guard let frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            let page = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            let data = cairo_image_surface_get_data(page),
            let cr = cairo_create(frame)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(page)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * stride + x] = benchmarkPagePixel(x: x, y: y, width: width, height: height)
            }
        }
        cairo_surface_mark_dirty(page)
        self.width = width
        self.height = height
        self.frame = frame
        self.page = page
        self.cr = cr
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(page)
        cairo_surface_destroy(frame)
    }

    func paint(offsetX: Double, operator op: cairo_operator_t) {
        cairo_save(cr)
        cairo_set_operator(cr, op)
        cairo_rectangle(cr, max(offsetX, 0), 0, Double(width) - abs(offsetX), Double(height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, page, offsetX, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func clearToWhite() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
    }

    /// The page about the frame's centre, bilinear, over what is there.
    func paintRotated(degrees: Double, scale: Double) {
        cairo_save(cr)
        cairo_translate(cr, Double(width) / 2, Double(height) / 2)
        cairo_rotate(cr, degrees * .pi / 180)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -Double(width) / 2, -Double(height) / 2)
        cairo_set_source_surface(cr, page, 0, 0)
        if let pattern = cairo_get_source(cr) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR) }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Makes sure drawing has reached the pixels; returns one so the work cannot be skipped.
    func flush() -> UInt8 {
        cairo_surface_flush(frame)
        return cairo_image_surface_get_data(frame)?.pointee ?? 0
    }
}
