import FolioCore
import Testing

@testable import FolioPaging

@Suite struct PageInteractionTests {
    @Test func aReleaseSnapsToTheProjectedPageOnePageAtMost() {
        // At rest with no speed, the nearest page.
        #expect(PageReleaseDecision.scrollTarget(progress: 0.4, velocity: 0, stride: 400) == 0)
        #expect(PageReleaseDecision.scrollTarget(progress: 0.6, velocity: 0, stride: 400) == 1)
        // A forward flick from a short drag advances (0.1 turn + 1.5 turns/s ⇒ ≈ 300 pt projected).
        #expect(PageReleaseDecision.scrollTarget(progress: 0.1, velocity: 1.5, stride: 400) == 1)
        // A flick back cancels a long drag, and a huge flick still moves one page.
        #expect(PageReleaseDecision.scrollTarget(progress: 0.7, velocity: -3, stride: 400) == 0)
        #expect(PageReleaseDecision.scrollTarget(progress: 0.2, velocity: 50, stride: 400) == 1)
        #expect(PageReleaseDecision.scrollTarget(progress: -0.3, velocity: -2, stride: 400) == -1)
    }

    @Test func interPageSpacingIsRoundedUpToEven() {
        let cases: [(Double, Double)] = [(0, 0), (-5, 0), (1, 2), (2, 2), (3.2, 4), (15, 16), (.nan, 0)]
        for (given, expected) in cases {
            #expect(PageViewController.Options.normalizedSpacing(given) == expected, "\(given)")
        }
    }

    @Test func everyWheelClickTurns() {
        var wheel = PageWheelAccumulator()
        #expect(wheel.add(delta: 40, isPrecise: false, at: 0) == .forward)
        #expect(wheel.add(delta: 40, isPrecise: false, at: 0.05) == .forward)
        #expect(wheel.add(delta: -40, isPrecise: false, at: 0.1) == .reverse)
        #expect(wheel.add(delta: 0, isPrecise: false, at: 0.2) == nil)
    }

    @Test func aTrackpadGestureTurnsOnceAndItsMomentumIsIgnored() {
        var wheel = PageWheelAccumulator()
        var turns: [PageStep] = []
        var time = 0.0
        for _ in 0..<30 {
            time += 1.0 / 60
            if let step = wheel.add(delta: 8, isPrecise: true, at: time) { turns.append(step) }
        }
        #expect(turns == [.forward])
        time += 0.5
        for _ in 0..<10 {
            time += 1.0 / 60
            if let step = wheel.add(delta: -8, isPrecise: true, at: time) { turns.append(step) }
        }
        #expect(turns == [.forward, .reverse])
    }

    @Test func aTrackpadChangingDirectionStartsCountingAgain() {
        var wheel = PageWheelAccumulator()
        #expect(wheel.add(delta: 50, isPrecise: true, at: 0) == nil)
        #expect(wheel.add(delta: -20, isPrecise: true, at: 0.01) == nil)
        #expect(wheel.add(delta: -30, isPrecise: true, at: 0.02) == nil)
        #expect(wheel.add(delta: -20, isPrecise: true, at: 0.03) == .reverse)
    }

    @Test func keysMapByAxisAndLayoutDirection() {
        func command(_ key: Key, vertical: Bool = false, reversed: Bool = false, shift: Bool = false)
            -> PageKeyCommand?
        {
            PageKeyCommand(key: key, modifiers: shift ? .shift : [], isVertical: vertical, isReversed: reversed)
        }
        #expect(command(.rightArrow) == .turn(.forward))
        #expect(command(.leftArrow) == .turn(.reverse))
        #expect(command(.rightArrow, reversed: true) == .turn(.reverse))
        #expect(command(.downArrow) == nil)
        #expect(command(.downArrow, vertical: true) == .turn(.forward))
        #expect(command(.upArrow, vertical: true, reversed: true) == .turn(.forward))
        #expect(command(.pageDown, reversed: true) == .turn(.forward))
        #expect(command(.space, shift: true) == .turn(.reverse))
        #expect(command(.home) == .first)
        #expect(command(.end) == .last)
        #expect(command(.character("a")) == nil)
    }

    @Test func curlRolesFollowTheBookShape() throws {
        final class P {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let (a, b, c, d) = (P("a"), P("b"), P("c"), P("d"))
        let forward = try #require(PageCurlRoles(current: [a], sheet: [b], step: .forward, isDoubleSided: false))
        #expect(forward.turning === a && forward.underneath === b && forward.back == nil)
        let reverse = try #require(PageCurlRoles(current: [c], sheet: [b], step: .reverse, isDoubleSided: false))
        #expect(reverse.turning === b && reverse.underneath === c)
        let doubleSided = try #require(PageCurlRoles(current: [a], sheet: [b, c], step: .forward, isDoubleSided: true))
        #expect(doubleSided.turning === a && doubleSided.back === b && doubleSided.underneath === c)
        let spreadBack = try #require(
            PageCurlRoles(current: [c, d], sheet: [a, b], step: .reverse, isDoubleSided: true))
        #expect(spreadBack.turning === c && spreadBack.back === b && spreadBack.underneath === a)
        #expect(spreadBack.stationary === d)
        #expect(PageCurlRoles(current: [c, d], sheet: [a], step: .forward, isDoubleSided: true) == nil)
    }
}
