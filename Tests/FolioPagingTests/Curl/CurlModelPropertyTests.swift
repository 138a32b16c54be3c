import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioPaging

/// Geometry properties of the curl over thousands of seeded random drags, in every
/// configuration: diagonal, past the spine, off the window, back and forth.
@Suite struct CurlModelPropertyTests {
    static let dragsPerConfiguration = 400
    static let fingersPerDrag = 6

    /// Runs `check` on the models of many random drags of one configuration.
    private func forEachRandomModel(
        _ configuration: CurlConfiguration, seed: UInt64,
        _ check: (CurlModel, CurlDrag, inout SeededRandom) -> Void
    ) {
        var random = SeededRandom(seed: seed)
        let layout = configuration.layout()
        let frame = layout.sheetFrame(for: configuration.direction)
        let motion = layout.motion(for: configuration.direction)
        let page = frame.pageRect
        // Fingers roam far beyond the window in every direction.
        let roam = layout.bounds.insetBy(dx: -layout.bounds.width, dy: -layout.bounds.height)
        for _ in 0..<Self.dragsPerConfiguration {
            let start = Point(
                x: random.uniform(page.minX...page.maxX), y: random.uniform(page.minY...page.maxY))
            let drag = CurlDrag(frame: frame, motion: motion, start: start)
            for _ in 0..<Self.fingersPerDrag {
                let finger = Point(x: random.uniform(roam.minX...roam.maxX), y: random.uniform(roam.minY...roam.maxY))
                check(drag.model(finger: finger), drag, &random)
            }
        }
    }

    private func randomPagePoint(_ model: CurlModel, _ random: inout SeededRandom) -> Point {
        Point(x: random.uniform(0...model.pageSize.width), y: random.uniform(0...model.pageSize.height))
    }

    @Test(arguments: CurlConfiguration.all)
    func spineCornersNeverLiftAndNothingIsNaN(_ configuration: CurlConfiguration) {
        var checked = 0
        forEachRandomModel(configuration, seed: 1) { model, _, _ in
            #expect(isFinite(model.axisPoint) && isFinite(model.normal) && model.radius.isFinite)
            #expect(abs(model.normal.length - 1) < 1e-9)
            #expect(model.radius > 0)
            for corner in [Point(x: 0, y: 0), Point(x: 0, y: model.pageSize.height)] {
                let lift = (corner - model.axisPoint).dot(model.normal)
                #expect(lift <= 1e-6, "spine corner \(corner) lifted by \(lift)")
                let projection = model.project(corner)
                expectClose(projection.point, corner)
                #expect(projection.height == 0)
            }
            checked += 1
        }
        #expect(checked == Self.dragsPerConfiguration * Self.fingersPerDrag)
    }

    @Test(arguments: CurlConfiguration.all)
    func flatPartMapsToItselfAndFlippedPartIsAnIsometry(_ configuration: CurlConfiguration) {
        var flatSeen = 0
        var flippedSeen = 0
        forEachRandomModel(configuration, seed: 2) { model, _, random in
            let r = model.radius
            var flipped: [(Point, Point)] = []
            for _ in 0..<12 {
                let p = randomPagePoint(model, &random)
                let d = (p - model.axisPoint).dot(model.normal)
                let projection = model.project(p)
                #expect(isFinite(projection.point) && projection.height.isFinite)
                if d <= 0 {
                    #expect(projection.point == p && projection.face == .front && projection.height == 0)
                    flatSeen += 1
                } else if d >= Double.pi * r {
                    #expect(projection.face == .back && abs(projection.height - 2 * r) < 1e-9)
                    flipped.append((p, projection.point))
                    flippedSeen += 1
                } else {
                    #expect(projection.height > 0 && projection.height <= 2 * r + 1e-9)
                }
            }
            for i in flipped.indices {
                for j in flipped.indices where j > i {
                    let before = flipped[i].0.distance(to: flipped[j].0)
                    let after = flipped[i].1.distance(to: flipped[j].1)
                    #expect(abs(before - after) < 1e-6)
                }
            }
        }
        #expect(flatSeen > 1000 && flippedSeen > 1000)
    }

