import FolioCore
import FolioTesting
import Foundation
import Testing

@Suite struct Transform3DTests {
    private func apply(_ t: Transform3D, _ x: Double, _ y: Double, _ z: Double) -> [Double] {
        let h = t.applyHomogeneous(x: x, y: y, z: z)
        return [h.x / h.w, h.y / h.w, h.z / h.w]
    }

    private func isCloseVector(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1) }
    }

    @Test func identityChangesNothing() {
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.isAffine)
        #expect(isCloseVector(apply(.identity, 3, -4, 5), [3, -4, 5]))
        let t = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(t.concatenating(.identity) == t && Transform3D.identity.concatenating(t) == t)
    }

    @Test func rotationAboutZTurnsXTowardsY() {
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isCloseVector(apply(r, 1, 0, 0), [0, 1, 0]))
        #expect(isCloseVector(apply(r, 0, 1, 0), [-1, 0, 0]))
    }

    @Test func rotationAboutXTurnsYTowardsZ() {
        let r = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(isCloseVector(apply(r, 0, 1, 0), [0, 0, 1]))
        #expect(isCloseVector(apply(r, 0, 0, 1), [0, -1, 0]))
    }

    @Test func rotationAboutYMatchesCoreAnimationEntries() {
        let angle = 0.7
        let r = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        var expected = Transform3D.identity
        (expected.m11, expected.m13, expected.m31, expected.m33) = (cos(angle), -sin(angle), sin(angle), cos(angle))
        #expect(isClose(r, expected))
        // +x swings away from the viewer (towards −z) for a positive angle.
        #expect(isCloseVector(apply(r, 1, 0, 0), [cos(angle), 0, -sin(angle)]))
    }

    @Test func rotationAboutANonUnitAxisNormalisesTheAxis() {
        let a = Transform3D(rotationAngle: 0.4, x: 0, y: 5, z: 0)
        let b = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)
        #expect(isClose(a, b))
        #expect(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let move = Transform3D(translationX: 10, y: 0, z: 0)
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isCloseVector(apply(move.concatenating(turn), 0, 0, 0), [0, 10, 0]))
        #expect(isCloseVector(apply(turn.concatenating(move), 0, 0, 0), [10, 0, 0]))
        // CATransform3DTranslate(t, …) prepends the translation.
        #expect(turn.translatedBy(x: 10, y: 0, z: 0) == move.concatenating(turn))
        let scale = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect(move.scaledBy(x: 2, y: 3, z: 4) == scale.concatenating(move))
        #expect(move.rotated(by: .pi / 2, x: 0, y: 0, z: 1) == turn.concatenating(move))
    }

    @Test func invertedRoundTripsOnWellConditionedMatrices() throws {
        var rng = SeededRandom(seed: 0xF011_0C0E)
        for _ in 0..<50 {
            var entries = Transform3D.identity.entries
            for i in entries.indices { entries[i] += Double.random(in: -0.3...0.3, using: &rng) }
            let m = Transform3D(
                m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
                m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
                m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
                m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
            let inverse = try #require(m.inverted())
            #expect(isClose(m.concatenating(inverse), .identity, tolerance: 1e-9))
            #expect(isClose(inverse.concatenating(m), .identity, tolerance: 1e-9))
        }
    }

    @Test func invertedUndoesARotatedTranslatedPerspective() throws {
        let t = Transform3D.perspective(distance: 500)
            .rotated(by: 0.5, x: 0, y: 1, z: 0)
            .translatedBy(x: 20, y: -7, z: 3)
        let inverse = try #require(t.inverted())
        #expect(isClose(t.concatenating(inverse), .identity, tolerance: 1e-12))
    }

    @Test(arguments: [
        Transform3D(scaleX: 1, y: 1, z: 0),
        Transform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 2, m22: 4, m23: 6, m24: 8,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 1, m43: 0, m44: 1),
    ])
    func singularMatricesHaveNoInverse(t: Transform3D) {
        #expect(t.inverted() == nil)
    }

    @Test func perspectiveUsesMinusOneOverTheEyeDistance() {
        #expect(Transform3D.perspective(distance: 800).m34 == -1.0 / 800)
        #expect(Transform3D.perspective(distance: 0) == .identity)
    }

    @Test func pointsRotatedAwayProjectCloserToTheCentre() throws {
        let angle = Double.pi / 6
        let t = Transform3D.perspective(distance: 500).rotated(by: angle, x: 0, y: 1, z: 0)
        let away = try #require(t.project(Point(x: 100, y: 50)))
        let towards = try #require(t.project(Point(x: -100, y: 50)))
        let flat = 100 * cos(angle)
        #expect(away.x > 0 && away.x < flat)
        #expect(away.y < 50)
        #expect(towards.x < -flat)
        #expect(towards.y > 50)
        // Exact value: x' = 100·cos θ / (1 + 100·sin θ / 500).
        #expect(isClose(away.x, flat / (1 + 100 * sin(angle) / 500)))
    }

    @Test func projectingWithoutPerspectiveDropsZ() {
        let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        #expect(isClose(t.project(Point(x: 10, y: 4)), Point(x: 5, y: 4)))
    }

    @Test func projectingAPointBehindTheEyeFails() {
        let t = Transform3D(translationX: 0, y: 0, z: 1000).concatenating(.perspective(distance: 500))
        #expect(t.project(Point(x: 10, y: 10)) == nil)
        let inFront = Transform3D(translationX: 0, y: 0, z: 250).concatenating(.perspective(distance: 500))
        #expect(isClose(inFront.project(Point(x: 10, y: 10)), Point(x: 20, y: 20)))
    }

    @Test(arguments: [Point(x: 0, y: 0), Point(x: 120, y: -40), Point(x: -75.5, y: 200)])
    func unprojectInvertsProjectOnARotatedPerspectivePlane(p: Point) throws {
        let t = Transform3D(translationX: -160, y: -240, z: 0)
            .rotated(by: 0.9, x: 0, y: 1, z: 0)
            .rotated(by: 0.2, x: 1, y: 0, z: 0)
            .concatenating(.perspective(distance: 700))
            .concatenating(Transform3D(translationX: 160, y: 240, z: 0))
        let screen = try #require(t.project(p))
        #expect(isClose(t.unproject(screen), p, tolerance: 1e-9))
    }

    @Test func unprojectFailsForAPlaneSeenEdgeOn() {
        let edgeOn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(edgeOn.unproject(Point(x: 0, y: 5)) == nil)
    }

    @Test func isAffineOnlyForPlanarTransforms() {
        #expect(Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).isAffine)
        #expect(Transform3D(translationX: 4, y: 5, z: 0).isAffine)
        #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
        #expect(!Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0).isAffine)
        #expect(!Transform3D.perspective(distance: 500).isAffine)
    }

    @Test func embeddingAnAffineTransformMapsPointsTheSameWay() {
        let affine = AffineTransform2D(rotationAngle: 0.8)
            .concatenating(AffineTransform2D(translationX: 3, y: -2))
            .concatenating(AffineTransform2D(scaleX: 2, y: 0.5))
        let t = Transform3D(affine)
        #expect(t.isAffine)
        #expect(t.affine == affine)
        let p = Point(x: 7, y: -1.5)
        #expect(isClose(t.project(p), affine.apply(to: p)))
        let other = AffineTransform2D(translationX: 1, y: 1)
        #expect(Transform3D(affine).concatenating(Transform3D(other)) == Transform3D(affine.concatenating(other)))
    }
}
