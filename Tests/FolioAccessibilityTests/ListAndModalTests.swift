import FolioCore
import FolioUI
import Testing

@testable import FolioAccessibility

/// A view whose `accessibilityContainerType` is `.list` is a list and its buttons are its
/// items; a view with `accessibilityViewIsModal` hides its siblings; a page's character
/// boxes travel with its text.
@MainActor
@Suite struct ListAndModalTests {
    private final class Page: View, AccessibilityReadingContent {
        func accessibilityPageContent() -> String? { "Hi" }
        func accessibilityCharacterFrames() -> [Rect]? {
            [Rect(x: 10, y: 10, width: 8, height: 20), Rect(x: 18, y: 10, width: 4, height: 20)]
        }
    }

    private func window() -> Window {
        let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
        window.makeKeyAndVisible()
        return window
    }

    private func build(_ window: Window) -> AccessibleSnapshot {
        AccessibleTreeBuilder().build(window: window, title: "Reader", applicationName: "folio", origin: .zero)
    }

    private func item(_ title: String, y: Double) -> View {
        let row = Control(frame: Rect(x: 0, y: y, width: 200, height: 30))
        row.isAccessibilityElement = true
        row.accessibilityLabel = title
        row.accessibilityTraits = [.button]
        return row
    }

    @Test func aListsButtonsAreItsItems() throws {
        let window = window()
        let list = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Contents"
        list.addSubview(item("One", y: 0))
        list.addSubview(item("Two", y: 30))
        window.addSubview(list)
        let snapshot = build(window)
        let listNode = try #require(snapshot.nodes.values.first { $0.role == .list })
        #expect(listNode.name == "Contents")
        let items = listNode.children.compactMap { snapshot.nodes[$0] }
        #expect(items.map(\.role) == [.listItem, .listItem])
        #expect(items.map(\.name) == ["One", "Two"])
        #expect(items.allSatisfy { $0.actions == [.click] && $0.states.contains(.focusable) })
    }

    @Test func aModalViewHidesItsSiblings() {
        let window = window()
        window.addSubview(item("Behind", y: 0))
        let dialog = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        dialog.accessibilityViewIsModal = true
        dialog.addSubview(item("Cancel", y: 200))
        window.addSubview(dialog)
        #expect(build(window).nodes.values.filter { $0.role == .pushButton }.map(\.name) == ["Cancel"])
        dialog.isHidden = true
        #expect(build(window).nodes.values.filter { $0.role == .pushButton }.map(\.name) == ["Behind"])
    }

    @Test func aPagesCharacterBoxesAreKeptWithItsFrame() throws {
        let window = window()
        let page = Page(frame: Rect(x: 50, y: 40, width: 100, height: 100))
        page.isAccessibilityElement = true
        window.addSubview(page)
        let node = try #require(build(window).nodes.values.first { $0.role == .documentText })
        let frames = try #require(node.characterFrames)
        #expect(frames.box(at: 1) == Rect(x: 68, y: 50, width: 4, height: 20))
        #expect(frames.index(at: Point(x: 62, y: 60)) == 0)
    }
}
