import FolioCore
import Foundation
import Testing

/// Integrates m·x″ + c·x′ + k·x = 0 with classic fourth-order Runge–Kutta.
private func integrate(_ spring: Spring, x0: Double, v0: Double, until end: Double, step: Double = 1e-4)
    -> (x: Double, v: Double)
{
    func accel(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
    var x = x0
    var v = v0
    var t = 0.0
    while t < end - 1e-12 {
        let h = min(step, end - t)
        let k1x = v
        let k1v = accel(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}

@Suite struct SpringTests {
    static let springs: [Spring] = [
        Spring(dampingRatio: 0.3, response: 0.5),  // underdamped
        Spring(dampingRatio: 1, response: 0.4),  // critical
        Spring(dampingRatio: 2.5, response: 0.3),  // overdamped
        Spring(mass: 0.5, stiffness: 500, damping: 2 * (250.0).squareRoot()),  // critical, mass ≠ 1
        Spring(mass: 2, stiffness: 300, damping: 10),  // underdamped, mass ≠ 1
        Spring(dampingRatio: 1 + 1e-7, response: 0.3),  // inside the critical band
        Spring(dampingRatio: 1 + 1e-4, response: 0.3),  // just outside: overdamped formulas
        Spring(dampingRatio: 1 - 1e-4, response: 0.3),  // just outside: underdamped formulas
    ]

    @Test(arguments: springs)
    func closedFormMatchesNumericalIntegration(spring: Spring) {
        for (x0, v0) in [(200.0, 0.0), (-150.0, 900.0), (0.0, -2500.0), (80.0, 3000.0)] {
            for t in [0.0, 0.016, 0.05, 0.1, 0.25, 0.6, 1.2] {
                let reference = integrate(spring, x0: x0, v0: v0, until: t)
                let x = spring.displacement(at: t, initialDisplacement: x0, initialVelocity: v0)
                let v = spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0)
                #expect(abs(x - reference.x) < 1e-6 * max(1, abs(x0), abs(v0)), "x at \(t) for \(spring)")
                #expect(abs(v - reference.v) < 1e-5 * max(1, abs(x0), abs(v0)), "v at \(t) for \(spring)")
            }
        }
    }

    @Test func responseAndDampingRatioInitialiserUsesTheDesignFormulas() {
        let spring = Spring(dampingRatio: 0.7, response: 0.25)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.25, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.7 / 0.25) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(spring.response - 0.25) < 1e-12)
    }

    @Test func presetsAreCriticallyDamped() {
        #expect(abs(Spring.pageSnap.dampingRatio - 1) < 1e-12)
        #expect(abs(Spring.springBack.dampingRatio - 1) < 1e-12)
        #expect(Spring.default.dampingRatio < 1)
    }

    @Test func criticallyDampedSpringDoesNotOvershootFromRest() {
        let spring = Spring.pageSnap
        var previous = 300.0
        for frame in 1...120 {
            let x = spring.displacement(at: Double(frame) / 60, initialDisplacement: 300, initialVelocity: 0)
            #expect(x >= 0 && x <= previous)
            previous = x
        }
    }

    @Test(arguments: springs)
    func settlingDurationIsTheLastTimeOutsideTheTolerance(spring: Spring) {
        for (x0, v0) in [(300.0, 0.0), (-120.0, 2000.0), (0.0, 1500.0), (40.0, -40.0)] {
            let epsilon = 0.01
            let settle = spring.settlingDuration(initialDisplacement: x0, initialVelocity: v0, epsilon: epsilon)
            #expect(settle > 0 && settle.isFinite)
            // Just before: outside the tolerance. From then on (sampled densely): inside.
            let before = spring.displacement(at: settle - 1e-6, initialDisplacement: x0, initialVelocity: v0)
            #expect(abs(before) > epsilon * 0.999)
            var t = settle
            while t < settle + 5 {
                let x = spring.displacement(at: t, initialDisplacement: x0, initialVelocity: v0)
                #expect(abs(x) <= epsilon * (1 + 1e-6), "at \(t) after settling at \(settle)")
                t += 0.0005
            }
        }
    }

    @Test func settlingDurationOfAMotionAlreadyAtRestIsZero() {
        #expect(Spring.pageSnap.settlingDuration(initialDisplacement: 0, initialVelocity: 0) == 0)
        #expect(Spring.pageSnap.settlingDuration(initialDisplacement: 0.0001, initialVelocity: 0) == 0)
    }

    @Test func undampedSpringNeverSettles() {
        let spring = Spring(stiffness: 100, damping: 0)
        #expect(spring.settlingDuration(initialDisplacement: 10, initialVelocity: 0) == .infinity)
    }

    @Test func settlingDurationOfCriticalSpringMatchesKnownValue() {
        // (1 + ωt)·e^(−ωt) = 1e-3 / 375 has one root; for ω = √1000 it is near t = 0.495 s.
        let spring = Spring.pageSnap
        let settle = spring.settlingDuration(initialDisplacement: 375, initialVelocity: 0)
        let omega = 1000.0.squareRoot()
        let residual = (1 + omega * settle) * exp(-omega * settle) - 0.001 / 375
        #expect(abs(residual) < 1e-9)
        #expect(abs(settle - 0.4948) < 0.001)
    }
}
