import FolioCore
import FolioUI
import Testing

@testable import FolioAccessibility

@MainActor
@Suite struct AccessibleTreeBuilderTests {
    private final class Strip: View, AccessibilityContainer {
        lazy var tabs: [AccessibilityElement] = ["One", "Two"].enumerated().map { index, title in
            let element = AccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = title
            element.accessibilityTraits = index == 0 ? [.button, .selected] : [.button]
            element.accessibilityFrameInContainerSpace = Rect(x: Double(index) * 50, y: 0, width: 50, height: 20)
            return element
        }

        func accessibilityElementCount() -> Int { tabs.count }
        func accessibilityElement(at index: Int) -> Any? { tabs.indices.contains(index) ? tabs[index] : nil }
    }

    private final class Page: View, AccessibilityReadingContent {
        var content = "First line.\nSecond line."
        func accessibilityPageContent() -> String? { content }
    }

    private func window() -> Window {
        let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
        window.makeKeyAndVisible()
        return window
    }

    private func build(_ builder: AccessibleTreeBuilder, _ window: Window) -> AccessibleSnapshot {
        builder.build(window: window, title: "Reader", applicationName: "folio", origin: Point(x: 100, y: 50))
    }

    @Test func applicationHoldsTheWindowWhichHoldsTheElements() {
        let window = window()
        let button = View(frame: Rect(x: 10, y: 20, width: 80, height: 30))
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Open"
        button.accessibilityTraits = [.button]
        window.addSubview(button)
        let snapshot = build(AccessibleTreeBuilder(), window)
        #expect(snapshot.nodes[0]?.role == .application)
        #expect(snapshot.nodes[0]?.children == [1])
        #expect(snapshot.nodes[1]?.role == .frame)
        #expect(snapshot.nodes[1]?.name == "Reader")
        let id = snapshot.nodes[1]?.children.first ?? -1
        #expect(snapshot.nodes[id]?.role == .pushButton)
        #expect(snapshot.nodes[id]?.name == "Open")
        #expect(snapshot.nodes[id]?.actions == [.click])
        #expect(snapshot.nodes[id]?.states.contains(.showing) == true)
        let screen = snapshot.extents(of: id, coordType: 0)
        #expect(screen.x == 110 && screen.y == 70 && screen.width == 80 && screen.height == 30)
    }

    @Test func containerListsItsElementsAsTabsOfATabList() {
        let window = window()
        let strip = Strip(frame: Rect(x: 0, y: 100, width: 100, height: 20))
        strip.accessibilityTraits = [.tabBar]
        window.addSubview(strip)
        let snapshot = build(AccessibleTreeBuilder(), window)
        let list = snapshot.nodes[1]?.children.first.flatMap { snapshot.nodes[$0] }
        #expect(list?.role == .pageTabList)
        let tabs = (list?.children ?? []).compactMap { snapshot.nodes[$0] }
        #expect(tabs.map(\.name) == ["One", "Two"])
        #expect(tabs.map(\.role) == [.pageTab, .pageTab])
        #expect(tabs.map { $0.states.contains(.selected) } == [true, false])
        #expect(tabs.last?.frame == Rect(x: 50, y: 100, width: 50, height: 20))
    }

    @Test func uikitsElementsArrayIsVisitedInItsOrderInsteadOfTheSubviews() {
        let window = window()
        let list = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let labels = ["First", "Second", "Left out"].map { name -> View in
            let label = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
            label.isAccessibilityElement = true
            label.accessibilityLabel = name
            list.addSubview(label)
            return label
        }
        let extra = AccessibilityElement(accessibilityContainer: list)
        extra.accessibilityLabel = "Extra"
        list.accessibilityElements = [labels[1], extra, labels[0]]
        window.addSubview(list)
        let snapshot = build(AccessibleTreeBuilder(), window)
        let listID = snapshot.nodes[1]?.children.first ?? -1
        let names = (snapshot.nodes[listID]?.children ?? []).compactMap { snapshot.nodes[$0]?.name }
        #expect(names == ["Second", "Extra", "First"])
        #expect(list.accessibilityElementsInReadingOrder().count == 3)
    }