    @Test(arguments: CurlConfiguration.all)
    func grabbedEdgeLandsUnderTheTouchUnlessTheSpineHoldsIt(_ configuration: CurlConfiguration) {
        var free = 0
        forEachRandomModel(configuration, seed: 3) { model, _, _ in
            guard !model.isConstrained else { return }
            free += 1
            #expect(model.grab.x == model.pageSize.width && (0...model.pageSize.height).contains(model.grab.y))
            expectClose(model.project(model.grab).point, model.touch, tolerance: 1e-6)
        }
        #expect(free > 50)
    }

    @Test(arguments: CurlConfiguration.all)
    func inverseMappingAgreesWithTheForwardMapping(_ configuration: CurlConfiguration) {
        forEachRandomModel(configuration, seed: 4) { model, _, random in
            let size = model.pageSize
            for _ in 0..<6 {
                // Whatever is seen at a screen point projects back to it.
                let x = Point(x: random.uniform(-size.width...size.width), y: random.uniform(-20...size.height + 20))
                if let hit = model.unproject(x) {
                    expectClose(model.project(hit.pagePoint).point, x, tolerance: 1e-6)
                }
                // Every projected page point is covered, by it or by something above it.
                let p = randomPagePoint(model, &random)
                let projection = model.project(p)
                guard let top = model.unproject(projection.point) else {
                    Issue.record("nothing seen where \(p) projects (\(projection.point))")
                    continue
                }
                #expect(model.project(top.pagePoint).height >= projection.height - 1e-6)
            }
        }
    }

    @Test(arguments: CurlConfiguration.all)
    func layerCurlIsTheSpineModelInLayerCoordinates(_ configuration: CurlConfiguration) {
        let layout = configuration.layout()
        let frame = layout.sheetFrame(for: configuration.direction)
        let toLayer = AffineTransform2D(translationX: -frame.pageRect.minX, y: -frame.pageRect.minY)
        forEachRandomModel(configuration, seed: 5) { model, _, random in
            let curl = model.pageCurl(frame: frame, layout: layout, back: .paper)
            #expect(curl.pageRect == Rect(origin: .zero, size: frame.pageRect.size))
            for _ in 0..<4 {
                let p = randomPagePoint(model, &random)
                let expected = toLayer.apply(to: frame.toView(model.project(p).point))
                let actual = curl.project(toLayer.apply(to: frame.toView(p)))
                expectClose(actual.point, expected, tolerance: 1e-6)
                #expect(actual.face == model.project(p).face)
            }
        }
    }

    @Test(arguments: CurlConfiguration.all)
    func smallFingerMovesMoveTheSheetALittle(_ configuration: CurlConfiguration) {
        var random = SeededRandom(seed: 9)
        let layout = configuration.layout()
        let frame = layout.sheetFrame(for: configuration.direction)
        let motion = layout.motion(for: configuration.direction)
        let size = frame.size
        let corners = [Point(x: size.width, y: 0), Point(x: size.width, y: size.height)]
        var worst = 0.0
        for _ in 0..<30 {
            // A wandering finger (spine-frame points) with some momentum, from anywhere.
            var finger = Point(x: random.uniform(0...size.width), y: random.uniform(0...size.height))
            let drag = CurlDrag(frame: frame, motion: motion, start: frame.toView(finger))
            var previous = drag.model(finger: frame.toView(finger))
            var step = Point.zero
            for _ in 0..<2000 {
                step = step * 0.95 + Point(x: random.uniform(-0.3...0.3), y: random.uniform(-0.3...0.3))
                finger = finger + step
                let model = drag.model(finger: frame.toView(finger))
                for c in corners + [drag.grab] {
                    let moved = model.project(c).point.distance(to: previous.project(c).point)
                    worst = max(worst, moved / max(step.length, 1e-9))
                }
                previous = model
            }
        }
        // A reflection moves a corner about twice as far as the touch point, a returning turn's
        // touch point moves up to four times as fast as the finger, and an edge grab's fold tilts
        // by up to 1/λ per point, swinging corners H away. Together that stays near 30×; a
        // discontinuity (a fold swinging round, the sheet snapping to the spine) shows up as
        // hundreds or thousands.
        #expect(worst < 50, "a corner moved \(worst)× the finger step")
    }
}
