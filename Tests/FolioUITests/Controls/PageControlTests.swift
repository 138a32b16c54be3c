import FolioCore
import FolioTesting
import FolioUI
import Testing

/// A 400×300 window with a page control 200×26 at (100, 250).
@MainActor
private struct PageControlHarness {
    let host = HeadlessWindow(size: Size(width: 400, height: 300))
    let control = PageControl(frame: Rect(x: 100, y: 250, width: 200, height: 26))
    var changes: [Int] { recorder.pages }
    let recorder = ChangeRecorder()

    init(pages: Int, direction: PageControl.Direction = .natural, frame: Rect? = nil) {
        let root = ViewController()
        host.rootViewController = root
        if let frame { control.frame = frame }
        control.direction = direction
        control.numberOfPages = pages
        root.view.addSubview(control)
        control.addTarget(recorder, action: ChangeRecorder.changed, for: .valueChanged)
        host.advance()
    }
}

@MainActor
final class ChangeRecorder {
    var pages: [Int] = []
    func changed(_ control: Control) {
        pages.append((control as? PageControl)?.currentPage ?? -1)
    }
}

@MainActor
@Suite struct PageControlTests {
    @Test func currentPageIsClampedAndSettingItSendsNoEvent() {
        let harness = PageControlHarness(pages: 3)
        harness.control.currentPage = 7
        #expect(harness.control.currentPage == 2)
        harness.control.currentPage = -1
        #expect(harness.control.currentPage == 0)
        harness.control.currentPage = 2
        harness.control.numberOfPages = 2
        #expect(harness.control.currentPage == 1)
        #expect(harness.changes.isEmpty)
    }

    @Test func tappingAfterTheCurrentDotStepsForwardAndBeforeItStepsBack() {
        let harness = PageControlHarness(pages: 5)
        harness.host.tap(at: Point(x: 290, y: 263))
        #expect(harness.control.currentPage == 1)
        harness.host.tap(at: Point(x: 290, y: 263))
        #expect(harness.control.currentPage == 2)
        harness.host.tap(at: Point(x: 110, y: 263))
        #expect(harness.control.currentPage == 1)
        #expect(harness.changes == [1, 2, 1])
        harness.host.tap(at: Point(x: 110, y: 263))
        harness.host.tap(at: Point(x: 110, y: 263))  // already on the first page
        #expect(harness.changes == [1, 2, 1, 0])
    }

    @Test func verticalControlStepsWithTapsAboveAndBelow() {
        let harness = PageControlHarness(
            pages: 4, direction: .topToBottom, frame: Rect(x: 370, y: 50, width: 26, height: 200))
        harness.host.tap(at: Point(x: 383, y: 240))
        #expect(harness.control.currentPage == 1)
        harness.host.tap(at: Point(x: 383, y: 60))
        #expect(harness.control.currentPage == 0)
        #expect(harness.control.sizeThatFits(.zero) == Size(width: 26, height: 80))
    }

