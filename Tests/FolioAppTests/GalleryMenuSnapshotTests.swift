import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

/// The gallery's menu in the default window and in a narrow one: every entry with its key,
/// tabs on one line each (references in `__Snapshots__/GalleryMenuSnapshotTests`).
@MainActor
@Suite struct GalleryMenuSnapshotTests {
    private func render(_ size: Size) -> Bitmap {
        let host = HeadlessWindow(size: size)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = GalleryViewController()
        host.settle()
        return host.render(background: .white)
    }

    @Test func menuAt1000x720() {
        assertSnapshot(of: render(Size(width: 1000, height: 720)))
    }

    @Test func menuAt420x700() {
        assertSnapshot(of: render(Size(width: 420, height: 700)))
    }

    /// Scrolled to the end: the last entries (letters for keys) come into view.
    @Test func menuAt420x700ScrolledToTheEnd() throws {
        let host = HeadlessWindow(size: Size(width: 420, height: 700))
        host.window.textMeasurer = PangoTextMeasurer()
        let gallery = GalleryViewController()
        host.rootViewController = gallery
        host.settle()
        #expect(host.press(.end))
        host.settle()
        assertSnapshot(of: host.render(background: .white))
    }

    /// The tab strip alone at 400 points with "Right to left" open: the other screens show
    /// their keys, "Menu" and the open screen their titles.
    @Test func tabStripAt400WithAScreenOpen() throws {
        let size = Size(width: 400, height: 700)
        let host = HeadlessWindow(size: size)
        host.window.textMeasurer = PangoTextMeasurer()
        let gallery = GalleryViewController()
        host.rootViewController = gallery
        host.settle()
        let index = try #require(gallery.screens.firstIndex { $0.id == "right-to-left" })
        gallery.select(index)
        host.settle()
        let full = host.render(background: .white)
        let rows = Int(GalleryViewController.tabStripHeight)
        var strip = Bitmap(width: full.width, height: rows)
        strip.pixels = Array(full.pixels[0..<(full.width * rows)])
        assertSnapshot(of: strip)
    }
}
