import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct PropertyAnimatorTests {
    let host = HeadlessWindow(size: Size(width: 400, height: 400))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

    init() {
        host.window.addSubview(view)
    }

    /// Moves the view's centre from x = 50 to x = 250.
    func makeAnimator(curve: AnimationCurve = .easeIn) -> PropertyAnimator {
        PropertyAnimator(duration: 1, curve: curve) { view.center.x = 250 }
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveOtherwise() {
        let animator = makeAnimator()
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(abs(view.presentation().center.x - 110) < 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        let eased = 50 + 200 * TimingCurve.easeIn.progress(at: 0.3)
        #expect(abs(view.presentation().center.x - eased) < 1e-9)
        #expect(animator.fractionComplete == 0.3)
    }

    @Test func continuingAfterScrubbingStartsWhereTheViewIs() {
        let animator = makeAnimator()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(abs(view.presentation().center.x - 150) < 1e-9)
        host.advance(frames: 1)
        #expect(view.presentation().center.x > 150)
        host.advance(by: 0.47)  // 0.4867 s of the remaining 0.5 s
        #expect(positions.isEmpty)
        host.advance(by: 0.02)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 250)
    }

    @Test func reversingMidwayReturnsToTheStartValues() {
        let animator = makeAnimator(curve: .linear)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.4)
        #expect(abs(view.presentation().center.x - 130) < 1e-6)
        animator.isReversed = true
        host.advance(by: 0.2)
        #expect(abs(view.presentation().center.x - 90) < 1e-6)
        host.advance(by: 0.25)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
        #expect(view.presentation().center.x == 50)
    }

    @Test func interactiveReversalAfterScrubbingFinishesAtTheStart() {
        let animator = makeAnimator()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: .linear, durationFactor: 0.3)
        host.advance(by: 0.15)
        #expect(abs(view.presentation().center.x - 80) < 1e-6)
        host.settle()
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test func stopWithoutFinishingKeepsWhatIsOnScreenAndCallsNoCompletion() {
        let animator = makeAnimator(curve: .linear)
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 100) < 1e-6)
        #expect(view.presentation().center.x == view.center.x)
        host.settle()
        #expect(completions == 0)
    }

    @Test(arguments: [
        (PropertyAnimator.Position.end, 250.0), (PropertyAnimator.Position.start, 50.0),
        (PropertyAnimator.Position.current, 100.0),
    ])
    func stopThenFinishAtAPosition(position: PropertyAnimator.Position, expected: Double) {
        let animator = makeAnimator(curve: .linear)
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: position)
        #expect(abs(view.center.x - expected) < 1e-6)
        #expect(positions == [position])
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let animator = makeAnimator(curve: .linear)
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        host.advance(by: 1.1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(completions == 0)
        // It never finishes by itself: turn it around and let it complete this time.
        animator.pausesOnCompletion = false
        animator.isReversed = true
        animator.startAnimation()
        host.settle()
        #expect(completions == 1)
        #expect(view.center.x == 50)
    }

    @Test func animationsAddedToARunningAnimatorUseTheRemainingTime() {
        let animator = makeAnimator(curve: .linear)
        let other = View(frame: Rect(x: 0, y: 200, width: 10, height: 10))
        host.window.addSubview(other)
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { other.alpha = 0 }
        #expect(abs(other.presentation().alpha - 1) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs(other.presentation().alpha - 0.5) < 1e-6)
        host.settle()
        #expect(other.presentation().alpha == 0)
    }

    @Test func dampingRatioInitializerUsesASpringThatSettlesAtTheDuration() {
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 1) { view.center.x = 250 }
        var done = false
        animator.addCompletion { _ in done = true }
        animator.startAnimation()
        host.advance(by: 0.25)
        let x = view.presentation().center.x
        #expect(x > 150 && x < 250)
        host.advance(by: 0.26)
        #expect(done)
    }
}
