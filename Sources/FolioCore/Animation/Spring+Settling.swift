import Foundation

extension Spring {
    /// How long the motion takes to settle: the first time after which the displacement stays
    /// within `epsilon` of rest for good.
    ///
    /// The answer is exact up to a bisection tolerance of about a microsecond: the solution is
    /// split at its turning points (where the velocity is zero), between which it is monotonic,
    /// and the last crossing of `epsilon` is bisected.
    ///
    /// ```swift
    /// let duration = Spring.pageSnap.settlingDuration(initialDisplacement: 375, initialVelocity: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - x0: The displacement at `t = 0`.
    ///   - v0: The velocity at `t = 0`.
    ///   - epsilon: The tolerance, in displacement units.
    /// - Returns: Seconds; 0 when the motion starts inside the tolerance and never leaves it,
    ///   `.infinity` for an undamped spring.
    public func settlingDuration(
        initialDisplacement x0: Double, initialVelocity v0: Double, epsilon: Double = 0.001
    ) -> Double {
        let epsilon = max(abs(epsilon), 1e-12)
        guard x0.isFinite, v0.isFinite else { return .infinity }
        let turningPoints: [Double]
        let horizon: Double
        switch regime {
        case .underdamped(let decay, let frequency):
            guard decay > 0 else { return (x0 == 0 && v0 == 0) ? 0 : .infinity }
            let amplitude = (x0 * x0 + ((v0 + decay * x0) / frequency) * ((v0 + decay * x0) / frequency)).squareRoot()
            horizon = max(log(amplitude / epsilon) / decay, 0)
            turningPoints = underdampedTurningPoints(x0: x0, v0: v0, upTo: horizon, decay: decay, frequency: frequency)
        case .critical(let omega):
            horizon = criticalHorizon(x0: x0, v0: v0, omega: omega, epsilon: epsilon)
            let c = v0 + omega * x0
            let turn = c == 0 ? -1 : v0 / (omega * c)
            turningPoints = turn > 0 && turn < horizon ? [turn] : []
        case .overdamped(let slow, let fast):
            let a = (v0 - fast * x0) / (slow - fast)
            let b = x0 - a
            horizon = max(log((abs(a) + abs(b)) / epsilon) / -slow, 0)
            let ratio = a * slow == 0 ? -1 : -(b * fast) / (a * slow)
            let turn = ratio > 0 ? log(ratio) / (slow - fast) : -1
            turningPoints = turn > 0 && turn < horizon ? [turn] : []
        }
        // Between consecutive boundaries the displacement is monotonic, so the last segment
        // whose start lies outside the tolerance holds the final crossing.
        let boundaries = [0] + turningPoints + [horizon]
        for index in stride(from: boundaries.count - 2, through: 0, by: -1) {
            let start = boundaries[index]
            guard abs(displacement(at: start, initialDisplacement: x0, initialVelocity: v0)) > epsilon else {
                continue
            }
            return lastCrossing(from: start, to: boundaries[index + 1], x0: x0, v0: v0, epsilon: epsilon)
        }
        return 0
    }

    /// The times where the velocity of an underdamped spring is zero, in (0, limit).
    private func underdampedTurningPoints(
        x0: Double, v0: Double, upTo limit: Double, decay: Double, frequency: Double
    ) -> [Double] {
        // v(t) ∝ v0·cos(ωd·t) − B·sin(ωd·t), which is zero when ωd·t = atan2(v0, B) + kπ.
        let b = ((decay * decay + frequency * frequency) * x0 + decay * v0) / frequency
        var phase = atan2(v0, b)
        if phase <= 0 { phase += .pi }
        var points: [Double] = []
        var k = 0.0
        while true {
            let t = (phase + k * .pi) / frequency
            guard t < limit, points.count < 1_000_000 else { break }
            points.append(t)
            k += 1
        }
        return points
    }

    /// A time after which the critical envelope (|x0| + |v0 + ω·x0|·t)·e^(−ωt) stays below epsilon.
    private func criticalHorizon(x0: Double, v0: Double, omega: Double, epsilon: Double) -> Double {
        let c = abs(v0 + omega * x0)
        // The envelope decreases for t ≥ 1/ω, so doubling from there finds a safe bound.
        var t = 1 / omega
        while (abs(x0) + c * t) * exp(-omega * t) > epsilon, t < 1e9 {
            t *= 2
        }
        return t
    }

    /// Bisects the time in [low, high] where |x| falls to epsilon, given |x(low)| > epsilon and a
    /// monotonic displacement on the interval.
    private func lastCrossing(from low: Double, to high: Double, x0: Double, v0: Double, epsilon: Double) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 where high - low > 1e-9 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid, initialDisplacement: x0, initialVelocity: v0)) > epsilon {
                low = mid
            } else {
                high = mid
            }
        }
        return high
    }
}
