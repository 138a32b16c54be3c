import FolioCore
import FolioTesting
import Testing

@testable import FolioPaging

/// When a curl moves and where it goes, through the real gesture path: the settle after a
/// release runs on the window's display link, frame by frame along its animation; the release
/// rule (a flick faster than 300 pt/s along the paging axis decides by its direction, a slower
/// release by the side of the midline it ends on); tap zones turn one page with a full curl.
@MainActor
@Suite struct PageCurlTimingTests {
    @Test func aReleasedSheetSettlesFrameByFrameOnTheDisplayLink() throws {
        let book = PrintedBook()
        _ = book.drag(from: Point(x: 230, y: 130), to: Point(x: 140, y: 120), stops: [1])
        book.host.advance(by: 0.3)
        book.host.touchUp()
        let animation = try #require(book.controller.curlTurn?.animation)
        #expect(book.host.window.displayLink.isActive)
        // No frame, no movement: the release only starts the animation.
        book.host.window.update()
        #expect(book.controller.curlTurn?.touch == animation.touch(at: 0))
        var frames = 0
        while let turn = book.controller.curlTurn, frames < 120 {
            let expected = animation.touch(at: Double(frames) * book.host.frameDuration / animation.duration)
            #expect(turn.touch.distance(to: expected) < 1e-9, "frame \(frames)")
            book.host.advance(frames: 1)
            frames += 1
        }
        let expectedFrames = Int((animation.duration / book.host.frameDuration).rounded(.up))
        #expect(abs(frames - expectedFrames) <= 1, "\(frames) frames for \(animation.duration) s")
        #expect(book.current == [2])
        #expect(!book.host.window.hasPendingWork)
    }

    struct Release: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation = .min
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var showing = [2]
        /// Finger positions along the paging axis (the other coordinate stays put) and the speed
        /// in points per second to reach each from the previous one.
        var moves: [(Double, Double)]
        var expected: [Int]
        var testDescription: String { name }
    }

    nonisolated static let releases: [Release] = [
        Release(name: "slowShortOfTheMidline", moves: [(230, 0), (135, 200)], expected: [2]),
        Release(name: "slowPastTheMidline", moves: [(230, 0), (105, 200)], expected: [3]),
        Release(name: "flickShortOfTheMidline", moves: [(230, 0), (170, 450)], expected: [3]),
        Release(name: "flickBackPastTheMidline", moves: [(230, 0), (60, 300), (100, 450)], expected: [2]),
        Release(name: "justUnder300", moves: [(230, 0), (150, 260)], expected: [2]),
        Release(name: "justOver300", moves: [(230, 0), (150, 340)], expected: [3]),
        Release(name: "verticalJustUnder300", orientation: .vertical, moves: [(230, 0), (150, 260)], expected: [2]),
        Release(name: "verticalJustOver300", orientation: .vertical, moves: [(230, 0), (150, 340)], expected: [3]),
        Release(
            name: "spreadSlowShortOfTheSpine", spine: .mid, showing: [2, 3], moves: [(350, 0), (200, 200)],
            expected: [2, 3]),
        Release(
            name: "spreadFlickShortOfTheSpine", spine: .mid, showing: [2, 3], moves: [(350, 0), (250, 450)],
            expected: [4, 5]),
        Release(name: "maxSlowShortOfTheMidline", spine: .max, moves: [(10, 0), (100, 200)], expected: [2]),
        Release(name: "maxFlickShortOfTheMidline", spine: .max, moves: [(10, 0), (80, 450)], expected: [3]),
    ]

    @Test(arguments: releases)
    func theReleaseRuleHoldsThroughTheGesture(_ r: Release) {
        let vertical = r.orientation == .vertical
        let size =
            r.spine == .mid
            ? Size(width: 360, height: 200) : (vertical ? Size(width: 180, height: 240) : Size(width: 240, height: 180))
        let book = PrintedBook(spine: r.spine, orientation: r.orientation, showing: r.showing, size: size)
        let across = vertical ? size.width * 0.6 : size.height * 0.6
        func point(_ along: Double) -> Point { vertical ? Point(x: across, y: along) : Point(x: along, y: across) }
        guard let first = r.moves.first else { return }
        book.host.touchDown(at: point(first.0))
        var position = first.0
        for (target, speed) in r.moves.dropFirst() {
            // Whole frames at (nearly) the speed, so the finger never slows on the last one.
            let frames = max(1, Int((abs(target - position) / (speed * book.host.frameDuration)).rounded()))
            let start = position
            for i in 1...frames {
                position = start + (target - start) * Double(i) / Double(frames)
                book.host.advance(frames: 1)
                book.host.touchMove(to: point(position))
            }
        }
        book.host.touchUp()
        book.host.settle()
        #expect(book.current == r.expected)
        #expect(book.curl == nil)
    }

    struct Tap: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation = .min
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var showing = [2]
        var at: Point
        var expected: [Int]
        var testDescription: String { name }
    }

    nonisolated static let taps: [Tap] = [
        Tap(name: "minRightStrip", at: Point(x: 235, y: 90), expected: [3]),
        Tap(name: "minLeftStrip", at: Point(x: 75, y: 90), expected: [1]),
        Tap(name: "minMiddle", at: Point(x: 120, y: 90), expected: [2]),
        Tap(name: "minJustOutsideTheLeftStrip", at: Point(x: 85, y: 90), expected: [2]),
        Tap(name: "maxLeftStripGoesForward", spine: .max, at: Point(x: 5, y: 90), expected: [3]),
        Tap(name: "maxRightStripGoesBack", spine: .max, at: Point(x: 235, y: 90), expected: [1]),
        Tap(name: "spreadRightStrip", spine: .mid, showing: [2, 3], at: Point(x: 355, y: 100), expected: [4, 5]),
        Tap(name: "spreadLeftStrip", spine: .mid, showing: [4, 5], at: Point(x: 55, y: 100), expected: [2, 3]),
        Tap(
            name: "spreadStripsAreNarrower", spine: .mid, showing: [4, 5], at: Point(x: 65, y: 100), expected: [4, 5]),
        Tap(name: "verticalBottomStrip", orientation: .vertical, at: Point(x: 90, y: 235), expected: [3]),
        Tap(name: "verticalTopStrip", orientation: .vertical, at: Point(x: 90, y: 5), expected: [1]),
    ]

    @Test(arguments: taps)
    func tapZonesTurnOnePageWithAFullCurl(_ t: Tap) {
        let size =
            t.spine == .mid
            ? Size(width: 360, height: 200)
            : (t.orientation == .vertical ? Size(width: 180, height: 240) : Size(width: 240, height: 180))
        let book = PrintedBook(spine: t.spine, orientation: t.orientation, showing: t.showing, size: size)
        book.host.tap(at: t.at)
        let turns = t.expected != t.showing
        var frames = 0
        var curled = false
        while book.controller.curlTurn != nil, frames < 120 {
            curled = curled || book.curl != nil
            book.host.advance(frames: 1)
            frames += 1
        }
        book.host.settle()
        #expect(book.current == t.expected)
        #expect(curled == turns)
        if turns {
            let expectedFrames = CurlAnimation.fullTurnDuration / book.host.frameDuration
            #expect(abs(Double(frames) - expectedFrames) <= 2, "a full turn took \(frames) frames")
        }
    }
}
