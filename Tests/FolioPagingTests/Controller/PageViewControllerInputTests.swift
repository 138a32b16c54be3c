import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerInputTests {
    @Test func arrowKeysFollowTheScreenAndTellTheDelegate() {
        let harness = PagingHarness()
        #expect(harness.controller.isFirstResponder)
        #expect(harness.host.press(.rightArrow))
        harness.host.settle()
        #expect(harness.current == ["C"])
        harness.host.press(.leftArrow)
        harness.host.settle()
        #expect(harness.current == ["B"])
        #expect(harness.delegate.transitionCalls.count == 4)
        #expect(!harness.host.press(.downArrow))
    }

    @Test func arrowsFlipInARightToLeftBook() {
        let harness = PagingHarness()
        harness.host.window.userInterfaceLayoutDirection = .rightToLeft
        harness.host.press(.leftArrow)
        harness.host.settle()
        #expect(harness.current == ["C"])
    }

    @Test func verticalBooksUseUpAndDown() {
        let harness = PagingHarness(orientation: .vertical)
        harness.host.press(.downArrow)
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(!harness.host.press(.rightArrow))
    }

    @Test func pageKeysAndSpaceFollowReadingOrder() {
        let harness = PagingHarness()
        harness.host.press(.pageDown)
        harness.host.settle()
        harness.host.press(.space)
        harness.host.settle()
        #expect(harness.current == ["D"])
        harness.host.press(.space, modifiers: .shift)
        harness.host.settle()
        harness.host.press(.pageUp)
        harness.host.settle()
        #expect(harness.current == ["B"])
    }

    @Test func keysPressedDuringATurnQueueUp() {
        let harness = PagingHarness()
        harness.host.press(.rightArrow)
        harness.host.press(.rightArrow)
        harness.host.settle()
        #expect(harness.current == ["D"])
    }

    @Test func homeAndEndJumpInAnIndexBook() throws {
        let recorder = LifecycleRecorder()
        let pages = (0..<6).map { NamedPage("\($0)", recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        try controller.setPages(pages, startingAt: 2)
        host.rootViewController = controller
        host.press(.end)
        host.settle()
        #expect(controller.currentIndex == 5)
        host.press(.home)
        host.settle()
        #expect(controller.currentIndex == 0)
    }

    @Test func keyboardNavigationCanBeTurnedOff() {
        let harness = PagingHarness()
        harness.controller.isKeyboardNavigationEnabled = false
        #expect(!harness.host.press(.rightArrow))
        #expect(harness.current == ["B"])
    }

    @Test func everyWheelClickTurnsOnePage() {
        let harness = PagingHarness()
        harness.host.scroll(delta: Point(x: 0, y: 40), at: Point(x: 200, y: 150))
        harness.host.settle()
        #expect(harness.current == ["C"])
        harness.host.advance(by: 1)
        harness.host.scroll(delta: Point(x: 0, y: -40), at: Point(x: 200, y: 150))
        harness.host.settle()
        #expect(harness.current == ["B"])
    }

    @Test func aTrackpadGestureTurnsOncePastTheThreshold() {
        let harness = PagingHarness()
        let window = harness.host.window
        for _ in 0..<20 {
            harness.host.advance(frames: 1)
            window.sendEvent(
                .scrollWheel(
                    ScrollWheelEvent(
                        location: Point(x: 200, y: 150), delta: Point(x: 12, y: 0), isPrecise: true,
                        timestamp: harness.host.clock.now)))
        }
        harness.host.settle()
        #expect(harness.current == ["C"])
    }

    @Test func autoAdvanceTurnsOnTheWindowsClockAndPausesForTheUser() {
        let harness = PagingHarness()
        harness.controller.autoAdvanceInterval = 2
        harness.host.advance(by: 1.9)
        #expect(harness.current == ["B"])
        harness.host.advance(by: 0.2)
        harness.host.advance(by: 0.5)
        #expect(harness.current == ["C"])
        #expect(harness.delegate.transitionCalls.count == 2)
        // A finger on the pages holds it.
        harness.host.touchDown(at: Point(x: 200, y: 150))
        harness.host.advance(by: 5)
        #expect(harness.current == ["C"])
        harness.host.touchUp()
        harness.host.advance(by: 1.5)
        #expect(harness.current == ["C"])
        harness.host.advance(by: 1.2)
        #expect(harness.current == ["D"])
        harness.controller.autoAdvanceInterval = nil
        harness.host.advance(by: 10)
        #expect(harness.current == ["D"])
    }

    @Test func autoAdvanceStopsAtTheEndUnlessTheBookLoops() throws {
        let recorder = LifecycleRecorder()
        let pages = (0..<3).map { NamedPage("\($0)", recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        try controller.setPages(pages)
        host.rootViewController = controller
        controller.autoAdvanceInterval = 1
        host.advance(by: 5)
        #expect(controller.currentIndex == 2)
        controller.isInfinite = true
        host.advance(by: 1.5)
        #expect(controller.currentIndex == 0)
    }

    @Test func accessibilitySaysWhereYouAreAndAnnouncesChanges() throws {
        let recorder = LifecycleRecorder()
        let pages = (0..<4).map { NamedPage("\($0)", recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        var notifications: [AccessibilityNotification] = []
        host.window.accessibilityNotificationHandler = { notifications.append($0) }
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        try controller.setPages(pages)
        host.rootViewController = controller
        #expect(controller.view.accessibilityValue == "Page 1 of 4")
        #expect(!controller.view.isAccessibilityElement)
        controller.view.accessibilityIncrement()
        host.settle()
        #expect(controller.pagePositionDescription == "Page 2 of 4")
        #expect(notifications == [.pageScrolled("Page 2 of 4")])
        controller.view.accessibilityDecrement()
        controller.view.accessibilityDecrement()
        host.settle()
        #expect(notifications == [.pageScrolled("Page 2 of 4"), .pageScrolled("Page 1 of 4")])
        controller.setCurrentIndex(3)
        #expect(notifications.last == .pageScrolled("Page 4 of 4"))
    }

    @Test func assistiveTurnsTellTheDelegate() {
        let harness = PagingHarness()
        harness.controller.view.accessibilityIncrement()
        harness.host.settle()
        #expect(
            harness.delegate.transitionCalls == [.will(["C"]), .did(finished: true, previous: ["B"], completed: true)])
    }

    @Test func accessibilityUsesThePresentationValuesOfAUIKitDataSource() {
        let harness = PagingHarness()
        #expect(harness.controller.pagePositionDescription == nil)
        harness.book.presentsCount = true
        harness.book.presentsIndex = true
        harness.controller.dataSource = harness.book
        #expect(harness.controller.view.accessibilityValue == "Page 2 of 5")
        harness.swipe(by: -200)
        #expect(harness.controller.view.accessibilityValue == "Page 3 of 5")
    }

    @Test func aSpreadIsDescribedAsTwoPages() throws {
        let recorder = LifecycleRecorder()
        let pages = (0..<6).map { NamedPage("\($0)", recorder: recorder) }
        let controller = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: .init(spineLocation: .mid))
        try controller.setPages(pages, startingAt: 3)
        #expect(controller.pagePositionDescription == "Pages 3 and 4 of 6")
    }
}
