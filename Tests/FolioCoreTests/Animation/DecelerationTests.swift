import FolioCore
import Foundation
import Testing

@Suite struct DecelerationTests {
    @Test func presetsHaveIOSRates() {
        #expect(Deceleration.normal.rate == 0.998)
        #expect(Deceleration.fast.rate == 0.99)
    }

    @Test(arguments: [Deceleration.normal, Deceleration.fast])
    func velocityKeepsRateEachMillisecond(decay: Deceleration) {
        let v0 = 1800.0
        for ms in [1.0, 10, 250] {
            let expected = v0 * pow(decay.rate, ms)
            #expect(abs(decay.velocity(at: ms / 1000, initialVelocity: v0) - expected) < 1e-9 * v0)
        }
    }

    @Test(arguments: [Deceleration.normal, Deceleration.fast])
    func positionMatchesStepwiseSumOfVelocities(decay: Deceleration) {
        // Integrate v(t) with the midpoint rule over 10 µs steps.
        let v0 = -2400.0
        var x = 50.0
        let h = 1e-5
        for step in 0..<50_000 {
            x += decay.velocity(at: (Double(step) + 0.5) * h, initialVelocity: v0) * h
        }
        #expect(abs(decay.position(at: 0.5, from: 50, velocity: v0) - x) < 1e-6)
    }

    @Test func restingDistanceMatchesClosedForm() {
        // x₀ − v₀ / (1000·ln d): 2000 pt/s at 0.998 travels 999.0 pt; at 0.99, 199.0 pt.
        let normal = Deceleration.normal.restingPosition(from: 0, velocity: 2000)
        #expect(abs(normal - (-2000 / (1000 * log(0.998)))) < 1e-9)
        #expect(abs(normal - 999.0) < 0.1)
        let fast = Deceleration.fast.restingPosition(from: 100, velocity: -2000)
        #expect(abs(fast - (100 + 2000 / (1000 * log(0.99)))) < 1e-9)
        #expect(abs(fast - (100 - 199.0)) < 0.1)
        // The position converges to the resting point.
        #expect(abs(Deceleration.normal.position(at: 60, from: 0, velocity: 2000) - normal) < 1e-9)
    }

    @Test func durationIsWhenSpeedFallsToHalfAPointPerSecond() {
        let decay = Deceleration.normal
        let seconds = decay.duration(initialVelocity: 2000)
        // ln(0.5 / 2000) / (1000·ln 0.998) ≈ 4.14 s.
        #expect(abs(seconds - log(0.5 / 2000) / (1000 * log(0.998))) < 1e-12)
        #expect(abs(seconds - 4.1427) < 0.001)
        #expect(abs(abs(decay.velocity(at: seconds, initialVelocity: -2000)) - 0.5) < 1e-9)
        #expect(decay.duration(initialVelocity: 0.4) == 0)
        #expect(decay.duration(initialVelocity: 300, threshold: 0) == .infinity)
    }

    @Test func projectionUsesFluidInterfacesFormula() {
        #expect(abs(Deceleration.normal.projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(Deceleration.fast.projectedDistance(velocity: -1000) - (-99)) < 1e-9)
    }

    @Test func outOfRangeRatesAreClamped() {
        #expect(Deceleration(rate: 1.5).rate < 1)
        #expect(Deceleration(rate: -3).rate > 0)
        #expect(Deceleration(rate: .nan) == .normal)
    }
}
