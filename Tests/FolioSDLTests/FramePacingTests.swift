import Testing

@testable import FolioSDL

@Suite struct FramePacingTests {
    @Test func deadlinesFollowTheCadenceNotTheFrameThatFinished() {
        var pacer = SDLFramePacer(framesPerSecond: 100)
        #expect(pacer.nextDeadline(frameStartedAt: 1.000, now: 1.004) == 1.010)
        // A frame that started a little late still aims at the next slot of the cadence.
        let next = pacer.nextDeadline(frameStartedAt: 1.0112, now: 1.015)
        #expect(abs(next - 1.020) < 1e-12)
    }

    @Test func anOverrunStartsTheNextFrameAtOnceWithoutCatchingUp() {
        var pacer = SDLFramePacer(framesPerSecond: 100)
        _ = pacer.nextDeadline(frameStartedAt: 0, now: 0.001)
        // The frame meant for 0.010 finished at 0.035: the next one starts at once, not at
        // the boundary of 0.040, and the cadence goes on from there (0.045), not from the
        // old one (no burst at 0.040, 0.050 to catch up).
        #expect(pacer.nextDeadline(frameStartedAt: 0.010, now: 0.035) == 0.035)
        #expect(abs(pacer.nextDeadline(frameStartedAt: 0.035, now: 0.039) - 0.045) < 1e-12)
    }

    @Test func aFrameJustOverThePeriodDoesNotCostAWholePeriod() {
        var pacer = SDLFramePacer(framesPerSecond: 120)
        var start = 0.0
        // Frames that take 8.5 ms at 120 Hz (8.33 ms): each starts as the last one ends.
        for _ in 0..<10 {
            let next = pacer.nextDeadline(frameStartedAt: start, now: start + 0.0085)
            #expect(abs(next - (start + 0.0085)) < 1e-12)
            start = next
        }
    }

    @Test func resetStartsANewCadenceFromTheNextFrame() {
        var pacer = SDLFramePacer(framesPerSecond: 50)
        _ = pacer.nextDeadline(frameStartedAt: 0, now: 0.001)
        pacer.reset()
        #expect(pacer.deadline == nil)
        #expect(abs(pacer.nextDeadline(frameStartedAt: 7, now: 7.002) - 7.020) < 1e-12)
    }

    @Test(arguments: [0.0, -5, .infinity, .nan, 5000])
    func aRateOutOfRangeIsClamped(rate: Double) {
        let pacer = SDLFramePacer(framesPerSecond: rate)
        #expect(pacer.period >= 0.001 && pacer.period <= 1)
    }

    @Test func waitingEndsAtTheDeadlineOnTheGivenClock() {
        // A clock that advances each time it is read: the wait returns once it reads the
        // deadline, without sleeping (the deadline is always within the spin margin).
        var now = 10.0
        SDLFramePacer.wait(until: 10.0003) {
            now += 0.0001
            return now
        }
        #expect(now >= 10.0003)
    }
}

extension FramePacingTests {
    @Test func inputSoonAfterAFrameWaitsForTheNextSlot() {
        var pacer = SDLFramePacer(framesPerSecond: 100)
        _ = pacer.nextDeadline(frameStartedAt: 1.000, now: 1.004)
        // A drag's next motion arrives 2 ms after the frame: the cadence is kept, so the
        // frame it causes starts at 1.010, not at once.
        pacer.resume(now: 1.006)
        #expect(pacer.deadline == 1.010)
    }

    @Test func inputAfterAPauseStartsANewCadenceAtOnce() {
        var pacer = SDLFramePacer(framesPerSecond: 100)
        _ = pacer.nextDeadline(frameStartedAt: 1.000, now: 1.004)
        pacer.resume(now: 1.025)
        #expect(pacer.deadline == nil)
    }

    /// An idle loop waiting for a gesture's timeout wakes just after it, never before (the
    /// frame after the wait must find it due), and a timeout already due is not waited for.
    @Test func theWaitForATimeoutEndsJustAfterIt() {
        #expect(SDLRunLoop.waitTimeout(until: 5.0034, now: 5) == 5)
        #expect(SDLRunLoop.waitTimeout(until: 5.3, now: 5) == 301)
        #expect(SDLRunLoop.waitTimeout(until: 60, now: 5) == 500)
        #expect(SDLRunLoop.waitTimeout(until: .infinity, now: 5) == 500)
        #expect(SDLRunLoop.waitTimeout(until: 5, now: 5) == nil)
        #expect(SDLRunLoop.waitTimeout(until: 4, now: 5) == nil)
        #expect(SDLRunLoop.waitTimeout(until: .nan, now: 5) == nil)
    }
}
