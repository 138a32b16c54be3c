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
        // Whether the worker takes part depends on timing: share until it has (small tables
        // are never shared), each time into a new table (one prepared alike is not filled again).
        let blocks = CurlTableFill(
            columns: try #require(alone.pointers), radius: radius, ambient: 0, tint: 0, contactStrength: 0,
            sourceNormal: (1, 0)
        ).blockCount
        var shared: CurlTable?
        for _ in 0..<2_000 {
            let table = CurlTable()
            prepare(table, radius: radius, worker: worker)
            shared = table
            if worker.rowsDrawnByWorker > 0 || blocks < CurlTable.sharedBlocksMinimum { break }
        }
        #expect(blocks < CurlTable.sharedBlocksMinimum || worker.rowsDrawnByWorker > 0)
        #expect(columns(try #require(shared)) == columns(alone))
    }

    /// A frame drawn as several damaged rectangles draws its curl once for each: the table is
    /// filled only when one of the arguments it is filled from differs from the last filling.
    @Test func aTablePreparedAlikeIsNotFilledAgainAndOnePreparedOtherwiseIs() throws {
        typealias Arguments = (
            radius: Double, devicePerLayer: Double, ambient: Double, backTint: Double, contact: Double,
            normal: (u: Double, v: Double)
        )
        let base: Arguments = (40, 1, 0.35, 0.9, 0.6, (0.879387, 0.476107))
        func prepare(_ table: CurlTable, _ a: Arguments) {
            table.prepare(
                radius: a.radius, devicePerLayer: a.devicePerLayer, ambient: a.ambient, backTint: a.backTint,
                contactStrength: a.contact, sourceNormal: a.normal)
        }
        // Each argument changed alone (each changes entry 3's contact or its neighbours').
        let changes: [(inout Arguments) -> Void] = [
            { $0.radius = 41 }, { $0.devicePerLayer = 2 }, { $0.ambient = 0.4 }, { $0.backTint = 0.8 },
            { $0.contact = 0.5 }, { $0.normal.u = 0.8 }, { $0.normal.v = 0.6 },
        ]
        for (k, change) in changes.enumerated() {
            var variant = base
            change(&variant)
            let table = CurlTable()
            prepare(table, base)
            let t = try #require(table.pointers)
            // A mark no filling writes (contact factors are at most 256): a table filled
            // again overwrites it.
            t.contact[3] = 0xDEAD
            prepare(table, base)
            #expect(try #require(table.pointers).contact[3] == 0xDEAD, "variant \(k): filled again alike")
            prepare(table, variant)
            let filled = try #require(table.pointers)
            #expect(filled.contact[3] != 0xDEAD, "variant \(k): not filled for a changed argument")
            let fresh = CurlTable()
            prepare(fresh, variant)
            #expect(columns(table) == columns(fresh), "variant \(k)")
        }
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
