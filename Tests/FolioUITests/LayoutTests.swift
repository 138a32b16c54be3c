import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        subviews.first?.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

@MainActor
final class LayoutLoggingController: RecordingViewController {
    var log: [String] = []
    override func viewWillLayoutSubviews() { log.append("will") }
    override func viewDidLayoutSubviews() { log.append("did") }
}

@MainActor
@Suite struct LayoutTests {
    @Test func setNeedsLayoutCoalescesIntoOnePassPerFrame() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(View())
        host.window.addSubview(view)
        host.advance(frames: 1)
        let base = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == base)
        #expect(host.window.needsUpdate)
        host.advance(frames: 1)
        #expect(view.layouts == base + 1)
        host.advance(frames: 3)
        #expect(view.layouts == base + 1)
    }

    @Test func layoutIfNeededRunsAPendingLayoutNow() {
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        view.addSubview(child)
        view.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        let count = view.layouts
        view.layoutIfNeeded()
        #expect(view.layouts == count)
        view.frame.size = Size(width: 60, height: 60)
        view.layoutIfNeeded()
        #expect(view.layouts == count + 1)
        #expect(child.frame == Rect(x: 10, y: 10, width: 40, height: 40))
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let fill = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(frame: Rect(x: 80, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        for v in [fill, pinnedRight, centred] { parent.addSubview(v) }
        parent.bounds.size = Size(width: 200, height: 150)
        #expect(fill.frame == Rect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == Rect(x: 180, y: 0, width: 20, height: 20))
        #expect(centred.frame == Rect(x: 90, y: 65, width: 20, height: 20))
    }

    @Test func aFlexibleViewThatHadNoSizeGrowsWithItsSuperview() {
        // The common pattern: a child added in viewDidLoad, before the root view is sized.
        let parent = View(frame: .zero)
        let child = View(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(child.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(child.bounds.size == Size(width: 390, height: 844))
    }

    @Test func viewControllerBracketsItsRootViewsLayout() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let controller = LayoutLoggingController("vc", recorder: LifecycleRecorder())
        host.rootViewController = controller
        #expect(controller.log == ["will", "did"])
        controller.view.setNeedsLayout()
        host.advance(frames: 1)
        #expect(controller.log == ["will", "did", "will", "did"])
    }

    @Test func resizingCallsViewWillTransitionAndResizesTheRootView() {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 300, height: 500))
        let container = Container("container", recorder: recorder)
        let child = RecordingViewController("child", recorder: recorder)
        host.rootViewController = container
        try? container.embed(child)
        #expect(host.window.interfaceOrientation == .portrait)
        var ranAlongside = false
        final class Observer: RecordingViewController {
            var onTransition: ((TransitionCoordinator) -> Void)?
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                onTransition?(coordinator)
            }
        }
        host.resize(to: Size(width: 500, height: 300))
        #expect(
            recorder.events.suffix(2) == [
                .viewWillTransition("container", to: Size(width: 500, height: 300)),
                .viewWillTransition("child", to: Size(width: 500, height: 300)),
            ])
        #expect(container.view.frame == Rect(x: 0, y: 0, width: 500, height: 300))
        #expect(host.window.interfaceOrientation == .landscapeLeft)
        #expect(host.window.interfaceOrientation.isLandscape)
        let observer = Observer("observer", recorder: recorder)
        observer.onTransition = { [unowned observer] coordinator in
            coordinator.animate(alongsideTransition: { _ in ranAlongside = observer.view.bounds.width == 200 })
        }
        host.rootViewController = observer
        host.resize(to: Size(width: 200, height: 200))
        #expect(ranAlongside)
    }

    @Test func layoutDirectionComesFromTheWindowUnlessForced() {
        let window = Window(size: Size(width: 10, height: 10), clock: ManualClock())
        let view = View()
        window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.userInterfaceLayoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
