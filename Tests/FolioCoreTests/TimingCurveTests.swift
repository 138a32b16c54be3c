import FolioCore
import Testing

@Suite struct TimingCurveTests {
    static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]
    static let custom: [TimingCurve] = [
        TimingCurve(controlPoint1: Point(x: 0.2, y: 0.9), controlPoint2: Point(x: 0.3, y: 1)),
        TimingCurve(controlPoint1: Point(x: 0.9, y: 0.1), controlPoint2: Point(x: 0.1, y: 0.9)),
        TimingCurve(controlPoint1: Point(x: 1, y: 0), controlPoint2: Point(x: 0, y: 1)),
        TimingCurve(controlPoint1: Point(x: 0, y: 1), controlPoint2: Point(x: 1, y: 0)),
        TimingCurve(controlPoint1: Point(x: 0.68, y: -0.55), controlPoint2: Point(x: 0.27, y: 1.55)),
    ]
    static var all: [TimingCurve] { named + custom }

    @Test(arguments: all)
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
    }

    @Test(arguments: [-0.5, -1e-9, 1.000001, 3])
    func fractionsOutsideTheDurationAreClamped(fraction: Double) {
        let expected: Double = fraction < 0 ? 0 : 1
        #expect(TimingCurve.easeInOut.progress(at: fraction) == expected)
    }

    @Test func linearIsTheIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(TimingCurve.linear.progress(at: x) == x)
            #expect(TimingCurve.linear.velocity(at: x) == 1)
        }
    }

    @Test func easeInOutIsSymmetric() {
        for i in 0...200 {
            let x = Double(i) / 200
            let sum = TimingCurve.easeInOut.progress(at: x) + TimingCurve.easeInOut.progress(at: 1 - x)
            #expect(isClose(sum, 1, tolerance: 1e-6))
        }
    }

    @Test func easeInMirrorsEaseOut() {
        for i in 0...200 {
            let x = Double(i) / 200
            let sum = TimingCurve.easeIn.progress(at: x) + TimingCurve.easeOut.progress(at: 1 - x)
            #expect(isClose(sum, 1, tolerance: 1e-6))
        }
    }

    // Values from solving each curve by 200 rounds of bisection in double precision.
    @Test(arguments: [
        (TimingCurve.default, 0.1, 0.094796), (.default, 0.25, 0.408511), (.default, 0.5, 0.802403),
        (.default, 0.9, 0.994316), (.easeIn, 0.5, 0.315357), (.easeIn, 0.75, 0.621862),
        (.easeOut, 0.5, 0.684643), (.easeOut, 0.25, 0.378138), (.easeInOut, 0.25, 0.129162),
        (.easeInOut, 0.5, 0.5), (.easeInOut, 0.9, 0.980278),
    ])
    func matchesReferenceValues(curve: TimingCurve, fraction: Double, expected: Double) {
        #expect(isClose(curve.progress(at: fraction), expected, tolerance: 1e-6))
    }

    @Test(arguments: all)
    func solverFindsTheParameterToOneMillionth(curve: TimingCurve) {
        for i in 0...1000 {
            let x = Double(i) / 1000
            let t = curve.parameter(forFraction: x)
            #expect(abs(curve.point(atParameter: t).x - x) < 1e-6, "x = \(x)")
            #expect((0...1).contains(t))
        }
    }

    @Test(arguments: named + [custom[0], custom[1], custom[2]])
    func progressNeverDecreases(curve: TimingCurve) {
        var previous = 0.0
        for i in 0...1000 {
            let y = curve.progress(at: Double(i) / 1000)
            #expect(y >= previous - 1e-9)
            previous = y
        }
    }

    @Test func overshootingCurvesLeaveTheUnitRange() {
        let back = Self.custom[4]
        let ys = (0...100).map { back.progress(at: Double($0) / 100) }
        #expect((ys.min() ?? 0) < 0)
        #expect((ys.max() ?? 0) > 1)
    }

    @Test func controlPointXIsClampedToTheUnitInterval() {
        let curve = TimingCurve(controlPoint1: Point(x: -1, y: 0.3), controlPoint2: Point(x: 2, y: 0.7))
        #expect(curve.controlPoint1 == Point(x: 0, y: 0.3))
        #expect(curve.controlPoint2 == Point(x: 1, y: 0.7))
        #expect(curve == TimingCurve(controlPoint1: Point(x: 0, y: 0.3), controlPoint2: Point(x: 1, y: 0.7)))
    }

    @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInOut, .default] + custom.prefix(2))
    func velocityIsTheSlopeOfTheCurve(curve: TimingCurve) {
        for i in 1...19 {
            let x = Double(i) / 20
            // A chord through the solved point, in parameter space, so the solver's error cancels.
            let t = curve.parameter(forFraction: x)
            let before = curve.point(atParameter: t - 1e-6)
            let after = curve.point(atParameter: t + 1e-6)
            let slope = (after.y - before.y) / (after.x - before.x)
            #expect(isClose(curve.velocity(at: x), slope, tolerance: 1e-6 * max(1, abs(slope))), "x = \(x)")
        }
    }

    @Test func velocityMatchesTheDerivativeAtTheCentreOfASymmetricCurve() {
        // At t = ½: dx/dt = 3·(¼·0.9 − ½·0.8 + ¼·0.9) = 0.15 and dy/dt = 3·(¼·0.1 + ½·0.8 + ¼·0.1) = 1.35.
        #expect(isClose(Self.custom[1].velocity(at: 0.5), 9, tolerance: 1e-6))
        // easeInOut: dx/dt = 3·(¼·0.42 + ½·0.16 + ¼·0.42) = 0.87 and dy/dt = 3·½ = 1.5.
        #expect(isClose(TimingCurve.easeInOut.velocity(at: 0.5), 1.5 / 0.87, tolerance: 1e-6))
    }

    @Test func velocityAtTheEndsFollowsTheControlPoints() {
        #expect(isClose(TimingCurve.easeIn.velocity(at: 0), 0))
        #expect(isClose(TimingCurve.easeOut.velocity(at: 0), 1 / 0.58, tolerance: 1e-6))
        #expect(isClose(TimingCurve.easeOut.velocity(at: 1), 0))
        #expect(isClose(TimingCurve.easeIn.velocity(at: 1), 1 / 0.58, tolerance: 1e-6))
        #expect(isClose(TimingCurve.default.velocity(at: 0), 0.1 / 0.25, tolerance: 1e-6))
        #expect(isClose(TimingCurve.default.velocity(at: 1), 0))
    }

    @Test func velocityStaysFiniteAtAVerticalTangent() {
        for curve in [Self.custom[2], Self.custom[3]] {
            for x in [0.0, 0.5, 1.0] {
                #expect(curve.velocity(at: x).isFinite)
            }
        }
    }
}
