import FolioCore
import Testing

@Suite struct RubberBandTests {
    @Test func hundredPointsPastTheEdgeOfA960PointViewShows52() {
        let b = RubberBand.offset(overshoot: 100, dimension: 960)
        #expect(abs(b - 52.0197) < 1e-4)
    }

    @Test func offsetKeepsTheSignAndFollowsTheFormula() {
        for x in [-500.0, -20, 0, 3, 250, 10_000] {
            let d = 414.0
            let expected = (1 - 1 / (abs(x) * 0.55 / d + 1)) * d
            let b = RubberBand.offset(overshoot: x, dimension: d)
            #expect(abs(abs(b) - expected) < 1e-9)
            #expect(x == 0 ? b == 0 : (b < 0) == (x < 0))
            #expect(abs(b) < d)
            #expect(abs(b) <= abs(x) * 0.55 + 1e-9)
        }
    }

    @Test func offsetGrowsMonotonicallyWithOvershoot() {
        var previous = 0.0
        for x in stride(from: 1.0, through: 3000, by: 7) {
            let b = RubberBand.offset(overshoot: x, dimension: 600, coefficient: 0.4)
            #expect(b > previous)
            previous = b
        }
    }

    @Test func overshootInvertsOffset() {
        for x in [-1200.0, -33, 0.5, 100, 900] {
            let b = RubberBand.offset(overshoot: x, dimension: 960)
            #expect(abs(RubberBand.overshoot(offset: b, dimension: 960) - x) < 1e-7 * max(1, abs(x)))
        }
        #expect(abs(RubberBand.overshoot(offset: 52.019_704_433_497_58, dimension: 960) - 100) < 1e-9)
        #expect(RubberBand.overshoot(offset: 960, dimension: 960) == .infinity)
        #expect(RubberBand.overshoot(offset: -1000, dimension: 960) == -.infinity)
    }

    @Test func degenerateDimensionGivesNoOffset() {
        #expect(RubberBand.offset(overshoot: 50, dimension: 0) == 0)
        #expect(RubberBand.overshoot(offset: 5, dimension: -1) == 0)
    }
}
