import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioPaging

/// Programmatic curls (`setViewControllers(_:direction:animated: true)`) and the spine
/// delegate on rotation, from the real page view controller to pixels. Each reference was
/// looked at.
@MainActor
@Suite struct PageCurlAnimatedSnapshotTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var doubleSided = false
        var direction: PageViewController.NavigationDirection = .forward
        var showing: [Int]
        /// What `setViewControllers` is given (a double-sided sheet names both its pages).
        var pages: [Int]
        var expected: [Int]
        var width = 240.0
        var height = 180.0
        var testDescription: String { name }
    }

    nonisolated static let configurations: [Configuration] = [
        Configuration(name: "minSingleForward", spine: .min, showing: [2], pages: [3], expected: [3]),
        Configuration(
            name: "minDoubleReverse", spine: .min, doubleSided: true, direction: .reverse, showing: [5],
            pages: [3, 4], expected: [3]),
        Configuration(name: "maxSingleForward", spine: .max, showing: [2], pages: [3], expected: [3]),
        Configuration(
            name: "midForward", spine: .mid, showing: [2, 3], pages: [4, 5], expected: [4, 5], width: 360,
            height: 200),
        Configuration(
            name: "midReverse", spine: .mid, direction: .reverse, showing: [4, 5], pages: [2, 3], expected: [2, 3],
            width: 360, height: 200),
        Configuration(
            name: "verticalMinDoubleForward", spine: .min, orientation: .vertical, doubleSided: true, showing: [3],
            pages: [4, 5], expected: [5], width: 180, height: 240),
        Configuration(
            name: "verticalMidForward", spine: .mid, orientation: .vertical, showing: [2, 3], pages: [4, 5],
            expected: [4, 5], width: 200, height: 320),
    ]

    /// Fractions of the turn's duration at which a picture is taken.
    static let stages = [0.1, 0.3, 0.5, 0.7, 0.9]

    @Test(arguments: configurations)
    func anAnimatedSetViewControllersCurlsAFullTurn(_ c: Configuration) throws {
        let book = PrintedBook(
            spine: c.spine, orientation: c.orientation, doubleSided: c.doubleSided, showing: c.showing,
            size: Size(width: c.width, height: c.height))
        var frames = [book.render()]
        try book.controller.setViewControllers(c.pages.map { book[$0] }, direction: c.direction, animated: true)
        let start = book.host.clock.now
        for stage in Self.stages {
            book.host.advance(by: start + stage * CurlAnimation.fullTurnDuration - book.host.clock.now)
            #expect(book.curl != nil, "curling at \(stage)")
            frames.append(book.render())
        }
        book.host.settle()
        #expect(book.current == c.expected)
        frames.append(book.render())
        assertSnapshot(of: CurlSnapshotTests.strip(frames), named: c.name, tolerance: .text)
    }

    /// A spread in landscape, one page in portrait, as the delegate answers; a turn in each.
    @Test func theSpineFollowsTheDelegateOnRotation() {
        let landscape = Size(width: 360, height: 200)
        let portrait = Size(width: 200, height: 320)
        let book = PrintedBook(spine: .mid, showing: [2, 3], size: landscape)
        book.delegate.onSpine = { [unowned delegate = book.delegate] _ in
            if case .spine(let orientation) = delegate.calls.last {
                delegate.spineAnswer = orientation == .portrait ? .min : .mid
            }
        }
        var frames = [book.render()]
        func turnForward(stop: Double) {
            let (start, end) = PageCurlDragSnapshotTests.dragPath(
                for: book.controller.curlLayout, direction: .forward)
            frames += book.drag(from: start, to: end, stops: [stop])
            frames += book.release(renderingEvery: 6, count: 1)
            frames.append(book.render())
        }
        turnForward(stop: 0.5)
        #expect(book.current == [4, 5])

        book.host.resize(to: portrait)
        #expect(book.controller.spineLocation == .min)
        #expect(book.current == [4])
        frames.append(book.render())
        turnForward(stop: 0.6)
        #expect(book.current == [6], "still double-sided: the sheet carried page 5 on its back")

        book.host.resize(to: landscape)
        #expect(book.controller.spineLocation == .mid)
        #expect(book.current == [6, 7])
        frames.append(book.render())
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
        assertSnapshot(of: CurlSnapshotTests.strip(frames), named: "rotation", tolerance: .text)
    }
}
