import FolioCore
import Testing

@MainActor
@Suite struct ManualClockTests {
    @Test func startsWhereToldAndAdvancesByTheGivenAmount() {
        let clock = ManualClock(start: 2)
        #expect(clock.now == 2)
        clock.advance(by: 0.5)
        clock.advance(by: 0.25)
        #expect(clock.now == 2.75)
    }

    @Test func ignoresStepsBackInTime() {
        let clock = ManualClock()
        clock.advance(by: 1)
        clock.advance(by: -0.5)
        #expect(clock.now == 1)
        clock.advance(to: 0.5)
        #expect(clock.now == 1)
        clock.advance(to: 3)
        #expect(clock.now == 3)
    }
}
