import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct NestedNavigationTests {
    @Test func everyLevelAppearsAndDisappearsInBalance() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: true)
        h.host.advance(frames: 8)
        #expect(h.violations().isEmpty)
        h.host.settle()
        #expect(
            [h.navigation, h.tabs, h.pager, h.pages[0]].allSatisfy { $0.appearanceState == .appeared },
            "the sheet, the tab, the pager and its page are on screen")
        #expect(h.menu.appearanceState == .disappeared && h.info.appearanceState == .disappeared)
        #expect(h.home.appearanceState == .appeared, "a sheet leaves its presenter on screen")
        #expect(h.violations(atRest: true).isEmpty)
        h.home.dismiss(animated: true)
        h.host.settle()
        #expect([h.navigation, h.tabs, h.pager, h.pages[0]].allSatisfy { $0.appearanceState == .disappeared })
        #expect(h.violations(atRest: true).isEmpty)
    }

    @Test func eachGestureReachesTheRightContainer() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: false)
        // A horizontal drag in the middle turns the page; the stack does not move.
        h.host.drag(from: Point(x: 300, y: 300), to: Point(x: 60, y: 300), duration: 0.3)
        h.host.settle()
        #expect(h.pager.currentIndex == 1)
        #expect(h.stackTitles == ["menu", "tabs"])
        // The same drag from the leading edge is the back swipe.
        h.host.drag(from: Point(x: 3, y: 300), to: Point(x: 300, y: 300), duration: 0.3)
        h.host.settle()
        #expect(h.stackTitles == ["menu"])
        #expect(h.pager.currentIndex == 1)
        try h.navigation.pushViewController(h.tabs, animated: false)
        // A pull on the navigation bar brings the sheet down.
        h.host.drag(from: NestedNavigationHarness.barPoint, to: Point(x: 200, y: 450), duration: 0.3)
        h.host.settle()
        #expect(h.home.presentedViewController == nil)
        #expect(h.violations(atRest: true).isEmpty)
    }

    @Test func aPagerDragFromTheEdgeTowardsTheNextPageStillPages() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: false)
        // Moving away from the trailing side: the back swipe fails and the pager takes it.
        h.host.drag(from: Point(x: 395, y: 300), to: Point(x: 100, y: 300), duration: 0.3)
        h.host.settle()
        #expect(h.pager.currentIndex == 1)
        h.host.drag(from: Point(x: 4, y: 300), to: Point(x: 8, y: 500), duration: 0.3)
        h.host.settle()
        #expect(h.stackTitles == ["menu", "tabs"], "a vertical drag at the edge is not a back swipe")
    }

    @Test func aVerticalPullOverThePagerDismissesTheSheet() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: false)
        h.host.drag(from: Point(x: 200, y: 200), to: Point(x: 205, y: 400), duration: 0.4, lift: false)
        #expect(h.navigation.appearanceState == .disappearing, "the sheet follows the finger")
        #expect(h.pager.currentIndex == 0)
        h.host.touchUp()
        h.host.settle()
        #expect(h.home.presentedViewController == nil)
        #expect(h.violations(atRest: true).isEmpty)
    }

    @Test func keysReachThePagerAndTheTabShortcuts() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: false)
        #expect(h.host.press(.rightArrow))
        h.host.settle()
        #expect(h.pager.currentIndex == 1)
        #expect(h.host.press(.character("2"), modifiers: .control))
        #expect(h.tabs.selectedViewController === h.info)
        h.host.settle()
        #expect(h.violations(atRest: true).isEmpty)
    }

    @Test func aBackSwipeCancelledOverThePagerRestoresEveryLevel() throws {
        let h = try NestedNavigationHarness()
        try h.presentSheet(animated: false)
        h.host.drag(from: Point(x: 3, y: 300), to: Point(x: 120, y: 300), duration: 0.4, lift: false)
        #expect(h.tabs.appearanceState == .disappearing && h.pages[0].appearanceState == .disappearing)
        #expect(h.menu.appearanceState == .appearing)
        h.host.touchCancel()
        h.host.settle()
        #expect(h.stackTitles == ["menu", "tabs"])
        #expect([h.tabs, h.pager, h.pages[0]].allSatisfy { $0.appearanceState == .appeared })
        #expect(h.violations(atRest: true).isEmpty)
    }
}
