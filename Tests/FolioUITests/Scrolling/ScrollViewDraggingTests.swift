import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func dragMovesTheContentWithTheFingerAfterTheSlop() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.5, lift: false)
        let slop = slop(ofDragBy: 200, duration: 0.5)
        #expect(abs(harness.scrollView.contentOffset.y - (200 - slop)) < 1e-9)
        #expect(harness.scrollView.contentOffset.x == 0)
        #expect(harness.scrollView.isTracking && harness.scrollView.isDragging)
        #expect(!harness.scrollView.isDecelerating)
    }

    @Test func flickReportsUIKitsDelegateOrder() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 6000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1200), duration: 0.15)
        harness.host.settle()
        #expect(
            harness.recorder.names == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        // Flags inside the calls: dragging until the finger lifts, then decelerating.
        let calls = harness.recorder.calls
        let flags = harness.recorder.flags
        guard let willEnd = calls.firstIndex(where: { $0.name == "willEndDragging" }),
            let didEnd = calls.firstIndex(of: .didEndDragging(willDecelerate: true)),
            let last = calls.lastIndex(of: .didEndDecelerating)
        else {
            Issue.record("missing calls")
            return
        }
        #expect(flags[willEnd].dragging)
        #expect(!flags[didEnd].dragging && flags[didEnd].decelerating)
        #expect(!flags[last].decelerating)
        #expect(!harness.scrollView.isDecelerating && !harness.scrollView.isTracking)
    }

    @Test func flickComesToRestAtTheReportedTargetFromTheClosedForm() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500), duration: 0.1)
        guard
            case .willEndDragging(let velocity, let target) = harness.recorder.calls.first(where: {
                $0.name == "willEndDragging"
            })
        else {
            Issue.record("no willEndDragging")
            return
        }
        // The finger moved up at 1500 pt/s: the content offset grows at 1.5 pt/ms.
        #expect(abs(velocity.y - 1.5) < 1e-6)
        let released = harness.recorder.offsets.last ?? .zero
        let expected = Deceleration.normal.restingPosition(from: released.y, velocity: 1500)
        #expect(abs(target.y - expected) < 1e-6)
        harness.host.settle()
        #expect(abs(harness.scrollView.contentOffset.y - target.y) < 1e-9)
    }

    @Test func changedTargetContentOffsetIsWhereTheContentStops() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.recorder.targetOverride = { _, proposed in Point(x: proposed.x, y: 500) }
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000), duration: 0.1)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 500)
    }

    @Test func fastDecelerationRateStopsSooner() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.scrollView.decelerationRate = .fast
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1000), duration: 0.1)
        let released = harness.recorder.offsets.last?.y ?? 0
        harness.host.settle()
        // 1000 pt/s at 0.99 per ms travels 1/(1000·−ln 0.99) s × 1000 pt/s ≈ 99.5 pt.
        #expect(abs(harness.scrollView.contentOffset.y - released - 99.5) < 0.1)
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.host.drag(from: Point(x: 200, y: 50), to: Point(x: 200, y: 250), duration: 0.5, lift: false)
        let pulled = 200 - slop(ofDragBy: 200, duration: 0.5)
        let expected = -RubberBand.offset(overshoot: pulled, dimension: 300)
        #expect(abs(harness.scrollView.contentOffset.y - expected) < 1e-9)
        harness.host.advance(by: 0.2)
        harness.host.touchUp()
        #expect(
            harness.recorder.names.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 0)
        #expect(harness.recorder.names.last == "didEndDecelerating")
        // The return never overshoots into the content: critically damped.
        #expect(harness.recorder.offsets.allSatisfy { $0.y <= 0 })
    }

    @Test func withoutBouncingTheContentStopsAtTheEdge() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.scrollView.bounces = false
        harness.host.drag(from: Point(x: 200, y: 50), to: Point(x: 200, y: 250), duration: 0.5)
        harness.host.settle()
        #expect(harness.recorder.offsets.allSatisfy { $0.y >= 0 })
        #expect(harness.scrollView.contentOffset.y == 0)
    }

    @Test func flickIntoTheEndBouncesAndReturnsToTheEdge() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 1000))
        harness.scrollView.contentOffset = Point(x: 0, y: 600)
        harness.recorder.clear()
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000), duration: 0.05)
        harness.host.settle()
        let maximum = harness.recorder.offsets.map(\.y).max() ?? 0
        #expect(maximum > 700)  // went past the end (700)…
        #expect(harness.scrollView.contentOffset.y == 700)  // …and came back
    }

    @Test func contentThatFitsDoesNotScrollUnlessAlwaysBounce() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 300))
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.3, lift: false)
        #expect(harness.scrollView.contentOffset == .zero)
        #expect(!harness.scrollView.isDragging)
        harness.host.touchUp()
        harness.scrollView.alwaysBounceVertical = true
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.3, lift: false)
        #expect(harness.scrollView.contentOffset.y > 0)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == .zero)
    }

    @Test func directionalLockKeepsADragOnOneAxis() {
        let harness = ScrollHarness(contentSize: Size(width: 4000, height: 4000))
        harness.scrollView.isDirectionalLockEnabled = true
        harness.scrollView.contentOffset = Point(x: 1000, y: 1000)
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 110), duration: 0.3, lift: false)
        #expect(harness.scrollView.contentOffset.y == 1000)
        #expect(harness.scrollView.contentOffset.x > 1150)
        harness.host.touchUp()
        harness.scrollView.isDirectionalLockEnabled = false
        harness.host.settle()
        let before = harness.scrollView.contentOffset
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 110), duration: 0.3, lift: false)
        #expect(harness.scrollView.contentOffset.y > before.y)
    }

    @Test func settingContentOffsetDuringADecelerationContinuesIt() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 100_000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500), duration: 0.1)
        harness.host.advance(frames: 10)
        #expect(harness.scrollView.isDecelerating)
        let before = harness.scrollView.contentOffset.y
        harness.host.advance(frames: 1)
        let step = harness.scrollView.contentOffset.y - before
        harness.scrollView.contentOffset.y += 50_000
        #expect(harness.scrollView.isDecelerating)
        harness.host.advance(frames: 1)
        let next = harness.scrollView.contentOffset.y - (before + step + 50_000)
        #expect(next > 0 && next < step)
    }
}
