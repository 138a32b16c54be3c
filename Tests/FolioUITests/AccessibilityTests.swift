import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct AccessibilityTests {
    @Test func viewsAreNotAccessibilityElementsByDefault() {
        let view = View()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits.isEmpty)
    }

    @Test func elementsAreListedInReadingOrderSkippingHiddenViewsAndElementChildren() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let first = View()
        first.isAccessibilityElement = true
        let childOfElement = View()
        childOfElement.isAccessibilityElement = true
        first.addSubview(childOfElement)
        let container = View()
        let second = View()
        second.isAccessibilityElement = true
        let hidden = View()
        hidden.isAccessibilityElement = true
        hidden.isHidden = true
        container.addSubview(second)
        container.addSubview(hidden)
        root.addSubview(first)
        root.addSubview(container)
        let visited = root.accessibilityElementsInReadingOrder().map(ObjectIdentifier.init)
        #expect(visited == [first, second].map(ObjectIdentifier.init))
    }

    @Test func notificationsReachTheWindowHandlerOnlyFromViewsInTheWindow() {
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        let controller = ViewController()
        host.rootViewController = controller
        var received: [AccessibilityNotification] = []
        host.window.accessibilityNotificationHandler = { received.append($0) }
        controller.view.postAccessibilityNotification(.announcement("page 2 of 3"))
        View().postAccessibilityNotification(.announcement("detached"))
        #expect(received == [.announcement("page 2 of 3")])
    }

    @Test func pageControlIsAnAdjustableElementThatStepsPages() {
        let control = PageControl()
        control.numberOfPages = 3
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits.contains(.adjustable))
        #expect(control.accessibilityValue == "page 1 of 3")
        control.accessibilityIncrement()
        #expect(control.currentPage == 1)
        #expect(control.accessibilityValue == "page 2 of 3")
        control.accessibilityValue = "ignored"
        #expect(control.accessibilityValue == "page 2 of 3")
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        #expect(control.currentPage == 0)
    }
}
