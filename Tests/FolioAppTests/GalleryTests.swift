import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

@MainActor
@Suite struct GalleryTests {
    func makeGallery() -> (HeadlessWindow, GalleryViewController) {
        let host = HeadlessWindow(size: GalleryViewController.preferredSize)
        host.window.textMeasurer = PangoTextMeasurer()
        let gallery = GalleryViewController()
        host.rootViewController = gallery
        host.settle()
        return (host, gallery)
    }

    @Test func opensOnTheMenu() {
        let (_, gallery) = makeGallery()
        #expect(gallery.selectedIndex == nil)
        #expect(gallery.stateDescription == "screen=menu")
        #expect(gallery.current is GalleryMenuViewController)
    }

    @Test func numberKeysOpenScreensAndEscapeComesBack() throws {
        let (host, gallery) = makeGallery()
        try #require(!gallery.screens.isEmpty)
        #expect(host.press(.character("1")))
        host.settle()
        #expect(gallery.selectedIndex == 0)
        #expect(gallery.stateDescription.hasPrefix("screen=\(gallery.screens[0].id)"))
        #expect(host.press(.escape))
        #expect(gallery.selectedIndex == nil)
        // On the menu Escape is not handled, which is what closes the window.
        #expect(!host.press(.escape))
    }

    @Test func everyScreenIncludingTheNavigationPatternsOpensAndDraws() throws {
        let (host, gallery) = makeGallery()
        let ids = gallery.screens.map(\.id)
        for id in ["navigation-stack", "swipe-container", "tabs", "modal", "nested"] {
            #expect(ids.contains(id), "the gallery lists \(id)")
        }
        let menu = host.render()
        for index in gallery.screens.indices {
            gallery.select(index)
            host.settle()
            #expect(gallery.selectedIndex == index)
            #expect(!(gallery.current is MessageViewController), "\(gallery.screens[index].id) opened")
            #expect(host.render() != menu, "\(gallery.screens[index].id) shows something")
        }
    }

    @Test func switchingScreensTakesDownAModalTheScreenPresented() throws {
        let (host, gallery) = makeGallery()
        let index = try #require(gallery.screens.firstIndex { $0.id == "modal" })
        gallery.select(index)
        host.settle()
        let card = try #require(gallery.current)
        try card.present(ViewController(), animated: false)
        #expect(gallery.presentedViewController != nil)
        gallery.select(nil)
        host.settle()
        #expect(gallery.presentedViewController == nil)
        #expect(gallery.stateDescription == "screen=menu")
    }

    @Test func tabCyclesThroughMenuAndScreens() {
        let (host, gallery) = makeGallery()
        var seen: [Int?] = []
        for _ in 0...gallery.screens.count {
            host.press(.tab)
            seen.append(gallery.selectedIndex)
        }
        #expect(seen == Array(gallery.screens.indices) + [nil])
    }

    @Test func tappingAMenuRowOpensItsScreen() throws {
        let (host, gallery) = makeGallery()
        let menu = try #require(gallery.current?.view as? GalleryMenuView)
        let row = menu.rowFrame(0)
        host.tap(at: menu.convert(row.center, to: host.window))
        host.settle()
        #expect(gallery.selectedIndex == 0)
    }

    @Test func tappingTheMenuTabGoesBack() {
        let (host, gallery) = makeGallery()
        host.press(.character("1"))
        host.settle()
        host.tap(at: Point(x: 20, y: 20))
        host.settle()
        #expect(gallery.selectedIndex == nil)
    }

    @Test func switchingScreensKeepsOneChild() {
        let (host, gallery) = makeGallery()
        for _ in 0..<5 {
            host.press(.tab)
            host.settle()
        }
        #expect(gallery.children.count == 1)
        #expect(gallery.children.first === gallery.current)
    }
}
