import FolioCore
import Testing

@Suite struct AffineTransform2DTests {
    let scale = AffineTransform2D(scaleX: 2, y: 3)
    let translate = AffineTransform2D(translationX: 10, y: -5)

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scaleThenTranslate = scale.concatenating(translate)
        let translateThenScale = translate.concatenating(scale)
        let p = Point(x: 1, y: 1)
        #expect(scaleThenTranslate.apply(to: p) == Point(x: 12, y: -2))
        #expect(translateThenScale.apply(to: p) == Point(x: 22, y: -12))
        // CGAffineTransformConcat(scale, translate) has these coefficients.
        #expect(scaleThenTranslate == AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: -5))
        #expect(translateThenScale == AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: -15))
    }

    @Test func translatedByScaledByAndRotatedByPrependTheirOperation() {
        // CGAffineTransformTranslate(t, …) = Concat(MakeTranslation(…), t).
        #expect(scale.translatedBy(x: 10, y: -5) == translate.concatenating(scale))
        #expect(translate.scaledBy(x: 2, y: 3) == scale.concatenating(translate))
        let r = AffineTransform2D(rotationAngle: 0.3)
        #expect(translate.rotated(by: 0.3) == r.concatenating(translate))
    }

    @Test(arguments: [
        AffineTransform2D(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4),
        AffineTransform2D(rotationAngle: 1.1).concatenating(AffineTransform2D(translationX: 3, y: 9)),
        AffineTransform2D(scaleX: -0.5, y: 4),
    ])
    func invertedRoundTrips(t: AffineTransform2D) throws {
        let inverse = try #require(t.inverted())
        let p = Point(x: 12.5, y: -3)
        #expect(isClose(inverse.apply(to: t.apply(to: p)), p))
        let product = t.concatenating(inverse)
        #expect(isClose(product.a, 1) && isClose(product.b, 0) && isClose(product.c, 0) && isClose(product.d, 1))
        #expect(isClose(product.tx, 0) && isClose(product.ty, 0))
    }

    @Test(arguments: [
        AffineTransform2D(scaleX: 0, y: 1),
        AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1),
    ])
    func singularTransformsHaveNoInverse(t: AffineTransform2D) {
        #expect(t.determinant == 0)
        #expect(t.inverted() == nil)
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        // y points down, so +x turning towards +y is clockwise as seen on screen.
        let r = AffineTransform2D(rotationAngle: .pi / 2)
        #expect(isClose(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
        #expect(isClose(r.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0)))
    }

    @Test func applyToRectReturnsTheBoundingBox() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(scale.concatenating(translate).apply(to: r) == Rect(x: 10, y: -5, width: 20, height: 60))
        let quarter = AffineTransform2D(rotationAngle: .pi / 2)
        #expect(isClose(quarter.apply(to: r), Rect(x: -20, y: 0, width: 20, height: 10)))
        let eighth = AffineTransform2D(rotationAngle: .pi / 4)
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let s = 2.0.squareRoot()
        #expect(isClose(eighth.apply(to: square), Rect(x: -s, y: -s, width: 2 * s, height: 2 * s)))
        #expect(scale.apply(to: Rect.null).isNull)
    }

    @Test func identityChangesNothing() {
        #expect(AffineTransform2D.identity.isIdentity)
        #expect(!translate.isIdentity)
        #expect(AffineTransform2D.identity.apply(to: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
        #expect(translate.concatenating(.identity) == translate)
    }

    @Test func interpolationBlendsCoefficients() {
        let mid = AffineTransform2D.identity.interpolated(to: scale.concatenating(translate), fraction: 0.5)
        #expect(mid == AffineTransform2D(a: 1.5, b: 0, c: 0, d: 2, tx: 5, ty: -2.5))
    }
}
