public import Benchmark
public import Folio

/// Registers "Floor: full-frame copy": one copy of a `width × height` frame, the memory
/// bandwidth floor every other figure in a suite is quoted against (DESIGN.md §7). Each
/// suite registers its own, so the ratio always compares two measurements from one run.
public func registerCopyFloor(width: Int, height: Int) {
    Benchmark("Floor: full-frame copy") { @MainActor benchmark async in
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
}
