import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// Keys pressed while a turn runs coalesce into one turn to where they lead, so holding or
/// hammering an arrow key is one fast run of turns rather than a queue of animations.
@MainActor
@Suite struct KeyTurnCoalescingTests {
    func book(pages count: Int, doubleSidedCurl: Bool = false) throws -> (HeadlessWindow, PageViewController) {
        let recorder = LifecycleRecorder()
        let pages = (0..<count).map { NamedPage("\($0)", recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(
            transitionStyle: doubleSidedCurl ? .pageCurl : .scroll, navigationOrientation: .horizontal)
        controller.isDoubleSided = doubleSidedCurl
        try controller.setPages(pages, startingAt: 0)
        host.rootViewController = controller
        host.settle()
        return (host, controller)
    }

    /// Presses Right `presses` times, lets the book come to rest, and returns how long that
    /// took on the manual clock.
    private func secondsToSettle(_ host: HeadlessWindow, pressingRight presses: Int) -> Double {
        let start = host.clock.now
        for _ in 0..<presses { host.press(.rightArrow) }
        host.settle()
        return host.clock.now - start
    }

    @Test func thirtyPressesOfRightAreOneFastRunOfTurns() throws {
        let (host, controller) = try book(pages: 40)
        // One press: the time one animated turn takes on the manual clock.
        let oneTurn = secondsToSettle(host, pressingRight: 1)
        #expect(controller.currentIndex == 1)

        let burst = secondsToSettle(host, pressingRight: 30)
        #expect(controller.currentIndex == 31)
        // The turn under way, then one turn to page 31: not thirty turns one after another.
        #expect(burst <= 2.5 * oneTurn)
    }

    @Test func pressesPastTheEndStopAtTheLastPage() throws {
        let (host, controller) = try book(pages: 5)
        for _ in 0..<12 { host.press(.rightArrow) }
        host.settle()
        #expect(controller.currentIndex == 4)
    }

    @Test func aPressTheOtherWayDuringARunStillCounts() throws {
        let (host, controller) = try book(pages: 20)
        for _ in 0..<6 { host.press(.rightArrow) }
        host.press(.leftArrow)
        host.settle()
        #expect(controller.currentIndex == 5)
    }

    /// A double-sided single-page curl turns a leaf (a front and its back) per press, so a
    /// run of presses lands on a front page, never on a back.
    @Test func pressesCoalesceInADoubleSidedSinglePageBook() throws {
        let (host, controller) = try book(pages: 40, doubleSidedCurl: true)
        let oneTurn = secondsToSettle(host, pressingRight: 1)
        #expect(controller.currentIndex == 2)

        let burst = secondsToSettle(host, pressingRight: 15)
        #expect(controller.currentIndex == 32)
        #expect(controller.currentIndex.map { $0 % 2 } == 0)
        #expect(burst <= 2.5 * oneTurn)

        for _ in 0..<3 { host.press(.leftArrow) }
        host.settle()
        #expect(controller.currentIndex == 26)
    }
}
