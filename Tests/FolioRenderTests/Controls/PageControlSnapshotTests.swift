import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct PageControlSnapshotTests {
    /// A 240×40 white window with a page control across it, rendered at 2× after settling.
    private func render(pages: Int, current: Int, configure: (PageControl) -> Void = { _ in }) -> Bitmap {
        let host = HeadlessWindow(size: Size(width: 240, height: 40))
        let root = ViewController()
        host.rootViewController = root
        root.view.backgroundColor = .white
        let control = PageControl(frame: Rect(x: 0, y: 7, width: 240, height: 26))
        control.numberOfPages = pages
        configure(control)
        root.view.addSubview(control)
        control.currentPage = current
        host.settle()
        return Compositor().render(host.layerTree(), width: 480, height: 80, scale: 2, background: .white)
    }

    @Test func fivePages() {
        assertSnapshot(of: render(pages: 5, current: 2))
    }

    @Test func sixtyPagesShrinkAtTheEdgesAndStayInside() {
        assertSnapshot(of: render(pages: 60, current: 30))
    }

    @Test func sixtyPagesAtTheStart() {
        assertSnapshot(of: render(pages: 60, current: 0))
    }

    @Test func tintedRightToLeft() {
        assertSnapshot(
            of: render(pages: 5, current: 1) { control in
                control.direction = .rightToLeft
                control.pageIndicatorTintColor = Color(rgb: 0x007AFF, alpha: 0.3)
                control.currentPageIndicatorTintColor = .systemBlue
            })
    }
}
