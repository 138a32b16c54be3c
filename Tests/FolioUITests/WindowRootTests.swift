import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct WindowRootTests {
    private final class BoundsProbe: ViewController {
        var boundsInWillAppear: Rect?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            boundsInWillAppear = view.bounds
        }
    }

    @Test func rootViewIsSizedToTheWindowBeforeViewWillAppear() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let probe = BoundsProbe()
        host.rootViewController = probe
        #expect(probe.boundsInWillAppear == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func replacingTheRootOfAVisibleWindowSizesTheNewRootFirst() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        host.rootViewController = ViewController()
        let probe = BoundsProbe()
        host.rootViewController = probe
        #expect(probe.boundsInWillAppear == Rect(x: 0, y: 0, width: 320, height: 480))
    }
}
