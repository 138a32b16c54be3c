import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// A page turned about a vertical axis drawn from per-column tables: C's eight-pixel loop
/// draws what Swift's does to the bit, the page comes out as the general loop draws it (within
/// a unit of a channel), and only maps that keep a texel column and a w per device column use
/// the tables.
@Suite @MainActor struct PerspectiveColumnsTests {
    /// The device → texture map of row `y`'s run from column `x0`, `count` pixels long, whose
    /// every 2×2 block lies inside `texture`: the run's ends are chosen inside, with w between
    /// them changing up to tenfold, and no texture coordinate's w, nor w, depends on the row.
    static func randomColumnMap(
        _ texture: Texture, x0: Int, y: Int, count: Int, using random: inout SeededRandom
    ) -> Homography {
        let (u0, v0, u1, v1, w0, w1) = PerspectiveEightPixelLoopTests.randomEnds(
            texture, from: 0.5, margin: 1.51, using: &random)
        let steps = Double(max(count - 1, 1))
        let (cx, cy) = (Double(x0) + 0.5, Double(y) + 0.5)
        let dw = (w1 - w0) / steps
        let du = (u1 * w1 - u0 * w0) / steps
        let dv = (v1 * w1 - v0 * w0) / steps
        let perRow = random.uniform(-2...2)
        return Homography(
            m11: du, m12: dv, m13: dw, m21: 0, m22: perRow, m23: 0,
            m31: u0 * w0 - cx * du, m32: v0 * w0 - cx * dv - cy * perRow, m33: w0 - cx * dw)
    }

