import FolioCore
import Testing

/// Back and forward through the places a reader jumped from, as a browser goes through
/// the pages it visited.
@Suite struct BackForwardListTests {
    @Test func backAndForwardAfterThreeJumps() {
        var history = BackForwardList<Int>()
        // 1 → 10, read on to 11, 11 → 50, 50 → 90.
        history.leave(1)
        history.leave(11)
        history.leave(50)
        #expect(history.backList == [1, 11, 50])
        #expect(history.goBack(from: 90) == 50)
        #expect(history.goBack(from: 50) == 11)
        #expect(history.goBack(from: 11) == 1)
        #expect(history.goBack(from: 1) == nil)
        #expect(history.forwardList == [11, 50, 90])
        #expect(history.goForward(from: 1) == 11)
        #expect(history.goForward(from: 11) == 50)
        #expect(history.goForward(from: 50) == 90)
        #expect(history.goForward(from: 90) == nil)
        #expect(history.backList == [1, 11, 50])
    }

    @Test func pagesTurnedAfterGoingBackAreWhereForwardReturns() {
        var history = BackForwardList<Int>()
        history.leave(3)
        #expect(history.goBack(from: 42) == 3)
        #expect(history.forwardItem == 42)
        #expect(history.goForward(from: 5) == 42)
        #expect(history.backItem == 5)
    }

    @Test func leavingAfterGoingBackDropsTheForwardList() {
        var history = BackForwardList<Int>()
        history.leave(1)
        history.leave(2)
        _ = history.goBack(from: 3)
        #expect(history.canGoForward)
        history.leave(7)
        #expect(!history.canGoForward)
        #expect(history.backList == [1, 7])
    }

    @Test func leavingTheSamePlaceTwiceRecordsItOnce() {
        var history = BackForwardList<Int>()
        history.leave(4)
        history.leave(4)
        #expect(history.backList == [4])
    }

    @Test func theOldestPlacesAreDroppedPastTheCapacity() {
        var history = BackForwardList<Int>(capacity: 3)
        for page in 1...5 { history.leave(page) }
        #expect(history.backList == [3, 4, 5])
        #expect(BackForwardList<Int>(capacity: 0).capacity == 1)
    }

    @Test func anEmptyListGoesNowhere() {
        var history = BackForwardList<String>()
        #expect(!history.canGoBack && !history.canGoForward)
        #expect(history.goBack(from: "here") == nil)
        #expect(history.goForward(from: "here") == nil)
        #expect(history.forwardList.isEmpty)
    }
}
