import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct NavigationBarTests {
    @Test func theBackButtonPopsAndTheTitleAreaDoesNot() throws {
        let h = try NavigationHarness()
        try h.navigation.pushViewController(h.make("detail"), animated: false)
        h.host.tap(at: Point(x: 200, y: 22))
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        h.host.tap(at: Point(x: 30, y: 22))
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"])
        h.host.tap(at: Point(x: 30, y: 22))
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"], "the root has no back button")
    }

    @Test func theContentSitsBelowTheBarUnlessItIsHidden() throws {
        let h = try NavigationHarness()
        #expect(
            h.root.view.convert(Rect(x: 0, y: 0, width: 400, height: 256), to: nil)
                == Rect(
                    x: 0, y: 44, width: 400, height: 256))
        h.navigation.isNavigationBarHidden = true
        h.host.advance(frames: 1)
        #expect(h.root.view.convert(Point.zero, to: nil) == Point.zero)
        #expect(h.root.view.bounds.height == 300)
        #expect(h.navigation.navigationBar.isHidden)
    }

    @Test func hidingTheBarAnimatedSlidesItAway() throws {
        let h = try NavigationHarness()
        h.navigation.setNavigationBarHidden(true, animated: true)
        #expect(h.navigation.isNavigationBarHidden)
        h.host.advance(frames: 4)
        let top = h.root.view.convert(Point.zero, to: nil).y
        #expect(top > 0 && top < 44)
        #expect(h.navigation.navigationBar.frame.minY < 0)
        h.host.settle()
        #expect(h.root.view.convert(Point.zero, to: nil).y == 0)
        h.navigation.setNavigationBarHidden(false, animated: true)
        h.host.settle()
        #expect(h.root.view.convert(Point.zero, to: nil).y == 44)
        #expect(!h.navigation.navigationBar.isHidden)
    }

    @Test func theBackButtonFollowsTheLayoutDirection() throws {
        let h = try NavigationHarness(rightToLeft: true)
        try h.navigation.pushViewController(h.make("detail"), animated: false)
        h.host.tap(at: Point(x: 30, y: 22))
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root", "detail"])
        h.host.tap(at: Point(x: 370, y: 22))
        h.host.settle()
        #expect(titles(h.navigation.viewControllers) == ["root"])
    }
}
