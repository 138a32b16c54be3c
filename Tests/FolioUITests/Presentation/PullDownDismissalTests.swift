import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct PullDownDismissalTests {
    private func presentedSheet() throws -> (ModalHarness, RecordingViewController) {
        let h = ModalHarness()
        let sheet = h.make("sheet", style: .pageSheet)
        try h.root.present(sheet, animated: false)
        h.mark()
        return (h, sheet)
    }

    @Test func theSheetFollowsTheFingerAndDismissesPastHalfway() throws {
        let (h, sheet) = try presentedSheet()
        var rootTaps = 0
        h.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        h.host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 250), duration: 0.5, lift: false)
        #expect(abs(sheet.view.transform.ty - 150) < 1e-9)
        #expect(abs((h.backdrop(of: sheet)?.alpha ?? 0) - (1 - 150.0 / 564)) < 1e-9)
        #expect(sheet.appearanceState == .disappearing)
        h.host.continueDrag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 420), duration: 0.3)
        h.host.settle()
        #expect(h.root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(h.recent == [.viewWillDisappear("sheet"), .viewDidDisappear("sheet")])
        #expect(rootTaps == 0)
        h.host.tap(at: Point(x: 200, y: 10))
        #expect(rootTaps == 1, "the presenter is usable again")
    }

    @Test func aShortPullSpringsBackWithBalancedCallbacks() throws {
        let (h, sheet) = try presentedSheet()
        h.host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 220), duration: 1, lift: false)
        h.host.advance(frames: 12)
        h.host.touchUp()
        h.host.advance(frames: 3)
        #expect(sheet.view.transform.ty > 0 && sheet.view.transform.ty < 120)
        h.host.settle()
        #expect(h.root.presentedViewController === sheet)
        #expect(sheet.view.transform == .identity)
        #expect(h.backdrop(of: sheet)?.alpha == 1)
        #expect(h.recent == [.viewWillDisappear("sheet"), .viewWillAppear("sheet"), .viewDidAppear("sheet")])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aFlickDownDismissesAndATouchCancelRestores() throws {
        let (h, sheet) = try presentedSheet()
        h.host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), duration: 0.3, lift: false)
        h.host.touchCancel()
        h.host.settle()
        #expect(h.root.presentedViewController === sheet)
        h.host.flick(from: Point(x: 200, y: 100), velocity: Point(x: 0, y: 1500), duration: 0.06)
        h.host.settle()
        #expect(h.root.presentedViewController == nil)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func onlyDownwardPullsOfDismissableSheetsDismiss() throws {
        let (h, sheet) = try presentedSheet()
        h.host.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 100), duration: 0.3)
        h.host.drag(from: Point(x: 50, y: 300), to: Point(x: 350, y: 320), duration: 0.3)
        h.host.settle()
        #expect(h.root.presentedViewController === sheet)
        sheet.isModalInPresentation = true
        h.host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 500), duration: 0.3)
        h.host.settle()
        #expect(h.root.presentedViewController === sheet)
        #expect(h.recent.isEmpty)
        sheet.dismiss(animated: false)
        let full = h.make("full")
        try h.root.present(full, animated: false)
        h.host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 500), duration: 0.3)
        h.host.settle()
        #expect(h.root.presentedViewController === full, "full-screen presentations have no pull-down")
    }
}
