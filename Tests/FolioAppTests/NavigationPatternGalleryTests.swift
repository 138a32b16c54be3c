import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

@MainActor
@Suite struct NavigationPatternGalleryTests {
    private func show(_ controller: ViewController) -> HeadlessWindow {
        let host = HeadlessWindow(size: Size(width: 390, height: 640))
        host.rootViewController = controller
        host.settle()
        return host
    }

    @Test func everyScreenCanBeMadeAndShown() throws {
        let screens = NavigationPatternGallery.screens()
        #expect(screens.map(\.id) == ["navigation-stack", "swipe-container", "tabs", "modal", "nested"])
        for screen in screens {
            let controller = try screen.make()
            let host = show(controller)
            #expect(controller.appearanceState == .appeared, "\(screen.id)")
            #expect(controller.view.window === host.window)
        }
    }

    @Test func theStackScreenPushesAndPopsFromItsButtons() throws {
        let navigation = try NavigationPatternGallery.navigationStack()
        let host = show(navigation)
        // The first button sits 110 points under the text block of the card.
        host.tap(at: Point(x: 195, y: 44 + 90 + 110 + 22))
        host.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Library", "Level 2"])
        host.tap(at: Point(x: 195, y: 44 + 90 + 110 + 22))
        host.settle()
        host.tap(at: Point(x: 195, y: 44 + 90 + 110 + 56 + 22))
        host.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Library"])
    }

    @Test func theModalScreenPresentsASheetThatDismissesAll() throws {
        let card = NavigationPatternGallery.modal()
        let host = show(card)
        host.tap(at: Point(x: 195, y: 90 + 110 + 22))
        host.settle()
        let sheet = try #require(card.presentedViewController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        // On the sheet: "Present another sheet", then on that one "Dismiss all".
        let sheetTop = sheet.view.frame.minY
        host.tap(at: Point(x: 195, y: sheetTop + 90 + 110 + 22))
        host.settle()
        let second = try #require(sheet.presentedViewController)
        host.tap(at: Point(x: 195, y: second.view.frame.minY + 90 + 110 + 2 * 56 + 22))
        host.settle()
        #expect(card.presentedViewController == nil)
    }

    @Test func theNestedScreenUsesTheGivenPager() throws {
        var pagesSeen = 0
        let sheet = try NavigationPatternGallery.nestedSheet { pages in
            pagesSeen = pages.count
            let container = SwipeContainerViewController()
            try container.setChildViewControllers(pages, currentIndex: 1)
            return container
        }
        #expect(pagesSeen == 4)
        let tabs = try #require(sheet.topViewController as? TabBarController)
        #expect(tabs.viewControllers.first is SwipeContainerViewController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
    }
}
