import FolioCore
import FolioUI
import Testing

@testable import FolioAccessibility

@MainActor
@Suite struct TreeReadScheduleTests {
    private func seen(_ count: Int, title: String = "Reader", x: Double = 0) -> TreeReadSchedule.Seen {
        TreeReadSchedule.Seen(changeCount: count, title: title, origin: Point(x: x, y: 0))
    }

    /// Reads the tree when the schedule says so, and records what it saw.
    private func pass(
        _ schedule: inout TreeReadSchedule, _ seen: TreeReadSchedule.Seen, busy: Bool = false, at now: Double,
        mustRead: Bool = false
    ) -> Bool {
        let reads = schedule.shouldRead(seen, busy: busy, now: now, mustRead: mustRead)
        if reads { schedule.didRead(seen) }
        return reads
    }

    @Test func anIdleWindowIsReadOnceAndThenNeverAgain() {
        var schedule = TreeReadSchedule()
        #expect(pass(&schedule, seen(3), at: 0))
        let later = (1...40).map { pass(&schedule, seen(3), at: Double($0) * 0.5) }
        #expect(later.allSatisfy { !$0 })
    }

    @Test func aChangedViewTitleOrPlaceIsReadAtTheNextPass() {
        var schedule = TreeReadSchedule()
        _ = pass(&schedule, seen(3), at: 0)
        #expect(pass(&schedule, seen(4), at: 0.01))
        #expect(pass(&schedule, seen(4, title: "Reader — 2 of 3"), at: 0.02))
        #expect(pass(&schedule, seen(4, title: "Reader — 2 of 3", x: 40), at: 0.03))
        #expect(!pass(&schedule, seen(4, title: "Reader — 2 of 3", x: 40), at: 0.04))
    }

    @Test func anAnimatingWindowIsReadTwiceASecondAndWhenItComesToRest() {
        var schedule = TreeReadSchedule()
        _ = pass(&schedule, seen(0), at: 0)
        // Sixty frames of a turn, each changing the tree.
        let frames = (1...60).map { pass(&schedule, seen($0), busy: true, at: Double($0) / 60) }
        #expect(frames.filter { $0 }.count == 2)
        #expect(pass(&schedule, seen(60), busy: false, at: 61.0 / 60))
    }

    @Test func aNotificationOrARequestIsReadEvenWithoutAChange() {
        var schedule = TreeReadSchedule()
        _ = pass(&schedule, seen(1), at: 0)
        #expect(pass(&schedule, seen(1), at: 0.1, mustRead: true))
    }
}
