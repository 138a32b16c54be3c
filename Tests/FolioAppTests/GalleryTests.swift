import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

@MainActor
@Suite struct GalleryTests {
    func makeGallery(size: Size = GalleryViewController.preferredSize) -> (HeadlessWindow, GalleryViewController) {
        let host = HeadlessWindow(size: size)
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

    @Test func controlPageDownCyclesThroughMenuAndScreens() {
        let (host, gallery) = makeGallery()
        var seen: [Int?] = []
        for _ in 0...gallery.screens.count {
            host.press(.pageDown, modifiers: .control)
            seen.append(gallery.selectedIndex)
        }
        #expect(seen == Array(gallery.screens.indices) + [nil])
    }

    @Test func tappingAMenuRowOpensItsScreen() throws {
        let (host, gallery) = makeGallery()
        let menu = try #require((gallery.current as? GalleryMenuViewController)?.menuView)
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
            host.press(.pageDown, modifiers: .control)
            host.settle()
        }
        #expect(gallery.children.count == 1)
        #expect(gallery.children.first === gallery.current)
    }

    @Test func everyScreenHasAKeyAndTheKeyOpensIt() throws {
        let (host, gallery) = makeGallery()
        try #require(gallery.screens.count > 9, "the catalog has screens past 9, which need letters")
        for index in gallery.screens.indices {
            let key = try #require(GalleryKeys.key(forScreen: index), "screen \(index) has a key")
            gallery.select(nil)
            host.settle()
            #expect(host.press(.character(key)))
            #expect(gallery.selectedIndex == index, "\(key) opens \(gallery.screens[index].id)")
        }
    }

    @Test(arguments: [(1, "1"), (9, "1–9"), (10, "1–9, then a"), (12, "1–9, then a–c"), (40, "1–9, then a–z")])
    func theMenuHintNamesTheKeys(count: Int, summary: String) {
        #expect(GalleryKeys.summary(count: count) == summary)
    }

    @Test func keysAreDigitsThenLettersAndNothingElseOpensAScreen() {
        #expect((0..<12).compactMap { GalleryKeys.key(forScreen: $0) } == Array("123456789abc"))
        #expect(GalleryKeys.screen(forKey: "c", count: 12) == 11)
        #expect(GalleryKeys.screen(forKey: "d", count: 12) == nil)
        #expect(GalleryKeys.screen(forKey: "0", count: 12) == nil)
        #expect(GalleryKeys.screen(forKey: "A", count: 12) == nil)
        #expect(GalleryKeys.key(forScreen: 35) == nil)
    }

    func menu(of gallery: GalleryViewController) throws -> GalleryMenuViewController {
        try #require(gallery.current as? GalleryMenuViewController)
    }

    @Test(arguments: [Size(width: 1000, height: 720), Size(width: 420, height: 700)])
    func theMenuIsTallerThanTheWindowAndScrollsToItsLastRow(size: Size) throws {
        let (host, gallery) = makeGallery(size: size)
        let menu = try menu(of: gallery)
        let last = menu.menuView.rowFrame(gallery.screens.count - 1)
        #expect(menu.scrollView.contentSize.height >= last.maxY)
        #expect(last.maxY > menu.scrollView.bounds.height, "the list does not fit, so it must scroll")
        #expect(host.press(.end))
        host.settle()
        let bottom = menu.scrollView.contentOffset.y + menu.scrollView.bounds.height
        #expect(bottom >= last.maxY)
        // The last row, now in view, opens its screen.
        host.tap(at: menu.menuView.convert(last.center, to: host.window))
        host.settle()
        #expect(gallery.selectedIndex == gallery.screens.count - 1)
    }

    @Test func theWheelTheArrowKeysAndADragScrollTheMenu() throws {
        let (host, gallery) = makeGallery()
        let menu = try menu(of: gallery)
        #expect(host.scroll(delta: Point(x: 0, y: 60), at: Point(x: 500, y: 400)))
        host.settle()
        #expect(menu.scrollView.contentOffset.y == 60)
        #expect(host.press(.downArrow))
        host.settle()
        #expect(menu.scrollView.contentOffset.y > 60)
        #expect(host.press(.home))
        host.settle()
        #expect(menu.scrollView.contentOffset.y == 0)
        host.drag(from: Point(x: 500, y: 600), to: Point(x: 500, y: 450), duration: 0.5)
        host.settle()
        #expect(menu.scrollView.contentOffset.y > 100)
        #expect(gallery.selectedIndex == nil, "a drag is not a tap")
        // Keys the menu does not use still reach the gallery.
        #expect(host.press(.character("2")))
        #expect(gallery.selectedIndex == 1)
    }

    @Test(arguments: [400.0, 420.0, 640.0, 1000.0, 1280.0])
    func tabLabelsStayOnOneLineAndMenuStaysWhole(width: Double) throws {
        let (host, gallery) = makeGallery(size: Size(width: width, height: 700))
        let strip = try #require(gallery.view.subviews.first as? GalleryTabStrip)
        let measurer = PangoTextMeasurer()
        for selected in [0, 4, 6] {
            strip.selectedIndex = selected
            host.settle()
            let layout = strip.layout
            #expect(layout.tabs.count == gallery.screens.count + 1)
            #expect(layout.tabs.first?.label == "Menu")
            #expect(abs((layout.tabs.last?.frame.maxX ?? 0) - width) < 1e-6, "the tabs fill the strip")
            for (index, tab) in layout.tabs.enumerated() {
                let key = index == 0 ? nil : GalleryKeys.key(forScreen: index - 1)
                let full = GalleryTabLayout.label(title: strip.titles[index], key: key)
                // Whole, or only the key; never a fragment of a word on its own line.
                #expect(tab.label == full || (tab.isCompact && tab.label == key.map { String($0) }))
                #expect(tab.fontSize >= 12, "legible")
                let style = TextStyle(
                    font: Font(family: "Sans", size: tab.fontSize, weight: index == selected ? .bold : .medium))
                let needed = measurer.size(of: tab.label, style: style, maxWidth: nil).width
                if index == 0 || tab.isCompact || width >= 1000 {
                    #expect(needed <= tab.frame.width - GalleryTabLayout.padding / 2, "\(tab.label) fits at \(width)")
                }
            }
            // The selected tab shows its title, not only its key.
            #expect(layout.tabs[selected].isCompact == false)
        }
    }
}
