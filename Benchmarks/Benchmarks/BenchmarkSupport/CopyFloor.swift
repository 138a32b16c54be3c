public import Benchmark
public import Folio

/// Registers the floors every other figure in a suite is quoted against (docs/Benchmarks.md
/// §1.2), so each ratio compares two measurements from one run:
///
/// - "Floor: full-frame copy": one copy of a `width × height` frame between the same two
///   buffers every time. At 1920 × 1080 both fit in this machine's 32 MB L3 cache, so this is
///   a cache-bandwidth floor — about four times faster here than the 0.6–0.8 ms the speed
///   targets (docs/Benchmarks.md §1.2) quote for the machines they were set on.
/// - "Floor: full-frame copy, uncached": the same copy, but each iteration between a new pair
///   of buffers from a pool far larger than any cache, so every byte comes from and goes to
///   memory: the memory-bandwidth floor the targets' figures describe, and the one they are
///   read against (the pixman references in the same run land on their ratios to this one;
///   see Benchmarks/README.md).
///
/// `label` names the floors of a second frame size in the same suite ("4K" gives "Floor 4K:
/// full-frame copy", …); without one they keep their plain names.
public func registerCopyFloor(width: Int, height: Int, label: String? = nil) {
    let prefix = label.map { "Floor \($0)" } ?? "Floor"
    Benchmark("\(prefix): full-frame copy") { @MainActor benchmark async in
        let source = Bitmap(width: width, height: height, fill: .gray)
        var frame = Bitmap(width: width, height: height)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame.pixels.withUnsafeMutableBufferPointer { dst in
                source.pixels.withUnsafeBufferPointer { src in
                    if let d = dst.baseAddress, let s = src.baseAddress { d.update(from: s, count: src.count) }
                }
            }
            blackHole(frame.pixels[0])
        }
        benchmark.stopMeasurement()
    }
    Benchmark("\(prefix): full-frame copy, uncached") { @MainActor benchmark async in
        // About 200 MB of frames, six times the L3 cache (12 pairs at 1920 × 1080, 3 at
        // 3840 × 2160). Touched before measuring, so no iteration pays for first-touch page
        // faults.
        let count = width * height
        let pool = max(3, 100_000_000 / max(count * 4, 1))
        let sources = UnsafeMutablePointer<UInt32>.allocate(capacity: count * pool)
        let frames = UnsafeMutablePointer<UInt32>.allocate(capacity: count * pool)
        sources.initialize(repeating: Color.gray.premultipliedARGB, count: count * pool)
        frames.initialize(repeating: 0, count: count * pool)
        defer {
            sources.deallocate()
            frames.deallocate()
        }
        var k = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            (frames + k * count).update(from: sources + k * count, count: count)
            blackHole(frames[k * count])
            k = (k + 1) % pool
        }
        benchmark.stopMeasurement()
    }
}
