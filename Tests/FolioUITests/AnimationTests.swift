import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct AnimationTests {
    let host = HeadlessWindow(size: Size(width: 400, height: 400))

    func makeView() -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        return view
    }

    @Test func modelChangesAtOnceAndPresentationFollowsTheCurve() {
        let view = makeView()
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { finished.append($0) }
        #expect(view.alpha == 0)
        #expect(view.presentation().alpha == 1)
        host.advance(by: 0.25)
        #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
        #expect(finished.isEmpty)
        host.advance(by: 0.75)
        #expect(finished == [true])
        #expect(view.presentation().alpha == 0)
        #expect(!host.window.displayLink.isActive)
    }

    @Test func easeInOutPresentationMatchesTheTimingCurve() {
        let view = makeView()
        View.animate(withDuration: 0.5) { view.center = Point(x: 250, y: 50) }
        host.advance(by: 0.125)
        let expected = 50 + 200 * TimingCurve.easeInOut.progress(at: 0.25)
        #expect(abs(view.presentation().center.x - expected) < 1e-6)
        // The published layer tree carries the same presentation value.
        let node = host.layerTree().sublayers[0]
        #expect(abs(node.position.x - expected) < 1e-6)
        host.settle()
        #expect(view.presentation().center == Point(x: 250, y: 50))
    }

    @Test func delayKeepsTheStartValueOnScreen() {
        let view = makeView()
        View.animate(withDuration: 0.2, delay: 0.3, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.3)
        #expect(abs(view.presentation().alpha - 1) < 1e-9)
        host.advance(by: 0.1)
        #expect(abs(view.presentation().alpha - 0.5) < 1e-6)
    }

    @Test func frameBoundsTransformAndColourAnimate() {
        let view = makeView()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = Rect(x: 100, y: 100, width: 200, height: 50)
            view.transform = AffineTransform2D(scaleX: 3, y: 3)
            view.backgroundColor = .blue
        }
        host.advance(by: 0.5)
        let p = view.presentation()
        #expect(abs(p.frame.minX - 50) < 1e-6 && abs(p.frame.width - 150) < 1e-6 && abs(p.frame.height - 75) < 1e-6)
        #expect(abs(p.transform3D.m11 - 2) < 1e-6)
        #expect(abs((p.backgroundColor?.red ?? 0) - 0.5) < 1e-6 && abs((p.backgroundColor?.blue ?? 0) - 0.5) < 1e-6)
    }

    @Test func fadingFromNoColourDoesNotPassThroughBlack() {
        let view = makeView()
        view.backgroundColor = nil
        View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = .white }
        host.advance(by: 0.5)
        let c = view.presentation().backgroundColor
        #expect(abs((c?.red ?? 0) - 1) < 1e-9 && abs((c?.alpha ?? 0) - 0.5) < 1e-9)
    }

    @Test func aSecondAnimationAddsToTheFirstWithoutAJump() {
        let view = makeView()
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 250 }
        host.advance(by: 0.5)
        let before = view.presentation().center.x
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 0 }) { finished.append($0) }
        #expect(abs(view.presentation().center.x - before) < 1e-9)
        host.settle()
        #expect(view.presentation().center.x == 0)
        #expect(finished == [true])
    }

    @Test func beginFromCurrentStateReplacesTheRunningAnimation() {
        let view = makeView()
        var first: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { first.append($0) }
        host.advance(by: 0.5)
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { view.alpha = 1 }
        #expect(first == [false])
        #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
    }

    @Test func removingTheViewFromItsWindowFinishesUnfinished() {
        let view = makeView()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
        host.advance(by: 0.2)
        view.removeFromSuperview()
        #expect(finished == [false])
        #expect(view.presentation().alpha == 0)
    }

    @Test func viewsOutsideAWindowFinishImmediately() {
        let view = View()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
        #expect(finished == [true])
        #expect(view.presentation().alpha == 0)
    }

    @Test func performWithoutAnimationInsideABlockSetsAtOnce() {
        let view = makeView()
        View.animate(withDuration: 1) {
            view.alpha = 0
            View.performWithoutAnimation { view.center.x = 300 }
        }
        #expect(view.presentation().center.x == 300)
        #expect(view.presentation().alpha == 1)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let view = makeView()
        View.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(host.window.hitTest(Point(x: 10, y: 10), with: nil) === host.window)
        host.settle()
        View.animate(withDuration: 1, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(host.window.hitTest(Point(x: 10, y: 10), with: nil) === view)
    }

    @Test func springSettlesOnTargetAtItsDurationAndUnderdampedOvershoots() {
        let view = makeView()
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            animations: { view.center.x = 150 }, completion: { finished.append($0) })
        var maximum = 50.0
        for _ in 0..<59 {
            host.advance(frames: 1)
            maximum = max(maximum, view.presentation().center.x)
        }
        #expect(maximum > 160)  // overshoot
        #expect(finished.isEmpty)
        host.advance(frames: 2)
        #expect(finished == [true])
        #expect(view.presentation().center.x == 150)
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        let view = makeView()
        View.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { view.center.x = 150 })
        var previous = 50.0
        for _ in 0..<40 {
            host.advance(frames: 1)
            let x = view.presentation().center.x
            #expect(x >= previous - 1e-9 && x <= 150 + 1e-9)
            previous = x
        }
        #expect(abs(previous - 150) < 0.2)
    }
}
