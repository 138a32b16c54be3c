import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct ModalPresentationTests {
    @Test func anAnimatedPresentationSlidesUpOverADarkeningBackdrop() throws {
        let h = ModalHarness()
        let sheet = h.make("sheet")
        var completions = 0
        try h.root.present(sheet, animated: true) { completions += 1 }
        #expect(h.recent == [.viewWillDisappear("root"), .viewWillAppear("sheet")])
        h.host.advance(frames: 6)
        let ty = sheet.view.transform.ty
        #expect(ty > 0 && ty < 600, "slides up from the bottom edge")
        let dim = try #require(h.backdrop(of: sheet))
        #expect(dim.alpha > 0 && dim.alpha < 1)
        #expect(abs(dim.alpha - (1 - ty / 600)) < 1e-9, "the backdrop darkens as the sheet rises")
        #expect(completions == 0)
        h.host.settle()
        #expect(completions == 1)
        #expect(sheet.view.transform == .identity)
        #expect(dim.alpha == 1)
        #expect(h.root.view.window == nil, "a full-screen presentation takes the presenter off screen")
        #expect(h.recent.suffix(2) == [.viewDidDisappear("root"), .viewDidAppear("sheet")])
        sheet.dismiss(animated: true) { completions += 1 }
        h.host.advance(frames: 6)
        #expect(sheet.view.transform.ty > 0 && h.root.view.window != nil)
        h.host.settle()
        #expect(completions == 2)
        #expect(h.layers.count == 1 && h.layers[0] === h.root.view, "the backdrop leaves with the sheet")
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aPageSheetLeavesThePresenterOnScreenBehindADimmedStrip() throws {
        let h = ModalHarness()
        let sheet = h.make("sheet", style: .pageSheet)
        try h.root.present(sheet, animated: false)
        #expect(h.recent == [.viewWillAppear("sheet"), .viewDidAppear("sheet")])
        #expect(h.root.appearanceState == .appeared && h.root.view.window != nil)
        #expect(sheet.view.frame == Rect(x: 0, y: 36, width: 400, height: 564))
        #expect(h.backdrop(of: sheet)?.backgroundColor == Color(white: 0, alpha: 0.4))
    }

    @Test func touchesOutsideThePresentedViewGoNowhere() throws {
        let h = ModalHarness()
        var rootTaps = 0
        h.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        let sheet = h.make("sheet", style: .pageSheet)
        var sheetTaps = 0
        sheet.view.addGestureRecognizer(TapGestureRecognizer { _ in sheetTaps += 1 })
        h.host.tap(at: Point(x: 200, y: 10))
        #expect(rootTaps == 1)
        try h.root.present(sheet, animated: true)
        h.host.advance(frames: 2)
        h.host.tap(at: Point(x: 200, y: 100))
        #expect(rootTaps == 1, "blocked while the sheet slides up")
        h.host.settle()
        h.host.tap(at: Point(x: 200, y: 10))
        #expect(rootTaps == 1, "blocked on the dimmed strip")
        h.host.tap(at: Point(x: 200, y: 300))
        #expect(sheetTaps == 1)
        #expect(
            h.host.scroll(delta: Point(x: 0, y: 20), at: Point(x: 200, y: 10)), "the backdrop eats wheel events too")
    }

    @Test func dismissingFromTheBottomRemovesTheWholeChainAndOnlyTheTopSlides() throws {
        let h = ModalHarness()
        let a = h.make("a")
        let b = h.make("b", style: .pageSheet)
        let c = h.make("c")
        try h.root.present(a, animated: false)
        try a.present(b, animated: false)
        try b.present(c, animated: false)
        // A full-screen presentation takes only its presenter off screen (as UIKit's does):
        // c removes b, but a (under the sheet b) stays, behind backdrops of a, b and c.
        #expect(h.layers.count == 5)
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
        h.mark()
        var completions = 0
        h.root.dismiss(animated: true) { completions += 1 }
        #expect(h.layers.filter { $0 === a.view || $0 === b.view }.isEmpty, "the ones in between leave at once")
        #expect(h.root.view.window != nil)
        h.host.advance(frames: 5)
        #expect(c.view.transform.ty > 0, "the top-most slides down")
        h.host.settle()
        #expect(completions == 1)
        #expect(h.root.presentedViewController == nil)
        #expect([a, b, c].allSatisfy { $0.presentingViewController == nil && $0.presentedViewController == nil })
        #expect(h.layers.count == 1)
        // b was off screen, so only c and a disappear, top first.
        #expect(
            h.recent == [
                .viewWillDisappear("c"), .viewWillDisappear("a"), .viewWillAppear("root"), .viewDidDisappear("c"),
                .viewDidDisappear("a"), .viewDidAppear("root"),
            ])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func dismissingTheMiddleOfAChainKeepsItsPresenter() throws {
        let h = ModalHarness()
        let a = h.make("a")
        let b = h.make("b", style: .pageSheet)
        try h.root.present(a, animated: false)
        try a.present(b, animated: false)
        h.mark()
        a.dismiss(animated: false)
        #expect(h.root.presentedViewController === a && a.presentedViewController == nil)
        #expect(h.recent == [.viewWillDisappear("b"), .viewDidDisappear("b")])
        b.dismiss(animated: false)
        #expect(h.root.presentedViewController === a, "b is gone, a presents nothing: dismissing b is a no-op")
        a.dismiss(animated: false)
        #expect(h.root.presentedViewController == nil)
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func requestsDuringATransitionAreRejectedOrIgnored() throws {
        let h = ModalHarness()
        let sheet = h.make("sheet")
        try h.root.present(sheet, animated: true)
        #expect(throws: PresentationError.self) { try sheet.present(h.make("other"), animated: false) }
        sheet.dismiss(animated: true)
        h.host.settle()
        #expect(h.root.presentedViewController === sheet, "the dismissal during the presentation was ignored")
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}
