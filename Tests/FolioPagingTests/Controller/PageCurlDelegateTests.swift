import FolioCore
import FolioTesting
import Testing

@testable import FolioPaging

/// What a curling page view controller tells its delegate and its pages, for drags that
/// complete and drags that are called off, in every spine and sidedness: UIKit's contract
/// (willTransitionTo when a gesture turn begins, didFinishAnimating with `completed` telling
/// the truth, `viewControllers` unchanged after a cancelled turn) and balanced appearance for
/// every page, the back page of a double-sided sheet included.
@MainActor
@Suite struct PageCurlDelegateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var doubleSided = false
        var direction: CurlLayout.Direction = .forward
        var showing: [Int]
        /// The pages a completed turn rests on.
        var turned: [Int]
        /// Every page that takes part in the turn besides those showing (back and underneath).
        var incoming: [Int]
        var testDescription: String { name }

        var size: Size {
            switch (spine, orientation) {
            case (.mid, .horizontal): Size(width: 360, height: 200)
            case (.mid, .vertical): Size(width: 200, height: 320)
            case (_, .vertical): Size(width: 180, height: 240)
            default: Size(width: 240, height: 180)
            }
        }

        @MainActor func book() -> PrintedBook {
            PrintedBook(spine: spine, orientation: orientation, doubleSided: doubleSided, showing: showing, size: size)
        }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "minSingle", spine: .min, showing: [2], turned: [3], incoming: [3]),
        Case(name: "minSingleReverse", spine: .min, direction: .reverse, showing: [2], turned: [1], incoming: [1]),
        Case(name: "minDouble", spine: .min, doubleSided: true, showing: [3], turned: [5], incoming: [4, 5]),
        Case(
            name: "minDoubleReverse", spine: .min, doubleSided: true, direction: .reverse, showing: [5], turned: [3],
            incoming: [3, 4]),
        Case(name: "maxDouble", spine: .max, doubleSided: true, showing: [3], turned: [5], incoming: [4, 5]),
        Case(name: "mid", spine: .mid, showing: [2, 3], turned: [4, 5], incoming: [4, 5]),
        Case(
            name: "midReverse", spine: .mid, direction: .reverse, showing: [4, 5], turned: [2, 3], incoming: [2, 3]),
        Case(
            name: "verticalDouble", spine: .min, orientation: .vertical, doubleSided: true, showing: [3], turned: [5],
            incoming: [4, 5]),
    ]

    /// A third of the way: the finger stops short of the midline (or the spine), then waits.
    static func drag(_ book: PrintedBook, _ c: Case, fraction: Double) {
        let (start, end) = PageCurlDragSnapshotTests.dragPath(for: book.controller.curlLayout, direction: c.direction)
        _ = book.drag(from: start, to: start + (end - start) * fraction, stops: [1])
        book.host.advance(by: 0.5)
    }

    @Test(arguments: cases)
    func willTransitionToIsSentWhenTheDragBegins(_ c: Case) {
        let book = c.book()
        Self.drag(book, c, fraction: 0.3)
        #expect(book.delegate.transitionCalls == [.will(c.turned.map(String.init))])
        #expect(book.current == c.showing, "viewControllers stay the resting pages during the turn")
        for number in c.incoming { #expect(book[number].appearanceState == .appearing, "page \(number)") }
    }

    @Test(arguments: cases)
    func aCancelledDragReportsNotCompletedAndKeepsThePages(_ c: Case) {
        let book = c.book()
        let start = book.recorder.events.count
        Self.drag(book, c, fraction: 0.3)
        book.host.touchUp()
        book.host.settle()
        #expect(
            book.delegate.transitionCalls == [
                .will(c.turned.map(String.init)),
                .did(finished: true, previous: c.showing.map(String.init), completed: false),
            ])
        #expect(book.current == c.showing)
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
        for number in c.showing { #expect(book[number].appearanceState == .appeared, "page \(number)") }
        for number in c.incoming {
            #expect(book[number].appearanceState == .disappeared, "page \(number)")
            let events = book.recorder.events.dropFirst(start).filter { $0.isAppearance && $0.name == "\(number)" }
            #expect(
                events == [
                    .viewWillAppear("\(number)"), .viewWillDisappear("\(number)"), .viewDidDisappear("\(number)"),
                ])
        }
        #expect(book.curl == nil)
    }

    @Test(arguments: cases)
    func aCompletedDragReportsCompletedAndTurnsThePages(_ c: Case) {
        let book = c.book()
        Self.drag(book, c, fraction: 1)
        book.host.touchUp()
        book.host.settle()
        #expect(
            book.delegate.transitionCalls == [
                .will(c.turned.map(String.init)),
                .did(finished: true, previous: c.showing.map(String.init), completed: true),
            ])
        #expect(book.current == c.turned)
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
        for number in c.turned { #expect(book[number].appearanceState == .appeared, "page \(number)") }
        for number in Set(c.showing + c.incoming).subtracting(c.turned) {
            #expect(book[number].appearanceState == .disappeared, "page \(number)")
        }
        #expect(book.curl == nil)
    }

    @Test func aCancelledTouchReturnsTheSheet() {
        let c = Self.cases[2]
        let book = c.book()
        Self.drag(book, c, fraction: 0.8)
        book.host.touchCancel()
        book.host.settle()
        #expect(book.delegate.transitionCalls.last == .did(finished: true, previous: ["3"], completed: false))
        #expect(book.current == [3])
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(book.curl == nil)
    }

    @Test(arguments: cases)
    func aProgrammaticTurnCallsOnlyItsCompletion(_ c: Case) throws {
        let book = c.book()
        var completions: [Bool] = []
        let pages = c.doubleSided && c.spine != .mid ? c.incoming : c.turned
        try book.controller.setViewControllers(
            pages.map { book[$0] }, direction: c.direction == .forward ? .forward : .reverse, animated: true
        ) { completions.append($0) }
        book.host.advance(by: CurlAnimation.fullTurnDuration / 2)
        #expect(book.curl != nil, "the sheet curls half way through")
        #expect(completions.isEmpty)
        book.host.settle()
        #expect(completions == [true])
        #expect(book.delegate.transitionCalls.isEmpty)
        #expect(book.current == c.turned)
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(book.curl == nil)
    }
}
