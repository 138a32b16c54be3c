import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Records a tab bar controller's delegate calls and can veto tabs.
@MainActor
final class TabDelegateRecorder: TabBarControllerDelegate {
    var calls: [String] = []
    var vetoed: Set<String> = []

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("should \(viewController.title ?? "?")")
        return !vetoed.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("did \(viewController.title ?? "?")")
    }
}

@MainActor
final class TabHarness {
    let recorder = LifecycleRecorder()
    let host = HeadlessWindow(size: Size(width: 300, height: 400))
    let tabs = TabBarController()
    let controllers: [RecordingViewController]
    private var markIndex = 0

    init(_ names: [String] = ["a", "b", "c"]) throws {
        let recorder = recorder
        controllers = names.map { RecordingViewController($0, recorder: recorder) }
        tabs.title = "tabs"
        try tabs.setViewControllers(controllers, animated: false)
        host.rootViewController = tabs
        host.settle()
        mark()
    }

    func mark() { markIndex = recorder.events.count }
    var recent: [LifecycleEvent] { Array(recorder.events.dropFirst(markIndex)) }
    var loaded: [String] { controllers.filter(\.isViewLoaded).map(\.name) }
    var onScreen: [String] { controllers.filter { $0.viewIfLoaded?.window != nil }.map(\.name) }

    /// Taps the middle of tab `index` in the bar (the bar is the bottom 49 points).
    func tapTab(_ index: Int) {
        let width = 300.0 / Double(controllers.count)
        host.tap(at: Point(x: width * (Double(index) + 0.5), y: 400 - 20))
        host.settle()
    }
}

