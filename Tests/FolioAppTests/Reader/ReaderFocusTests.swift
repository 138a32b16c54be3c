import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The reader without a pointer: Tab reaches the page, the arrows still turn, and the focus
/// ring goes with the reader to the page it turns to.
@MainActor
@Suite struct ReaderFocusTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("book.pdf")
        try LabelledPDF.write(pages: (1...4).map { "Page \($0)" }, labels: [], to: path)
    }

    func open() throws -> (ReaderViewController, HeadlessWindow) {
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 480, height: 640))
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    @Test func tabReachesTheShownPageAndFocusFollowsATurn() throws {
        let (reader, host) = try open()
        #expect(host.window.focusSystem.focusedItem == nil)
        #expect(host.press(.tab))
        let page = try #require(host.window.focusSystem.focusedItem as? BookPageView)
        #expect(page.index == 0)
        #expect(host.press(.rightArrow), "the arrows still turn pages with the page focused")
        host.settle()
        #expect(reader.currentIndex == 1)
        _ = host.window.layerTree()
        let turnedTo = try #require(host.window.focusSystem.focusedItem as? BookPageView)
        #expect(turnedTo.index == 1)
    }

    @Test func theRingIsDrawnAroundTheFocusedPage() throws {
        let (_, host) = try open()
        let before = host.window.layerTree().sublayers.count
        host.press(.tab)
        let tree = host.window.layerTree()
        #expect(tree.sublayers.count == before + 1)
        let page = try #require(host.window.focusSystem.focusedItem)
        let ring = try #require(tree.sublayers.last)
        #expect(ring.frame.contains(page.convert(page.bounds, to: host.window)))
    }
}
