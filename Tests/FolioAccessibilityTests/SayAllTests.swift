import FolioCore
import FolioUI
import Testing

@testable import FolioAccessibility

/// A say-all reads a page to its end and the page turns, as VoiceOver turns an element's
/// with the "causes page turn" trait.
@MainActor
@Suite struct SayAllTests {
    private final class Page: View, AccessibilityReadingContent {
        func accessibilityPageContent() -> String? { "One. Two." }
    }

    /// Stands for a page view controller's view: records the scrolls that reach it.
    private final class Book: View, AccessibilityAction {
        var scrolls: [AccessibilityScrollDirection] = []
        func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
            scrolls.append(direction)
            return true
        }
    }

    private func textNode(turnsPage: Bool) -> AtspiServer {
        let server = AtspiServer(applicationName: "folio", wake: {})
        var node = AccessibleNode(id: 2, parent: 1, role: .documentText, name: "Page 1")
        node.text = "One. Two."
        node.turnsPageAtEnd = turnsPage
        server.state.withLock { $0.snapshot.nodes[2] = node }
        return server
    }

    /// Calls a Text method on node 2 with two numbers, as a client does.
    private func call(_ server: AtspiServer, _ method: String, _ offset: Int32, _ unit: UInt32 = 3) throws {
        let arguments = GVariantValue.tuple([GVariantValue.int32(offset), GVariantValue.uint32(unit)])
        defer { GVariantValue.release(arguments) }
        let reply = try server.reply(
            interface: "org.a11y.atspi.Text", method: method, path: AccessibleSnapshot.path(of: 2),
            arguments: arguments)
        GVariantValue.release(reply)
    }

    @Test func readingPastTheLastSentenceAsksForTheNextPage() throws {
        let server = textNode(turnsPage: true)
        try call(server, "GetTextAtOffset", 0)
        try call(server, "GetTextAtOffset", 5)
        #expect(server.takeRequests().isEmpty)
        try call(server, "GetTextAtOffset", 9)
        #expect(server.takeRequests() == [.readToEnd(id: 2)])
    }

    @Test func movingTheCaretIsAnEventAndToTheEndTurnsThePage() throws {
        let server = textNode(turnsPage: true)
        try call(server, "SetCaretOffset", 5)
        #expect(server.takeRequests() == [.moveCaret(5, id: 2)])
        try call(server, "SetCaretOffset", 40)
        #expect(server.takeRequests() == [.moveCaret(9, id: 2), .readToEnd(id: 2)])
        #expect(server.read { $0.carets[2] } == 9)
    }

    @Test func textThatDoesNotCausePageTurnsIsReadToItsEndWithoutOne() throws {
        let server = textNode(turnsPage: false)
        try call(server, "GetTextAtOffset", 9)
        try call(server, "GetStringAtOffset", 9, 2)
        #expect(server.takeRequests().isEmpty)
    }

    @Test func aPageReadToItsEndIsScrolledByTheViewItIsInOnce() {
        let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
        window.makeKeyAndVisible()
        let book = Book(frame: window.bounds)
        let page = Page(frame: book.bounds)
        page.isAccessibilityElement = true
        page.accessibilityTraits = [.staticText, .causesPageTurn]
        book.addSubview(page)
        window.addSubview(book)
        let bridge = AccessibilityBridge(
            window: window, applicationName: "folio",
            host: .init(title: { "Reader" }, windowOrigin: { .zero }, wake: {}), environment: ["NO_AT_BRIDGE": "1"])
        let snapshot = bridge.builder.build(window: window, title: "Reader", applicationName: "folio", origin: .zero)
        let id = snapshot.nodes[1]?.children.first ?? -1
        #expect(snapshot.nodes[id]?.turnsPageAtEnd == true)
        bridge.perform(.readToEnd(id: id))
        bridge.perform(.readToEnd(id: id))
        #expect(book.scrolls == [.next])
    }

    /// A window holding a book with one page, and a bridge on it with no bus.
    private func shownBook() -> (Window, Book, Page, AccessibilityBridge) {
        let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
        window.makeKeyAndVisible()
        let book = Book(frame: window.bounds)
        let page = Page(frame: book.bounds)
        page.isAccessibilityElement = true
        page.accessibilityTraits = [.staticText, .causesPageTurn]
        book.addSubview(page)
        window.addSubview(book)
        let bridge = AccessibilityBridge(
            window: window, applicationName: "folio",
            host: .init(title: { "Reader" }, windowOrigin: { .zero }, wake: {}), environment: ["NO_AT_BRIDGE": "1"])
        return (window, book, page, bridge)
    }

    /// Whether a pass of the bridge read the tree: it replaces the published snapshot.
    private func passReadsTheTree(_ bridge: AccessibilityBridge) -> Bool {
        bridge.server.state.withLock { $0.snapshot = AccessibleSnapshot() }
        bridge.pass()
        return bridge.server.read { !$0.snapshot.nodes.isEmpty }
    }

    @Test func aCaretMovingThroughASayAllDoesNotReadTheTree() {
        let (window, _, _, bridge) = shownBook()
        _ = window.layerTree()
        #expect(passReadsTheTree(bridge))
        let id = bridge.server.read { $0.snapshot.nodes[1]?.children.first } ?? -1
        #expect(!passReadsTheTree(bridge))
        bridge.server.enqueue(.moveCaret(5, id: id))
        #expect(!passReadsTheTree(bridge))
        bridge.server.enqueue(.grabFocus(id: id))
        #expect(passReadsTheTree(bridge))
    }

    @Test func aPageReadAgainAfterTurningBackToItTurnsAgain() {
        let (window, book, page, bridge) = shownBook()
        bridge.pass()
        let id = bridge.server.read { $0.snapshot.nodes[1]?.children.first } ?? -1
        bridge.perform(.readToEnd(id: id))
        // The page turned away, then back (Left), and is read to its end again.
        page.removeFromSuperview()
        _ = window.layerTree()
        bridge.pass()
        book.addSubview(page)
        _ = window.layerTree()
        bridge.pass()
        bridge.perform(.readToEnd(id: id))
        #expect(book.scrolls == [.next, .next])
    }
}
