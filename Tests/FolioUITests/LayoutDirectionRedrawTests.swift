import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Drawn content follows the layout direction: when it flips (the window's, or a view's forced
/// one), every drawing view publishes a new content version, so renderers redraw it — natural
/// text alignment, bar items and page dots land on the right side without each view tracking
/// the direction it last drew with.
@MainActor
@Suite struct LayoutDirectionRedrawTests {
    private func drawnVersion(in window: Window) -> Int? {
        func find(_ node: LayerNode) -> Int? {
            if case .drawing(_, let version)? = node.content { return version }
            return node.sublayers.lazy.compactMap(find).first
        }
        return find(window.layerTree())
    }

    @Test func flippingTheWindowsDirectionRedrawsDrawnContent() {
        let window = Window(size: Size(width: 200, height: 40), clock: ManualClock())
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Folio"
        window.addSubview(label)
        let leftToRight = drawnVersion(in: window)
        #expect(leftToRight != nil)
        #expect(drawnVersion(in: window) == leftToRight)
        window.userInterfaceLayoutDirection = .rightToLeft
        let rightToLeft = drawnVersion(in: window)
        #expect(rightToLeft != leftToRight)
        window.userInterfaceLayoutDirection = .leftToRight
        #expect(drawnVersion(in: window) != rightToLeft)
    }

    @Test func forcingADirectionOnAViewRedrawsIt() {
        let window = Window(size: Size(width: 200, height: 40), clock: ManualClock())
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Folio"
        window.addSubview(label)
        let before = drawnVersion(in: window)
        label.semanticContentAttribute = .forceRightToLeft
        #expect(drawnVersion(in: window) != before)
        // Forcing the direction it already has changes nothing.
        let forced = drawnVersion(in: window)
        window.userInterfaceLayoutDirection = .rightToLeft
        #expect(drawnVersion(in: window) == forced)
    }
}
