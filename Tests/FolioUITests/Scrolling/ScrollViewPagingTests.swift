import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

/// Five 400 pt pages.
@MainActor
private func pager() -> ScrollHarness {
    ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
}

@MainActor
@Suite struct ScrollViewPagingTests {
    @Test func flickAtAKnownVelocityLandsOnTheExpectedPage() {
        let harness = pager()
        // 600 pt/s leftwards for 0.1 s: released 60 − slop past page 0, projected 0.6·499 further.
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -600, y: 0), duration: 0.1)
        let released = harness.recorder.offsets.last?.x ?? 0
        let projected = released + Deceleration.normal.projectedDistance(velocity: 600)
        #expect(projected > 200 && projected < 600)  // lands in page 1
        guard
            case .willEndDragging(_, let target) = harness.recorder.calls.first(where: { $0.name == "willEndDragging" })
        else {
            Issue.record("no willEndDragging")
            return
        }
        #expect(target == Point(x: 400, y: 0))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == Point(x: 400, y: 0))
        #expect(harness.recorder.names.last == "didEndDecelerating")
    }

    @Test func gentleFlickThatProjectsShortOfHalfwayStaysOnThePage() {
        let harness = pager()
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -200, y: 0), duration: 0.15)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 0)
    }

    @Test func hardFlickAdvancesOnlyOnePage() {
        let harness = pager()
        harness.host.flick(from: Point(x: 350, y: 150), velocity: Point(x: -4000, y: 0), duration: 0.05)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
    }

    @Test func hardFlickWithoutThePageLimitTravelsFurther() {
        let harness = pager()
        harness.scrollView.maximumPagesPerFlick = nil
        harness.host.flick(from: Point(x: 350, y: 150), velocity: Point(x: -4000, y: 0), duration: 0.05)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 1600)
    }

    @Test func slowDragPastHalfAPageAdvances() {
        let harness = pager()
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -230, y: 0))
        #expect(harness.scrollView.contentOffset.x > 200)  // the content moved past half a page
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
    }

    @Test func slowDragUnderHalfAPageSpringsBack() {
        let harness = pager()
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -180, y: 0))
        #expect(harness.scrollView.contentOffset.x < 200)
        let names = harness.recorder.names
        #expect(names.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 0)
        #expect(harness.recorder.offsets.allSatisfy { $0.x >= 0 })
    }

    @Test func snapIsACriticallyDampedSpring() {
        let harness = pager()
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -250, y: 0))
        let released = harness.scrollView.contentOffset.x
        harness.recorder.clear()
        let start = harness.host.clock.now
        harness.host.settle()
        let spring = Spring.pageSnap
        // Every frame lies on the closed-form spring from the release (which happened `start`).
        for (index, offset) in harness.recorder.offsets.dropLast().enumerated() {
            let t = Double(index + 1) / 60
            let x = spring.displacement(at: t, initialDisplacement: released - 400, initialVelocity: 0)
            #expect(abs(offset.x - (400 + x)) < 1e-6, "frame \(index) after \(start)")
        }
        #expect(harness.scrollView.contentOffset.x == 400)
    }

    @Test func pagingFollowsTheBoundsAfterAResize() {
        let harness = pager()
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -250, y: 0))
        harness.host.settle()
        // Rotate: the pages become 300 wide; the app re-lays out the content and offset.
        harness.host.resize(to: Size(width: 300, height: 400))
        harness.scrollView.frame = harness.host.window.bounds
        harness.scrollView.contentSize = Size(width: 1500, height: 400)
        harness.scrollView.contentOffset = Point(x: 300, y: 0)
        harness.slowDrag(from: Point(x: 250, y: 200), by: Point(x: -170, y: 0))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 600)
    }
}
