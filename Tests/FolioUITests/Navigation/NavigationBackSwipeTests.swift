import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct NavigationBackSwipeTests {
    /// A harness with `detail` pushed on top of `root`.
    private func pushedHarness(rightToLeft: Bool = false) throws -> (NavigationHarness, RecordingViewController) {
        let h = try NavigationHarness(rightToLeft: rightToLeft)
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: false)
        h.mark()
        return (h, detail)
    }

    @Test func theSwipeFollowsTheFingerAndCompletesPastHalfTheWidth() throws {
        let (h, detail) = try pushedHarness()
        h.host.drag(from: Point(x: 5, y: 150), to: Point(x: 205, y: 150), duration: 0.5, lift: false)
        // Coverage follows the finger: 200 of 400 points.
        #expect(abs(detail.view.transform.tx - 200) < 1e-6)
        #expect(abs(h.root.view.transform.tx + 0.3 * 400 * 0.5) < 1e-6)
        #expect(detail.appearanceState == .disappearing && h.root.appearanceState == .appearing)
        #expect(titles(h.navigation.viewControllers) == ["root"], "the stack already shows the pop")
        h.host.continueDrag(from: Point(x: 205, y: 150), to: Point(x: 300, y: 150), duration: 0.2)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"])
        #expect(detail.parent == nil)
        #expect(h.isOnScreen(h.root) && !h.isOnScreen(detail))
        #expect(
            h.recent == [
                .willMoveToParent("detail", parent: nil), .viewWillDisappear("detail"), .viewWillAppear("root"),
                .viewDidDisappear("detail"), .viewDidAppear("root"), .didMoveToParent("detail", parent: nil),
            ])
    }

    @Test func aShortSlowSwipeSpringsBackWithBalancedCallbacks() throws {
        let (h, detail) = try pushedHarness()
        h.host.drag(from: Point(x: 5, y: 150), to: Point(x: 150, y: 150), duration: 1, lift: false)
        h.host.advance(frames: 12)
        h.host.touchUp()
        h.host.advance(frames: 3)
        #expect(detail.view.transform.tx > 0 && detail.view.transform.tx < 145, "springs back towards 0")
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        #expect(detail.parent === h.navigation)
        #expect(h.isOnScreen(detail) && !h.isOnScreen(h.root))
        #expect(detail.view.transform == .identity)
        #expect(
            h.recent == [
                .willMoveToParent("detail", parent: nil), .viewWillDisappear("detail"), .viewWillAppear("root"),
                .viewWillDisappear("root"), .viewWillAppear("detail"), .viewDidDisappear("root"),
                .viewDidAppear("detail"), .didMoveToParent("detail", parent: "NavigationController"),
            ])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aQuickFlickCommitsOnItsProjectedMomentum() throws {
        let (h, detail) = try pushedHarness()
        // 90 points is under half of 400, but at 1,200 pt/s the projection adds ~600.
        h.host.flick(from: Point(x: 5, y: 150), velocity: Point(x: 1200, y: 0), duration: 0.075)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"])
        #expect(detail.appearanceState == .disappeared && h.root.appearanceState == .appeared)
    }

    @Test func aSwipeAwayFromTheLeadingEdgeOrOnTheRootDoesNothing() throws {
        let (h, detail) = try pushedHarness()
        h.host.drag(from: Point(x: 60, y: 150), to: Point(x: 350, y: 150), duration: 0.3)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        #expect(h.recent.isEmpty)
        h.host.drag(from: Point(x: 395, y: 150), to: Point(x: 100, y: 150), duration: 0.3)
        h.host.settle()
        #expect(h.recent.isEmpty, "the trailing edge does not pop in a left-to-right layout")
        h.navigation.popViewController(animated: false)
        h.mark()
        h.host.drag(from: Point(x: 5, y: 150), to: Point(x: 350, y: 150), duration: 0.3)
        h.host.settle()
        #expect(h.recent.isEmpty)
        #expect(detail.parent == nil)
    }

    @Test func rightToLeftLayoutsSwipeFromTheRightEdge() throws {
        let (h, detail) = try pushedHarness(rightToLeft: true)
        h.host.drag(from: Point(x: 5, y: 150), to: Point(x: 300, y: 150), duration: 0.3)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        h.host.drag(from: Point(x: 395, y: 150), to: Point(x: 195, y: 150), duration: 0.5, lift: false)
        #expect(abs(detail.view.transform.tx + 200) < 1e-6, "the popped view slides towards the left")
        #expect(h.root.view.transform.tx > 0)
        h.host.continueDrag(from: Point(x: 195, y: 150), to: Point(x: 100, y: 150), duration: 0.2)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"])
    }

    @Test func aCancelledTouchCancelsTheSwipeAtAnyPoint() throws {
        for frames in [1, 4, 9] {
            let (h, detail) = try pushedHarness()
            h.host.drag(
                from: Point(x: 5, y: 150), to: Point(x: 5 + Double(frames) * 30, y: 150),
                duration: Double(frames) / 60, lift: false)
            h.host.touchCancel()
            h.host.settle()
            #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
            #expect(detail.appearanceState == .appeared && h.root.appearanceState == .disappeared)
            #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
        }
    }

    @Test func requestsDuringTheSwipeApplyAtOnceAndTheScreenCatchesUp() throws {
        let (h, detail) = try pushedHarness()
        h.host.drag(from: Point(x: 5, y: 150), to: Point(x: 100, y: 150), duration: 0.3, lift: false)
        let extra = h.make("extra")
        try h.navigation.pushViewController(extra, animated: true)
        #expect(titles(h.navigation.viewControllers) == ["root", "extra"])
        h.host.advance(frames: 12)
        h.host.touchUp()
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "extra"])
        #expect(h.isOnScreen(extra) && !h.isOnScreen(detail) && !h.isOnScreen(h.root))
        #expect(detail.parent == nil, "the swiped controller is not put back when the stack changed")
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aHorizontalPanInsideWinsExceptAtTheLeadingEdge() throws {
        let (h, detail) = try pushedHarness()
        var pans = 0
        let inner = PanGestureRecognizer { recognizer in
            if recognizer.state == .began { pans += 1 }
        }
        detail.view.addGestureRecognizer(inner)
        h.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150), duration: 0.3)
        h.host.settle()
        #expect(pans == 1)
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        h.host.drag(from: Point(x: 4, y: 150), to: Point(x: 300, y: 150), duration: 0.3)
        h.host.settle()
        #expect(pans == 1, "at the leading edge the back swipe wins")
        #expect(titles(h.navigation.viewControllers) == ["root"])
    }

    @Test func aVerticalDragFromTheEdgeIsLeftToInnerPans() throws {
        let (h, detail) = try pushedHarness()
        var pans = 0
        detail.view.addGestureRecognizer(
            PanGestureRecognizer { recognizer in
                if recognizer.state == .began { pans += 1 }
            })
        h.host.drag(from: Point(x: 4, y: 100), to: Point(x: 10, y: 250), duration: 0.3)
        h.host.settle()
        #expect(pans == 1)
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
    }
}
