import FolioCore
import FolioTesting
import Testing

@testable import FolioUI

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func frameIsDerivedFromCenterAndBounds() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))
    }

    @Test func subviewOrderingOperations() {
        let parent = View()
        let a = View()
        let b = View()
        let c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.insertSubview(b, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(parent.subviews.count == 2)
    }

    @Test func addingAViewToItsOwnDescendantIsIgnored() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        // In release builds the call is ignored; debug builds assert, so only check the guard here.
        #expect(child.isDescendant(of: parent))
        #expect(!parent.isDescendant(of: child))
    }

    @Test func windowPropagatesThroughTheSubtreeWithCallbacksInOrder() {
        final class Probe: View {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: View?) { log.append("willMoveToSuperview") }
            override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        }
        let window = Window(size: Size(width: 100, height: 100), clock: ManualClock())
        let parent = View()
        let probe = Probe()
        parent.addSubview(probe)
        probe.log = []
        window.addSubview(parent)
        #expect(probe.window === window)
        #expect(probe.log == ["willMoveToWindow", "didMoveToWindow"])
        probe.log = []
        probe.removeFromSuperview()
        #expect(probe.window == nil)
        #expect(probe.log == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = View()
        let a = View()
        let b = View()
        b.tag = 7
        a.addSubview(b)
        root.addSubview(a)
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func layerTreeMirrorsTheHierarchyWithStableIDs() {
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        let card = View(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        card.backgroundColor = .red
        card.cornerRadius = 4
        host.window.addSubview(card)
        let first = host.layerTree()
        let second = host.layerTree()
        #expect(first.sublayers.count == 1)
        #expect(first.sublayers[0].id == second.sublayers[0].id)
        #expect(first.sublayers[0].frame == Rect(x: 10, y: 10, width: 50, height: 40))
        #expect(first.sublayers[0].backgroundColor == .red)
        #expect(first.sublayers[0].content == nil)
    }

    @Test func onlyDrawingViewsPublishDrawingContent() {
        final class Dial: View {
            override var drawsContent: Bool { true }
        }
        let dial = Dial(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        guard case .drawing(let drawer, let version)? = dial.layerNode().content else {
            Issue.record("expected drawing content")
            return
        }
        #expect(drawer === dial)
        dial.setNeedsDisplay()
        guard case .drawing(_, let newVersion)? = dial.layerNode().content else { return }
        #expect(newVersion != version)
    }

    @Test func groupOpacityIsPublishedAndOnByDefault() {
        let toolbar = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(toolbar.allowsGroupOpacity)
        #expect(toolbar.layerNode().allowsGroupOpacity)
        toolbar.allowsGroupOpacity = false
        #expect(!toolbar.layerNode().allowsGroupOpacity)
    }

    @Test func needsUpdateClearsAfterPublishingAndReturnsOnChange() {
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.update()
        _ = host.layerTree()
        #expect(!host.window.needsUpdate)
        view.alpha = 0.5
        #expect(host.window.needsUpdate)
    }
}