    /// A random run (its length, first column and row from `counts` and `origins`) with its
    /// map from ``randomColumnMap(_:x0:y:count:using:)``, and `tables` filled for it.
    static func randomFilledRun(
        _ texture: Texture, _ tables: PerspectiveColumns, counts: ClosedRange<Double>, origins: ClosedRange<Double>,
        using random: inout SeededRandom
    ) -> (count: Int, x0: Int, y: Int, map: Homography) {
        let count = Int(random.uniform(counts))
        let (x0, y) = (Int(random.uniform(origins)), Int(random.uniform(origins)))
        let map = randomColumnMap(texture, x0: x0, y: y, count: count, using: &random)
        tables.fill(map, over: x0..<(x0 + count))
        return (count, x0, y, map)
    }

    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: PerspectiveEightPixelLoopTests.Texels.allCases)
    func theLoopInCDrawsWhatTheLoopInSwiftDraws(texels kind: PerspectiveEightPixelLoopTests.Texels) {
        var random = SeededRandom(
            seed: 301 + UInt64(PerspectiveEightPixelLoopTests.Texels.allCases.firstIndex(of: kind) ?? 0))
        // Rows padded past the texture's width, as a sub-rectangle of a larger bitmap is.
        let (width, height, stride) = (173, 131, 180)
        let opaqueTexture = kind == .opaque
        let texels = kind.random(stride * height, using: &random)
        let tables = PerspectiveColumns()
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: stride)
            for trial in 0..<300 {
                let (count, x0, y, map) = Self.randomFilledRun(
                    texture, tables, counts: 0...90, origins: 0...500, using: &random)
                #expect(PerspectiveColumns.applies(to: map))
                let start = tables.sampler(texture, map, row: y, from: x0)
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                let (drawn, inC, inSwift, afterC, afterSwift) = PerspectiveEightPixelLoopTests.drawnByBothLoops(
                    start, over: background, opaque: opaqueTexture, prefetchOffset: 5 * stride)
                #expect(drawn == count / 8 * 8, "trial \(trial)")
                #expect(inC == inSwift, "trial \(trial): \(count) pixels")
                #expect(afterC.u == afterSwift.u, "trial \(trial): the C loop left the sampler elsewhere")
            }
        }
    }

    /// The map of a page turned by `angle` about an axis through its top-left corner (the
    /// vertical one, `(0, 1)`, through its left edge), seen from 800 pixels, placed at (40, 30).
    static func turnedPage(angle: Double, about axis: (x: Double, y: Double)) -> Homography {
        var t = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: 0)
        t = t.concatenating(Transform3D.perspective(distance: 800))
        return Homography(t).concatenating(.translation(40, 30))
    }

    private func draw(_ page: Bitmap, through map: Homography, tables: PerspectiveColumns?, threads: Bool) -> [UInt32] {
        let (width, height) = (520, 420)
        var pixels = [UInt32](repeating: 0xFF20_3040, count: width * height)
        let worker = threads ? RowWorker() : nil
        defer { worker?.stop() }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        pixels.withUnsafeMutableBufferPointer { f in
            guard let fb = f.baseAddress else { return }
            let surface = PixelSurface(base: fb, width: width, height: height, stride: width)
            let target = RasterTarget(
                surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                paintIndex: 0, scratchRow: scratch, worker: worker, perspectiveColumns: tables)
            page.withTexture { t in
                if let t { target.draw(t, opaque: true, toDevice: map, alpha: 255) }
            }
        }
        return pixels
    }

    @Test(arguments: [0.35, 0.9, -1.2])
    func aTurnedPageDrawnFromTheTablesIsThePageTheGeneralLoopDraws(angle: Double) {
        let page = Fixtures.detailedPage(width: 400, height: 340, tint: 0x40).bitmap
        let map = Self.turnedPage(angle: angle, about: (0, 1))
        let tables = PerspectiveColumns()
        let general = draw(page, through: map, tables: nil, threads: false)
        let columnar = draw(page, through: map, tables: tables, threads: false)
        #expect(!tables.columns.isEmpty, "the page was drawn from the tables")
        var differing = 0
        var largest: UInt32 = 0
        for (a, b) in zip(general, columnar) where a != b {
            differing += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                let (ca, cb) = ((a >> UInt32(shift)) & 0xFF, (b >> UInt32(shift)) & 0xFF)
                largest = max(largest, ca > cb ? ca - cb : cb - ca)
            }
        }
        #expect(largest <= 1, "a channel differs by \(largest)")
        #expect(differing * 100 <= general.count, "\(differing) of \(general.count) pixels differ")
        #expect(draw(page, through: map, tables: PerspectiveColumns(), threads: true) == columnar, "two threads")
    }

    @Test func onlyAPageTurnedAboutAVerticalAxisKeepsAColumnPerDeviceColumn() {
        func applies(about axis: (x: Double, y: Double)) -> Bool {
            let map = Self.turnedPage(angle: 0.5, about: axis)
            return PerspectiveColumns.applies(to: map.inverted() ?? .identity)
        }
        #expect(applies(about: (0, 1)))
        #expect(!applies(about: (1, 0)))
        #expect(!applies(about: (1, 1)))
        #expect(!PerspectiveColumns.applies(to: .scale(2, 3)), "an affine map is drawn without division already")
    }

    @Test func aPageTurnedAboutAVerticalAxisIsOneStripAndOtherPerspectiveMapsAreCutIntoStrips() throws {
        let (width, height) = (1300, 60)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let texels = [UInt32](repeating: 0xFF80_8080, count: 64 * 64)
        func units(_ toDevice: Homography) -> (units: Int, rows: Int)? {
            pixels.withUnsafeMutableBufferPointer { f in
                texels.withUnsafeBufferPointer { t in
                    guard let fb = f.baseAddress, let tb = t.baseAddress, let inverse = toDevice.inverted() else {
                        return nil
                    }
                    let surface = PixelSurface(base: fb, width: width, height: height, stride: width)
                    let target = RasterTarget(
                        surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                        paintIndex: 0, scratchRow: scratch, worker: nil, perspectiveColumns: PerspectiveColumns())
                    let texture = Texture(base: tb, width: 64, height: 64, stride: 64)
                    let polygon = ConvexPolygon(rectMinX: 0, minY: 0, maxX: 64, maxY: 64, through: toDevice)
                    let quad = QuadRows(
                        target: target, texture: texture, inverse: inverse, polygon: polygon, opaque: true,
                        alpha: 255, columns: 0..<width, rows: 0..<height)
                    return (quad.unitCount, quad.rows.count)
                }
            }
        }
        // Both maps spread the page over more than two strips of 512 pixels.
        let columnar = Homography(m11: 20, m12: 0, m13: 0.0005, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let general = Homography(m11: 20, m12: 0, m13: 0.0005, m21: 0, m22: 1, m23: 0.0005, m31: 0, m32: 0, m33: 1)
        #expect(PerspectiveColumns.applies(to: columnar.inverted() ?? .identity))
        #expect(!PerspectiveColumns.applies(to: general.inverted() ?? .identity))
        let one = try #require(units(columnar))
        let cut = try #require(units(general))
        // Without the eight-pixel loop, Swift's loop waits on texels: strips, as for any other.
        let columnarStrips = EightPixelLoops.areAvailable ? 1 : 3
        #expect(one.units == columnarStrips * one.rows, "one strip where its loop waits on arithmetic")
        #expect(cut.units == 3 * cut.rows, "512-pixel strips keep texels in cache")
    }

    @Test func theTablesGrowOnlyForAWiderQuadThanAnyBeforeAndToTheSurfacesWidth() {
        let tables = PerspectiveColumns()
        let map = Homography(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        tables.fill(map, over: 100..<400, surfaceWidth: 1000)
        #expect(tables.capacity == 1000, "a face widening frame by frame grows the tables once")
        let first = tables.u
        tables.fill(map, over: 0..<900, surfaceWidth: 1000)
        #expect(tables.u == first && tables.capacity == 1000)
        #expect(tables.columns == 0..<900)
        tables.fill(map, over: 0..<1200)
        #expect(tables.capacity == 1200)
        #expect(tables.columns == 0..<1200)
    }

    /// A texture whose every texel differs from its neighbours, opaque.
    private static func noise(_ width: Int, _ height: Int, seed: UInt64) -> [UInt32] {
        var random = SeededRandom(seed: seed)
        return (0..<(width * height)).map { _ in QuadKernelTests.randomPixel(&random) | 0xFF00_0000 }
    }

    @Test func theInteriorIsDrawnFromTheTables() {
        // Tables filled for the map shifted one texel across: the run comes out as the shifted
        // map draws it, not as its own map would.
        let (width, height) = (64, 40)
        let texels = Self.noise(width, height, seed: 17)
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: width)
            var random = SeededRandom(seed: 23)
            let map = Self.randomColumnMap(
                Texture(base: base, width: width - 2, height: height, stride: width), x0: 10, y: 7, count: 40,
                using: &random)
            var shifted = map
            shifted.m11 += map.m13
            shifted.m31 += map.m33
            let tables = PerspectiveColumns()
            tables.fill(shifted, over: 10..<50)
            func draw(_ m: Homography, _ columns: PerspectiveColumns?) -> [UInt32] {
                var pixels = [UInt32](repeating: 0, count: 40)
                pixels.withUnsafeMutableBufferPointer { p in
                    guard let dst = p.baseAddress else { return }
                    TextureSpans.drawPerspective(
                        texture, inverse: m, row: 7, x0: 10, x1: 50, into: dst, modulation: SpanModulation(),
                        opaque: true, columns: columns)
                }
                return pixels
            }
            let fromTables = draw(map, tables)
            #expect(fromTables != draw(map, nil))
            let byShiftedMap = draw(shifted, nil)
            let close = zip(fromTables, byShiftedMap).allSatisfy { a, b in
                (0..<4).allSatisfy { c in
                    let (x, y) = ((a >> UInt32(8 * c)) & 0xFF, (b >> UInt32(8 * c)) & 0xFF)
                    return (x > y ? x - y : y - x) <= 1
                }
            }
            #expect(close, "the interior follows the tables")
        }
    }

    /// A run through ``TextureSpans/drawPerspectiveRun`` with tables, whose interior C draws in
    /// groups of eight and Swift draws four and one at a time, against Swift's loop alone,
    /// through every kind of clip; and a run drawn in two pieces against one.
    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: PerspectiveEightPixelLoopTests.RunClip.allCases)
    func aRunDrawsTheSameWhicheverLoopDrawsItAndWhereverItIsSplit(clip: PerspectiveEightPixelLoopTests.RunClip) {
        let index = PerspectiveEightPixelLoopTests.RunClip.allCases.firstIndex(of: clip) ?? 0
        var random = SeededRandom(seed: 331 + UInt64(index))
        let (width, height) = (64, 40)
        let texels = Self.noise(width, height, seed: 29 + UInt64(index))
        let tables = PerspectiveColumns()
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: width)
            for trial in 0..<200 {
                let (count, x0, y, map) = Self.randomFilledRun(
                    texture, tables, counts: 1...120, origins: 0...300, using: &random)
                let coverage = clip.coverage(count, using: &random)
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                let split = Int(random.uniform(0...Double(count)))
                func draw(eightPixels: Bool, pieces: [Range<Int>]) -> [UInt32] {
                    var pixels = background
                    coverage.withUnsafeBufferPointer { mask in
                        pixels.withUnsafeMutableBufferPointer { p in
                            guard let dst = p.baseAddress, let maskBase = mask.baseAddress else { return }
                            for piece in pieces where !piece.isEmpty {
                                let cx = Double(x0 + piece.lowerBound) + 0.5
                                let cy = Double(y) + 0.5
                                let w = cx * map.m13 + map.m33
                                var m = SpanModulation()
                                m.mask = clip == .none ? nil : maskBase + piece.lowerBound
                                TextureSpans.drawPerspectiveRun(
                                    texture, uw: cx * map.m11 + map.m31 - 0.5 * w,
                                    vw: cx * map.m12 + cy * map.m22 + map.m32 - 0.5 * w, w: w,
                                    duw: map.m11 - 0.5 * map.m13, dvw: map.m12 - 0.5 * map.m13, dw: map.m13,
                                    count: piece.count, into: dst + piece.lowerBound, modulation: m, opaque: true,
                                    eightPixels: eightPixels,
                                    columns: tables.sampler(texture, map, row: y, from: x0 + piece.lowerBound))
                            }
                        }
                    }
                    return pixels
                }
                let whole = draw(eightPixels: false, pieces: [0..<count])
                #expect(draw(eightPixels: true, pieces: [0..<count]) == whole, "trial \(trial): \(count) pixels")
                #expect(
                    draw(eightPixels: false, pieces: [0..<split, split..<count]) == whole,
                    "trial \(trial): split at \(split) of \(count)")
            }
        }
    }
}