@MainActor
@Suite struct TabBarControllerTests {
    @Test func onlyTheSelectedTabLoadsItsView() throws {
        let h = try TabHarness()
        #expect(h.loaded == ["a"])
        #expect(h.tabs.children.count == 3, "every tab is a child from the start")
        h.tabs.selectedIndex = 2
        #expect(h.loaded == ["a", "c"])
        #expect(
            h.recent == [
                .viewDidLoad("c"), .viewWillDisappear("a"), .viewWillAppear("c"), .viewDidDisappear("a"),
                .viewDidAppear("c"),
            ])
        #expect(h.onScreen == ["c"])
        #expect(h.tabs.selectedViewController === h.controllers[2])
        #expect(h.controllers[1].tabBarController === h.tabs)
    }

    @Test func tappingATabAsksTheDelegateAndCodeDoesNot() throws {
        let h = try TabHarness()
        let delegate = TabDelegateRecorder()
        h.tabs.delegate = delegate
        h.tapTab(1)
        #expect(h.tabs.selectedIndex == 1)
        #expect(delegate.calls == ["should b", "did b"])
        delegate.vetoed = ["c"]
        h.tapTab(2)
        #expect(h.tabs.selectedIndex == 1)
        #expect(delegate.calls == ["should b", "did b", "should c"])
        h.tabs.selectedIndex = 2
        #expect(h.tabs.selectedIndex == 2)
        #expect(delegate.calls.count == 3, "programmatic selection is not reported")
        h.tabs.selectedIndex = 7
        #expect(h.tabs.selectedIndex == 2, "out of range is ignored")
    }

    @Test func keyboardShortcutsSelectTabs() throws {
        let h = try TabHarness()
        #expect(h.host.press(.character("2"), modifiers: .control))
        #expect(h.tabs.selectedIndex == 1)
        #expect(h.host.press(.character("3"), modifiers: .command))
        #expect(h.tabs.selectedIndex == 2)
        #expect(h.host.press(.tab, modifiers: .control))
        #expect(h.tabs.selectedIndex == 0, "Control-Tab wraps to the first tab")
        #expect(h.host.press(.tab, modifiers: [.control, .shift]))
        #expect(h.tabs.selectedIndex == 2)
        #expect(!h.host.press(.character("4"), modifiers: .control), "there is no fourth tab")
        #expect(!h.host.press(.character("1")), "a digit alone is not a shortcut")
        #expect(h.tabs.selectedIndex == 2)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func shortcutsReachATabBarControllerInsideANavigationStack() throws {
        let recorder = LifecycleRecorder()
        let tabs = TabBarController()
        try tabs.setViewControllers(
            [RecordingViewController("x", recorder: recorder), RecordingViewController("y", recorder: recorder)],
            animated: false)
        let host = HeadlessWindow(size: Size(width: 300, height: 400))
        host.rootViewController = try NavigationController(rootViewController: tabs)
        #expect(host.press(.character("2"), modifiers: .control))
        #expect(tabs.selectedIndex == 1)
    }

    @Test func replacingTheTabsKeepsTheSelectedController() throws {
        let h = try TabHarness()
        h.tabs.selectedIndex = 1
        let d = RecordingViewController("d", recorder: h.recorder)
        try h.tabs.setViewControllers([d, h.controllers[1]], animated: false)
        #expect(h.tabs.selectedIndex == 1)
        #expect(h.tabs.selectedViewController === h.controllers[1])
        #expect(h.controllers[0].parent == nil && h.controllers[2].parent == nil)
        try h.tabs.setViewControllers([d], animated: false)
        #expect(h.tabs.selectedViewController === d)
        #expect(d.appearanceState == .appeared && h.controllers[1].appearanceState == .disappeared)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(throws: TabBarError.duplicateTab(#"RecordingViewController "d""#)) {
            try h.tabs.setViewControllers([d, d], animated: false)
        }
        let other = ViewController()
        let adopted = RecordingViewController("adopted", recorder: h.recorder)
        try other.addChild(adopted)
        #expect(throws: TabBarError.self) { try h.tabs.setViewControllers([adopted], animated: false) }
        #expect(h.tabs.viewControllers.count == 1)
    }

    @Test func aCrossDissolveShowsBothTabsThenSettlesOnTheLatestSelection() throws {
        let h = try TabHarness()
        h.tabs.switchAnimation = .crossDissolve(duration: 0.3)
        h.tabs.selectedIndex = 1
        h.host.advance(frames: 9)
        let alpha = h.controllers[1].view.alpha
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(h.onScreen == ["a", "b"])
        h.tabs.selectedIndex = 2
        #expect(h.controllers[1].appearanceState == .appearing)
        h.host.settle()
        #expect(h.onScreen == ["c"])
        #expect(h.controllers[2].view.alpha == 1)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(h.controllers.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
    }

    @Test func tabItemsDefaultToTheTitleAndCanBeReplaced() throws {
        let h = try TabHarness()
        #expect(h.tabs.tabBar.items.map(\.title) == ["a", "b", "c"])
        h.controllers[1].tabBarItem = TabBarItem(title: "Books", tag: 7)
        #expect(h.tabs.tabBar.items[1] == TabBarItem(title: "Books", tag: 7))
        #expect(h.tabs.tabBar.selectedIndex == 0)
        #expect(h.tabs.tabBar.itemIndex(at: Point(x: 250, y: 20)) == 2)
    }

    @Test func rightToLeftPutsTheFirstTabOnTheRight() throws {
        let h = try TabHarness()
        h.host.window.userInterfaceLayoutDirection = .rightToLeft
        h.host.settle()
        h.tapTab(0)
        #expect(h.tabs.selectedIndex == 2)
    }

    @Test func anOffscreenTabBarControllerForwardsNothingUntilItAppears() throws {
        let recorder = LifecycleRecorder()
        let tabs = TabBarController()
        let a = RecordingViewController("a", recorder: recorder)
        let b = RecordingViewController("b", recorder: recorder)
        try tabs.setViewControllers([a, b], animated: false)
        tabs.loadViewIfNeeded()
        tabs.selectedIndex = 1
        #expect(recorder.appearanceEvents.isEmpty)
        #expect(!a.isViewLoaded || a.view.window == nil)
        let host = HeadlessWindow(size: Size(width: 300, height: 400))
        host.rootViewController = tabs
        #expect(recorder.appearanceEvents == [.viewWillAppear("b"), .viewDidAppear("b")])
    }
}
