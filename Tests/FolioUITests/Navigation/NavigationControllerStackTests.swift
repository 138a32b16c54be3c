import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct NavigationControllerStackTests {
    @Test func pushShowsTheControllerWithBalancedAppearanceAndContainment() throws {
        let h = try NavigationHarness()
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: false)
        #expect(
            h.recent == [
                .willMoveToParent("detail", parent: "NavigationController"), .viewDidLoad("detail"),
                .viewWillDisappear("root"), .viewWillAppear("detail"), .viewDidDisappear("root"),
                .viewDidAppear("detail"), .didMoveToParent("detail", parent: "NavigationController"),
            ])
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        #expect(h.navigation.topViewController === detail)
        #expect(h.navigation.visibleViewController === detail)
        #expect(titles(h.navigation.children) == ["root", "detail"])
        #expect(detail.navigationController === h.navigation)
        #expect(h.isOnScreen(detail))
        #expect(!h.isOnScreen(h.root))
        #expect(detail.appearanceState == .appeared)
        #expect(h.root.appearanceState == .disappeared)
    }

    @Test func popReturnsThePoppedControllerAndRemovesItAfterItsTransition() throws {
        let h = try NavigationHarness()
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: false)
        h.mark()
        let popped = h.navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(titles(h.navigation.viewControllers) == ["root"])
        #expect(detail.parent === h.navigation, "the popped controller stays a child while it slides out")
        #expect(
            h.recent == [
                .willMoveToParent("detail", parent: nil), .viewWillDisappear("detail"), .viewWillAppear("root"),
            ])
        h.host.settle()
        #expect(
            h.recent.suffix(3) == [
                .viewDidDisappear("detail"), .viewDidAppear("root"), .didMoveToParent("detail", parent: nil),
            ])
        #expect(detail.parent == nil)
        #expect(titles(h.navigation.children) == ["root"])
        #expect(!h.isOnScreen(detail))
        #expect(h.navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test func popToRootAndPopToViewControllerReturnWhatTheyPopped() throws {
        let h = try NavigationHarness()
        let (a, b, c) = (h.make("a"), h.make("b"), h.make("c"))
        try h.navigation.setViewControllers([h.root, a, b, c], animated: false)
        #expect(titles(try h.navigation.popToViewController(a, animated: false)) == ["b", "c"])
        #expect(titles(h.navigation.viewControllers) == ["root", "a"])
        #expect(titles(h.navigation.popToRootViewController(animated: false)) == ["a"])
        #expect(h.navigation.popToRootViewController(animated: false).isEmpty)
        #expect(titles(h.navigation.children) == ["root"])
        #expect([a, b, c].allSatisfy { $0.parent == nil && $0.appearanceState == .disappeared })
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(h.root.appearanceState == .appeared)
    }

    @Test func setViewControllersAnimatesAsAPopWhenTheNewTopWasBelow() throws {
        let h = try NavigationHarness()
        let (a, b) = (h.make("a"), h.make("b"))
        try h.navigation.setViewControllers([h.root, a, b], animated: false)
        try h.navigation.setViewControllers([h.root, a], animated: true)
        h.host.advance(frames: 3)
        // In a pop the leaving controller is the upper one, offset towards the trailing edge.
        #expect(b.view.transform.tx > 0)
        #expect(a.view.transform.tx < 0)
        h.host.settle()
        try h.navigation.setViewControllers([h.root, a, h.make("c")], animated: true)
        h.host.advance(frames: 3)
        #expect(a.view.transform.tx < 0, "a push moves the lower controller towards the leading edge")
        h.host.settle()
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func misuseThrowsTypedErrors() throws {
        let h = try NavigationHarness()
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: false)
        #expect(throws: NavigationError.alreadyInStack(#"RecordingViewController "detail""#)) {
            try h.navigation.pushViewController(detail, animated: false)
        }
        #expect(throws: NavigationError.pushingNavigationController("NavigationController")) {
            try h.navigation.pushViewController(NavigationController(), animated: false)
        }
        let other = h.make("other")
        let stranger = h.make("stranger")
        try other.addChild(stranger)
        #expect(throws: NavigationError.self) { try h.navigation.pushViewController(stranger, animated: false) }
        #expect(throws: NavigationError.notInStack(#"RecordingViewController "other""#)) {
            try h.navigation.popToViewController(other, animated: false)
        }
        let twice = h.make("twice")
        #expect(throws: NavigationError.duplicateInStack(#"RecordingViewController "twice""#)) {
            try h.navigation.setViewControllers([twice, twice], animated: false)
        }
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"], "a failed call changes nothing")
        do {
            try h.navigation.pushViewController(detail, animated: false)
        } catch {
            #expect(error.description.contains("already in the navigation stack"))
        }
    }

    @Test func requestsDuringATransitionAreAppliedAtOnceAndShownAfterIt() throws {
        let h = try NavigationHarness()
        let (a, b) = (h.make("a"), h.make("b"))
        try h.navigation.pushViewController(a, animated: true)
        h.host.advance(frames: 5)
        try h.navigation.pushViewController(b, animated: true)
        #expect(titles(h.navigation.viewControllers) == ["root", "a", "b"])
        #expect(h.navigation.popViewController(animated: true) === b)
        h.host.advance(frames: 2)
        #expect(h.navigation.popViewController(animated: false) === a)
        try h.navigation.pushViewController(b, animated: true)
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "b"])
        #expect(h.isOnScreen(b) && !h.isOnScreen(a) && !h.isOnScreen(h.root))
        #expect(a.parent == nil && b.parent === h.navigation)
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(b.view.transform == .identity)
    }

    @Test func animatedPushSlidesFromTheTrailingEdgeOverAParallaxedDimmedRoot() throws {
        let h = try NavigationHarness()
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: true)
        #expect(detail.appearanceState == .appearing)
        var previous = 400.0
        for _ in 0..<10 {
            h.host.advance(frames: 1)
            let tx = detail.view.transform.tx
            #expect(tx < previous && tx >= 0)
            #expect(abs(h.root.view.transform.tx + 0.3 * (400 - tx)) < 1e-6)
            previous = tx
        }
        #expect(detail.appearanceState == .appearing, "did-appear waits for the end of the slide")
        h.host.settle()
        #expect(detail.view.transform == .identity)
        #expect(detail.appearanceState == .appeared)
        #expect(!h.isOnScreen(h.root))
    }

    @Test func delegateHearsWillShowBeforeAndDidShowAfterEachTransition() throws {
        let h = try NavigationHarness()
        let delegate = NavigationDelegateRecorder()
        h.navigation.delegate = delegate
        let detail = h.make("detail")
        try h.navigation.pushViewController(detail, animated: true)
        #expect(delegate.calls == [.willShow("detail", animated: true)])
        h.host.settle()
        h.navigation.popViewController(animated: false)
        #expect(
            delegate.calls == [
                .willShow("detail", animated: true), .didShow("detail", animated: true),
                .willShow("root", animated: false), .didShow("root", animated: false),
            ])
    }

    @Test func pushingBeforeTheViewLoadsOnlyChangesTheStack() throws {
        let recorder = LifecycleRecorder()
        let root = RecordingViewController("root", recorder: recorder)
        let navigation = try NavigationController(rootViewController: root)
        let detail = RecordingViewController("detail", recorder: recorder)
        try navigation.pushViewController(detail, animated: true)
        #expect(!navigation.isViewLoaded && !root.isViewLoaded && !detail.isViewLoaded)
        let host = HeadlessWindow(size: Size(width: 300, height: 200))
        host.rootViewController = navigation
        #expect(detail.appearanceState == .appeared)
        #expect(!root.isViewLoaded, "controllers below the top load lazily")
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}
