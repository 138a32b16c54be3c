import FolioCore
import FolioTesting
import FolioUI
import Testing

/// PhotoScroller's centring scroll view, ported: it overrides `frame` to keep its content
/// centred, and counts on the system's resizes going through that setter.
@MainActor
private final class CenteringScrollView: ScrollView {
    var framesSeen: [Rect] = []

    override var frame: Rect {
        get { super.frame }
        set {
            super.frame = newValue
            framesSeen.append(newValue)
        }
    }
}

@MainActor
@Suite struct FrameSetterPortingTests {
    @Test func autoresizingGoesThroughAnOverriddenFrameSetter() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let root = ViewController()
        let scrollView = CenteringScrollView(frame: root.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(scrollView)
        host.rootViewController = root
        scrollView.framesSeen = []
        host.resize(to: Size(width: 300, height: 400))
        #expect(scrollView.framesSeen.last == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func anObservedFrameSeesAFlexibleMarginMove() {
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let badge = CenteringScrollView(frame: Rect(x: 150, y: 0, width: 50, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(badge)
        container.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        #expect(badge.framesSeen == [Rect(x: 250, y: 0, width: 50, height: 20)])
    }
}
