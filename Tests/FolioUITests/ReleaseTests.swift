import FolioCore
import FolioTesting
import Testing

@testable import FolioUI

/// Objects that must go away with their window, whatever state it was left in: the cycles
/// LeakSanitizer found (`make sanitize`), pinned without a sanitizer.
@MainActor
@Suite struct ReleaseTests {
    @Test func aFingerStillDownDoesNotKeepTheRecognizerOrTheTouchAlive() {
        weak var recognizer: PanGestureRecognizer?
        weak var touch: Touch?
        do {
            let host = HeadlessWindow(size: Size(width: 200, height: 200))
            let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            host.window.addSubview(view)
            let pan = PanGestureRecognizer()
            view.addGestureRecognizer(pan)
            host.touchDown(at: Point(x: 100, y: 100))
            host.touchMove(to: Point(x: 140, y: 100))
            recognizer = pan
            touch = pan.trackedTouches.first
            #expect(touch != nil, "the recognizer tracks the finger")
        }
        #expect(recognizer == nil)
        #expect(touch == nil)
    }

    @Test func anAnimationRunningWhenItsDisplayLinkGoesAwayIsReleased() {
        weak var animation: ProgressAnimation?
        weak var link: DisplayLink?
        do {
            let clock = ManualClock()
            let displayLink = DisplayLink(clock: clock)
            let running = ProgressAnimation(
                from: 0, to: 1, motion: .curve(.linear, duration: 1), displayLink: displayLink, onUpdate: { _ in },
                onFinish: {})
            animation = running
            link = displayLink
            clock.advance(by: 0.5)
            displayLink.tick()
            #expect(!running.isFinished, "still running")
        }
        #expect(link == nil)
        #expect(animation == nil)
    }

    @Test func anAnimatorKeepingItsContextDoesNotKeepTheControllersAfterTheTransition() throws {
        weak var window: Window?
        weak var presented: ViewController?
        weak var context: TransitionContext?
        do {
            let host = HeadlessWindow(size: Size(width: 200, height: 100))
            let root = ViewController()
            let sheet = ViewController()
            // It keeps the context, as interactive animators do, and the context's completion
            // handler holds the animator.
            let animator = ManualAnimator()
            sheet.transitioningDelegate = animator
            host.rootViewController = root
            try root.present(sheet, animated: true)
            animator.context?.completeTransition(true)
            window = host.window
            presented = sheet
            context = animator.context
            #expect(context != nil)
        }
        #expect(context == nil)
        #expect(presented == nil)
        #expect(window == nil)
    }
}
