import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@Suite @MainActor struct FocusRingSnapshotTests {
    /// A plain control with a visible face, so the ring can be seen around it.
    final class Tile: Control {
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            backgroundColor = Color(rgb: 0xD8DEE6)
            cornerRadius = 8
        }
    }

    @Test func ringSurroundsTheFocusedControlAndFollowsFocus() {
        let host = HeadlessWindow(size: Size(width: 240, height: 100))
        let controller = ViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        let first = Tile(frame: Rect(x: 20, y: 30, width: 80, height: 40))
        let second = Tile(frame: Rect(x: 140, y: 30, width: 80, height: 40))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        let compositor = Compositor()
        host.press(.tab)
        assertSnapshot(of: compositor.render(host.window.layerTree(), width: 240, height: 100), named: "first")
        host.press(.tab)
        assertSnapshot(of: compositor.render(host.window.layerTree(), width: 240, height: 100), named: "second")
    }
}
