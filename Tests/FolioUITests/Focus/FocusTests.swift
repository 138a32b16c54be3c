import FolioCore
import FolioTesting
import FolioUI
import Testing

/// A view written as a UIKit developer would: it opts in to focus and records its updates.
@MainActor
final class Swatch: View {
    var updates: [(previous: View?, next: View?)] = []

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations {
            self.updates.append((context.previouslyFocusedView, context.nextFocusedView))
        }
    }
}

/// A control that counts its actions.
@MainActor
final class CountingButton: Control {
    var primaryActions = 0
    var touchUps = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addAction(Action { [weak self] _ in self?.primaryActions += 1 }, for: .primaryActionTriggered)
        addAction(Action { [weak self] _ in self?.touchUps += 1 }, for: .touchUpInside)
    }
}

/// An adjustable control, as a page control or a slider.
@MainActor
final class Stepper: Control {
    var value = 0
    override var accessibilityTraits: AccessibilityTraits {
        get { .adjustable }
        set {}
    }
    override func accessibilityIncrement() { value += 1 }
    override func accessibilityDecrement() { value -= 1 }
}

private func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

@MainActor
@Suite struct FocusTests {
    private func makeWindow() -> (HeadlessWindow, ViewController) {
        let host = HeadlessWindow(size: Size(width: 300, height: 200))
        let controller = ViewController()
        host.rootViewController = controller
        return (host, controller)
    }

