import FolioCore
import Testing

@MainActor
@Suite struct DisplayLinkTests {
    let clock = ManualClock(start: 10)
    let link: DisplayLink

    init() {
        link = DisplayLink(clock: clock, framesPerSecond: 60)
    }

    @Test func callsCallbacksInRegistrationOrder() {
        var calls: [String] = []
        link.add { _ in calls.append("a") }
        link.add { _ in calls.append("b") }
        link.add { _ in calls.append("c") }
        link.tick()
        link.tick()
        #expect(calls == ["a", "b", "c", "a", "b", "c"])
    }

    @Test func callbackAddedDuringATickRunsFromTheNextTick() {
        var calls: [String] = []
        var added = false
        link.add { link in
            calls.append("first")
            if !added {
                added = true
                link.add { _ in calls.append("late") }
            }
        }
        link.tick()
        #expect(calls == ["first"])
        link.tick()
        #expect(calls == ["first", "first", "late"])
    }

    @Test func callbackRemovedDuringATickIsNotCalled() {
        var calls: [String] = []
        let victim = TokenBox()
        link.add { link in
            calls.append("remover")
            if let token = victim.token { link.remove(token) }
        }
        victim.token = link.add { _ in calls.append("victim") }
        link.tick()
        link.tick()
        #expect(calls == ["remover", "remover"])
    }

    @Test func callbackCanRemoveItself() {
        var count = 0
        let own = TokenBox()
        own.token = link.add { link in
            count += 1
            if let token = own.token { link.remove(token) }
        }
        link.tick()
        link.tick()
        #expect(count == 1)
        #expect(!link.isActive)
    }

    @Test func removingTwiceOrAnUnknownTokenDoesNothing() {
        var count = 0
        let first = link.add { _ in }
        link.add { _ in count += 1 }
        link.remove(first)
        link.remove(first)
        link.tick()
        #expect(count == 1)
    }

    @Test func pausedLinkKeepsTimeButCallsNobody() {
        var stamps: [Double] = []
        link.add { stamps.append($0.timestamp) }
        link.isPaused = true
        #expect(!link.isActive)
        clock.advance(by: 1)
        link.tick()
        #expect(stamps.isEmpty)
        #expect(link.timestamp == 11)
        link.isPaused = false
        clock.advance(by: 1)
        link.tick()
        #expect(stamps == [12])
    }

    @Test func timestampsFollowTheClock() {
        #expect(link.timestamp == 10)
        #expect(link.frameCount == 0)
        #expect(isClose(link.duration, 1.0 / 60))
        var seen: [(Double, Double)] = []
        link.add { seen.append(($0.timestamp, $0.targetTimestamp)) }
        clock.advance(by: 0.5)
        link.tick()
        clock.advance(by: 0.25)
        link.tick()
        #expect(seen.map(\.0) == [10.5, 10.75])
        #expect(seen.allSatisfy { isClose($0.1, $0.0 + 1.0 / 60) })
        #expect(link.frameCount == 2)
    }

    @Test func isActiveWhileAnyCallbackIsRegistered() {
        #expect(!link.isActive)
        let token = link.add { _ in }
        #expect(link.isActive)
        link.remove(token)
        #expect(!link.isActive)
    }
}

/// Lets a callback refer to a token that exists only once the callback is registered.
@MainActor
private final class TokenBox {
    var token: DisplayLink.Token?
}