    @Test func rightToLeftControlStepsForwardWithATapOnTheLeft() {
        let harness = PageControlHarness(pages: 4, direction: .rightToLeft)
        harness.host.tap(at: Point(x: 110, y: 263))
        #expect(harness.control.currentPage == 1)
        let dots = EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds)
        // Page 0 is the rightmost dot.
        #expect(dots.first.map(\.rect.midX) ?? 0 > dots.last.map(\.rect.midX) ?? 0)
    }

    @Test func draggingAcrossTheDotsScrubsContinuously() {
        let harness = PageControlHarness(pages: 5)
        // The five dots are 16 pt apart, centred: page k at x = 168 + 16·k in the window.
        harness.host.drag(from: Point(x: 168, y: 263), to: Point(x: 232, y: 263), duration: 0.4, lift: false)
        #expect(harness.control.interactionState == .continuous)
        #expect(harness.control.currentPage == 4)
        #expect(harness.changes == [1, 2, 3, 4])
        harness.host.touchMove(to: Point(x: 185, y: 263))
        #expect(harness.control.currentPage == 1)
        harness.host.touchUp()
        #expect(harness.control.interactionState == .none)
        #expect(harness.control.currentPage == 1)  // a scrub does not step on lifting
    }

    @Test func scrubbingCanBeTurnedOff() {
        let harness = PageControlHarness(pages: 5)
        harness.control.allowsContinuousInteraction = false
        harness.host.drag(from: Point(x: 168, y: 263), to: Point(x: 232, y: 263), duration: 0.4)
        #expect(harness.changes == [1])  // just the tap's step
    }

    @Test func hiddenForASinglePageDrawsNothingAndIgnoresTouches() {
        let harness = PageControlHarness(pages: 1)
        #expect(EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds).count == 1)
        harness.control.hidesForSinglePage = true
        #expect(EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds).isEmpty)
        #expect(harness.host.window.hitTest(Point(x: 200, y: 263), with: nil) !== harness.control)
    }

    @Test func dotsUseTheTintColours() {
        let harness = PageControlHarness(pages: 3)
        harness.control.currentPage = 1
        harness.control.pageIndicatorTintColor = .gray
        harness.control.currentPageIndicatorTintColor = .systemBlue
        let dots = EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds)
        #expect(dots.map(\.color) == [.gray, .systemBlue, .gray])
        #expect(dots.allSatisfy { $0.rect.width == PageIndicatorLayout.dotDiameter })
    }

    @Test func manyPagesShrinkAndScrollWithoutOverflowing() {
        let harness = PageControlHarness(pages: 60)
        for page in [0, 9, 30, 59, 20] {
            harness.control.currentPage = page
            harness.host.settle()
            let dots = EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds)
            #expect(dots.count <= 13)
            #expect(dots.allSatisfy { harness.control.bounds.contains($0.rect) })
            let current = dots.filter {
                $0.color == harness.control.currentPageIndicatorTintColor ?? Color(white: 0, alpha: 0.85)
            }
            #expect(current.count == 1)
            #expect(current.first?.rect.width == PageIndicatorLayout.dotDiameter)
            #expect(dots.contains { $0.rect.width < PageIndicatorLayout.dotDiameter })
        }
    }

    @Test func windowOfDotsScrollsSmoothlyWhileSettling() {
        let harness = PageControlHarness(pages: 60)
        harness.control.currentPage = 20
        harness.host.advance(frames: 3)
        let midway = EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds)
        harness.host.settle()
        let settled = EllipseRecorder.ellipses(drawnBy: harness.control, bounds: harness.control.bounds)
        #expect(midway.map(\.rect) != settled.map(\.rect))
        #expect(midway.allSatisfy { harness.control.bounds.contains($0.rect) })
    }

    @Test func accessibilityValueIncrementAndDecrement() {
        let harness = PageControlHarness(pages: 3)
        #expect(harness.control.accessibilityValue == "page 1 of 3")
        harness.control.accessibilityIncrement()
        #expect(harness.control.accessibilityValue == "page 2 of 3")
        harness.control.accessibilityIncrement()
        harness.control.accessibilityIncrement()
        #expect(harness.control.accessibilityValue == "page 3 of 3")
        harness.control.accessibilityDecrement()
        #expect(harness.control.currentPage == 1)
        #expect(harness.changes == [1, 2, 1])
    }

    @Test func closureActionsRunAndCanBeRemoved() {
        let harness = PageControlHarness(pages: 3)
        var seen: [Int] = []
        let action = Control.Action(identifier: "log") { action in
            seen.append((action.sender as? PageControl)?.currentPage ?? -1)
        }
        harness.control.addAction(action, for: .valueChanged)
        harness.control.accessibilityIncrement()
        harness.control.removeAction(identifiedBy: "log", for: .valueChanged)
        harness.control.accessibilityIncrement()
        #expect(seen == [1])
    }

    @Test func targetActionHoldsItsTargetWeakly() {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        var target: ChangeRecorder? = ChangeRecorder()
        weak let weakTarget = target
        if let target { control.addTarget(target, action: ChangeRecorder.changed, for: .valueChanged) }
        control.accessibilityIncrement()
        #expect(target?.pages == [1])
        target = nil
        #expect(weakTarget == nil)
        control.accessibilityIncrement()  // nobody to call; must not crash
        #expect(control.currentPage == 2)
    }
}