    @Test func tabFollowsReadingOrderAndShiftTabGoesBack() {
        let (host, controller) = makeWindow()
        let first = Swatch(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let plain = View(frame: Rect(x: 60, y: 10, width: 40, height: 40))
        let group = View(frame: Rect(x: 0, y: 60, width: 300, height: 100))
        let second = CountingButton(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let third = Swatch(frame: Rect(x: 60, y: 10, width: 40, height: 40))
        controller.view.addSubview(first)
        controller.view.addSubview(plain)
        controller.view.addSubview(group)
        group.addSubview(second)
        group.addSubview(third)
        let focus = host.window.focusSystem
        #expect(ids(focus.focusOrder()) == ids([first, second, third]))
        #expect(focus.focusedItem == nil)
        var visited: [View] = []
        for _ in 0..<4 {
            #expect(host.press(.tab))
            if let item = focus.focusedItem { visited.append(item) }
        }
        #expect(ids(visited) == ids([first, second, third, first]))
        #expect(host.press(.tab, modifiers: .shift))
        #expect(focus.focusedItem === third)
        #expect(third.isFocused && !first.isFocused)
    }

    @Test func anAccessibilityElementsListSetsTheOrder() {
        let (host, controller) = makeWindow()
        let left = Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let right = Swatch(frame: Rect(x: 50, y: 0, width: 40, height: 40))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        controller.view.accessibilityElements = [right, left]
        #expect(ids(host.window.focusSystem.focusOrder()) == ids([right, left]))
    }

    @Test func hiddenAndDisabledViewsAreSkipped() {
        let (host, controller) = makeWindow()
        let hidden = Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        hidden.isHidden = true
        let disabled = CountingButton(frame: Rect(x: 50, y: 0, width: 40, height: 40))
        disabled.isEnabled = false
        let shown = Swatch(frame: Rect(x: 100, y: 0, width: 40, height: 40))
        controller.view.addSubview(hidden)
        controller.view.addSubview(disabled)
        controller.view.addSubview(shown)
        #expect(ids(host.window.focusSystem.focusOrder()) == ids([shown]))
    }

    @Test func withNothingFocusableTabTravelsTheResponderChain() {
        let (host, controller) = makeWindow()
        controller.view.addSubview(View(frame: Rect(x: 0, y: 0, width: 40, height: 40)))
        #expect(!host.press(.tab))
        #expect(host.window.focusSystem.focusedItem == nil)
    }

    @Test func didUpdateFocusIsCalledOnBothViews() {
        let (host, controller) = makeWindow()
        let first = Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let second = Swatch(frame: Rect(x: 50, y: 0, width: 40, height: 40))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        host.window.focusSystem.requestFocusUpdate(to: first)
        host.press(.tab)
        #expect(first.updates.count == 2)
        #expect(first.updates.last?.previous === first && first.updates.last?.next === second)
        #expect(second.updates.count == 1)
    }

    @Test func returnAndSpaceActivateTheFocusedControl() {
        let (host, controller) = makeWindow()
        let button = CountingButton(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(button)
        #expect(!host.press(.enter))  // nothing focused: Return is an ordinary key
        host.press(.tab)
        #expect(host.press(.enter))
        #expect(host.press(.space))
        #expect(button.primaryActions == 2)
        #expect(button.touchUps == 2)
    }

    @Test func arrowsAdjustAFocusedAdjustableControl() {
        let (host, controller) = makeWindow()
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let button = CountingButton(frame: Rect(x: 50, y: 0, width: 40, height: 40))
        controller.view.addSubview(stepper)
        controller.view.addSubview(button)
        host.press(.tab)
        #expect(host.press(.rightArrow))
        #expect(host.press(.upArrow))
        #expect(host.press(.downArrow))
        #expect(stepper.value == 1)
        host.press(.tab)
        #expect(!host.press(.rightArrow))  // a button does not take the arrows
    }

    @Test func aTouchRemovesFocusAndTheRingFollowsTheView() {
        let (host, controller) = makeWindow()
        let swatch = Swatch(frame: Rect(x: 20, y: 30, width: 40, height: 40))
        controller.view.addSubview(swatch)
        #expect(host.window.layerTree().sublayers.count == 1)
        host.press(.tab)
        let ring = host.window.layerTree().sublayers.last
        #expect(host.window.layerTree().sublayers.count == 2)
        #expect(ring?.frame == Rect(x: 16, y: 26, width: 48, height: 48))
        swatch.frame.origin = Point(x: 100, y: 100)
        #expect(host.window.layerTree().sublayers.last?.frame == Rect(x: 96, y: 96, width: 48, height: 48))
        swatch.removeFromSuperview()
        #expect(host.window.layerTree().sublayers.count == 1)
        host.window.update()
        #expect(swatch.updates.last?.next == nil)
        controller.view.addSubview(swatch)
        host.press(.tab)
        host.tap(at: Point(x: 250, y: 150))
        #expect(host.window.focusSystem.focusedItem == nil)
    }

    @Test func focusStaysInTheAreaWhenTheFocusedViewGoes() {
        let (host, controller) = makeWindow()
        let outside = Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let pages = View(frame: Rect(x: 0, y: 50, width: 300, height: 150))
        let page = Swatch(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(outside)
        controller.view.addSubview(pages)
        pages.addSubview(page)
        host.window.focusSystem.requestFocusUpdate(to: page)
        // A page turn: the shown page is replaced by the next one in the same container.
        let next = Swatch(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        page.removeFromSuperview()
        pages.addSubview(next)
        host.window.update()
        #expect(host.window.focusSystem.focusedItem === next)
        #expect(next.updates.first?.previous === page)
    }

    @Test func viewsOffScreenAreNotTabStops() {
        let (host, controller) = makeWindow()
        let shown = Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let scrolledAway = Swatch(frame: Rect(x: 0, y: 400, width: 40, height: 40))
        controller.view.addSubview(shown)
        controller.view.addSubview(scrolledAway)
        #expect(ids(host.window.focusSystem.focusOrder()) == ids([shown]))
    }

    @Test func buildingAFrameMovesNoFocusTheWindowsUpdateDoes() {
        let (host, controller) = makeWindow()
        let pages = View(frame: Rect(x: 0, y: 50, width: 300, height: 150))
        let page = Swatch(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(pages)
        pages.addSubview(page)
        host.window.focusSystem.requestFocusUpdate(to: page)
        let next = Swatch(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        page.removeFromSuperview()
        pages.addSubview(next)
        _ = host.window.layerTree()
        #expect(next.updates.isEmpty)
        #expect(!host.window.needsUpdate)
        host.window.update()
        #expect(next.updates.count == 1)
        #expect(host.window.needsUpdate)
    }
}
