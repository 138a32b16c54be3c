import FolioCore
import FolioTesting
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerTransitionTests {
    @Test func aCustomTransitionShapesPagesWhileDragging() {
        let harness = PagingHarness()
        harness.controller.transition = .fade
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 200, y: 150), duration: 0.2, lift: false)
        let progress = harness.controller.displayedProgress
        #expect(progress > 0.15)
        #expect(abs(harness["B"].view.alpha - (1 - progress)) < 1e-9)
        #expect(abs(harness["C"].view.alpha - progress) < 1e-9)
        // Fading pages stay in place.
        #expect(abs(harness.screenOrigin("C").x) < 1e-9)
        #expect(abs(harness.screenOrigin("B").x) < 1e-9)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness["C"].view.alpha == 1)
        #expect(harness["B"].view.isHidden)
    }

    @Test func aCustomTransitionAnimatesProgrammaticTurns() throws {
        let harness = PagingHarness()
        harness.controller.transition = .cube
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: true)
        harness.host.advance(frames: 9)
        #expect(harness.controller.pagesView.sublayerTransform.m34 < 0)
        #expect(!harness["B"].view.transform3D.isAffine)
        #expect(!harness["C"].view.isHidden)
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness["C"].view.transform3D.isIdentity)
    }

    @Test func theNearerPageIsStackedOnTop() {
        let harness = PagingHarness()
        harness.controller.transition = .stack
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 0.2, lift: false)
        let views = harness.controller.pagesView.subviews
        let incoming = views.firstIndex { $0 === harness["C"].view } ?? -1
        let leaving = views.firstIndex { $0 === harness["B"].view } ?? -1
        #expect(incoming > leaving)
    }

    @Test(arguments: [false, true])
    func transitionsFollowVerticalAndRightToLeftBooks(vertical: Bool) {
        let harness = PagingHarness(orientation: vertical ? .vertical : .horizontal)
        if !vertical { harness.host.window.userInterfaceLayoutDirection = .rightToLeft }
        harness.controller.transition = .zoomOut
        harness.host.settle()
        let next = harness.screenCenter("C")
        if vertical {
            #expect(abs(next.y - (150 + 300)) < 1e-9)
            #expect(abs(next.x - 200) < 1e-9)
        } else {
            #expect(abs(next.x - (200 - 400)) < 1e-9)
        }
    }
}
