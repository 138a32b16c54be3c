import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// The units two threads share in a 3D transition — a quad's strip rows (``QuadRows``) and a
/// mesh's bands (``MeshBands``) — draw the same pixels in any order and split, and through a
/// ``RowWorker`` whatever its timing (parking after every job, or spinning).
@Suite @MainActor struct SharedTransitionRowsTests {
    /// Wide enough for a perspective quad to span two strips.
    private static let width = 680
    private static let height = 240

    /// A detailed source page and a cleared frame to draw it into.
    private static let source = Fixtures.detailedPage(width: 200, height: 150, tint: 0x50, alpha: 230).bitmap

    /// Texture → device: scaled, rotated a little and in perspective, wider than a strip
    /// (``RasterTarget/perspectiveStripWidth``).
    private static let perspective = Homography(
        m11: 3.6, m12: 0.1, m13: 0.0009, m21: -0.06, m22: 1.15, m23: 0.0004, m31: 24, m32: 12, m33: 1)

    /// Calls `body` with a target over `frame` (sharing rows with `worker`) and the source.
    private func withTarget(
        _ frame: inout [UInt32], worker: RowWorker?, _ body: (RasterTarget, Texture) -> Void
    ) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.width + 16)
        defer { scratch.deallocate() }
        Self.source.withTexture { texture in
            guard let texture else { return }
            frame.withUnsafeMutableBufferPointer { f in
                guard let base = f.baseAddress else { return }
                let surface = PixelSurface(base: base, width: Self.width, height: Self.height, stride: Self.width)
                let target = RasterTarget(
                    surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                    paintIndex: 0, scratchRow: scratch, worker: worker)
                body(target, texture)
            }
        }
    }

    private static var clearFrame: [UInt32] { [UInt32](repeating: 0xFF20_2020, count: width * height) }

    /// The quad's strip rows, drawn at opacity `alpha`. At 255 the eight-pixel loop draws the
    /// interior where the machine has it, so the order tests cover its spans too (that it
    /// draws what Swift's loop does is PerspectiveEightPixelLoopTests' part).
    private func quad(_ target: RasterTarget, _ texture: Texture, alpha: UInt32 = 200) -> QuadRows? {
        guard let inverse = Self.perspective.inverted() else { return nil }
        let polygon = ConvexPolygon(
            rectMinX: 0, minY: 0, maxX: Double(texture.width), maxY: Double(texture.height), through: Self.perspective)
        let area = polygon.pixelBounds.intersection(target.clip.rect)
        guard !area.isEmpty else { return nil }
        return QuadRows(
            target: target, texture: texture, inverse: inverse, polygon: polygon, opaque: false, alpha: alpha,
            columns: area.x0..<area.x1, rows: area.y0..<area.y1)
    }

    /// `0..<count` cut into runs of 1 to 12, in a shuffled order.
    private func shuffledRuns(_ count: Int, _ random: inout SeededRandom) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var k = 0
        while k < count {
            let n = min(count - k, 1 + Int(random.uniform(0...11.99)))
            runs.append(k..<(k + n))
            k += n
        }
        for i in runs.indices.reversed() where i > 0 {
            runs.swapAt(i, Int(random.uniform(0...Double(i) + 0.99)))
        }
        return runs
    }

    @Test(arguments: [200, 255] as [UInt32])
    func quadStripRowsDrawTheSamePixelsInAnyOrder(alpha: UInt32) {
        var reference = Self.clearFrame
        withTarget(&reference, worker: nil) { target, texture in
            target.draw(texture, opaque: false, toDevice: Self.perspective, alpha: alpha)
        }
        #expect(Set(reference).count > 64, "the quad draws detail")
        var random = SeededRandom(seed: 23)
        for trial in 0..<20 {
            var frame = Self.clearFrame
            withTarget(&frame, worker: nil) { target, texture in
                guard let quad = quad(target, texture, alpha: alpha) else { return }
                #expect(quad.unitCount > quad.rows.count, "a perspective quad is drawn in several strips")
                for run in shuffledRuns(quad.unitCount, &random) { quad.draw(run) }
            }
            #expect(frame == reference, "trial \(trial)")
        }
    }

    @Test(arguments: [false, true])
    func quadsSharedWithAWorkerMatchOneThread(parkingAtOnce: Bool) {
        let worker = parkingAtOnce ? RowWorker(workerSpin: 0, callerSpin: 0) : RowWorker()
        defer { worker.stop() }
        var reference = Self.clearFrame
        withTarget(&reference, worker: nil) { target, texture in
            target.draw(texture, opaque: false, toDevice: Self.perspective, alpha: 200)
        }
        for trial in 0..<50 {
            var frame = Self.clearFrame
            withTarget(&frame, worker: worker) { target, texture in
                guard let quad = quad(target, texture) else { return }
                worker.share(.quadRows(quad), rows: 0..<quad.unitCount)
            }
            #expect(frame == reference, "trial \(trial)")
        }
    }

    /// A shaded, translucent mesh folded over itself, drawn through `MeshDeformation`.
    private func drawMesh(into frame: inout [UInt32], worker: RowWorker?, scratch: DeformationScratch) {
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 150), columns: 20, rows: 15)
        for k in mesh.vertices.indices {
            let p = mesh.vertices[k].textureCoordinate
            mesh.vertices[k].alpha = 0.85
            guard p.x > 160 else { continue }
            let phi = min((p.x - 160) / 30, .pi * 0.9)
            mesh.vertices[k].position.x = 160 + 30 * sin(phi)
            mesh.vertices[k].shade = 0.4 + 0.6 * abs(cos(phi))
        }
        // Large enough (over RasterTarget.parallelResampleMinimum pixels) to be shared.
        let toDevice = Homography.scale(1.5, 1.55).concatenating(.translation(6, 2))
        withTarget(&frame, worker: worker) { target, texture in
            MeshDeformation(mesh: mesh).draw(
                DeformationContext(
                    texture: texture, layerToTexture: .identity, layerBounds: Rect(x: 0, y: 0, width: 200, height: 150),
                    toDevice: toDevice, isOpaque: false, alpha: 230, target: target, scratch: scratch))
        }
    }

    @Test(arguments: [false, true])
    func meshBandsSharedWithAWorkerMatchOneThread(parkingAtOnce: Bool) {
        let worker = parkingAtOnce ? RowWorker(workerSpin: 0, callerSpin: 0) : RowWorker()
        defer { worker.stop() }
        let scratch = DeformationScratch()
        var reference = Self.clearFrame
        drawMesh(into: &reference, worker: nil, scratch: scratch)
        #expect(Set(reference).count > 64, "the mesh draws detail")
        for trial in 0..<30 {
            var frame = Self.clearFrame
            drawMesh(into: &frame, worker: worker, scratch: scratch)
            #expect(frame == reference, "trial \(trial)")
            #expect(scratch.meshBins.bandStarts.count > 3, "the mesh is cut into bands")
        }
    }
}
