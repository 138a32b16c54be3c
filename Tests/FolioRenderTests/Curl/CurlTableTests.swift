import Foundation
import Testing

@testable import FolioRender

/// The cylinder band's table: what its entries hold, and that sharing its blocks between two
/// threads changes none of them.
@Suite struct CurlTableTests {
    /// Every column of the first `count` entries, as bit patterns.
    private func columns(_ table: CurlTable) -> [[UInt64]] {
        guard let t = table.pointers else { return [] }
        let n = t.count
        return [
            (0..<n).map { t.frontOffset[$0].bitPattern }, (0..<n).map { t.backOffset[$0].bitPattern },
            (0..<n).map { UInt64(t.frontShade[$0]) }, (0..<n).map { UInt64(t.backShade[$0]) },
            (0..<n).map { UInt64(t.contact[$0]) },
            (0..<(4 * n)).map { UInt64(UInt32(bitPattern: t.offsets[$0])) },
        ]
    }

    private func prepare(_ table: CurlTable, radius: Double, worker: RowWorker? = nil) {
        table.prepare(
            radius: radius, devicePerLayer: 1, ambient: 0.35, backTint: 0.9, contactStrength: 0.6,
            sourceNormal: (0.879387, 0.476107), worker: worker)
    }

    @Test(arguments: [1.5, 3.3, 40, 154.086, 230.388, 1_200])
    func aTableSharedBetweenTwoThreadsIsTheTableFilledOnOne(radius: Double) throws {
        let alone = CurlTable()
        prepare(alone, radius: radius)
        let worker = RowWorker()
        defer { worker.stop() }
        var shared = CurlTable()
        // Whether the worker takes part depends on timing: share until it has (small tables
        // are never shared), each time into a new table (one prepared alike is not filled again).
        let blocks = CurlTableFill(
            columns: try #require(alone.pointers), radius: radius, ambient: 0, tint: 0, contactStrength: 0,
            sourceNormal: (1, 0)
        ).blockCount
        for _ in 0..<2_000 {
            shared = CurlTable()
            prepare(shared, radius: radius, worker: worker)
            if worker.rowsDrawnByWorker > 0 || blocks < CurlTable.sharedBlocksMinimum { break }
        }
        #expect(blocks < CurlTable.sharedBlocksMinimum || worker.rowsDrawnByWorker > 0)
        #expect(columns(shared) == columns(alone))
    }

    /// A frame drawn as several damaged rectangles draws its curl once for each: the table is
    /// filled for the first only, and again as soon as anything it depends on changes.
    @Test func aTablePreparedAlikeIsNotFilledAgainAndOnePreparedOtherwiseIs() throws {
        let table = CurlTable()
        prepare(table, radius: 40)
        let t = try #require(table.pointers)
        let first = t.contact[3]
        // A mark no filling writes: a table filled again would overwrite it.
        t.contact[3] = 0xDEAD
        prepare(table, radius: 40)
        #expect(t.contact[3] == 0xDEAD)
        table.prepare(
            radius: 40, devicePerLayer: 1, ambient: 0.35, backTint: 0.9, contactStrength: 0.5,
            sourceNormal: (0.879387, 0.476107))
        #expect(try #require(table.pointers).contact[3] != 0xDEAD)
        t.contact[3] = 0xDEAD
        prepare(table, radius: 40)
        #expect(try #require(table.pointers).contact[3] == first)
        let fresh = CurlTable()
        prepare(fresh, radius: 40)
        #expect(columns(table) == columns(fresh))
    }

    /// Rounded to the nearest, halves up (the table's rounding).
    private func nearest(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

    @Test(arguments: [3.3, 154.086, 1_200])
    func eachEntryHoldsItsCylinderValues(radius r: Double) throws {
        let table = CurlTable()
        prepare(table, radius: r)
        let t = try #require(table.pointers)
        #expect(t.count == Int(2 * r * t.scale) + 2)
        for k in 0..<t.count {
            let s = Double(k) / t.scale
            // Past the top of the cylinder (s ≥ R) both candidates lie where the top's do.
            let phi = asin(min(s / r, 1))
            let (front, back) = s < r ? (r * phi - s, r * (Double.pi - phi) - s) : (r * phi - r, r * phi - r)
            let intensity = s < r ? 0.35 + 0.65 * (1 - (s / r) * (s / r)).squareRoot() : 0.35
            // The contact darkening's cosine comes from a rotation restarted every block:
            // within about 10⁻¹⁴ of libm's, so the same factor unless it lies on a rounding edge.
            let lightness = s < 2 * r ? (1 - cos(Double.pi * s / (2 * r))) / 2 : 1
            let contact = (1 - 0.6 * (1 - lightness)) * 256
            #expect(t.frontOffset[k] == front, "entry \(k)")
            #expect(t.backOffset[k] == back, "entry \(k)")
            #expect(t.frontShade[k] == UInt32(nearest(intensity * 256)), "entry \(k)")
            #expect(t.backShade[k] == UInt32(nearest(intensity * 0.9 * 256)), "entry \(k)")
            #expect(abs(Double(t.contact[k]) - contact) <= 0.5 + 1e-9, "entry \(k)")
            #expect(t.offsets[4 * k] == Int32(nearest(back * 0.879387 * 65536)), "entry \(k)")
            #expect(t.offsets[4 * k + 1] == Int32(nearest(back * 0.476107 * 65536)), "entry \(k)")
            #expect(t.offsets[4 * k + 2] == Int32(nearest(front * 0.879387 * 65536)), "entry \(k)")
            #expect(t.offsets[4 * k + 3] == Int32(nearest(front * 0.476107 * 65536)), "entry \(k)")
        }
    }
}
