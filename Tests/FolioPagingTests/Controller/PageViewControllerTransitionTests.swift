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
        #expect(abs(harness["B"].view.alpha - 0.75) < 1e-9)
        #expect(abs(harness["C"].view.alpha - 0.25) < 1e-9)
        #expect(harness["C"].view.transform3D.isIdentity)
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
        let next = harness["C"].view.transform3D
        if vertical {
            #expect(next.m42 == 300)
            #expect(next.m41 == 0)
        } else {
            #expect(next.m41 == -400)
        }
    }
}