    @Test func hiddenViewsAndTheSubviewsOfElementsAreLeftOut() {
        let window = window()
        let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isAccessibilityElement = true
        hidden.isHidden = true
        let element = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        element.isAccessibilityElement = true
        let inner = View(frame: .zero)
        inner.isAccessibilityElement = true
        element.addSubview(inner)
        window.addSubview(hidden)
        window.addSubview(element)
        let snapshot = build(AccessibleTreeBuilder(), window)
        #expect(snapshot.nodes.count == 3)
    }

    @Test func aPageWithReadingContentIsADocumentWithText() {
        let window = window()
        let page = Page(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        page.isAccessibilityElement = true
        page.accessibilityLabel = "Page 1 of 3"
        window.addSubview(page)
        let snapshot = build(AccessibleTreeBuilder(), window)
        let node = snapshot.nodes[1]?.children.first.flatMap { snapshot.nodes[$0] }
        #expect(node?.role == .documentText)
        #expect(node?.text == "First line.\nSecond line.")
        #expect(node?.interfaces.contains("org.a11y.atspi.Text") == true)
    }

    @Test func anObjectKeepsItsNumberAndChangesBecomeEvents() {
        let window = window()
        let builder = AccessibleTreeBuilder()
        let page = Page(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        page.isAccessibilityElement = true
        window.addSubview(page)
        let before = build(builder, window)
        page.content = "Next page."
        page.frame = Rect(x: 10, y: 0, width: 200, height: 300)
        let after = build(builder, window)
        #expect(before.nodes[1]?.children == after.nodes[1]?.children)
        let id = after.nodes[1]?.children.first ?? -1
        let events = AtspiEvent.changes(from: before, to: after)
        #expect(events.map(\.member) == ["BoundsChanged", "TextChanged", "TextChanged"])
        #expect(
            events.last
                == AtspiEvent(id: id, member: "TextChanged", detail: "insert", detail2: 10, data: .string("Next page."))
        )
        page.removeFromSuperview()
        let gone = AtspiEvent.changes(from: after, to: build(builder, window))
        #expect(gone == [AtspiEvent(id: 1, member: "ChildrenChanged", detail: "remove", data: .reference(id))])
    }

    @Test func theShowingPageHasTheFocusAndIsAnnouncedWithTheWindow() {
        let window = window()
        let page = Page(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        page.isAccessibilityElement = true
        window.addSubview(page)
        let snapshot = build(AccessibleTreeBuilder(), window)
        let id = snapshot.nodes[1]?.children.first ?? -1
        #expect(snapshot.nodes[id]?.states.contains(.focused) == true)
        #expect(
            AtspiEvent.activation(of: snapshot) == [
                AtspiEvent(
                    id: 1, interface: "org.a11y.atspi.Event.Window", member: "Activate", data: .string("Reader")),
                AtspiEvent(id: id, member: "StateChanged", detail: "focused", detail1: 1),
            ])
    }

    @Test func valueNumbersComeFromTheValueText() {
        let value = AccessibleValue(text: "Page 3 of 10")
        #expect(value.current == 3 && value.minimum == 1 && value.maximum == 10)
        #expect(AccessibleValue(text: "none").current == 0)
    }

    private final class Swatch: View {
        override var canBecomeFocused: Bool { true }
    }

    @Test func tabMovesTheFocusedStateScreenReadersSee() {
        let window = window()
        let swatches = [0, 1].map { index in
            let swatch = Swatch(frame: Rect(x: Double(index) * 100, y: 0, width: 80, height: 80))
            swatch.isAccessibilityElement = true
            swatch.accessibilityLabel = "Swatch \(index)"
            window.addSubview(swatch)
            return swatch
        }
        let builder = AccessibleTreeBuilder()
        func focusedNames() -> [String] {
            build(builder, window).nodes.values.filter { $0.states.contains(.focused) }.map(\.name)
        }
        #expect(focusedNames().isEmpty)
        _ = window.sendEvent(.key(KeyEvent(key: .tab, phase: .down, timestamp: window.clock.now)))
        #expect(swatches[0].isFocused)
        #expect(focusedNames() == ["Swatch 0"])
        _ = window.sendEvent(.key(KeyEvent(key: .tab, phase: .down, timestamp: window.clock.now)))
        #expect(focusedNames() == ["Swatch 1"])
    }
}
